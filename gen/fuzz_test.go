package gen_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/internal/gocheck"
	"github.com/pygo-lang/pygo/translate"
)

// fuzzSeeds are hand-written inputs that stress the parser and the error paths.
var fuzzSeeds = []string{
	"",
	"\n",
	"x = 'unterminated\n",
	"x = \"\"\"never closed\n\ndef f():\n    return 1\n",
	"def f(:\n    pass\n",
	"def f(x):\n\treturn x\n        return x\n",
	"def f(x):\n    if x:\n\treturn 1\n    return 2\n",
	"from numba import njit\n\n@njit\ndef f(x):\n    return x + \xff\xfe\n",
	"\xff\xfe\xfd",
	"from numba import njit\n\n@njit\ndef f():\n    return 123456789012345678901234567890123456789012345678901234567890\n",
	"from numba import njit\n\n@njit\ndef f():\n    return -9223372036854775809\n",
	"from numba import njit\n\n@njit(1, 2, x=[3], **{})\ndef f(x):\n    return x\n",
	"from numba import njit\n\n@njit(\"float64(\")\ndef f(x):\n    return x\n",
	"from numba import njit\n\n@njit(\"(((\")\ndef f(x):\n    return x\n",
	"from numba import njit\n\n@njit(lambda: 0)\ndef f(x):\n    return x\n",
	"from numba import njit\n\n@njit\ndef f(x):\n    g = lambda y: y + 1\n    return g(x)\n",
	"from numba import njit\n\nclass C:\n    pass\n\n@njit\ndef f(x):\n    return x\n",
	"from numba import njit\n\n@njit\ndef f(x):\n    return " + strings.Repeat("(", 200) + "x" + strings.Repeat(")", 200) + "\n",
	"from numba import njit\n\n@njit\ndef f(x):\n    return " + strings.Repeat("-", 500) + "x\n",
	"from numba import njit\n\n@njit\ndef f(x):\n" + deepIfs(60) + "\n",
	"from numba import njit\n\n@njit(\"float64(float64)\")\ndef f(x):\n    return f(x - 1.0) if x > 0 else x\n",
	"# sig: f(float64)\ndef f(x):\n    return x * 2\n",
	"@\n",
	"def",
	"\x00",
	"from numba import njit\n@njit\ndef f(x):\n    return x\r\n",
	// Arrays, with eager signatures so that the emitter runs.
	"import numpy as np\nfrom numba import njit\n@njit(\"float64[:](float64[:, ::1], int64[:])\")\ndef f(m, idx):\n    v = m[idx, 1:] * 2.0 + np.sqrt(m[0, ::-1])\n    m[m > 0] += 1\n    for i, r in enumerate(m):\n        v[i % v.shape[0]] += r.sum()\n    return v[..., ::2]\n",
	"import numpy as np\nfrom numba import njit, prange\n@njit(\"float64(float64[::1])\", parallel=True)\ndef f(a):\n    s = 0.0\n    m = 1e9\n    for i in prange(a.size):\n        s += a[i]\n        m = min(m, a[i])\n    return s + m\n",
	"import numpy as np\nfrom numba import njit\n@njit(\"int32[:, :](int32[:, :, ::1])\")\ndef f(a):\n    b = np.zeros((a.shape[0], 3), dtype=np.int32)\n    b[:, None, 0] = a[:, 0, :1]\n    return np.sum(a, axis=2) @ b.T\n",
	"import numpy as np\nfrom numba import njit\n@njit(\"UniTuple(float64, 2)(float64[:])\")\ndef f(x):\n    np.random.seed(1)\n    y = np.where(x > 0, x, np.random.randn(x.size))\n    return np.mean(y), np.linalg.norm(np.outer(y, y))\n",
	// Calls whose value is None, used as values.
	"import random\nimport numpy as np\nfrom numba import njit\n@njit(\"none(float64[:], float64)\")\ndef f(a, v):\n    return a.fill(v)\n@njit(\"void(int64)\")\ndef g(s):\n    return np.random.seed(s)\ndef h(a):\n    return a.sort()\n@njit(\"none(float64[:])\")\ndef k(a):\n    random.seed(1)\n    return h(a)\n@njit(\"none(float64[:], boolean)\")\ndef m(a, c):\n    return a.fill(1.0) if c else a.fill(2.0)\n",
	// Ends Python never reaches, by rules Go's terminating statements do not share.
	"from numba import njit\n@njit(\"int64(int64)\")\ndef f(x):\n    if x > 0:\n        return 1\n    elif x < 0:\n        if x < -5:\n            return -2\n        else:\n            raise ValueError(\"x\")\n    else:\n        return 0\n@njit(\"int64(int64)\")\ndef g(x):\n    while True:\n        for i in range(x):\n            break\n        if x > 10:\n            return x\n        x += 1\n",
	"from numba import njit\n@njit(\"int64(int64)\")\ndef f(x):\n    for i in range(x):\n        if i > 5:\n            return i\n    else:\n        return -1\n@njit(\"int64(int64)\")\ndef g(x):\n    if x > 0:\n        return 1\n    assert False, \"no\"\n@njit(\"int64(int64)\")\ndef h(x):\n    if True:\n        return x\n    return x + 1\n    x = 2\n",
	// Names the Go would declare and never read.
	"import numpy as np\nfrom numba import njit\nDEBUG = False\n@njit(\"int64(float64[:], int64)\")\ndef f(a, n):\n    t = (1, 2)\n    x = 0\n    for i in range(n):\n        x = i\n    for _ in range(n):\n        pass\n    for v in a:\n        pass\n    for k, y in enumerate(t):\n        pass\n    for p, q in zip(t, t):\n        pass\n    u, w = divmod(n, 3)\n    b = c = n\n    m = n\n    m\n    z = n + 1\n    if DEBUG:\n        print(z)\n    def inner(y):\n        r = x\n        return y\n    return inner(n)\n",
	// conjugate() of a real number is the number; a read before assignment.
	"from numba import njit\n@njit(\"UniTuple(int64, 3)(int64)\")\ndef f(n):\n    return n.conjugate(), n.real, n.imag\n@njit(\"float32(float32)\")\ndef g(x):\n    return x.conjugate()\n@njit(\"int64(int64)\")\ndef h(n):\n    for i in range(n):\n        s = s + i\n    return n\n",
	// Lists: empty lists typed late or never, comprehensions where they cannot be hoisted,
	// list methods in value position, lists inside tuples and lists, signatures.
	"from numba import njit\n@njit(\"int64(int64)\")\ndef f(n):\n    l = []\n    m = []\n    m.append(l)\n    while len([x for x in range(n)]) > 0:\n        n -= 1\n    y = l.append(1) if n else [k for k in m]\n    return len(l)\n",
	"from numba import njit\n@njit(\"list(int64)(reflected list(int64), UniTuple(int64 x 2))\")\ndef f(l, t):\n    l[t[0]:t[1]] = l[::-1]\n    l += l * 2\n    l.sort(reverse=t[0] > 0)\n    a = [[i, j] for i in l if i for j in range(i)]\n    b = ([1.5], l)\n    return sorted(l + [len(a), sum(b[0])])\n",
	"from numba import njit\nfrom numba.typed import List\n@njit(\"float64(int64)\")\ndef f(n):\n    l = List()\n    l.insert(0, 1.5)\n    x = l.pop(n) + l.index(2.0) + l.count(1)\n    l.remove(x)\n    print(l, [l], 3 in l, l == l)\n    return min(l) + max([1, 2]) + x\n",
	// Dicts: displays, {} typed late or never, comprehensions, methods in value and statement
	// position, del, unhashable keys, mixed values, signatures in both spellings.
	"from numba import njit, types\nfrom numba.typed import Dict\n@njit(\"int64(DictType(unicode_type, float64), int64)\")\ndef f(d, n):\n    e = {}\n    for k in d:\n        e[k] = d.get(k, 0.0) + d.pop(k, 1)\n    g = {i: (i, 1.5) for i in range(n) if i}\n    del g[n]\n    h = Dict.empty(key_type=types.int64, value_type=types.float64)\n    h[n] += 1\n    h.update(h.copy())\n    k, v = h.popitem()\n    return len(e) + len(g) + k + (n in g) + bool(h) + len(list(g.items()))\n",
	"from numba import njit\n@njit(\"int64(DictType[int64,int64]<iv=None>)\")\ndef f(d):\n    a = {[1]: 2}\n    b = {1: 2, 2: 'x'}\n    c = {}\n    x = {}.get(1)\n    del d\n    del d[1:2]\n    d.setdefault(1)\n    return d[1.5] + d['a'] + {**d}\n",
	// Sets: displays, set() typed late or never, set(iterable), methods, operators in value and
	// in-place form, comparisons, comprehensions, unhashable and mixed items, signatures.
	"from numba import njit\n@njit(\"int64(reflected set(int64), int64)\")\ndef f(s, n):\n    t = set()\n    for x in s:\n        t.add(x * 2.5)\n    u = {n, 1} | set(range(n))\n    u &= {1, 2}\n    u ^= u.copy()\n    s.update([n, n + 1])\n    s.discard(n)\n    s.remove(1)\n    v = s.union(u).difference({3, 4}) - u\n    return len(t) + len(v) + (n in s) + (u <= s) + s.isdisjoint(u) + s.pop() + min(s) + sorted(v)[0]\n",
	"from numba import njit\n@njit(\"int64(Set(float64))\")\ndef f(s):\n    a = {[1]}\n    b = {1, 'x'}\n    c = set()\n    d = {i for i in range(3)}\n    e = s.union([1.5]) | {1}\n    s.add('a')\n    return len(c) + sum(s) + s[0] + (s < 1) + {*s}\n",
	// literal_unroll over tuple arguments and displays, nested, with break, as a value; dict
	// equality of mixed types.
	"from numba import njit, literal_unroll\n@njit(\"float64(Tuple((int64, float64, unicode_type)), int64)\")\ndef f(t, n):\n    s = 0.0\n    for x in literal_unroll(t):\n        for y in literal_unroll((x, n, 1.5)):\n            s += len(str(y))\n    for z in literal_unroll([1, 2]):\n        if z > n:\n            break\n    u = literal_unroll(t)\n    for a, b in literal_unroll(((1, 2.5), ('x', n))):\n        s += b\n    return s + ({1: 2.0} == {1: n}) + ({'a': 1} != {1: 1})\n",
	// Strings: methods, indexing and slicing, iteration, lists of str, rejected formatting.
	"from numba import njit\n@njit(\"unicode_type(unicode_type, int64)\")\ndef f(s, n):\n    t = s[n] + s[-n:n:2] * n\n    for c in s:\n        t += c.upper()\n    if s and 'x' in s and s < t:\n        t = ','.join(sorted(s.split()))\n    return t.strip('ab').replace('a', 'b', n).center(n, '*') + str(n) + chr(ord(s[0]))\n",
	"from numba import njit\n@njit(\"int64(types.unicode_type)\")\ndef f(s):\n    l = s.split(None, 2)\n    l.append(s.zfill(3))\n    return s.find('a', 1) + s.rindex('b') + s.count('') + len(l) + (s.isdigit() + s.isspace())\n@njit\ndef g(s):\n    return '%d' % s, '{}'.format(s), str(1.5), s.title(), s % 2\n",
	// Generators: consumed by loops, list(), sorted(), zip(); rejected neighbours (send, yield
	// from, stored and returned generators, bare yield, yield in try and in a closure).
	"from numba import njit\n@njit\ndef g(n):\n    for i in range(n):\n        if i % 3:\n            yield i, 1.5\n        else:\n            yield i, 2\n    while n:\n        n -= 1\n        yield n, 0\n        return\n@njit(\"float64(int64)\")\ndef f(n):\n    s = 0.0\n    for a, b in g(n):\n        s += a * b\n        break\n    else:\n        s = 1.0\n    for i, (x, y) in enumerate(g(n)):\n        s += x\n    return s + len(list(g(n))) + sorted(g(n))[0][1] + sum(g(n)[0])\n",
	"from numba import njit\n@njit\ndef g(n):\n    x = yield n\n    yield\n    yield from g(n)\n    try:\n        yield 1\n    except Exception:\n        pass\n    def h():\n        yield 2\n    return 3\n@njit(\"int64(int64)\")\ndef f(n):\n    q = g(n)\n    return g(n)\n@njit(\"int64(int64)\")\ndef k(n):\n    yield n\n",
	// Functions as values: passed as arguments (one specialization each), aliased, and the
	// rejected neighbours (a nested function passed on, two functions in one variable, a
	// function returned, a ufunc or generator passed).
	"import numpy as np\nfrom numba import njit, vectorize\n@njit\ndef sq(x):\n    return x * x\n@vectorize\ndef vsq(x):\n    return x * x\n@njit\ndef ap(f, x, n=2):\n    for _ in range(n):\n        x = f(x)\n    return x\n@njit(\"float64(float64, boolean)\")\ndef g(x, c):\n    h = sq\n    k = h\n    def inner(y):\n        return y + x\n    m = inner\n    if c:\n        k = inner\n    return ap(h, x) + ap(k, m(x), n=3) + ap(inner, 1.0) + ap(vsq, x) + ap(lambda y: y, x)\n@njit(\"float64(float64)\")\ndef r(x):\n    return ap(sq, x) if x else sq\n",
	// nonlocal: assigned by closures (also of another type, unbound, at module level, passed on).
	"import numpy as np\nfrom numba import njit\nnonlocal q\n@njit\ndef ap(f):\n    return f()\n@njit(\"float64(float64[:], int64)\")\ndef f(a, n):\n    s = 0\n    t = 0.0\n    def g():\n        nonlocal s, t, u\n        s += 1\n        t = s\n        return s\n    for i in range(n):\n        def h():\n            nonlocal i\n            i = -i\n        h()\n        t += a[i] + g()\n    return t + ap(g)\n",
	// Lambdas, sort keys, map/filter and isinstance, with their rejected neighbours (a lambda
	// in a decorator, keys and map functions that capture or take the wrong arguments, a bool
	// or optional isinstance operand, nested class tuples, a lambda rebound).
	"import numpy as np\nfrom numba import njit\nsq = njit(lambda x: x * x)\n@njit(lambda: 0)\ndef d(x):\n    return x\n@njit(\"float64(float64[:], int64, boolean)\")\ndef f(a, k, c):\n    g = lambda x, y=2: x * y\n    if c:\n        g = lambda x: x\n    l = sorted(a, key=lambda v: (v > 0, -v), reverse=c)\n    l.sort(key=lambda v, w: v)\n    m = sorted([1, 2], key=lambda v: v * k)\n    n = list(map(lambda x, y: x + y, a, range(k))) + list(filter(None, a)) + list(filter(lambda v: [v], a))\n    while (lambda z: z < k)(k):\n        k += 1\n    y = k if c else None\n    return isinstance(c, int) + isinstance(y, int) + isinstance(k, (int, (float,))) + isinstance(a, np.ndarray) + sq(k) + min(l, key=lambda v: v) + sum(x for x in a)\n",
}

// deepIfs returns n nested if statements, each indented one more level.
func deepIfs(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat("    ", i+1) + "if x > " + string(rune('0'+i%10)) + ":\n")
	}
	b.WriteString(strings.Repeat("    ", n+1) + "return x\n")
	b.WriteString("    return 0")
	return b.String()
}

// knownBadGoldens lists golden cases that currently violate a FuzzTranslate property. They are
// left out of the seed corpus until the compiler is fixed; delete an entry to re-add it.
var knownBadGoldens = map[string]string{}

// slowGoldens are golden cases whose translation, done twice per input, can exceed the 10 s that
// Go's fuzzing worker allows one input (it then panics with "deadlocked!" and the run fails with
// "fuzzing process hung or terminated unexpectedly"), with coverage instrumentation on a loaded
// machine. (A plain test run replays no golden seeds: the golden test covers them.)
// (vec_erf was one while simd used avo's register allocator: 2 s per translation.)
var slowGoldens = map[string]string{}

// fuzzing reports whether the test binary runs with -test.fuzz (live fuzzing).
func fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// regressions are inputs the fuzzer once found to break a property.
var regressions = []string{
	"@A()\ndef A():0",
	"\"\x00\"",
	"\"\\u0000\"",
	"\"a */ b\"",
	"from numba import njit\n@njit(\"int64(b1)\")\ndef g(b):\n    return 1\n@njit(\"int64(int64)\")\ndef f(n):\n    return g(0)\n",
	"from numba import njit\n@njit(\"c8(c8,b1)\")\ndef rpow(A,B):rpow(0,0)#000",
	"def f(a, a):\n    return a\n",
	// A read before the first assignment sent a nil type into emit (panic in typer.Identical).
	"from numba import njit\n@njit(\"int64(int64)\")\ndef f(n):\n    t = t % 2\n    return t\n",
	// Folding 2 ** (2**63 - 1) multiplied for ever: the size check overflowed.
	"def d():\n    2**9223372036854775807\n    0**9223372036854775807\n",
}

const fuzzHeader = "// Code generated by pygo from fuzz.py. DO NOT EDIT."

func FuzzTranslate(f *testing.F) {
	ins, err := filepath.Glob("../golden/testdata/*/in.py")
	if err != nil {
		f.Fatal(err)
	}
	if len(ins) == 0 {
		f.Fatal("no golden inputs in ../golden/testdata")
	}
	for _, r := range regressions {
		f.Add([]byte(r))
	}
	// The golden inputs seed live fuzzing. A plain test run (go test, make test) replays only
	// the other seeds and the committed findings: the golden test translates every golden
	// case twice already, type-checks, vets and runs its Go, and checks its diagnostics.
	if !fuzzing() {
		ins = nil
	}
	for _, in := range ins {
		if why, bad := knownBadGoldens[filepath.Base(filepath.Dir(in))]; bad {
			f.Logf("seed %s left out: %s", in, why)
			continue
		}
		if why, slow := slowGoldens[filepath.Base(filepath.Dir(in))]; slow && fuzzing() {
			f.Logf("seed %s left out of live fuzzing: %s", in, why)
			continue
		}
		src, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(append(src, goldenSigs(f, src, filepath.Join(filepath.Dir(in), "want.jsonl"))...))
	}
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// No time limit here: a loaded machine makes any limit flaky, and live fuzzing
		// reports an input that hangs the translation by itself.
		out1, err1 := translateFuzz(t, src)
		out2, err2 := translateFuzz(t, src)
		switch {
		case (err1 == nil) != (err2 == nil):
			t.Fatalf("nondeterministic: first err %v, second err %v", err1, err2)
		case err1 != nil:
			if err1.Error() != err2.Error() {
				t.Fatalf("nondeterministic error text:\n%s\n---\n%s", err1, err2)
			}
			if r1, r2 := gen.Render(err1, src), gen.Render(err2, src); r1 != r2 {
				t.Fatalf("nondeterministic rendering:\n%s\n---\n%s", r1, r2)
			}
		default:
			if !bytes.Equal(out1, out2) {
				t.Fatalf("nondeterministic output:\n%s\n---\n%s", out1, out2)
			}
		}
	})
}

// translateFuzz translates src once and checks the properties of the result. The input's
// "# sig: f(T, ...)" lines are -sig flags, as in the golden cases.
func translateFuzz(t *testing.T, src []byte) ([]byte, error) {
	t.Helper()
	cfg := gen.Config{Package: "fuzz"}
	for _, line := range strings.Split(string(src), "\n") {
		if sig, ok := strings.CutPrefix(strings.TrimSpace(line), "# sig:"); ok {
			cfg.Sigs = append(cfg.Sigs, strings.TrimSpace(sig))
		}
	}
	res, err := gen.Translate("fuzz.py", src, cfg)
	if err != nil {
		checkDiagnostics(t, err, src)
		return nil, err
	}
	if !bytes.HasPrefix(res.Go, []byte(fuzzHeader+"\n")) {
		t.Fatalf("output does not start with %q:\n%s", fuzzHeader, res.Go)
	}
	if _, perr := parser.ParseFile(token.NewFileSet(), "fuzz_pygo.go", res.Go, parser.AllErrors); perr != nil {
		t.Fatalf("output does not parse: %v\n%s", perr, res.Go)
	}
	checker, err := goChecker()
	if err != nil {
		t.Fatal(err)
	}
	if terr := checker.Check("fuzz_pygo.go", res.Go, res.Other); terr != nil {
		t.Fatalf("pygo accepted the program, but its Go does not type-check:\n%v\n%s", terr, numbered(res.Go))
	}
	return res.Go, nil
}

// goChecker type-checks generated files in process; the kernels package is loaded once per
// fuzzing process (about 1s), after which a file takes about 1ms.
var goChecker = sync.OnceValues(func() (*gocheck.Checker, error) {
	return gocheck.NewGenerated("")
})

// numbered prefixes each line of src with its number, to read type errors against.
func numbered(src []byte) string {
	var b strings.Builder
	for i, l := range strings.Split(string(src), "\n") {
		fmt.Fprintf(&b, "%4d  %s\n", i+1, l)
	}
	return b.String()
}

// goldenSigs returns "# sig:" lines that make a golden case's lazily compiled functions
// entry points, with the argument types of their first recorded call (scalar literals, and
// arrays as oracle.py recorded them in want.jsonl), so that the seed reaches emit and the
// type check. Calls with keywords, tuples or defaults left out are skipped.
func goldenSigs(f *testing.F, src []byte, wantFile string) []byte {
	m, err := translate.Translate("in.py", src)
	if err != nil {
		return nil // an error case
	}
	data, err := os.ReadFile(wantFile)
	if err != nil {
		return nil
	}
	params := map[string]int{}
	for _, fn := range m.Funcs {
		if fn.Vararg == nil {
			params[fn.Name] = len(fn.Params)
		}
	}
	var out bytes.Buffer
	done := map[string]bool{}
	for _, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		var rec struct {
			Call   string
			Arrays []struct{ Sig string }
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			f.Fatalf("%s: %v", wantFile, err)
		}
		e, err := translate.ParseExpr("call", rec.Call, translate.Pos{Line: 1, Col: 1})
		call, ok := e.(*translate.Call)
		if err != nil || !ok || len(call.Keywords) > 0 {
			continue
		}
		name := translate.DottedName(call.Func)
		if n, ok := params[name]; !ok || n != len(call.Args) || done[name] {
			continue
		}
		var types []string
		for _, a := range call.Args {
			if t := literalType(a); t != "" {
				types = append(types, t)
			} else if len(rec.Arrays) > 0 {
				types, rec.Arrays = append(types, rec.Arrays[0].Sig), rec.Arrays[1:]
			} else {
				types = nil
				break
			}
		}
		if len(types) == len(call.Args) {
			done[name] = true
			fmt.Fprintf(&out, "\n# sig: %s(%s)", name, strings.Join(types, ", "))
		}
	}
	if out.Len() > 0 {
		out.WriteString("\n")
	}
	return out.Bytes()
}

// literalType is the Numba type of a scalar literal argument, or "" for anything else.
func literalType(e translate.Expr) string {
	if u, ok := e.(*translate.UnaryOp); ok && (u.Op == translate.USub || u.Op == translate.UAdd) {
		e = u.X
	}
	if c, ok := e.(*translate.Const); ok {
		switch c.Kind {
		case translate.IntConst:
			return "int64"
		case translate.FloatConst:
			return "float64"
		case translate.ComplexConst:
			return "complex128"
		case translate.BoolConst:
			return "boolean"
		}
	}
	return ""
}

// checkDiagnostics requires err to be well-formed translate.Diagnostics.
func checkDiagnostics(t *testing.T, err error, src []byte) {
	t.Helper()
	var ds translate.Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("error is %T, not translate.Diagnostics: %v", err, err)
	}
	if len(ds) == 0 {
		t.Fatalf("empty Diagnostics returned as an error")
	}
	lines := bytes.Count(src, []byte("\n")) + 1
	for _, d := range ds {
		if d.Code == translate.CodeInternal {
			t.Errorf("internal error (a panic or a broken invariant in pygo):\n%s", gen.Render(err, src))
		}
		if d.Code == "" {
			t.Errorf("diagnostic without Code: %v", d)
		}
		if d.Msg == "" {
			t.Errorf("diagnostic without Msg: %+v", d)
		}
		if d.File == "-sig" {
			continue
		}
		if d.Pos.Line < 1 || d.Pos.Line > lines+1 {
			t.Errorf("diagnostic line %d outside 1..%d: %v", d.Pos.Line, lines+1, d)
		}
	}
	_ = gen.Render(err, src) // must not panic
}
