#!/bin/sh
# Checks the `// expect:` lines of every pure-Swift fixture against the real compiler.
# Fixtures that need Loom (views, several blocks, errors) say `// swiftc: skip`.
# Usage: Tests/LoomScriptTests/Fixtures/check-with-swiftc.sh
cd "$(dirname "$0")"
status=0
for f in */*.swift; do
  grep -q "// swiftc: skip" "$f" && continue
  grep -q "// expect error:" "$f" && continue
  cp "$f" /tmp/loom-fixture.swift
  if ! swiftc -module-name main /tmp/loom-fixture.swift -o /tmp/loom-fixture 2>/tmp/loom-fixture.err; then
    echo "COMPILE FAIL $f"; grep error: /tmp/loom-fixture.err | head -3; status=1; continue
  fi
  /tmp/loom-fixture > /tmp/loom-fixture.out 2>&1
  sed -n 's|.*// expect: ||p' "$f" > /tmp/loom-fixture.exp
  if diff /tmp/loom-fixture.exp /tmp/loom-fixture.out > /tmp/loom-fixture.diff; then echo "ok   $f"; else echo "DIFF $f"; cat /tmp/loom-fixture.diff; status=1; fi
done
exit $status
