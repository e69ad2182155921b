// LoomScript: the interpreter that runs a notebook's Swift blocks.
//
// 1. Syntax/      SwiftParser parses a block; `Lowering` turns the tree into Loom's own AST.
//                 `ModuleInterface` reads a module's public declarations for DocC's symbol graph.
// 2. Resolve/     `Resolver` binds names to slots, globals or members of `self`.
// 3. Interpreter/ `Interpreter` evaluates the AST, one file per node family, over `Runtime/` values.
// 4. Natives/     `NativeRegistry`: every native API (SwiftUIBridge/ for SwiftUI and CoreGraphics,
//                 StandardLibrary/ for Int, String, Array, …) as typed Swift signatures, built once
//                 per process and shared by every session.
// 5. Session/     `ScriptSession` runs block after block of a page (imports from Resources/Libraries
//                 and the user's packages) and hands views, values, printed text and diagnostics on.
