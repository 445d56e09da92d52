"""Haversine distance matrix between points in degrees, rows in prange."""
import math
import numpy as np
from numba import njit, prange

R_EARTH = 6371.0


@njit(parallel=True)
def haversine_matrix(lat, lon):
    n = lat.shape[0]
    out = np.zeros((n, n))
    la = np.radians(lat)
    lo = np.radians(lon)
    for i in prange(n):
        for j in range(n):
            dlat = la[j] - la[i]
            dlon = lo[j] - lo[i]
            a = math.sin(dlat / 2) ** 2 + math.cos(la[i]) * math.cos(la[j]) * math.sin(dlon / 2) ** 2
            out[i, j] = 2 * R_EARTH * math.asin(math.sqrt(a))
    return out

# call: haversine_matrix(np.array([52.52, 48.85, 51.5, 40.71, -33.87]), np.array([13.4, 2.35, -0.12, -74.0, 151.2]))
