"""Real-style jitclasses: a particle system with array members, a jitclass holding another jitclass, a typed List of jitclass instances, methods calling methods, properties."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass
from numba.typed import List

spec_vec = [('x', float64), ('y', float64)]


@jitclass(spec_vec)
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return np.sqrt(self.x * self.x + self.y * self.y)

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)


spec_body = [('pos', Vec.class_type.instance_type), ('mass', float64)]


@jitclass(spec_body)
class Body:
    def __init__(self, pos, mass):
        self.pos = pos
        self.mass = mass

    @property
    def moment(self):
        return self.mass * self.pos.norm()


spec_sys = [('p', float64[:, :]), ('v', float64[:, :]), ('n', int64), ('t', float64)]


@jitclass(spec_sys)
class System:
    def __init__(self, n):
        self.n = n
        self.p = np.zeros((n, 2))
        self.v = np.ones((n, 2))
        self.t = 0.0
        for i in range(n):
            self.p[i, 0] = i
            self.v[i, 1] = -0.5 * i

    def step(self, dt):
        self.p += dt * self.v
        self.t += dt

    def run(self, dt, k):
        for _ in range(k):
            self.step(dt)
        return self.energy()

    def energy(self):
        return 0.5 * (self.v ** 2).sum()

    def centroid(self):
        return self.p.sum(axis=0) / self.n


@njit
def simulate(n, dt, k):
    s = System(n)
    e = s.run(dt, k)
    return e, s.t, s.centroid(), s.p[-1].copy()


@njit
def bodies(xs, ys, ms):
    lst = List()
    for i in range(len(xs)):
        lst.append(Body(Vec(xs[i], ys[i]), ms[i]))
    total = Vec(0.0, 0.0)
    mom = 0.0
    for b in lst:
        total = total.add(b.pos)
        mom += b.moment
    return total.x, total.y, mom, len(lst)


# call: simulate(4, 0.1, 5)
# call: bodies(np.array([3.0, 0.0, 1.0]), np.array([4.0, 2.0, 1.0]), np.array([1.0, 2.0, 0.5]))
