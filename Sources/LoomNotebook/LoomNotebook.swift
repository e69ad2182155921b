// LoomNotebook: Markdown notebooks → executed cells → woven HTML site.
//
// The pipeline (mdBook-style):
//
//     SourceFile.collect(inputs)                 which .md files, and where each goes in the site
//     Notebook(markdown:sourcePath:relativePath:) cmark-gfm parse (MarkdownDocument/MarkdownNode),
//                                                front matter, swift cells with CellOptions
//     PageRenderer.passes, in order:             NotebookPass values
//         ExecuteCells   run cells in one BlockRunner (ScriptSession) per page; views → PNG via
//                        ViewRasterizer; diagnostics → Markdown-file coordinates (NotebookDiagnostic)
//         WeaveOutputs   html_block figures / <pre> outputs / error box right after each cell
//         AnchorHeadings heading ids for the table of contents
//     HTMLRenderer                               cmark-gfm HTML inside PageTemplate (+ sidebar, TOC)
//     SiteBuilder                                writes pages, images, index.html, Report (JSON),
//                                                atomically (AtomicFile), deterministically
//
// `ScriptRunner` is `loom run`. The `loom` executable only parses arguments and calls these.
