struct Particle {
    var x: Double
    var y: Double
    var vx: Double
    var vy: Double
}
var particles: [Particle] = []
for k in 0..<10_000 {
    particles.append(Particle(x: Double(k), y: Double(k % 7), vx: 1.5, vy: -0.5))
}
for _ in 0..<20 {
    for k in 0..<particles.count {
        particles[k].x += particles[k].vx
        particles[k].y += particles[k].vy
        if particles[k].y < 0 { particles[k].vy = -particles[k].vy }
    }
}
var total = 0.0
for p in particles { total += p.x + p.y }
print(Int(total))
