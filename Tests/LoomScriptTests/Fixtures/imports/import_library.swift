// swiftc: skip
import SwiftUI
import TinyLib
print(greet("Loom")) // expect: Hello, Loom!
print(Tiny(value: 21).doubled()) // expect: 42
print(Tiny.unit.described) // expect: Tiny(1)!
print(nestedOne()) // expect: 1
// --- block
import TinyLib
print(greet("again")) // expect: Hello, again!
// --- block
import BrokenLib
let n = 1
print(explode())
// expect error: 14:1: BrokenLib/Bad.swift:3:12: Fatal error: Index out of range
