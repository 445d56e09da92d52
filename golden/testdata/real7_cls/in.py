"""jitclass idioms: a particle system class holding arrays, methods calling methods, a list of instances, properties."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass

spec = [("pos", float64[:, :]), ("vel", float64[:, :]), ("n", int64), ("dt", float64)]


@jitclass(spec)
class Particles:
    def __init__(self, n, dt):
        self.n = n
        self.dt = dt
        self.pos = np.zeros((n, 2))
        self.vel = np.ones((n, 2))
        for i in range(n):
            self.vel[i, 1] = i * 0.5

    def step(self):
        for i in range(self.n):
            self.pos[i] += self.dt * self.vel[i]
            if self.pos[i, 0] > 1.0:
                self.vel[i, 0] = -self.vel[i, 0]

    def run(self, steps):
        for _ in range(steps):
            self.step()
        return self.energy

    @property
    def energy(self):
        return 0.5 * (self.vel ** 2).sum()


@jitclass([("x", float64), ("w", float64)])
class Item:
    def __init__(self, x, w):
        self.x = x
        self.w = w


@njit
def simulate(n, steps):
    p = Particles(n, 0.3)
    e = p.run(steps)
    items = [Item(float(i), 1.0 / (i + 1)) for i in range(n)]
    tot = 0.0
    for it in items:
        tot += it.x * it.w
    return e, p.pos, tot


# call: simulate(3, 5)
# call: simulate(1, 0)
