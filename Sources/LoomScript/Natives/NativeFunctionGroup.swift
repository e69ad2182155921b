import Synchronization

/// The bridged global functions of one name (`min`, `print`, `withAnimation`): their signatures
/// wait, as text, until a script first names the function, and are then parsed in one batch.
/// A session uses a handful of the registry's global functions; parsing all of them made up a
/// third of every process's start. Shared by every page thread like the rest of the registry:
/// the first to touch a group parses it, under the lock types parse under.
final class NativeFunctionGroup: @unchecked Sendable {
    private var pending: [PendingSignature] = []
    private var parsedFunctions: [NativeFunction] = []
    private let parsed = Atomic<Bool>(false)

    /// Only while the registry is built.
    func add(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        pending.append(PendingSignature(signature: signature, typeGenerics: []) { [unowned self] decl in
            parsedFunctions.append(NativeFunction(decl: decl, impl: impl))
        })
    }

    /// The overloads, parsed on first use.
    var functions: [NativeFunction] {
        if !parsed.load(ordering: .acquiring) {
            NativeType.parsingLock.lock()
            defer { NativeType.parsingLock.unlock() }
            if !parsed.load(ordering: .acquiring) {
                let batch = pending
                pending = []
                NativeRegistry.file(batch)
                parsed.store(true, ordering: .releasing)
            }
        }
        return parsedFunctions
    }
}
