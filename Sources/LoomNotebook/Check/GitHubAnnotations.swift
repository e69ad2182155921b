import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…::message`), printed on stdout when
/// the job runs under Actions (`GITHUB_ACTIONS=true`), so a failed block or picture shows up on
/// the pull request's diff. Paths are relative to the working directory, as GitHub wants them.
public enum GitHubAnnotations {
    /// Whether `environment` is a GitHub Actions job.
    public static func enabled(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// `::error file=F,line=L[,col=C],title=T::message`, with GitHub's escapes.
    public static func error(file: String, line: Int, column: Int? = nil, title: String, message: String) -> String {
        var properties = "file=\(escapeProperty(WorkingDirectoryPath.relative(file))),line=\(line)"
        if let column { properties += ",col=\(column)" }
        properties += ",title=\(escapeProperty(title))"
        return "::error \(properties)::\(escapeData(message))"
    }

    /// One annotation per failed check case, at the block's fence.
    public static func lines(for result: ReferenceChecker.Result) -> [String] {
        result.failures.map { item in
            error(file: item.page, line: item.line, title: "loom check: \(item.name)", message: item.message ?? "failed")
        }
    }

    /// One annotation per diagnostic of a failed block, where the diagnostic points.
    public static func lines(for report: Report) -> [String] {
        report.pages.flatMap { page in
            page.diagnostics.map { diagnostic in
                error(file: page.source, line: diagnostic.line, column: diagnostic.column,
                      title: "loom: front matter", message: diagnostic.message)
            }
            + page.blocks.filter { $0.status == .error }.flatMap { block in
                block.diagnostics.map { diagnostic in
                    error(file: page.source, line: diagnostic.line, column: diagnostic.column,
                          title: "loom: block at line \(block.line) failed", message: diagnostic.message)
                }
            }
        }
    }

    /// `%`, CR and LF in a message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value also escapes `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
