"""An empty dict, list or set built as a statement of its own has no item type: Numba rejects
it ("cannot infer the type of variable '$4build_map.0' (temporary variable)"), and so does pygo."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def empties(n):
    {}
    []
    set()
    return n
