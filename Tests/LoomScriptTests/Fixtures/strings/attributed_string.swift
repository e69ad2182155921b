// Foundation's AttributedString: made from a literal or a string with attributes, walked by its
// own indices, sliced by ranges of them, and restyled through a slice (`text[r].setAttributes`
// changes `text`, as the typewriter effect of itstheceo/TypewriterCarouselView does).
import Foundation

var empty: AttributedString = ""
print(empty.characters.map { $0 }, empty.characters.isEmpty, empty.startIndex == empty.endIndex)

let plain = AttributeContainer()
var text = AttributedString("Hello", attributes: plain)
print(String(text.characters), text.characters.count)

var link = AttributeContainer()
link.link = URL(string: "https://example.com")
var index = text.startIndex
var steps = 0
while index < text.endIndex {
    text[text.startIndex...index].setAttributes(link)
    index = text.index(afterCharacter: index)
    steps += 1
}
print(steps, text.runs.count)
print(text)

// Deleting from the end, as the typewriter does: a half-open range up to the end.
index = text.endIndex
while index > text.startIndex {
    text[index..<text.endIndex].setAttributes(plain)
    index = text.index(beforeCharacter: index)
}
print(text.runs.count, text.runs.map { String(text[$0.range].characters) })
text.setAttributes(plain)
print(text.runs.count)

// A slice keeps its base's indices; merging adds to what is there.
let second = text.index(afterCharacter: text.startIndex)
let slice = text[second..<text.index(second, offsetByCharacters: 3)]
print(String(slice.characters), slice.startIndex == second)
text[second..<text.endIndex].mergeAttributes(link)
print(text.runs.count, text.link == nil, text[second..<text.endIndex].link!)

// Joining, appending, inserting.
var joined = AttributedString("ab") + AttributedString("cd")
joined.append(AttributedString("ef"))
joined.insert(AttributedString("-"), at: joined.index(joined.startIndex, offsetByCharacters: 2))
print(String(joined.characters), joined.characters.count, joined == AttributedString("ab-cdef"))
print(AttributedString(joined[joined.startIndex..<joined.index(afterCharacter: joined.startIndex)]))
if let r = joined.range(of: "cd") { print(String(joined[r].characters)) }
var c = AttributeContainer()
c.link = URL(string: "https://a.b")
print(AttributedString("x", attributes: c))
print(String(AttributedString("hi").characters))
// expect: [] true true
// expect: Hello 5
// expect: 5 1
// expect: Hello {
// expect: 	NSLink = https://example.com
// expect: }
// expect: 2 ["H", "ello"]
// expect: 1
// expect: ell true
// expect: 2 true https://example.com
// expect: ab-cdef 7 true
// expect: a {
// expect: }
// expect: cd
// expect: x {
// expect: 	NSLink = https://a.b
// expect: }
// expect: hi
