"""Mutual recursion (is_even/is_odd) and a recursive flood fill on a 2-d grid with an explicit depth."""
import numpy as np
from numba import njit


@njit
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


@njit
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


@njit
def fill(grid, i, j, color):
    if i < 0 or j < 0 or i >= grid.shape[0] or j >= grid.shape[1]:
        return 0
    if grid[i, j] != 0:
        return 0
    grid[i, j] = color
    return 1 + fill(grid, i + 1, j, color) + fill(grid, i - 1, j, color) + fill(grid, i, j + 1, color) + fill(grid, i, j - 1, color)


@njit
def regions(grid):
    g = grid.copy()
    color = 1
    sizes = []
    for i in range(g.shape[0]):
        for j in range(g.shape[1]):
            if g[i, j] == 0:
                color += 1
                sizes.append(fill(g, i, j, color))
    return g, sizes, is_even(10), is_odd(7)

# call: regions(np.array([[0, 0, 1, 0], [1, 0, 1, 0], [1, 1, 1, 0], [0, 0, 1, 1]]))
