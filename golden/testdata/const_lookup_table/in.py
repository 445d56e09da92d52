"""A module tuple used as a lookup table with a runtime index (days in month)."""
from numba import njit

DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


@njit
def is_leap(y):
    return (y % 4 == 0 and y % 100 != 0) or y % 400 == 0


@njit
def day_of_year(y, m, d):
    n = d
    for i in range(m - 1):
        n += DAYS[i]
    if m > 2 and is_leap(y):
        n += 1
    return n

# call: day_of_year(2023, 1, 1)
# call: day_of_year(2024, 12, 31)
# call: day_of_year(1900, 3, 1)
# call: day_of_year(2000, 3, 1)
