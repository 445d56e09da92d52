package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// ArrayFlags is the type of a.flags (Numba's ArrayFlags), read directly (a.flags.c_contiguous)
// or held in a variable: its attributes are contiguous, c_contiguous and f_contiguous; as in
// Numba, a layout known when compiling answers at compile time (a C array is C-contiguous) and
// other arrays are checked at run time.
type ArrayFlags struct{ Array *Array }

func (f *ArrayFlags) String() string { return "flags(" + f.Array.String() + ")" }
func (*ArrayFlags) typ()             {}

// flagsAttribute types a.flags.name.
func (st *fnState) flagsAttribute(e *translate.Attribute, f *ArrayFlags) Type {
	a := f.Array
	switch e.Name {
	case "contiguous", "c_contiguous":
		if a.Layout == LayoutC {
			return st.constant(e, Bool, constant.MakeBool(true))
		}
		return Bool
	case "f_contiguous":
		if a.Layout == LayoutF && a.Ndim > 1 || a.Ndim <= 1 && (a.Layout == LayoutC || a.Layout == LayoutF) {
			return st.constant(e, Bool, constant.MakeBool(true))
		}
		return Bool
	}
	st.c.errorf(e.Pos, "unknown-attribute", "Numba's array flags are contiguous, c_contiguous and f_contiguous", "flags has no attribute %s that Numba supports", e.Name)
	return nil
}
