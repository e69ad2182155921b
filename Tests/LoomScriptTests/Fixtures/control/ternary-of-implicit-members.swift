// A ternary whose branches are both implicit members takes its type from where it goes.
enum Roll { case spare, strike }
enum Frame { case spare(first: Int), strike, open }
var frames: [Frame] = []
for first in [10, 5, 3] {
    frames.append(first == 10 ? .strike : (first == 5 ? .spare(first: first) : .open))
}
print(frames)
func put<T>(_ x: T, into xs: inout [T]) { xs.append(x) }
put(frames.count > 2 ? .open : .strike, into: &frames)
print(frames.count, frames.last!, Roll.spare)
// expect: [main.Frame.strike, main.Frame.spare(first: 5), main.Frame.open]
// expect: 4 open spare
