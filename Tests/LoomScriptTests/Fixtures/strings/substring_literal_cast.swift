// A literal written `as` a standard type it can also be: a Substring, a Character.
let word = "hello" as Substring
let letter = "x" as Character
print(word, type(of: word), letter, type(of: letter), ["a", "b"] as [Substring])
// expect: hello Substring x Character ["a", "b"]
