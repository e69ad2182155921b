#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frees a chain of instances one after another instead of inside each other. Swift releases an
/// object's stored values in its `deinit`, so the last reference to the head of a million-node
/// linked list would free a million nested objects on the stack, and overflow it. An instance
/// that ends while another is being freed leaves its values here instead; the outermost end
/// frees them in a loop. Per thread, because pages run on several.
final class Graveyard {
    private var freeing = false
    private var pending: [Fields] = []

    /// Takes `fields` from an ending instance and frees them, or leaves them to the loop already
    /// freeing further up this thread's stack.
    func bury(_ fields: inout Fields) {
        pending.append(fields)
        fields.removeAll()
        guard !freeing else { return }
        freeing = true
        // Each dropped element may end more instances, which append theirs.
        while !pending.isEmpty { _ = pending.removeLast() }
        freeing = false
    }

    /// This thread's graveyard.
    static var current: Graveyard {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Graveyard>.fromOpaque(pointer).takeUnretainedValue() }
        let graveyard = Graveyard()
        pthread_setspecific(key, Unmanaged.passRetained(graveyard).toOpaque())
        return graveyard
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The thread's graveyard is released when the thread ends.
        pthread_key_create(&key) { pointer in
            #if canImport(Glibc)
            guard let pointer else { return }
            #endif
            Unmanaged<Graveyard>.fromOpaque(pointer).release()
        }
        return key
    }()
}
