"""Real-style bioinformatics: k-mer counts in a typed Dict, reverse complement, GC skew, Hamming, motif scan."""
import numpy as np
from numba import njit
from numba import types
from numba.typed import Dict, List


@njit
def kmer_counts(seq, k):
    d = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for i in range(len(seq) - k + 1):
        kmer = seq[i:i + k]
        if kmer in d:
            d[kmer] += 1
        else:
            d[kmer] = 1
    return d


@njit
def most_common_kmer(seq, k):
    d = kmer_counts(seq, k)
    best = ''
    bestc = 0
    for key, c in d.items():
        if c > bestc or (c == bestc and key < best):
            best = key
            bestc = c
    return best, bestc


@njit
def revcomp(seq):
    out = List()
    for i in range(len(seq) - 1, -1, -1):
        c = seq[i]
        if c == 'A':
            out.append('T')
        elif c == 'T':
            out.append('A')
        elif c == 'G':
            out.append('C')
        elif c == 'C':
            out.append('G')
        else:
            out.append('N')
    return ''.join(out)


@njit
def gc_skew(seq, window):
    n = len(seq) // window
    out = np.zeros(n)
    for w in range(n):
        g = 0
        c = 0
        for ch in seq[w * window:(w + 1) * window]:
            if ch == 'G':
                g += 1
            elif ch == 'C':
                c += 1
        out[w] = (g - c) / (g + c) if g + c > 0 else 0.0
    return out


@njit
def encode(seq):
    codes = np.empty(len(seq), dtype=np.uint8)
    for i in range(len(seq)):
        o = ord(seq[i])
        codes[i] = 0 if o == 65 else 1 if o == 67 else 2 if o == 71 else 3
    return codes


@njit
def hamming(a, b):
    if len(a) != len(b):
        raise ValueError('sequences differ in length')
    return np.count_nonzero(encode(a) != encode(b))


@njit
def pwm_scan(seq, pwm):
    codes = encode(seq)
    w = pwm.shape[1]
    scores = np.empty(len(codes) - w + 1)
    for i in range(scores.size):
        s = 0.0
        for j in range(w):
            s += pwm[codes[i + j], j]
        scores[i] = s
    return scores.argmax(), scores.max()


# call: most_common_kmer('ACGTACGTTACGA', 3)
# call: most_common_kmer('AAAAT', 2)
# call: revcomp('ACGTTGCAN')
# call: gc_skew('GGGCCATGCGCGAT', 4)
# call: hamming('ACGT', 'ACCT')
# call: hamming('ACGT', 'ACC')
# call: pwm_scan('TTACGTAC', np.log(np.array([[0.1, 0.7, 0.1], [0.7, 0.1, 0.1], [0.1, 0.1, 0.7], [0.1, 0.1, 0.1]])))
