"""Split a text into words, normalise each (strip punctuation, lower case) and join them back."""
from numba import njit


@njit
def split_join(text):
    words = text.split()
    out = []
    for w in words:
        w = w.strip(".,;:!?").lower()
        if len(w) > 2:
            out.append(w)
    joined = " ".join(out)
    return len(words), len(out), len(joined)


ENTRY = "split_join"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    vocab = ["Alpha,", "beta", "GAMMA.", "de", "epsilon;", "zeta!", "Eta", "theta?", "io", "kappa:"]
    n = 2_000 if size == "small" else 400_000
    # A deterministic word sequence (a linear congruential generator picks the words).
    x = 12345
    words = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        words.append(vocab[x % len(vocab)])
    return (" ".join(words),)
