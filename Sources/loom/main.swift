#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: loom <command> [options]

    commands:
      render PATH... [--out DIR] [--report FILE]   run notebooks and write an HTML site (default: _site)
      run FILE.swift [--png OUT.png]               run a Swift script; print its output

    Exit status: 0 success, 1 a block or script failed, 2 usage error.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
let status: Int32
switch command {
case "render": status = RenderCommand.run(arguments)
case "run": status = RunCommand.run(arguments)
case "help", "-h", "--help":
    Terminal.printOutput(usage)
    status = 0
case "":
    Terminal.printError(usage)
    status = 2
default:
    Terminal.printError("loom: error: unknown command '\(command)'\n\(usage)")
    status = 2
}
exit(status)
