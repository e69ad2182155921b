/// A lookup table the image comparison reads per pixel, copied once to memory never freed and
/// never written again (so its `nonisolated(unsafe)` statics are safe to share).
/// NB: reading a pointer costs one load; reading a static array also costs a retain, a release
/// and a bounds check, which tripled the time of the commonest pixel.
func permanentTable<T>(_ values: [T]) -> UnsafePointer<T> {
    let memory = UnsafeMutablePointer<T>.allocate(capacity: values.count)
    memory.initialize(from: values, count: values.count)
    return UnsafePointer(memory)
}
