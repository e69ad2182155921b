// Switching over unicode scalars with character literals, as escaping code does.
var escaped = ""
for scalar in "a\n\"\tb".unicodeScalars {
    switch scalar {
    case "\n": escaped += "\\n"
    case "\"": escaped += "\\\""
    case "\t": escaped += "\\t"
    default: escaped += String(scalar)
    }
}
print(escaped) // expect: a\n\"\tb
