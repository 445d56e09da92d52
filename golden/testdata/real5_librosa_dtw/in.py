"""librosa's DTW accumulation and backtracking: zip over a range and two arrays, tuple indices, an omitted start=None, tuple comparison, a list of tuples."""
import numpy as np
from numba import jit


@jit(nopython=True, cache=True)
def __dtw_calc_accu_cost(C, D, steps, step_sizes_sigma, weights_mul, weights_add, max_0, max_1):  # pragma: no cover
    for cur_n in range(max_0, D.shape[0]):
        for cur_m in range(max_1, D.shape[1]):
            # accumulate costs
            for cur_step_idx, cur_w_add, cur_w_mul in zip(
                range(step_sizes_sigma.shape[0]), weights_add, weights_mul
            ):
                cur_D = D[
                    cur_n - step_sizes_sigma[cur_step_idx, 0],
                    cur_m - step_sizes_sigma[cur_step_idx, 1],
                ]
                cur_C = cur_w_mul * C[cur_n - max_0, cur_m - max_1]
                cur_C += cur_w_add
                cur_cost = cur_D + cur_C

                # check if cur_cost is smaller than the one stored in D
                if cur_cost < D[cur_n, cur_m]:
                    D[cur_n, cur_m] = cur_cost

                    # save step-index
                    steps[cur_n, cur_m] = cur_step_idx

    return D, steps


@jit(nopython=True, cache=True)
def __dtw_backtracking(steps, step_sizes_sigma, subseq, start=None):  # pragma: no cover
    wp = []
    # Set starting point D(N, M) and append it to the path
    if start is None:
        cur_idx = (steps.shape[0] - 1, steps.shape[1] - 1)
    else:
        cur_idx = (steps.shape[0] - 1, start)

    wp.append((cur_idx[0], cur_idx[1]))

    while (subseq and cur_idx[0] > 0) or (not subseq and cur_idx != (0, 0)):
        cur_step_idx = steps[(cur_idx[0], cur_idx[1])]

        # save tuple with minimal acc. cost in path
        cur_idx = (
            cur_idx[0] - step_sizes_sigma[cur_step_idx][0],
            cur_idx[1] - step_sizes_sigma[cur_step_idx][1],
        )

        # If we run off the side of the cost matrix, break here
        if min(cur_idx) < 0:
            break

        # append next index
        wp.append((cur_idx[0], cur_idx[1]))

    return wp


@jit(nopython=True)
def dtw(X, Y):
    C = np.empty((X.shape[0], Y.shape[0]))
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            C[i, j] = abs(X[i] - Y[j])
    sigma = np.array([[1, 1], [0, 1], [1, 0]])
    D = np.ones((C.shape[0] + 1, C.shape[1] + 1)) * np.inf
    D[1, 1] = C[0, 0]
    steps = np.zeros(D.shape, dtype=np.int32)
    D, steps = __dtw_calc_accu_cost(C, D, steps, sigma, np.ones(3), np.zeros(3), 1, 1)
    D = D[1:, 1:]
    steps = steps[1:, 1:]
    return D[-1, -1], __dtw_backtracking(steps, sigma, False), __dtw_backtracking(steps, sigma, True, 1)

# call: dtw(np.array([0.0, 1.0, 2.0, 3.0, 2.0]), np.array([0.0, 2.0, 3.0, 1.0]))
