// Notifications a session posts reach the observers its blocks added, at once, in order.
import Foundation
extension Notification.Name { static let saved = Notification.Name("saved") }
let center = NotificationCenter.default
var heard: [String] = []
let token = center.addObserver(forName: .saved, object: nil, queue: .main) { note in
    heard.append(note.name.rawValue + " " + String(describing: note.userInfo?["id"] ?? "-"))
}
center.post(name: .saved, object: nil, userInfo: ["id": 7])
center.post(name: Notification.Name("other"), object: nil)
center.removeObserver(token)
center.post(name: .saved, object: nil)
print(heard, Notification.Name.saved.rawValue)
// expect: ["saved 7"] saved
