// An OptionSet kept in another type's property: its members' `Self` is the option set, not the
// type whose method calls them, and its static lets made from array literals are its own.
struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let readWrite: Permissions = [.read, .write]
}
struct User {
    var perms: Permissions = []
    var grants = 0
    mutating func grant(_ p: Permissions) { perms.formUnion(p); grants += 1 }
    mutating func revoke(_ p: Permissions) { perms.subtract(p) }
    func can(_ p: Permissions) -> Bool { perms.isSuperset(of: p) }
    func has(_ p: Permissions) -> Bool { perms.contains(p) }
}
var u = User()
u.grant(.read)
print(u.perms.rawValue, u.can(.read), u.has(.write))
u.grant(.readWrite)
u.grant(.execute)
print(u.perms.rawValue, u.can([.read, .execute]), u.grants)
u.revoke([.write, .execute])
print(u.perms.rawValue, u.can(.readWrite), u.perms.union(.execute).rawValue)
// expect: 1 true false
// expect: 7 true 3
// expect: 1 false 5
