func explode() -> Int {
    let xs = [1, 2]
    return xs[5]
}
