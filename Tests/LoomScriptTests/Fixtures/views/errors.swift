// swiftc: skip (SwiftUI)
Circle().frame(widht: 20, height: 20)
// expect error: 2:10: no 'frame' accepts labels (widht:height:); candidates: frame(width:height:alignment:), frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
// --- block
Circel()
// expect error: 5:1: cannot find 'Circel' in scope; did you mean 'Circle'?
