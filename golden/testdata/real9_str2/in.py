"""Real-style string handling: CSV-like line parsing, word frequencies in a dict, string building, str.format-free formatting with str(), find/replace/strip/split/join/startswith."""
import numpy as np
from numba import njit


@njit
def parse_line(line):
    parts = line.strip().split(',')
    name = parts[0].strip()
    total = 0
    for p in parts[1:]:
        p = p.strip()
        if p.isdigit():
            v = 0
            for ch in p:
                v = v * 10 + (ord(ch) - 48)
            total += v
    return name.upper(), total, len(parts)


@njit
def word_freq(text):
    counts = {}
    for w in text.lower().replace('.', ' ').replace(',', ' ').split():
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    best = ''
    bc = 0
    for w, c in counts.items():
        if c > bc:
            best, bc = w, c
    return best, bc, len(counts)


@njit
def render(vals):
    out = []
    for i, v in enumerate(vals):
        out.append('x' + str(i) + '=' + str(int(v)))
    return ';'.join(out)


@njit
def tags(s):
    res = []
    start = s.find('<')
    while start != -1:
        end = s.find('>', start)
        if end == -1:
            break
        res.append(s[start + 1:end])
        start = s.find('<', end)
    return res


@njit
def classify(names):
    n_test = 0
    n_py = 0
    for nm in names:
        if nm.startswith('test_'):
            n_test += 1
        if nm.endswith('.py'):
            n_py += 1
    return n_test, n_py, ' '.join(names).count('_')


# call: parse_line('  alice, 10, x, 32 ,5 ')
# call: word_freq('The cat. The dog, the END.')
# call: render(np.array([1.5, 2.7, -3.2]))
# call: tags('<a><bb>text</bb><c')
# call: classify(['test_a.py', 'main.py', 'test_b', 'util_x'])
