func area(width: Double, height: Double) -> Double { width * height }
print(area(widht: 2, height: 3))
// expect error: 2:7: incorrect argument label in call (have 'widht:height:', expected 'width:height:')
