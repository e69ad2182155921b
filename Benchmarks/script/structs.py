class Particle:
    __slots__ = ("x", "y", "vx", "vy")
    def __init__(self, x, y, vx, vy):
        self.x = x; self.y = y; self.vx = vx; self.vy = vy
particles = []
for k in range(500):
    particles.append(Particle(float(k), float(k % 7), 1.5, -0.5))
for _ in range(40):
    for k in range(len(particles)):
        particles[k].x += particles[k].vx
        particles[k].y += particles[k].vy
        if particles[k].y < 0:
            particles[k].vy = -particles[k].vy
total = 0.0
for p in particles:
    total += p.x + p.y
print(int(total))
