"""Real-style geospatial kernels: haversine matrix, bearings, point in polygon, Douglas-Peucker, grid binning."""
import math
import numpy as np
from numba import njit, prange

R_EARTH = 6371.0088


@njit(cache=True, fastmath=False)
def haversine(lat1, lon1, lat2, lon2):
    p1 = math.radians(lat1)
    p2 = math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R_EARTH * math.asin(math.sqrt(a))


@njit(parallel=True)
def distance_matrix(lats, lons):
    n = lats.shape[0]
    out = np.zeros((n, n))
    for i in prange(n):
        for j in range(i + 1, n):
            d = haversine(lats[i], lons[i], lats[j], lons[j])
            out[i, j] = d
            out[j, i] = d
    return out


@njit
def bearings(lat1, lon1, lat2, lon2):
    p1 = np.deg2rad(lat1)
    p2 = np.deg2rad(lat2)
    dl = np.radians(lon2 - lon1)
    y = np.sin(dl) * np.cos(p2)
    x = np.cos(p1) * np.sin(p2) - np.sin(p1) * np.cos(p2) * np.cos(dl)
    return (np.degrees(np.arctan2(y, x)) + 360.0) % 360.0


@njit
def point_in_polygon(px, py, poly):
    n = len(poly)
    inside = False
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if ((yi > py) != (yj > py)) and (px < (xj - xi) * (py - yi) / (yj - yi) + xi):
            inside = not inside
        j = i
    return inside


@njit
def count_inside(points, poly):
    c = 0
    for k in range(points.shape[0]):
        if point_in_polygon(points[k, 0], points[k, 1], poly):
            c += 1
    return c


@njit
def _perp_dist(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0.0 and dy == 0.0:
        return np.hypot(p[0] - a[0], p[1] - a[1])
    return abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / math.hypot(dx, dy)


@njit
def douglas_peucker(pts, eps):
    n = pts.shape[0]
    keep = np.zeros(n, dtype=np.bool_)
    keep[0] = True
    keep[n - 1] = True
    stack = [(0, n - 1)]
    while len(stack) > 0:
        s, e = stack.pop()
        dmax = 0.0
        idx = -1
        for i in range(s + 1, e):
            d = _perp_dist(pts[i], pts[s], pts[e])
            if d > dmax:
                dmax = d
                idx = i
        if idx >= 0 and dmax > eps:
            keep[idx] = True
            stack.append((s, idx))
            stack.append((idx, e))
    return pts[keep]


@njit
def grid_counts(x, y, xmin, ymin, cell, nx, ny):
    counts = np.zeros((ny, nx), dtype=np.int32)
    ix = np.floor((x - xmin) / cell).astype(np.int64)
    iy = np.floor((y - ymin) / cell).astype(np.int64)
    ix = np.clip(ix, 0, nx - 1)
    iy = np.clip(iy, 0, ny - 1)
    for k in range(x.size):
        counts[iy[k], ix[k]] += 1
    return counts


# call: distance_matrix(np.array([52.52, 48.85, 40.71, -33.87]), np.array([13.40, 2.35, -74.0, 151.2]))
# call: bearings(np.array([52.52, 0.0]), np.array([13.40, 0.0]), np.array([48.85, 10.0]), np.array([2.35, 0.0]))
# call: count_inside(np.array([[0.5, 0.5], [2.0, 2.0], [0.1, 0.9], [-0.1, 0.5]]), np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]]))
# call: douglas_peucker(np.array([[0.0, 0.0], [1.0, 0.1], [2.0, -0.1], [3.0, 5.0], [4.0, 6.0], [5.0, 7.0], [6.0, 8.1], [7.0, 9.0]]), 1.0)
# call: grid_counts(np.array([0.1, 0.5, 1.7, 2.2, 9.0, -1.0]), np.array([0.2, 0.3, 1.1, 0.9, 0.5, 0.5]), 0.0, 0.0, 1.0, 3, 2)
