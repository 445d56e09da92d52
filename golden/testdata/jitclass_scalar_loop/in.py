"""Loops that call jitclass methods on a local instance keep its fields in Go locals: the methods become twins that
take and return the fields (a method with a result called as a statement, a while loop, field reads and writes
beside the calls, a parameter instance, integer and bool fields); loops where another reference of the class could
alias the instance, or where something may raise, keep the pointer."""
import numpy as np
from numba import njit, float64, int64, boolean
from numba.experimental import jitclass


@jitclass([("x", float64), ("y", float64), ("vx", float64), ("vy", float64), ("bounces", int64)])
class Particle:
    def __init__(self, x, y, vx, vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.bounces = 0

    def step(self, dt):
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.x < 0.0 or self.x > 1.0:
            self.vx = -self.vx
            self.bounces += 1
        if self.y < 0.0 or self.y > 1.0:
            self.vy = -self.vy
            self.bounces += 1

    def speed2(self):
        return self.vx * self.vx + self.vy * self.vy

    def kick(self, f):
        self.vx += f
        if self.vx > 2.0:
            self.vx = 2.0
            return True
        return False


@jitclass([("n", int64), ("total", int64), ("odd", boolean)])
class Counter:
    def __init__(self):
        self.n = 0
        self.total = 0
        self.odd = False

    def add(self, v):
        self.n += 1
        self.total += v
        self.odd = not self.odd
        if self.total > 1000:
            return
        self.total += 1


@njit
def particles(x, y, vx, vy, steps):
    out = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        p = Particle(x[i], y[i], vx[i], vy[i])
        for _ in range(steps):
            p.step(0.001)
        out[i] = p.x + p.y + p.bounces
    return out


@njit
def mixed(steps):
    p = Particle(0.5, 0.25, 0.3, -0.7)
    c = Counter()
    k = 0
    while k < steps:
        p.step(0.01)
        p.kick(0.001)
        p.speed2()
        c.add(k)
        if p.bounces > 3:
            p.y = 0.5
        k += 1
    return p.x, p.y, p.vx, p.bounces, c.n, c.total, c.odd


@njit
def advance(p, n):
    for _ in range(n):
        p.step(0.05)
        p.x = p.x * 0.999
    return p.x


@njit
def run_advance(n):
    p = Particle(0.1, 0.9, 0.4, 0.2)
    a = advance(p, n)
    return a, p.y, p.bounces


@njit
def aliased(n):
    p = Particle(0.5, 0.5, 0.5, 0.5)
    q = p
    for _ in range(n):
        p.step(0.1)
        q.step(0.1)
    return p.x, q.x, p.bounces


@njit
def divides(n, d):
    p = Particle(0.5, 0.5, 0.5, 0.5)
    s = 0
    for i in range(n):
        p.step(0.1)
        s += i // d
    return p.x, s


# call: particles(np.linspace(0.0, 1.0, 5), np.linspace(1.0, 0.0, 5), np.linspace(-1.0, 1.0, 5), np.linspace(0.5, -0.5, 5), 3000)
# call: mixed(500)
# call: run_advance(100)
# call: aliased(40)
# call: divides(30, 7)
