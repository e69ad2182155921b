import LoomScript
import LoomGraphics
import LoomUI

/// Turns a view output into PNG bytes. A struct of one closure, so tests can rasterise
/// without LoomUI (snapshot-testing's `Snapshotting` style).
public struct ViewRasterizer {
    public struct Raster {
        public var png: [UInt8]
        /// Pixels.
        public var width: Int
        public var height: Int
        public var scale: Double
        /// The laid-out tree, one `Type (x, y, width, height)` line per view, in points
        /// (what `loom render --layout-dump` writes next to the image); nil unless asked for.
        public var layout: String?
        /// Drawn with the dark palette (the page's `colorScheme: dark`, or `.preferredColorScheme(.dark)`).
        public var isDark: Bool
        /// The view moved: its frames as an APNG (`png` is then the poster frame).
        public var animation: AnimationAsset?

        public init(png: [UInt8], width: Int, height: Int, scale: Double, layout: String? = nil, isDark: Bool = false,
                    animation: AnimationAsset? = nil) {
            self.animation = animation
            self.png = png
            self.width = width
            self.height = height
            self.scale = scale
            self.layout = layout
            self.isDark = isDark
        }
    }

    /// What to render a view at.
    public struct Settings: Equatable, @unchecked Sendable {
        /// The size proposed to the view (`.unspecified`: its ideal size, like `ImageRenderer`).
        public var proposal: ProposedSize
        /// Pixels per point.
        public var scale: Double
        /// What the picture is drawn on; nil is transparent.
        public var background: RGBA?
        public var colorScheme: ColorScheme
        /// Where `Image("name")` is loaded from (the page's `NotebookAssets`); nil: no assets.
        public var imageProvider: (any ImageProvider)?
        /// Describe the laid-out tree too (`Raster.layout`).
        public var dumpsLayout = false
        /// Show the view full-screen on this device instead (`proposal` is then unused).
        public var device: Device?
        /// With a device: draw its status bar.
        public var statusBar = false
        /// Draw a view that moves as an animation (nil: always a still, `animate: false`).
        public var animation: AnimationSettings?

        public struct AnimationSettings: Equatable, Sendable {
            /// Seconds; nil: as long as the view's animations last.
            public var duration: Double?
            public var framesPerSecond = 30
            public var poster = CellOptions.Poster.start

            public init(duration: Double? = nil, framesPerSecond: Int = 30, poster: CellOptions.Poster = .start) {
                self.duration = duration
                self.framesPerSecond = framesPerSecond
                self.poster = poster
            }
        }

        public init(proposal: ProposedSize = .unspecified, scale: Double = 2, background: RGBA? = nil,
                    colorScheme: ColorScheme = .light, imageProvider: (any ImageProvider)? = nil) {
            self.proposal = proposal
            self.scale = scale
            self.background = background
            self.colorScheme = colorScheme
            self.imageProvider = imageProvider
        }

        public static func == (lhs: Settings, rhs: Settings) -> Bool {
            lhs.proposal == rhs.proposal && lhs.scale == rhs.scale && lhs.background == rhs.background
                && lhs.colorScheme == rhs.colorScheme && lhs.dumpsLayout == rhs.dumpsLayout
                && lhs.device == rhs.device && lhs.statusBar == rhs.statusBar && lhs.animation == rhs.animation
                && (lhs.imageProvider as AnyObject?) === (rhs.imageProvider as AnyObject?)
        }
    }

    public var rasterize: (any ViewNode, Settings) throws -> Raster

    public init(rasterize: @escaping (any ViewNode, Settings) throws -> Raster) {
        self.rasterize = rasterize
    }

    /// LoomUI's renderer.
    public static var loomUI: ViewRasterizer {
        ViewRasterizer { view, settings in
            var environment = EnvironmentValues()
            environment.colorScheme = settings.colorScheme
            environment.imageProvider = settings.imageProvider
            // A view that moves becomes an animation; one that does not is drawn as a still, after
            // what its `onAppear` actions changed.
            var settled: EnvironmentValues?
            if settings.device == nil, let animation = settings.animation {
                if let raster = try animate(view, settings: settings, animation: animation, environment: environment, still: { settled = $0 }) {
                    return raster
                }
            } else {
                let proposal = settings.device.map { ProposedSize(width: $0.screen.width, height: $0.screen.height) } ?? settings.proposal
                settled = try settledEnvironment(view, proposal: proposal, scale: settings.scale, environment: environment,
                                                 atEnd: settings.animation?.poster == .end)
            }
            if let settled { environment = settled }
            let image = try settings.device.map {
                try renderImage(view, on: $0, statusBar: settings.statusBar, scale: settings.scale, environment: environment)
            } ?? renderImage(view, proposal: settings.proposal, scale: settings.scale,
                             environment: environment, background: settings.background)
            return Raster(png: image.bitmap.pngData(), width: image.bitmap.width,
                          height: image.bitmap.height, scale: image.scale,
                          layout: settings.dumpsLayout ? image.frames.map(\.description).joined(separator: "\n") + "\n" : nil,
                          isDark: image.colorScheme == .dark)
        }
    }

    /// The frames of a view that moves, encoded as they are drawn; nil when it does not move.
    static func animate(_ view: any ViewNode, settings: Settings, animation: Settings.AnimationSettings,
                        environment: EnvironmentValues, still: ((EnvironmentValues) -> Void)? = nil) throws -> Raster? {
        var encoder = APNGEncoder(framesPerSecond: animation.framesPerSecond)
        // The poster is kept as a still PNG (Cairo's, like every other picture); `end`, or a time
        // past the end, is the last frame.
        let posterIndex: Int? = switch animation.poster {
        case .start: 0
        case .end: nil
        case .seconds(let t): Int((t * Double(animation.framesPerSecond)).rounded())
        }
        var posterPNG: [UInt8]?
        var last: Bitmap?
        var index = 0
        let options = AnimationOptions(duration: animation.duration, framesPerSecond: animation.framesPerSecond)
        guard let summary = try renderAnimation(view, proposal: settings.proposal, scale: settings.scale, environment: environment,
                                                background: settings.background, options: options, still: still, frame: { bitmap in
            try encoder.append(bitmap)
            if index == posterIndex { posterPNG = bitmap.pngData() }
            last = bitmap
            index += 1
        }) else { return nil }
        let poster = posterPNG == nil ? summary.frameCount - 1 : posterIndex!
        if posterPNG == nil { posterPNG = last?.pngData() }
        let apng = try encoder.finish()
        return Raster(png: posterPNG ?? [], width: summary.pixelWidth, height: summary.pixelHeight, scale: summary.scale,
                      isDark: summary.colorScheme == .dark,
                      animation: AnimationAsset(apng: apng, frameCount: summary.frameCount, framesPerSecond: summary.framesPerSecond,
                                                  duration: summary.duration, posterFrame: poster))
    }
}
