import LoomUI
@testable import LoomScript

/// Runs `source` in a fresh session (or the given one) and returns the printed text, shown
/// values and diagnostics in a form that is easy to compare.
func run(_ source: String, in session: ScriptSession = ScriptSession()) -> (text: String, values: [String], views: [any ViewNode], errors: [ScriptDiagnostic]) {
    let result = session.run(source)
    var text = "", values: [String] = [], views: [any ViewNode] = []
    for out in result.outputs {
        switch out {
        case .text(let t): text += t
        case .value(let v): values.append(v.text)
        case .view(let v, _, _): views.append(v)
        }
    }
    return (text, values, views, result.diagnostics)
}

func kinds(_ result: BlockEvaluation) -> [String] {
    result.outputs.map {
        switch $0 {
        case .text: return "text"
        case .value: return "value"
        case .view: return "view"
        }
    }
}
