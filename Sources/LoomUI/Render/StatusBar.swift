import Foundation
import LoomGraphics

/// iOS 17's status bar as a screenshot shows it (`//| chrome: status-bar`): Apple's 9:41 in
/// 17 pt semibold, and full signal, Wi-Fi and battery, in the primary label colour. On a
/// notch or Dynamic Island phone the time sits in the left "ear" and the icons in the right one;
/// on a home-button phone the time is centred; on an iPad both hug the edges.
struct StatusBar: ViewNode {
    var device: Device

    static let time = "9:41"

    func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let width = device.screen.width, height = device.safeAreaInsets.top
        let middle = height / 2
        let icons = HStack(spacing: 5, content: [Self.signal, Self.wifi, Self.battery])
        let clock: any ViewNode
        let tray: any ViewNode
        switch device.statusBarStyle {
        case .ears:
            // Each sits in the middle of an ear: the screen beside the Dynamic Island (125 pt
            // wide, on 59 pt and taller bars) or the notch (162 pt).
            let cutout = device.safeAreaInsets.top >= 59 ? 125.0 : 162.0
            let earOffset = width / 2 - (width - cutout) / 4
            clock = Text(Self.time).font(.system(size: 17, weight: .semibold)).position(x: width / 2 - earOffset, y: middle)
            tray = icons.position(x: width / 2 + earOffset, y: middle)
        case .centered:
            clock = Text(Self.time).font(.system(size: 12, weight: .semibold)).position(x: width / 2, y: middle)
            tray = icons.scaleEffect(0.8).frame(maxWidth: .infinity, alignment: .trailing).padding(.trailing, 6).position(x: width / 2, y: middle)
        case .tablet:
            clock = Text(Self.time).font(.system(size: 15, weight: .semibold))
                .frame(maxWidth: .infinity, alignment: .leading).padding(.leading, 20).position(x: width / 2, y: middle)
            tray = icons.frame(maxWidth: .infinity, alignment: .trailing).padding(.trailing, 20).position(x: width / 2, y: middle)
        }
        return try ZStack(alignment: .topLeading, content: [clock, tray])
            .frame(width: width, height: height)
            .foregroundColor(.primary)
            .resolve(in: environment)
    }

    /// Four bars rising left to right, all lit.
    static var signal: any ViewNode {
        HStack(alignment: .bottom, spacing: 1.5, content: [4.0, 6, 8.5, 11].map {
            RoundedRectangle(cornerRadius: 1, style: .circular).frame(width: 3, height: $0)
        })
    }

    /// A dot under two arcs, opening upwards from the bottom centre.
    static var wifi: any ViewNode {
        let spread = Double.pi / 4
        let up = -Double.pi / 2
        let dot = Path { p in
            p.move(to: Point(x: 7.5, y: 11))
            p.addArc(center: Point(x: 7.5, y: 11), radius: 3.6, startAngle: up - spread, endAngle: up + spread, clockwise: false)
            p.closeSubpath()
        }
        let arcs = Path { p in
            for radius in [6.6, 10.0] {
                p.move(to: Point(x: 7.5 + radius * cos(up - spread), y: 11 + radius * sin(up - spread)))
                p.addArc(center: Point(x: 7.5, y: 11), radius: radius, startAngle: up - spread, endAngle: up + spread, clockwise: false)
            }
        }
        return ZStack(content: [dot.fill(), arcs.stroke(style: StrokeStyle(lineWidth: 2.1, lineCap: .round))])
            .frame(width: 15, height: 11)
    }

    /// A full battery: a dimmed outline, the charge inside it and the terminal nub.
    static var battery: any ViewNode {
        HStack(spacing: 1, content: [
            ZStack(content: [
                RoundedRectangle(cornerRadius: 4, style: .continuous).stroke(Color.primary.opacity(0.35), lineWidth: 1)
                    .frame(width: 24, height: 12),
                RoundedRectangle(cornerRadius: 2.5, style: .continuous).frame(width: 20, height: 8),
            ]),
            RoundedRectangle(cornerRadius: 1, style: .circular).fill(Color.primary.opacity(0.4)).frame(width: 1.5, height: 4),
        ])
    }
}
