/// One step of the page pipeline (mdBook's preprocessor): takes a notebook, returns it changed.
/// `PageRenderer` folds its passes over a page in order, then hands it to `HTMLRenderer`.
public protocol NotebookPass {
    /// A short name for logs and errors (`execute`, `weave`).
    var name: String { get }
    func run(_ notebook: Notebook) -> Notebook
}
