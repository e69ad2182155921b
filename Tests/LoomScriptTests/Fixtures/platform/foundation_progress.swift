// swiftc: skip — Foundation's Progress is not in this toolchain's Linux Foundation; the values are Apple Foundation's.
import Foundation
let p = Progress(totalUnitCount: 100)
let same = p
p.completedUnitCount += 25
same.completedUnitCount += 25
print(p.fractionCompleted, p.isFinished, same.completedUnitCount)
p.completedUnitCount = 100
print(p.isFinished, p.totalUnitCount)
// expect: 0.5 false 50
// expect: true 100
