// String(format:) one conversion at a time: widths, precisions, length modifiers, %@ and %%.
import Foundation
print(String(format: "%.2f|%5d|%-4@|%x|%03ld|%e|%%", 3.14159, 42, "ab", 255, 7, 1234.5)) // expect: 3.14|   42|ab|ff|007|1.234500e+03|%
print(String(format: "%@ has %d items", "cart", 3), String(format: "%c", 65)) // expect: cart has 3 items A
