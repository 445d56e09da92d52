package typer

import (
	"go/constant"
	"math"
	"math/big"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types np.finfo and np.iinfo. Numba turns them into named tuples of constants
// taken from NumPy at compile time; pygo gives them the type MachInfo, whose attributes are
// constants recorded in Info.Consts, so emit writes only the numbers read, and whose value
// (returned, passed or printed) is a kernels.IInfo or kernels.FInfo of those constants.

// MachInfo is the value of np.finfo(x) (Int false) or np.iinfo(x) (Int true): the machine
// limits of Dtype (the real type of a complex dtype, as NumPy's finfo).
type MachInfo struct {
	Int   bool
	Dtype *Basic
}

func (m *MachInfo) String() string {
	if m.Int {
		return "iinfo(" + m.Dtype.String() + ")"
	}
	return "finfo(" + m.Dtype.String() + ")"
}
func (*MachInfo) typ() {}

func isMachInfo(t Type) bool { _, ok := t.(*MachInfo); return ok }

func init() {
	npCannotRaise["finfo"] = true
	npCannotRaise["iinfo"] = true
}

func npInfoDecls() []*npFunc {
	d := newNPFunc
	return []*npFunc{
		d("finfo", "dtype", npInfo(false), ""),
		d("iinfo", "int_type", npInfo(true), ""),
	}
}

// npInfo types np.finfo(x) and np.iinfo(x): x is a dtype (np.float32, a.dtype), an array or
// a number, whose dtype must be a float or complex type for finfo and an integer type for
// iinfo, as in Numba.
func npInfo(isInt bool) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		var dt *Basic
		switch t := a.t[0].(type) {
		case *TypeRef:
			dt, _ = t.T.(*Basic)
		case *Array:
			dt = t.Dtype
		case *Basic:
			dt = t
		case *BuiltinRef:
			dt, _ = pythonTypeNames[t.Path].(*Basic) // np.finfo(float)
		}
		name := "np.finfo"
		if isInt {
			name = "np.iinfo"
		}
		if dt == nil {
			st.c.errorf(a.x[0].At(), "type-mismatch", "pass a NumPy type such as np.float64, an array or a.dtype",
				"%s() takes a dtype, an array or a number, not %s", name, describe(a.t[0]))
			return nil
		}
		switch {
		case isInt && dt.IsInteger():
		case !isInt && (dt.IsFloat() || dt.IsComplex()):
			dt = realOf(dt)
		default:
			kind := "a float or complex"
			if isInt {
				kind = "an integer"
			}
			st.c.errorf(a.x[0].At(), "type-mismatch", "use np.finfo for float dtypes and np.iinfo for integer ones", "%s() needs %s dtype, not %s", name, kind, dt)
			return nil
		}
		return &MachInfo{Int: isInt, Dtype: dt}
	}
}

// Fields returns the fields of the namedtuple Numba makes of m, in its order.
func (m *MachInfo) Fields() []string {
	if m.Int {
		return []string{"min", "max", "bits"}
	}
	return []string{"eps", "epsneg", "iexp", "machep", "max", "maxexp", "min", "minexp", "negep", "nexp", "nmant", "precision", "resolution", "tiny", "bits"}
}

// Value returns the value and type of field name of m as Numba has them (see
// machInfoValue), or nil when Numba has no such field.
func (m *MachInfo) Value(name string) (constant.Value, *Basic) { return machInfoValue(m, name) }

// machInfoAttr types attribute name of m, recording its value in Info.Consts.
func (st *fnState) machInfoAttr(e *translate.Attribute, m *MachInfo) Type {
	v, t := machInfoValue(m, e.Name)
	if v == nil {
		kind := "finfo"
		if m.Int {
			kind = "iinfo"
		}
		st.c.errorf(e.Pos, "unknown-attribute", "Numba supports "+strings.Join(m.Fields(), ", "), "%s has no attribute %s that Numba supports", kind, e.Name)
		return nil
	}
	return st.constant(e, t, v)
}

// machInfoValue returns the value and type of attribute name of m as Numba has them (the
// floats of finfo in the dtype, the integers int64, or uint64 for a maximum beyond int64),
// or nil when Numba has no such attribute.
func machInfoValue(m *MachInfo, name string) (constant.Value, *Basic) {
	if m.Int {
		bits := m.Dtype.Bits()
		signed := !m.Dtype.IsUnsigned()
		switch name {
		case "bits":
			return constant.MakeInt64(int64(bits)), Int64
		case "min":
			if !signed {
				return constant.MakeInt64(0), Int64
			}
			return constant.MakeInt64(-1 << (bits - 1)), Int64
		case "max":
			if !signed {
				v := new(big.Int).Lsh(big.NewInt(1), uint(bits))
				v.Sub(v, big.NewInt(1))
				if bits == 64 {
					return constant.Make(v), Uint64
				}
				return constant.Make(v), Int64
			}
			return constant.MakeInt64(1<<(bits-1) - 1), Int64
		}
		return nil, nil
	}
	// IEEE 754 binary32 and binary64: exponent bits, mantissa bits, decimal precision.
	nexp, nmant, precision := 11, 52, 15
	if m.Dtype == Float32 {
		nexp, nmant, precision = 8, 23, 6
	}
	maxexp := 1 << (nexp - 1)
	minexp := 2 - maxexp
	ft := m.Dtype
	round := func(f float64) float64 {
		if ft == Float32 {
			return float64(float32(f))
		}
		return f
	}
	flt := func(f float64) (constant.Value, *Basic) { return constant.MakeFloat64(round(f)), ft }
	i := func(n int) (constant.Value, *Basic) { return constant.MakeInt64(int64(n)), Int64 }
	maxv := math.MaxFloat64
	if ft == Float32 {
		maxv = math.MaxFloat32
	}
	switch name {
	case "eps":
		return flt(math.Ldexp(1, -nmant))
	case "epsneg":
		return flt(math.Ldexp(1, -nmant-1))
	case "iexp", "nexp":
		return i(nexp)
	case "machep":
		return i(-nmant)
	case "negep":
		return i(-nmant - 1)
	case "max":
		return flt(maxv)
	case "min":
		return flt(-maxv)
	case "maxexp":
		return i(maxexp)
	case "minexp":
		return i(minexp)
	case "nmant":
		return i(nmant)
	case "precision":
		return i(precision)
	case "resolution":
		return flt(math.Pow(10, -float64(precision)))
	case "tiny":
		return flt(math.Ldexp(1, minexp))
	case "bits":
		return i(ft.Bits())
	}
	return nil, nil
}
