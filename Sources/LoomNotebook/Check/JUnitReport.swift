import Foundation

/// `loom check --junit FILE`: JUnit XML for CI systems. One `<testsuite>` per page, one
/// `<testcase>` per checked block (classname = the page, name = the output name or `line N`,
/// `file` and `line` = where the block is, for CI systems that link to the source); failures
/// carry the message. Every path in it is relative to `workingDirectory`, the folder CI ran in.
public enum JUnitReport {
    public static func render(_ result: ReferenceChecker.Result,
                              workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        func path(_ path: String) -> String { WorkingDirectoryPath.relative(path, to: workingDirectory) }
        func artifact(_ relative: String) -> String {
            path(result.artifactsDirectory.isEmpty ? relative : (result.artifactsDirectory as NSString).appendingPathComponent(relative))
        }
        var pages: [String] = []
        var casesByPage: [String: [ReferenceChecker.Case]] = [:]
        for item in result.cases {
            if casesByPage[item.page] == nil { pages.append(item.page) }
            casesByPage[item.page, default: []].append(item)
        }
        let failures = result.failures.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"loom check\" tests=\"\(result.cases.count)\" failures=\"\(failures)\" errors=\"\(result.problems.count)\">\n"
        for page in pages {
            let cases = casesByPage[page]!
            let file = path(page)
            xml += "  <testsuite name=\"\(escape(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { !$0.passed && $0.outcome != .notRecorded }.count)\">\n"
            for item in cases {
                xml += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(item.name))\" file=\"\(escape(file))\""
                    + " line=\"\(item.line)\" time=\"\(String(format: "%.3f", item.seconds))\""
                guard !item.passed else {
                    xml += "/>\n"
                    continue
                }
                if item.outcome == .notRecorded {
                    xml += ">\n      <skipped message=\"\(escape(item.message ?? "not recorded"))\"/>\n    </testcase>\n"
                    continue
                }
                let message = item.message ?? "failed"
                var details = "\(file):\(item.line): \(message)"
                if let reference = item.reference { details += "\nreference: \(path(reference))" }
                if let relative = item.actualArtifact { details += "\nnew picture: \(artifact(relative))" }
                if let relative = item.differenceArtifact { details += "\ndifference: \(artifact(relative))" }
                if let note = item.note { details += "\nnote: \(note)" }
                let type: String
                switch item.outcome {
                case .missingReference: type = "missing-reference"
                case .blockFailed: type = "block-failed"
                // A reference outside the notebook's folder (or behind a symlink): not a picture that differs.
                case .refused: type = "refused"
                case .invalidFrontMatter: type = "front-matter"
                case .differs, .identical, .withinTolerance, .notRecorded: type = "image-differs"
                }
                let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
                xml += ">\n      <failure type=\"\(type)\" message=\"\(escape(firstLine))\">\(escape(details))</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters even escaped.
                if scalar.value < 0x20 { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
