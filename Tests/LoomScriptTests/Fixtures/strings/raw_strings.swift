// Extended delimiters: only a backslash followed by as many `#` as the delimiter starts an
// escape or an interpolation.
let value = 5
print(#"Line 1\nLine 2"#)
print(#"Line 1\#nLine 2"#)
print(#"raw \(value) vs \#(value)"#)
print(##"two \#n pounds \##t tab"##)
print(#"tab\#tand quote \#" and unicode \#u{2665}"#)
let block = #"""
    three quotes """ stay, \n stays, \#n breaks
    """#
print(block)
// expect: Line 1\nLine 2
// expect: Line 1
// expect: Line 2
// expect: raw \(value) vs 5
// expect: two \#n pounds 	 tab
// expect: tab	and quote " and unicode ♥
// expect: three quotes """ stay, \n stays, 
// expect:  breaks
