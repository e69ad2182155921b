#!/bin/sh
# Checks the `// expect:` lines of every pure-Swift fixture against the real compiler.
# Fixtures that need Loom (views, several blocks, errors) say `// swiftc: skip`.
# Usage: Tests/LoomScriptTests/Fixtures/check-with-swiftc.sh   (Scripts/test runs it when swiftc is on PATH)
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
checked=0
for f in */*.swift; do
  grep -q "// swiftc: skip" "$f" && continue
  grep -q "// expect error:" "$f" && continue
  cp "$f" "$work/main.swift"
  # -lm: squareRoot() and rounding call the C math library on Linux.
  if ! swiftc -D DEBUG -lm -module-name main "$work/main.swift" -o "$work/fixture" 2>"$work/err"; then
    echo "COMPILE FAIL $f"; grep error: "$work/err" | head -3; status=1; continue
  fi
  "$work/fixture" > "$work/out" 2>&1
  sed -n 's|.*// expect: ||p' "$f" > "$work/exp"
  checked=$((checked + 1))
  if diff "$work/exp" "$work/out" > "$work/diff"; then echo "ok   $f"; else echo "DIFF $f"; cat "$work/diff"; status=1; fi
done
echo "swiftc agrees with $checked fixtures' expectations" >&2
exit $status
