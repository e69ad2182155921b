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
      check PATH... [--out DIR] [--junit FILE] [--tolerance-deltae X] [--precision P]
                                                   compare every picture with its reference (default: _check)
      record PATH... [--missing]                   write the reference pictures (--missing: only absent ones)

    Exit status: 0 success, 1 a block or script failed or a picture differs, 2 usage error.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
let status: Int32
switch command {
case _ where ["render", "check", "record"].contains(command) && WorkerSupervisor.supervises(arguments):
    // A crash in a worker costs one block (`WorkerSupervisor`). (Not `case "render", … where`:
    // a `where` binds to the last pattern only.)
    status = WorkerSupervisor.run(command, arguments)
case "render": status = RenderCommand.run(arguments)
case "run": status = RunCommand.run(arguments)
case "check": status = CheckCommand.run(arguments)
case "record": status = RecordCommand.run(arguments)
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
