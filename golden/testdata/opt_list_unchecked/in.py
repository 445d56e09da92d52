"""Optional lists used with and without an `is None` test: built in a loop (None first, then a
list), passed to a function that tests it, and used unchecked (`len`, `append`), which raises
Numba's TypeError when the list is None. After a loop, a variable is known not None only when it
was before the loop (the body may run no time): loop_int. An augmented assignment to an optional
variable reads its value (checked when no test proved it) and stores an optional value."""
from numba import njit


@njit
def loop_acc(n):
    acc = None
    for i in range(n):
        if acc is None:
            acc = [i]
        else:
            acc.append(i * 2)
    if acc is None:
        return 0
    return sum(acc)


@njit
def loop_int(n):
    x = None
    for i in range(n):
        if x is None:
            x = i + 1
        else:
            x += i
    if x is None:
        return -1
    return x


@njit
def aug(n):
    x = None
    if n > 1:
        x = 3
    if x is not None:
        x += n
        return x
    return 0


@njit
def aug_unchecked(n):
    x = None
    if n > 1:
        x = 2.5
    x *= n
    return x


@njit
def first_or(x):
    if x is None:
        return -1.0
    return x[0]


@njit
def passed(n):
    acc = None
    if n > 2:
        acc = [1.5]
    return first_or(acc)


@njit
def unchecked_len(n):
    acc = None
    if n > 2:
        acc = [1, 2]
    return len(acc)


@njit
def unchecked_append(n):
    acc = None
    if n > 2:
        acc = [1]
    acc.append(3)
    return 1


# call: loop_acc(4)
# call: loop_acc(0)
# call: loop_int(4)
# call: loop_int(0)
# call: aug(4)
# call: aug(1)
# call: aug_unchecked(4)
# call: aug_unchecked(1)
# call: passed(3)
# call: passed(1)
# call: unchecked_len(3)
# call: unchecked_len(1)
# call: unchecked_append(3)
# call: unchecked_append(1)
