// swiftc: skip
@main
struct MyApp: App {
    var body: some Scene { WindowGroup { Text("x") } }
}
// expect error: 2:1: '@main' App scaffolding is out of scope for notebooks: Loom draws views, not apps; show the app's root view instead (for example ContentView())
