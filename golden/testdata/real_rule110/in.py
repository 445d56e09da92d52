"""Elementary cellular automata: a generic Wolfram rule applied with a lookup table built from the rule
number's bits, the history of rule 110 from a single cell, and a density count per generation."""
import numpy as np
from numba import njit


@njit
def rule_table(rule):
    table = np.zeros(8, dtype=np.uint8)
    for i in range(8):
        table[i] = (rule >> i) & 1
    return table


@njit
def step(cells, table, periodic):
    n = cells.size
    new = np.empty_like(cells)
    for i in range(n):
        if periodic:
            left = cells[(i - 1) % n]
            right = cells[(i + 1) % n]
        else:
            left = cells[i - 1] if i > 0 else 0
            right = cells[i + 1] if i < n - 1 else 0
        idx = (left << 2) | (cells[i] << 1) | right
        new[i] = table[idx]
    return new


@njit
def step_periodic(cells, table):
    idx = (np.roll(cells, 1) << 2) | (cells << 1) | np.roll(cells, -1)
    return table[idx]


@njit
def run(rule, width, generations, periodic):
    table = rule_table(rule)
    history = np.zeros((generations, width), dtype=np.uint8)
    history[0, width - 1] = 1
    for g in range(1, generations):
        history[g] = step(history[g - 1], table, periodic)
    density = history.sum(axis=1) / width
    return history, density


@njit
def first_repeat(rule, init, max_gen):
    table = rule_table(rule)
    seen = np.zeros((max_gen + 1, init.size), dtype=np.uint8)
    seen[0] = init
    cur = init.copy()
    for g in range(1, max_gen + 1):
        cur = step_periodic(cur, table)
        for h in range(g):
            if np.all(seen[h] == cur):
                return h, g
        seen[g] = cur
    return -1, max_gen

# call: rule_table(110)
# call: run(110, 8, 6, False)
# call: run(30, 7, 4, True)
# call: first_repeat(90, np.array([0, 0, 1, 0, 0, 0], dtype=np.uint8), 20)
