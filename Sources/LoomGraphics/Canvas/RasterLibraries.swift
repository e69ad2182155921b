import CCairo

/// The versions of the Cairo and Pango libraries loaded at run time (not the headers Loom was
/// built against), for `loom --version` and bug reports: pictures depend on them.
public enum RasterLibraries {
    public static var cairoVersion: String { String(cString: cairo_version_string()) }
    public static var pangoVersion: String { String(cString: pango_version_string()) }
}
