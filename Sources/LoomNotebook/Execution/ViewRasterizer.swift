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

        public init(png: [UInt8], width: Int, height: Int, scale: Double) {
            self.png = png
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// What to render a view at.
    public struct Settings: Equatable, Sendable {
        /// The size proposed to the view (`.unspecified`: its ideal size, like `ImageRenderer`).
        public var proposal: ProposedSize
        /// Pixels per point.
        public var scale: Double
        /// What the picture is drawn on; nil is transparent.
        public var background: RGBA?
        public var colorScheme: ColorScheme

        public init(proposal: ProposedSize = .unspecified, scale: Double = 2, background: RGBA? = nil,
                    colorScheme: ColorScheme = .light) {
            self.proposal = proposal
            self.scale = scale
            self.background = background
            self.colorScheme = colorScheme
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
            let image = try renderImage(view, proposal: settings.proposal, scale: settings.scale,
                                        environment: environment, background: settings.background)
            return Raster(png: image.bitmap.pngData(), width: image.bitmap.width,
                          height: image.bitmap.height, scale: image.scale)
        }
    }
}
