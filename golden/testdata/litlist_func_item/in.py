"""A function (a lambda, a jitted function) as an item of a literal list: a display whose items
do not unify, held alone or as a literal dict's value, called through a constant index."""
from numba import njit


@njit
def triple(x):
    return 3 * x


@njit
def lambda_in_dict_value(n):
    z = {"A": [lambda a: 2 * a, "B"]}
    return z["A"][0](n), z["A"][1]


@njit
def lambda_in_list(n):
    l = [lambda a: 2 * a + 1, 'B', 2.5]
    return l[0](n), l[-1], len(l)


@njit
def jitted_in_list(n):
    l = [triple, n]
    return l[0](l[1])


@njit
def lambda_in_dict_of_two(n):
    z = {'A': [lambda a: a - 1, 'B'], 'C': 1}
    return z['A'][0](n) + z['C']

@njit
def call_only(n):
    z = {"A": [lambda a: 2 * a, "B"]}
    t = (lambda a: a + 1, 'x')
    return z["A"][0](n) + t[0](n)

# call: lambda_in_dict_value(5)
# call: lambda_in_list(4)
# call: jitted_in_list(7)
# call: lambda_in_dict_of_two(10)
# call: call_only(5)
