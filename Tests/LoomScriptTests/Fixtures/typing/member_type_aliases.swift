// Two types each with a private typealias of the same name see their own (PureSwiftUIDesign's ring calculators), and tuple types as values. (#11, #19; expected output from swiftc)
struct Equal {
    private typealias Config = (rings: Int, flag: Bool)
    private let config: Config
    init(rings: Int) { self.init(config: (rings, false)) }
    private init(config: Config) { self.config = (config.rings > 0 ? config.rings : 1, config.flag) }
    var count: Int { config.rings }
    func kind() -> String { String(describing: Config.self) }
}
struct Relative {
    private typealias Config = (rings: [Double], flag: Bool)
    private let config: Config
    init(rings: [Double]) { self.init(config: (rings, true)) }
    private init(config: Config) { self.config = config }
    var count: Int { config.rings.count }
    func kind() -> String { String(describing: Config.self) }
}
print(Equal(rings: 1).count, Equal(rings: 0).count, Relative(rings: [0.5, 1]).count)
// expect: 1 1 2
print(Equal(rings: 0).kind(), Relative(rings: []).kind())
// expect: (rings: Int, flag: Bool) (rings: Array<Double>, flag: Bool)
print((Int, String).self, type(of: (1, "a")))
// expect: (Int, String) (Int, String)
