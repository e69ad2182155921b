// `??` with a tuple literal on the right: the tuple takes the labels of the left side's type.
var scores: [String: (wins: Int, losses: Int)] = ["ada": (wins: 3, losses: 1)]
let ada = scores["ada"] ?? (0, 0)
let bob = scores["bob"] ?? (0, 0)
print(ada.wins, ada.losses, bob.wins, bob.losses)
let pair: (x: Double, y: Double)? = nil
let origin = pair ?? (1, 2)
print(origin.x + origin.y, origin)
// expect: 3 1 0 0
// expect: 3.0 (x: 1.0, y: 2.0)
