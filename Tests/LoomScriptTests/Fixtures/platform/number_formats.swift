// Foundation's number format styles in the en_US locale.
import Foundation

print(3.14159265.formatted(), 1234.5.formatted(), 1234567.formatted())  // expect: 3.141593 1,234.5 1,234,567
print(0.5.formatted(.number.precision(.fractionLength(2))))            // expect: 0.50
print(0.256.formatted(.percent))                                        // expect: 25.6%
print(12345.678.formatted(.number.grouping(.never)))                    // expect: 12345.678
print(2.0.formatted(.number.precision(.fractionLength(0...2))), 1.23456.formatted(.number.precision(.fractionLength(0...2))))  // expect: 2 1.23
print(1234.5678.formatted(.number.precision(.significantDigits(3))))    // expect: 1,230
