"""zfill, center, ljust and rjust with and without a fill character (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def zfill_usecase(x, y):
    return x.zfill(y)


@njit
def center_usecase(x, y):
    return x.center(y)


@njit
def center_usecase_fillchar(x, y, fillchar):
    return x.center(y, fillchar)


@njit
def ljust_usecase(x, y):
    return x.ljust(y)


@njit
def ljust_usecase_fillchar(x, y, fillchar):
    return x.ljust(y, fillchar)


@njit
def rjust_usecase(x, y):
    return x.rjust(y)


@njit
def rjust_usecase_fillchar(x, y, fillchar):
    return x.rjust(y, fillchar)

# call: zfill_usecase('ascii', -3)
# call: zfill_usecase('ascii', 0)
# call: zfill_usecase('ascii', 6)
# call: zfill_usecase('ascii', 12)
# call: zfill_usecase('+ascii', -3)
# call: zfill_usecase('+ascii', 0)
# call: zfill_usecase('+ascii', 6)
# call: zfill_usecase('+ascii', 12)
# call: zfill_usecase('-asc ii-', -3)
# call: zfill_usecase('-asc ii-', 0)
# call: zfill_usecase('-asc ii-', 6)
# call: zfill_usecase('-asc ii-', 12)
# call: zfill_usecase('-12345', -3)
# call: zfill_usecase('-12345', 0)
# call: zfill_usecase('-12345', 6)
# call: zfill_usecase('-12345', 12)
# call: zfill_usecase('', -3)
# call: zfill_usecase('', 0)
# call: zfill_usecase('', 6)
# call: zfill_usecase('', 12)
# call: zfill_usecase('+🐍⚡', -3)
# call: zfill_usecase('+🐍⚡', 0)
# call: zfill_usecase('+🐍⚡', 6)
# call: zfill_usecase('+🐍⚡', 12)
# call: zfill_usecase('-大眼，小手。', -3)
# call: zfill_usecase('-大眼，小手。', 0)
# call: zfill_usecase('-大眼，小手。', 6)
# call: zfill_usecase('-大眼，小手。', 12)
# call: center_usecase('', -3)
# call: center_usecase('', 6)
# call: center_usecase('', 19)
# call: center_usecase('ascii', -3)
# call: center_usecase('ascii', 6)
# call: center_usecase('ascii', 19)
# call: center_usecase('¡Y tú quién te crees?', -3)
# call: center_usecase('¡Y tú quién te crees?', 6)
# call: center_usecase('¡Y tú quién te crees?', 19)
# call: center_usecase('🐍⚡', -3)
# call: center_usecase('🐍⚡', 6)
# call: center_usecase('🐍⚡', 19)
# call: center_usecase('大处着眼，小处着手。', -3)
# call: center_usecase('大处着眼，小处着手。', 6)
# call: center_usecase('大处着眼，小处着手。', 19)
# call: ljust_usecase('', -3)
# call: ljust_usecase('', 6)
# call: ljust_usecase('', 19)
# call: ljust_usecase('ascii', -3)
# call: ljust_usecase('ascii', 6)
# call: ljust_usecase('ascii', 19)
# call: ljust_usecase('¡Y tú quién te crees?', -3)
# call: ljust_usecase('¡Y tú quién te crees?', 6)
# call: ljust_usecase('¡Y tú quién te crees?', 19)
# call: ljust_usecase('🐍⚡', -3)
# call: ljust_usecase('🐍⚡', 6)
# call: ljust_usecase('🐍⚡', 19)
# call: ljust_usecase('大处着眼，小处着手。', -3)
# call: ljust_usecase('大处着眼，小处着手。', 6)
# call: ljust_usecase('大处着眼，小处着手。', 19)
# call: rjust_usecase('', -3)
# call: rjust_usecase('', 6)
# call: rjust_usecase('', 19)
# call: rjust_usecase('ascii', -3)
# call: rjust_usecase('ascii', 6)
# call: rjust_usecase('ascii', 19)
# call: rjust_usecase('¡Y tú quién te crees?', -3)
# call: rjust_usecase('¡Y tú quién te crees?', 6)
# call: rjust_usecase('¡Y tú quién te crees?', 19)
# call: rjust_usecase('🐍⚡', -3)
# call: rjust_usecase('🐍⚡', 6)
# call: rjust_usecase('🐍⚡', 19)
# call: rjust_usecase('大处着眼，小处着手。', -3)
# call: rjust_usecase('大处着眼，小处着手。', 6)
# call: rjust_usecase('大处着眼，小处着手。', 19)
# call: center_usecase_fillchar('ascii', 4, '+')
# call: center_usecase_fillchar('ascii', 4, '处')
# call: center_usecase_fillchar('ascii', 7, '+')
# call: center_usecase_fillchar('ascii', 7, '处')
# call: center_usecase_fillchar('ascii', 10, '+')
# call: center_usecase_fillchar('ascii', 10, '处')
# call: center_usecase_fillchar('🐍⚡', 4, '+')
# call: center_usecase_fillchar('🐍⚡', 4, '处')
# call: center_usecase_fillchar('🐍⚡', 7, '+')
# call: center_usecase_fillchar('🐍⚡', 7, '处')
# call: center_usecase_fillchar('🐍⚡', 10, '+')
# call: center_usecase_fillchar('🐍⚡', 10, '处')
# call: ljust_usecase_fillchar('ascii', 4, '+')
# call: ljust_usecase_fillchar('ascii', 4, '处')
# call: ljust_usecase_fillchar('ascii', 7, '+')
# call: ljust_usecase_fillchar('ascii', 7, '处')
# call: ljust_usecase_fillchar('ascii', 10, '+')
# call: ljust_usecase_fillchar('ascii', 10, '处')
# call: ljust_usecase_fillchar('🐍⚡', 4, '+')
# call: ljust_usecase_fillchar('🐍⚡', 4, '处')
# call: ljust_usecase_fillchar('🐍⚡', 7, '+')
# call: ljust_usecase_fillchar('🐍⚡', 7, '处')
# call: ljust_usecase_fillchar('🐍⚡', 10, '+')
# call: ljust_usecase_fillchar('🐍⚡', 10, '处')
# call: rjust_usecase_fillchar('ascii', 4, '+')
# call: rjust_usecase_fillchar('ascii', 4, '处')
# call: rjust_usecase_fillchar('ascii', 7, '+')
# call: rjust_usecase_fillchar('ascii', 7, '处')
# call: rjust_usecase_fillchar('ascii', 10, '+')
# call: rjust_usecase_fillchar('ascii', 10, '处')
# call: rjust_usecase_fillchar('🐍⚡', 4, '+')
# call: rjust_usecase_fillchar('🐍⚡', 4, '处')
# call: rjust_usecase_fillchar('🐍⚡', 7, '+')
# call: rjust_usecase_fillchar('🐍⚡', 7, '处')
# call: rjust_usecase_fillchar('🐍⚡', 10, '+')
# call: rjust_usecase_fillchar('🐍⚡', 10, '处')
