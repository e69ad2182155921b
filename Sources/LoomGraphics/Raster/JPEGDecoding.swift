import CTurboJPEG

extension Bitmap {
    /// The most pixels a decoded image may have; a bigger one (or a hostile header claiming one)
    /// is refused before any memory is allocated for it.
    public static let maximumDecodedPixels = 64_000_000

    /// Decodes JPEG bytes (baseline or progressive, any chroma subsampling, greyscale or colour;
    /// CMYK JPEGs are converted by libjpeg-turbo). `nil` when they are not a JPEG it can read.
    /// The EXIF orientation tag is not applied, as `UIImage(data:)` would; re-save rotated photos.
    public convenience init?(jpeg bytes: [UInt8]) {
        guard bytes.count > 3, let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(decoder, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0, Int(width) * Int(height) <= Self.maximumDecodedPixels else { return nil }
        self.init(width: Int(width), height: Int(height))
        // TJPF_BGRA is byte order B, G, R, A: on a little-endian machine exactly Cairo's ARGB32
        // word. JPEG has no alpha, so every pixel is opaque and already premultiplied.
        let status = withMutablePixels { pixels in
            let data = UnsafeMutableRawPointer(pixels.baseAddress!).assumingMemoryBound(to: UInt8.self)
            return bytes.withUnsafeBufferPointer {
                tjDecompress2(decoder, $0.baseAddress, UInt(bytes.count), data, width, width * 4, height,
                              Int32(TJPF_BGRA.rawValue), 0)
            }
        }
        // A warning (a truncated file that still decoded) leaves a usable picture; an error does not.
        guard status == 0 || tjGetErrorCode(decoder) == Int32(TJERR_WARNING.rawValue) else { return nil }
    }

    /// Decodes PNG or JPEG bytes, told apart by their first bytes, not by a file name.
    public convenience init?(imageData bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self.init(jpeg: bytes)
        } else {
            self.init(png: bytes)
        }
    }
}
