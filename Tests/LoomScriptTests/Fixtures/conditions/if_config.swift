// `#if` in statements, members, switch cases and modifier chains, decided before anything runs.
// (Loom builds in Debug; check-with-swiftc.sh passes -D DEBUG like Xcode's Debug configuration.)
import Foundation

#if swift(>=5.9) && compiler(>=5.9)
print("modern")                               // expect: modern
#elseif swift(>=5)
print("five")
#else
print("old")
#endif

#if !canImport(Foundation) || NOT_A_FLAG
print("no foundation")
#elseif DEBUG
print("debug")                                // expect: debug
#endif

struct Settings {
    #if DEBUG
    var level = 3
    #else
    var level = 0
    #endif
    #if false
    func unused() -> Int { thisNameDoesNotExist }
    #endif
}
print(Settings().level)                       // expect: 3

let n = 2
switch n {
#if DEBUG
case 2: print("two in debug")                 // expect: two in debug
#endif
default: print("other")
}

let shout = "quiet"
    #if DEBUG
    .uppercased()
    #endif
print(shout)                                  // expect: QUIET

if #available(iOS 13, macOS 10.15, *) { print("available") }  // expect: available
if #unavailable(iOS 13) { print("unavailable") } else { print("not unavailable") }  // expect: not unavailable
func f() -> Int {
    guard #available(iOS 13, *) else { return 0 }
    #if DEBUG
    return 1
    #else
    return 2
    #endif
}
print(f())                                    // expect: 1
