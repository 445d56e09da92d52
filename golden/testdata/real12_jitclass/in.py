# A jitclass-based simulation: a particle system with array members, methods calling methods,
# properties, and a free function taking the instance.
import numpy as np
from numba import njit
from numba.experimental import jitclass
from numba import float64, int64

spec = [
    ("pos", float64[:, :]),
    ("vel", float64[:, :]),
    ("mass", float64[:]),
    ("steps", int64),
]


@jitclass(spec)
class System:
    def __init__(self, pos, vel, mass):
        self.pos = pos.copy()
        self.vel = vel.copy()
        self.mass = mass.copy()
        self.steps = 0

    @property
    def n(self):
        return self.pos.shape[0]

    def kinetic(self):
        e = 0.0
        for i in range(self.n):
            e += 0.5 * self.mass[i] * (self.vel[i, 0] ** 2 + self.vel[i, 1] ** 2)
        return e

    def step(self, dt):
        for i in range(self.n):
            self.vel[i, 1] -= 9.81 * dt
            self.pos[i] += self.vel[i] * dt
            if self.pos[i, 1] < 0.0:
                self.pos[i, 1] = -self.pos[i, 1]
                self.vel[i, 1] = -0.9 * self.vel[i, 1]
        self.steps += 1

    def run(self, dt, k):
        for _ in range(k):
            self.step(dt)
        return self.kinetic()


@njit
def simulate(pos, vel, mass, dt, k):
    s = System(pos, vel, mass)
    e0 = s.kinetic()
    e1 = s.run(dt, k)
    return e0, e1, s.steps, s.pos.sum(), s.n


# call: simulate(np.array([[0.0, 1.0], [1.0, 2.0], [2.0, 0.5]]), np.array([[1.0, 0.0], [0.0, 1.0], [-1.0, 3.0]]), np.array([1.0, 2.0, 0.5]), 0.01, 150)
