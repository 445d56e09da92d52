"""Only mode 'constant' exists for stencils; other modes are named in the diagnostic."""
# error: unsupported-feature
import numpy as np
from numba import stencil


@stencil('wrap')
def periodic(x):
    return x[-1] + x[1]

# call: periodic(np.arange(5.0))
