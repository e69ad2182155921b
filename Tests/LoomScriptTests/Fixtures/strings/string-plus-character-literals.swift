// A String joined with characters built by flatMap, some of them written as one-character literals.
let raw = "say \"hi\""
let escaped = "\"" + raw.flatMap { $0 == "\"" ? ["\\", "\""] : [$0] } + "\""
print(escaped)
print("<" + "ab".flatMap { [$0, "-"] } + ">")
// expect: "say \"hi\""
// expect: <a-b->
