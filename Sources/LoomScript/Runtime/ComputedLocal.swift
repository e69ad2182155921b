/// What the slot of a computed local variable holds (`var doubled: Int { base * 2 }` in a
/// function body): its accessors, run when the variable is read or assigned (the resolver marks
/// those nodes `isComputedLocal`).
final class ComputedLocal {
    nonisolated(unsafe) static let nativeType = NativeType(name: "computed variable")  // never changed after creation
    let getter: FunctionValue
    let setter: FunctionValue?
    init(getter: FunctionValue, setter: FunctionValue?) { self.getter = getter; self.setter = setter }
}
