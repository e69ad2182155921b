// Compilation conditions of a plain Swift program on this machine: os(Linux), arch, canImport, #if in members and closures. (#19; expected output from swiftc)
#if os(Linux)
print("linux")
#elseif os(macOS)
print("mac")
#else
print("other")
#endif
#if swift(>=5.9)
print("modern")
#endif
#if canImport(Foundation)
print("foundation")
#endif
#if compiler(>=5) && !os(Windows)
print("ok")
#endif
struct S {
  #if DEBUG
  var mode = "debug"
  #else
  var mode = "release"
  #endif
  func f() -> Int {
    #if arch(x86_64) || arch(arm64)
    return 64
    #else
    return 32
    #endif
  }
}
print(S().mode, S().f())
let c = { () -> String in
  #if targetEnvironment(simulator)
  return "sim"
  #else
  return "device"
  #endif
}
print(c())
if #available(macOS 10.15, iOS 13, *) { print("available") } else { print("old") }
if #unavailable(iOS 8) { print("unavailable") } else { print("fine") }

// expect: linux
// expect: modern
// expect: foundation
// expect: ok
// expect: debug 64
// expect: device
// expect: available
// expect: fine
