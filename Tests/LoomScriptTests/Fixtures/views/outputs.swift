// swiftc: skip (SwiftUI)
import SwiftUI
let name = "Loom"
VStack(spacing: 12) {
    Text("Hello \(name)")
    ForEach(0..<3) { i in
        Circle().fill(Color.red).frame(width: 20, height: 20)
    }
}
.background(Color.yellow)
// expect: <view>
print("between") // expect: between
Text("second") // expect: <view>
// --- block
struct ContentView: View {
    var body: some View { Text("hi").padding() }
}
// expect: <view>
// --- block
#Preview {
    ContentView()
}
// expect: <view>
// --- block
struct Previews: PreviewProvider {
    static var previews: some View { ContentView() }
}
// expect: <view>
