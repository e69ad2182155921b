func nestedOne() -> Int { 1 }
