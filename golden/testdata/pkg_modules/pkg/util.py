def _half(x):
    # Reached only through ramp: no module imports it.
    return x * 0.5


def ramp(x):
    return _half(x) + 1
