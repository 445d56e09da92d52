package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// npRandomFuncs types numpy.random: Numba's generator, seeded by np.random.seed, separate
// from Python's random module.
func npRandomFuncs() map[string]*npFunc {
	sized := func(name, sig string, elem *Basic) *npFunc {
		var f *npFunc
		f = newNPFunc(name, sig, func(st *fnState, e *translate.Call, a *npArgs) Type {
			n := len(f.params) - 1
			for i := 0; i < n; i++ {
				if a.has(i) {
					if b, ok := a.t[i].(*Basic); !ok || b.IsComplex() {
						st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s() needs real numbers, not %s", translate.DottedName(e.Func), describe(a.t[i]))
						return nil
					}
				}
			}
			return st.sizeResult(a, n, elem)
		}, "")
		return f
	}
	shaped := func(name string, elem *Basic) *npFunc {
		return newNPFunc(name, "*shape", func(st *fnState, e *translate.Call, a *npArgs) Type {
			call := st.info.Calls[e]
			n := 0
			for _, x := range call.Args {
				if x == nil {
					continue
				}
				if !isIntType(st.info.Types[x]) {
					st.c.errorf(x.At(), "type-mismatch", "", "dimensions must be integers, not %s", describe(st.info.Types[x]))
					return nil
				}
				n++
			}
			if n == 0 {
				return elem
			}
			return NewArray(elem, n, LayoutC)
		}, "")
	}
	m := map[string]*npFunc{
		"numpy.random.seed": newNPFunc("random.seed", "seed", func(st *fnState, e *translate.Call, a *npArgs) Type {
			if !isIntType(a.t[0]) {
				st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.random.seed() needs an integer, not %s", describe(a.t[0]))
				return nil
			}
			return NoneType{}
		}, ""), // Numba takes an integer seed only
		"numpy.random.random":          sized("random.random", "size=None", Float64),
		"numpy.random.random_sample":   sized("random.random_sample", "size=None", Float64),
		"numpy.random.sample":          sized("random.sample", "size=None", Float64),
		"numpy.random.ranf":            sized("random.ranf", "size=None", Float64),
		"numpy.random.standard_normal": sized("random.standard_normal", "size=None", Float64),
		"numpy.random.normal":          sized("random.normal", "loc=0.0, scale=1.0, size=None", Float64),
		"numpy.random.uniform":         sized("random.uniform", "low=0.0, high=1.0, size=None", Float64),
		"numpy.random.randint":         sized("random.randint", "low, high=None, size=None", Int64),
		"numpy.random.rand":            shaped("random.rand", Float64),
		"numpy.random.randn":           shaped("random.randn", Float64),
		"numpy.random.choice": newNPFunc("random.choice", "a, size=None, replace=True", func(st *fnState, e *translate.Call, a *npArgs) Type {
			elem := Int64
			if arr, ok := a.t[0].(*Array); ok {
				if arr.Ndim != 1 {
					st.c.errorf(a.x[0].At(), "unsupported-feature", "", "np.random.choice() takes a 1-d array")
					return nil
				}
				elem = arr.Dtype
			} else if !isIntType(a.t[0]) {
				st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.random.choice() takes an integer or a 1-d array, not %s", describe(a.t[0]))
				return nil
			}
			if a.has(2) && a.t[2] != Bool {
				st.c.errorf(a.x[2].At(), "type-mismatch", "", "replace must be a bool")
				return nil
			}
			return st.sizeResult(a, 1, elem)
		}, ""), // Numba has no p= either
		"numpy.random.shuffle": newNPFunc("random.shuffle", "x", func(st *fnState, e *translate.Call, a *npArgs) Type {
			if st.arrayArg(e, a, 0) == nil {
				return nil
			}
			return NoneType{}
		}, ""),
		"numpy.random.permutation": newNPFunc("random.permutation", "x", func(st *fnState, e *translate.Call, a *npArgs) Type {
			if arr, ok := a.t[0].(*Array); ok {
				if arr.Ndim != 1 {
					st.c.errorf(a.x[0].At(), "unsupported-feature", "", "np.random.permutation() takes a 1-d array")
					return nil
				}
				return NewArray(arr.Dtype, 1, LayoutC)
			}
			if !isIntType(a.t[0]) {
				st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.random.permutation() takes an integer or an array, not %s", describe(a.t[0]))
				return nil
			}
			return NewArray(Int64, 1, LayoutC)
		}, ""),
	}
	m["numpy.random.dirichlet"] = newNPFunc("random.dirichlet", "alpha, size=None", func(st *fnState, e *translate.Call, a *npArgs) Type {
		if !st.realSequence(a, 0, "np.random.dirichlet") {
			return nil
		}
		return st.groupResult(a, 1, Float64)
	}, "")
	m["numpy.random.multinomial"] = newNPFunc("random.multinomial", "n, pvals, size=None", func(st *fnState, e *translate.Call, a *npArgs) Type {
		if !isIntType(a.t[0]) {
			st.c.errorf(a.x[0].At(), "type-mismatch", "pass the number of trials as an integer: int(n)", "np.random.multinomial() needs an integer n, not %s", describe(a.t[0]))
			return nil
		}
		if !st.realSequence(a, 1, "np.random.multinomial") {
			return nil
		}
		return st.groupResult(a, 2, Int64)
	}, "")
	for name, d := range Distributions {
		d := d
		var params []string
		for i, p := range d.Params {
			if d.Defaults[i] != "" {
				p += "=" + d.Defaults[i]
			}
			params = append(params, p)
		}
		params = append(params, "size=None")
		m["numpy.random."+name] = newNPFunc("random."+name, strings.Join(params, ", "), func(st *fnState, e *translate.Call, a *npArgs) Type {
			for i, kind := range d.Kinds {
				if !a.has(i) {
					continue
				}
				b, ok := a.t[i].(*Basic)
				if !ok || b.IsComplex() || kind == 'i' && !isIntType(b) {
					st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.random.%s() needs real numbers, not %s", name, describe(a.t[i]))
					return nil
				}
			}
			elem := Float64
			if d.Int {
				elem = Int64
			}
			return st.sizeResult(a, len(d.Params), elem)
		}, "")
	}
	return m
}

// Distribution is a numpy.random distribution drawn by one kernels.Random method.
type Distribution struct {
	Method   string   // the kernels method, such as "NPExponential"
	Params   []string // NumPy's parameter names, before size
	Defaults []string // Go spelling of each default, "" when required
	Kinds    string   // 'f' or 'i' per parameter
	Int      bool     // the draws are integers
}

// Distributions are the numpy.random distributions beyond the basic ones, with Numba's streams.
var Distributions = map[string]*Distribution{
	"exponential":          {"NPExponential", []string{"scale"}, []string{"1.0"}, "f", false},
	"standard_exponential": {"NPStandardExponential", nil, nil, "", false},
	"gamma":                {"NPGamma", []string{"shape", "scale"}, []string{"", "1.0"}, "ff", false},
	"standard_gamma":       {"NPStandardGamma", []string{"shape"}, []string{""}, "f", false},
	"beta":                 {"NPBeta", []string{"a", "b"}, []string{"", ""}, "ff", false},
	"chisquare":            {"NPChisquare", []string{"df"}, []string{""}, "f", false},
	"f":                    {"NPF", []string{"dfnum", "dfden"}, []string{"", ""}, "ff", false},
	"standard_t":           {"NPStandardT", []string{"df"}, []string{""}, "f", false},
	"lognormal":            {"NPLognormal", []string{"mean", "sigma"}, []string{"0.0", "1.0"}, "ff", false},
	"laplace":              {"NPLaplace", []string{"loc", "scale"}, []string{"0.0", "1.0"}, "ff", false},
	"logistic":             {"NPLogistic", []string{"loc", "scale"}, []string{"0.0", "1.0"}, "ff", false},
	"gumbel":               {"NPGumbel", []string{"loc", "scale"}, []string{"0.0", "1.0"}, "ff", false},
	"pareto":               {"NPPareto", []string{"a"}, []string{""}, "f", false},
	"weibull":              {"NPWeibull", []string{"a"}, []string{""}, "f", false},
	"rayleigh":             {"NPRayleigh", []string{"scale"}, []string{"1.0"}, "f", false},
	"power":                {"NPPower", []string{"a"}, []string{""}, "f", false},
	"standard_cauchy":      {"NPStandardCauchy", nil, nil, "", false},
	"triangular":           {"NPTriangular", []string{"left", "mode", "right"}, []string{"", "", ""}, "fff", false},
	"wald":                 {"NPWald", []string{"mean", "scale"}, []string{"", ""}, "ff", false},
	"poisson":              {"NPPoisson", []string{"lam"}, []string{"1.0"}, "f", true},
	"binomial":             {"NPBinomial", []string{"n", "p"}, []string{"", ""}, "if", true},
	"negative_binomial":    {"NPNegativeBinomial", []string{"n", "p"}, []string{"", ""}, "if", true},
	"geometric":            {"NPGeometric", []string{"p"}, []string{""}, "f", true},
	"zipf":                 {"NPZipf", []string{"a"}, []string{""}, "f", true},
	"logseries":            {"NPLogseries", []string{"p"}, []string{""}, "f", true},
	"hypergeometric":       {"NPHypergeometric", []string{"ngood", "nbad", "nsample"}, []string{"", "", ""}, "iii", true},
	"vonmises":             {"NPVonmises", []string{"mu", "kappa"}, []string{"", ""}, "ff", false},
	"noncentral_chisquare": {"NPNoncentralChisquare", []string{"df", "nonc"}, []string{"", ""}, "ff", false},
}

// sizeResult types the size= argument at index i of a random function: none gives one number,
// an integer or a tuple of integers an array of that shape.
func (st *fnState) sizeResult(a *npArgs, i int, elem *Basic) Type {
	if !a.given(i) {
		return elem
	}
	nd := st.shapeArg(a.x[i], a.t[i])
	if nd < 0 {
		return nil
	}
	return NewArray(elem, nd, LayoutC)
}

// realSequence checks argument i of np.random.dirichlet or multinomial: a 1-d array, a list
// or a tuple of real numbers (Numba's Sequence or Array).
func (st *fnState) realSequence(a *npArgs, i int, name string) bool {
	var el Type
	switch t := a.t[i].(type) {
	case *Array:
		if t.Ndim == 1 {
			el = t.Dtype
		}
	case *List:
		el = t.Elem
	case *Tuple:
		el = t.Uniform()
	}
	if b, ok := el.(*Basic); ok && (b.IsInteger() || b.IsFloat()) {
		return true
	}
	st.c.errorf(a.x[i].At(), "type-mismatch", "pass a 1-d array of floats (a row a[i] of a matrix)", "%s() needs a 1-d array, list or tuple of real numbers, not %s", name, describe(a.t[i]))
	return false
}

// groupResult types np.random.dirichlet and multinomial, whose results add an axis for the
// groups to the shape given by the size= argument at index i.
func (st *fnState) groupResult(a *npArgs, i int, elem *Basic) Type {
	t := st.sizeResult(a, i, elem)
	switch t := t.(type) {
	case *Basic:
		return NewArray(elem, 1, LayoutC)
	case *Array:
		return NewArray(elem, t.Ndim+1, LayoutC)
	}
	return nil
}
