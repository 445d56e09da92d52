package kernels

import (
	"strconv"
	"strings"
)

// IInfo is the value of np.iinfo(T) that compiled code returns, passes or prints: Numba's
// namedtuple iinfo(min, max, bits) of NumPy's constants (reading an attribute compiles to the
// constant itself). Max is a uint64 to hold uint64's maximum.
type IInfo struct {
	Min  int64
	Max  uint64
	Bits int64
}

// Repr returns Numba's repr of the namedtuple, iinfo(min=-128, max=127, bits=8).
func (i IInfo) Repr() string {
	return "iinfo(min=" + strconv.FormatInt(i.Min, 10) + ", max=" + strconv.FormatUint(i.Max, 10) +
		", bits=" + strconv.FormatInt(i.Bits, 10) + ")"
}

// String returns what print() shows, the repr.
func (i IInfo) String() string { return i.Repr() }

// FInfo is the value of np.finfo(T) as IInfo is np.iinfo's: Numba's namedtuple finfo of
// NumPy's constants, in its field order, its floats those of T (float32's widened exactly).
type FInfo struct {
	Eps, Epsneg         float64
	Iexp, Machep        int64
	Max                 float64
	Maxexp              int64
	Min                 float64
	Minexp, Negep, Nexp int64
	Nmant, Precision    int64
	Resolution, Tiny    float64
	Bits                int64
}

// Repr returns Numba's repr of the namedtuple, finfo(eps=..., ..., bits=64), its floats as
// Python floats.
func (f FInfo) Repr() string {
	fl := func(x float64) string { return FormatFloat(x) }
	in := func(n int64) string { return strconv.FormatInt(n, 10) }
	parts := []string{
		"eps=" + fl(f.Eps), "epsneg=" + fl(f.Epsneg), "iexp=" + in(f.Iexp), "machep=" + in(f.Machep),
		"max=" + fl(f.Max), "maxexp=" + in(f.Maxexp), "min=" + fl(f.Min), "minexp=" + in(f.Minexp),
		"negep=" + in(f.Negep), "nexp=" + in(f.Nexp), "nmant=" + in(f.Nmant), "precision=" + in(f.Precision),
		"resolution=" + fl(f.Resolution), "tiny=" + fl(f.Tiny), "bits=" + in(f.Bits),
	}
	return "finfo(" + strings.Join(parts, ", ") + ")"
}

// String returns what print() shows, the repr.
func (f FInfo) String() string { return f.Repr() }
