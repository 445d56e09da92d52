"""Sweeps of test_unicode's argument ranges inside one call: find/rfind/count/endswith over every start and end in -20..19, slices over every bound and step, and the predicates and case mappings over code points across the planes (U+0080..U+00FF come from an argument: Numba 0.56's chr marks those one-character strings ASCII and then gets their predicates and case wrong; lone surrogates, which UTF-8 Go strings cannot hold, are left out, and so are the characters new in Unicode 15, which Go's repr of the result prints and Python's escapes)."""
from numba import njit


@njit
def find_sweep(s, sub):
    out = []
    for st in range(-20, 20):
        for en in range(-20, 20):
            out.append(s.find(sub, st, en) * 10000 + s.rfind(sub, st, en) * 100 + s.count(sub, st, en))
    return out


@njit
def find_start_sweep(s, sub):
    out = []
    for st in range(-20, 20):
        out.append(s.find(sub, st) * 10000 + s.rfind(sub, st) * 100 + s.count(sub, st))
    return out


@njit
def endswith_sweep(s, sub):
    n = 0
    k = 0
    for st in range(-20, 20):
        for en in range(-20, 20):
            if s.endswith(sub, st, en):
                n += k
            if s.endswith((sub, 'lo'), st, en):
                n += 7 * k
            k += 1
        if s.endswith(sub, st):
            n += 3 * st
    return n


@njit
def slice_sweep(s):
    out = ''
    n = len(s)
    for i in range(-n - 2, n + 2):
        for j in range(-n - 2, n + 2):
            out += s[i:j] + '|'
            for k in (-2, -1, 1, 2):
                out += s[i:j:k] + '|'
    return out


@njit
def just_sweep(s, fill):
    out = ''
    for w in range(-3, 20):
        out += s.center(w, fill) + s.ljust(w, fill) + s.rjust(w, fill) + s.zfill(w) + '|'
    return out


@njit
def tabs_sweep(s):
    out = ''
    for t in range(-1, 10):
        out += s.expandtabs(t) + '|'
    return out


@njit
def pred_sweep(lo, hi, step):
    out = []
    for cp in range(lo, hi, step):
        out.append(pred_bits(chr(cp)))
    return out


@njit
def pred_chars(s):
    out = []
    for c in s:
        out.append(pred_bits(c))
    return out


@njit
def pred_bits(c):
    v = 0
    if c.isspace():
        v += 1
    if c.islower():
        v += 2
    if c.isupper():
        v += 4
    if c.isalpha():
        v += 8
    if c.isalnum():
        v += 16
    if c.isdigit():
        v += 32
    if c.isdecimal():
        v += 64
    if c.isnumeric():
        v += 128
    if c.istitle():
        v += 256
    if c.isidentifier():
        v += 512
    if c.isprintable():
        v += 1024
    return v


@njit
def case_sweep(lo, hi, step):
    out = ''
    for cp in range(lo, hi, step):
        out += case_all(chr(cp) + 'a' + chr(cp))
    return out


@njit
def case_chars(s):
    out = ''
    for c in s:
        out += case_all(c + 'a' + c)
    return out


@njit
def case_all(c):
    return c.upper() + c.lower() + c.title() + c.capitalize() + c.swapcase() + c.casefold()

# call: find_sweep('¡Y tú quién te crees?', 'é')
# call: find_sweep('¡Y tú quién te crees?', '')
# call: find_sweep('大处着眼，小处着手。', '处着')
# call: find_sweep('🐍⚡🐍⚡', '⚡')
# call: find_sweep('abababab', 'aba')
# call: find_start_sweep('大处 着眼，小处着手。大大大处', '大处')
# call: find_start_sweep('ascii', '')
# call: endswith_sweep('helloworld', 'lo')
# call: endswith_sweep('helloworld', '')
# call: endswith_sweep('🐍⚡hello', 'lo')
# call: endswith_sweep('', '')
# call: slice_sweep('ascii')
# call: slice_sweep('🐍⚡大处着眼')
# call: slice_sweep('')
# call: just_sweep('ascii', '+')
# call: just_sweep('-🐍⚡', '处')
# call: just_sweep('+12', ' ')
# call: tabs_sweep('🐍⚡\n\t\t🐍\t')
# call: tabs_sweep('ab\rab\t\t\tab\r\n\ta')
# call: pred_sweep(0, 128, 1)
# call: pred_sweep(256, 1024, 1)
# call: pred_chars('\x80\x81\x82\x83\x84\x85\x86\x87\x88\x89\x8a\x8b\x8c\x8d\x8e\x8f\x90\x91\x92\x93\x94\x95\x96\x97\x98\x99\x9a\x9b\x9c\x9d\x9e\x9f\xa0¡¢£¤¥¦§¨©ª«¬\xad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ')
# call: pred_sweep(1024, 55296, 13)
# call: pred_sweep(57344, 65536, 13)
# call: pred_sweep(65536, 1114112, 997)
# call: case_sweep(0, 128, 1)
# call: case_sweep(256, 1024, 1)
# call: case_chars('\x80\x81\x82\x83\x84\x85\x86\x87\x88\x89\x8a\x8b\x8c\x8d\x8e\x8f\x90\x91\x92\x93\x94\x95\x96\x97\x98\x99\x9a\x9b\x9c\x9d\x9e\x9f\xa0¡¢£¤¥¦§¨©ª«¬\xad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ')
# call: case_sweep(1024, 55296, 11)
# call: case_sweep(57344, 65536, 11)
# call: case_sweep(65536, 72000, 97)
# call: case_sweep(130000, 200000, 97)
