// A class may declare `deinit` (Loom accepts it but does not run it).
class R {
    let n: String
    init(n: String) { self.n = n }
    deinit { }
}
do { let r = R(n: "a"); print(r.n) } // expect: a
print("end") // expect: end
