import CCairo
import Foundation

/// A conic (angular) gradient as a Cairo mesh: thin wedges around the centre, each with the
/// gradient's colours at its two edges, reaching past the corners of the area to cover.
enum ConicMesh {
    /// Wedges per full turn; 2° each keeps interpolation error invisible.
    static let wedgesPerTurn = 180

    static func pattern(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double, covering bounds: Rect) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        // Wedge edges are straight, so reach out far enough that the chord still clears every corner.
        let radius = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) * 1.01 + 1
        let wedges = wedgesPerTurn
        for index in 0..<wedges {
            let a0 = 2 * Double.pi * Double(index) / Double(wedges)
            let a1 = 2 * Double.pi * Double(index + 1) / Double(wedges)
            let c0 = color(at: a0, stops: stops, startAngle: startAngle, endAngle: endAngle)
            // The last wedge closes the turn with the colour at its true end, not the wrapped start.
            let c1 = color(at: index + 1 == wedges ? a1 - 1e-9 : a1, stops: stops, startAngle: startAngle, endAngle: endAngle)
            let outer = radius / cos(Double.pi / Double(wedges))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + outer * cos(a0), center.y + outer * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + outer * cos(a1), center.y + outer * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The colour at screen angle `angle` (0…2π from 3 o'clock, clockwise). Within the sweep the
    /// stops are spread from start to end; a sweep longer than a turn shows its last turn; a
    /// shorter one fills the gap by blending the last colour into the first halfway across it.
    static func color(at angle: Double, stops: [GradientStop], startAngle: Double, endAngle: Double) -> RGBA {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        var start = startAngle
        if sweep >= turn {
            start = endAngle - turn
            sweep = turn
        }
        guard sweep > 0 else { return stops.color(at: 0) }
        var offset = (angle - start).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= sweep { return stops.color(at: offset / sweep) }
        let gap = turn - sweep
        let t = (offset - sweep) / gap
        return t < 0.5 ? stops.color(at: 1) : stops.color(at: 0)
    }
}
