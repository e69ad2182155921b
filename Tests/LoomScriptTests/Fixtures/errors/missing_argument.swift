func greet(name: String, times: Int) {}
greet(name: "a")
// expect error: 2:1: missing argument for parameter 'times' in call
