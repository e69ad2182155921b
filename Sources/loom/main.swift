#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoomNotebook

let usage = """
    usage: loom <command> [options]

    commands:
      render PATH...     run notebooks and write an HTML site (default: _site)
      check PATH...      compare every picture with its reference (artifacts: _check)
      record PATH...     write the reference pictures (--missing: only absent ones; --all: every one)
      previews PACKAGE...  every #Preview and PreviewProvider of a package as a gallery (--check, --record: as tests)
      docc NAME.docc     run a DocC catalog's articles into a copy with Loom's pictures, then docc convert it
      run FILE.swift     run a Swift script; print its output
      init [FOLDER]      write a commented loom.toml and a first notebook

    Run 'loom <command> --help' for a command's options. 'loom --version' prints Loom's version
    and the Swift, Cairo and Pango it runs with.

    Exit status: 0 success, 1 a block or script failed or a picture differs, 2 usage error.
    """

let commands = ["render", "check", "record", "previews", "docc", "run", "init", "help"]
var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "" : arguments.removeFirst()
let status: Int32
switch command {
case _ where ["render", "check", "record", "docc", "previews"].contains(command) && WorkerSupervisor.supervises(arguments):
    // A crash in a worker costs one block (`WorkerSupervisor`). (Not `case "render", … where`:
    // a `where` binds to the last pattern only.)
    status = WorkerSupervisor.run(command, arguments)
case "render": status = RenderCommand.run(arguments)
case "run": status = RunCommand.run(arguments)
case "check": status = CheckCommand.run(arguments)
case "record": status = RecordCommand.run(arguments)
case "docc": status = DocCCommand.run(arguments)
case "previews": status = PreviewsCommand.run(arguments)
case "init": status = InitCommand.run(arguments)
case "help", "-h", "--help":
    Terminal.printOutput(usage)
    status = 0
case "--version", "version":
    Terminal.printOutput(LoomRelease.versionLine)
    status = 0
case "":
    Terminal.printError(usage)
    status = 2
default:
    status = Terminal.usageError("unknown command '\(command)'" + Suggestion.phrase(for: command, in: commands), usage: usage)
}
exit(status)
