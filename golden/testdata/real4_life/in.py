"""Conway's game of life on a torus, with modulo indexing and a uint8 board."""
import numpy as np
from numba import njit


@njit
def step(board):
    n, m = board.shape
    new = np.zeros_like(board)
    for i in range(n):
        for j in range(m):
            s = 0
            for di in (-1, 0, 1):
                for dj in (-1, 0, 1):
                    if di == 0 and dj == 0:
                        continue
                    s += board[(i + di) % n, (j + dj) % m]
            if board[i, j] == 1 and (s == 2 or s == 3):
                new[i, j] = 1
            elif board[i, j] == 0 and s == 3:
                new[i, j] = 1
    return new


@njit
def run(board, steps):
    for _ in range(steps):
        board = step(board)
    return board, board.sum()

# call: run(np.array([[0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [1, 1, 1, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]], dtype=np.uint8), 4)
# call: run((np.arange(64).reshape(8, 8) % 3 == 0).astype(np.uint8), 7)
