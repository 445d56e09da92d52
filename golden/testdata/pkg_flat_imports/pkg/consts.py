"""Constants of the package."""
import numpy as np

LIMIT = 10
WEIGHTS = (0.5, 0.25, 0.25)
EPS = 1e-9
