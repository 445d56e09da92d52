"""enum.Enum and enum.IntEnum members, as Numba 0.56 compiles them: members as globals
(Color.red, Color['green']), .value, == and != between members of one class, `is` (False
between two classes), members passed as arguments, returned and held in tuples, an alias
(a member with an earlier member's value is that member), enums of float, complex, str
and tuple values (Numba's Planet), lists of members, a module-level member (Numba freezes
it) and a member as a parameter's default."""
import enum
from enum import Enum, IntEnum

from numba import njit


class Color(enum.Enum):
    red = 1
    green = 2
    blue = 3


class Shake(Enum):
    vanilla = 7
    chocolate = 4
    mint = 3  # the value of Color.blue: still a member of another class


class Level(Enum):
    low = 1.5
    high = 2.5


class Tag(Enum):
    a = "x"
    b = "y"
    alias = "x"  # an alias of a


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS = (4.869e+24, 6.0518e6)
    EARTH = (5.976e+24, 6.37814e6)


class Wave(Enum):
    unit = 1j
    half = 0.5 + 0.5j


class Shape(IntEnum):
    circle = 2
    square = 500


@njit
def compare(a, b):
    return a == b, a != b, a is b, a is not b


@njit
def pick(a, b, pred):
    return a if pred else b


@njit
def is_red(c):
    return c is Color.red


@njit
def by_name(c):
    return c is Color['green']


@njit
def identity(a, b, c):
    return a is Shake.mint, b is Shape.circle, c is Color.blue


@njit
def value(c):
    return c.value


@njit
def const_values():
    return Color.red.value, Level.high.value, Tag.b.value, Shape['square'].value


@njit
def choose(k):
    c = Color.red
    if k > 0:
        c = Color.green
    if k > 5:
        c = Color.blue
    return c, c.value


@njit
def member_in(c):
    return c in (Color.red, Color.blue), c not in (Color.red,)


@njit
def level_scale(lv, x):
    if lv == Level.high:
        return x * lv.value
    return x


@njit
def tag_text(t):
    return t.value + "!"


@njit
def tags():
    return Tag.alias, Tag.alias is Tag.a


@njit
def member_list(n):
    out = [Color.red, Color.blue]
    for i in range(n):
        out.append(Color.green if i % 2 == 0 else Color.blue)
    total = 0
    for c in out:
        total += c.value
    return out, total, out[1] is Color.blue


@njit
def gravity(p):
    G = 6.67300E-11
    mass, radius = p.value
    return G * mass / (radius * radius), p is Planet.EARTH, p == Planet.VENUS


@njit
def wave(w):
    return w.value * 2, w == Wave.half


DEFAULT = Color.green
FAVORITE = Tag['b']


@njit
def defaults(c):
    return c is DEFAULT, DEFAULT.value, FAVORITE


@njit
def with_default(k, c=Color.blue):
    return c.value + k


@njit
def show(c, s):
    print(c, s, Tag.a)
    print(Color.blue, Shape.square)
    print((c, 1), (s, Planet.EARTH), [c, Color.red])


# call: compare(Color.red, Color.red)
# call: compare(Color.red, Color.green)
# call: compare(Shake.mint, Shake.vanilla)
# call: compare(Shape.circle, Shape.circle)
# call: compare(Shape.circle, Shape.square)
# call: pick(Color.red, Color.green, True)
# call: pick(Color.red, Color.green, False)
# call: pick(Shape.circle, Shape.square, False)
# call: is_red(Color.red)
# call: is_red(Color.green)
# call: by_name(Color.green)
# call: by_name(Color.blue)
# call: identity(Color.blue, Color.green, Shape.square)
# call: identity(Shake.mint, Shape.circle, Color.blue)
# call: value(Color.blue)
# call: value(Shake.chocolate)
# call: value(Shape.square)
# call: value(Level.low)
# call: value(Tag.b)
# call: const_values()
# call: choose(0)
# call: choose(3)
# call: choose(9)
# call: member_in(Color.red)
# call: member_in(Color.green)
# call: level_scale(Level.high, 4.0)
# call: level_scale(Level.low, 4.0)
# call: tag_text(Tag.a)
# call: tags()
# call: member_list(0)
# call: member_list(3)
# call: compare(Planet.VENUS, Planet.MERCURY)
# call: compare(Planet.EARTH, Planet.EARTH)
# call: pick(Planet.VENUS, Planet.EARTH, False)
# call: gravity(Planet.EARTH)
# call: gravity(Planet.VENUS)
# call: value(Planet.MERCURY)
# call: wave(Wave.unit)
# call: wave(Wave.half)
# call: defaults(Color.green)
# call: defaults(Color.red)
# call: with_default(1)
# call: with_default(1, Color.red)
# call: show(Color.green, Shape.circle)
