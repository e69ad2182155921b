import CCairo

/// A premultiplied ARGB32 raster owned by a Cairo image surface.
public final class Bitmap {
    public let width: Int
    public let height: Int
    let surface: OpaquePointer

    /// A transparent bitmap; `nil` when the size is not positive or Cairo cannot allocate it.
    public init?(width: Int, height: Int) {
        // Cairo's image surfaces stop at 32,767 pixels a side (and Int32 must not trap).
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        self.surface = s
        self.width = width
        self.height = height
    }

    /// Decodes PNG bytes; `nil` when they are not a PNG Cairo can read.
    public init?(png bytes: [UInt8]) {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(bytes)
        let s = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard reader.offset + n <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { buffer in
                    data.update(from: buffer.baseAddress! + reader.offset, count: n)
                }
                reader.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        self.surface = s
        self.width = Int(cairo_image_surface_get_width(s))
        self.height = Int(cairo_image_surface_get_height(s))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The pixel at (x, y) as straight-alpha 8-bit RGBA, the way an image viewer reports it.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the bitmap")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(word >> 24)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (unpremultiply((word >> 16) & 0xFF), unpremultiply((word >> 8) & 0xFF), unpremultiply(word & 0xFF), a)
    }

    /// Calls `body` with the premultiplied ARGB32 words, `width` per row, rows packed.
    public func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        precondition(stride == width * 4, "ARGB32 rows are packed")
        return try data.withMemoryRebound(to: UInt32.self, capacity: width * height) {
            try body(UnsafeBufferPointer(start: $0, count: width * height))
        }
    }

    /// Calls `body` with the premultiplied ARGB32 words to change them in place.
    public func withMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        defer { cairo_surface_mark_dirty(surface) }
        return try data.withMemoryRebound(to: UInt32.self, capacity: width * height) {
            try body(UnsafeMutableBufferPointer(start: $0, count: width * height))
        }
    }

    /// Every pixel as straight-alpha RGBA bytes, row by row.
    public func rgbaBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x: x, y: y)
                out += [p.r, p.g, p.b, p.a]
            }
        }
        return out
    }

    /// PNG bytes. Cairo's encoder writes no timestamps, so equal pixels give equal bytes.
    public func pngData() -> [UInt8] {
        final class Writer { var bytes: [UInt8] = [] }
        let writer = Writer()
        cairo_surface_flush(surface)
        _ = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
                writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return writer.bytes
    }
}

/// A bitmap used as a paint is compared by identity and never drawn into again, so paints that
/// hold one stay hashable and can be shared.
extension Bitmap: Hashable, @unchecked Sendable {
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
