class Particle:
    __slots__ = ("x", "y", "vx", "vy")
    def __init__(self, x, y, vx, vy):
        self.x, self.y, self.vx, self.vy = x, y, vx, vy
particles = []
for k in range(10_000):
    particles.append(Particle(float(k), float(k % 7), 1.5, -0.5))
for _ in range(20):
    for k in range(len(particles)):
        particles[k].x += particles[k].vx
        particles[k].y += particles[k].vy
        if particles[k].y < 0:
            particles[k].vy = -particles[k].vy
total = 0.0
for p in particles:
    total += p.x + p.y
print(int(total))
