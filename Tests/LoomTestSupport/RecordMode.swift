import Foundation

/// When a snapshot assertion writes its golden instead of only comparing, from `LOOM_RECORD`:
///
/// - `missing` (the default): write a golden that does not exist yet, and fail so it is looked at;
/// - `failed`: also overwrite a golden the result no longer matches (after an intended change);
/// - `all`: overwrite every golden the run reaches;
/// - `never`: write nothing (a missing golden is only a failure).
///
/// Whatever was written, look at it before committing it.
public enum RecordMode: String, CaseIterable, Sendable {
    case all, missing, failed, never

    public static let variable = "LOOM_RECORD"

    /// The mode `LOOM_RECORD` names, or why its value names none (then nothing is recorded).
    public static var current: Result<RecordMode, UnknownMode> {
        guard let name = ProcessInfo.processInfo.environment[variable], !name.isEmpty else { return .success(.missing) }
        return RecordMode(rawValue: name).map { .success($0) } ?? .failure(UnknownMode(name: name))
    }

    public struct UnknownMode: Error, CustomStringConvertible {
        public var name: String
        public var description: String {
            "\(RecordMode.variable)=\(name) is not a record mode; expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }

    func records(existing: Bool, matches: Bool) -> Bool {
        switch self {
        case .all: return true
        case .missing: return !existing
        case .failed: return !existing || !matches
        case .never: return false
        }
    }
}
