from consts import LIMIT


def capped(i):
    return min(i, LIMIT)


def weight(i, w):
    return w[i % 3]
