package typer

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/pygo-lang/pygo/translate"
)

// Namer assigns Go identifiers: it knows the names already taken in one scope.
type Namer struct {
	taken map[string]bool
}

// goReserved are Go keywords, predeclared identifiers and the packages generated code imports.
var goReserved = strings.Fields(`break case chan const continue default defer else fallthrough for func go goto if
import interface map package range return select struct switch type var
any append bool byte cap clear close complex complex64 complex128 copy delete error false float32 float64 imag int
int8 int16 int32 int64 iota len make max min new nil panic print println real recover rune string true uint uint8
uint16 uint32 uint64 uintptr math cmplx kernels fmt err`)

// NewNamer returns a Namer with Go's reserved words and the given names taken.
func NewNamer(taken ...string) *Namer {
	n := &Namer{taken: map[string]bool{}}
	for _, w := range goReserved {
		n.taken[w] = true
	}
	for _, w := range taken {
		n.taken[w] = true
	}
	return n
}

// Child returns a Namer for a nested scope that avoids every name taken here.
func (n *Namer) Child() *Namer {
	c := &Namer{taken: make(map[string]bool, len(n.taken))}
	for k := range n.taken {
		c.taken[k] = true
	}
	return c
}

// Reserve takes name exactly, reporting false when it is already taken.
func (n *Namer) Reserve(name string) bool {
	if n.taken[name] {
		return false
	}
	n.taken[name] = true
	return true
}

// Take reserves want, or want with the smallest numeric suffix that is free, and returns it.
func (n *Namer) Take(want string) string {
	if want == "" || want == "_" {
		want = "v"
	}
	name := want
	for i := 2; n.taken[name]; i++ {
		name = want + itoa(i)
	}
	n.taken[name] = true
	return name
}

func itoa(i int) string {
	var b [20]byte
	p := len(b)
	for i > 0 {
		p--
		b[p] = byte('0' + i%10)
		i /= 10
	}
	return string(b[p:])
}

// Exported turns a Python name into an exported Go name: monte_carlo_pi → MonteCarloPi.
func Exported(py string) string {
	var b strings.Builder
	for _, part := range strings.Split(py, "_") {
		if part == "" {
			continue
		}
		r := []rune(part)
		r[0] = unicode.ToUpper(r[0])
		b.WriteString(string(r))
	}
	s := b.String()
	if s == "" || !unicode.IsLetter([]rune(s)[0]) {
		s = "X" + s
	}
	return s
}

// Local turns a Python name into an unexported Go name: total_sum → totalSum, N → n, MAX_ITER → maxIter.
func Local(py string) string {
	if strings.ToUpper(py) == py && strings.ContainsAny(py, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		py = strings.ToLower(py) // SCREAMING_CASE constants read better as camelCase
	}
	e := Exported(py)
	r := []rune(e)
	// Lower the leading run of capitals, keeping the last one of a run that starts a word (HTTPServer → httpServer).
	i := 0
	for i < len(r) && unicode.IsUpper(r[i]) {
		i++
	}
	switch {
	case i == 0:
	case i == 1 || i == len(r):
		for j := 0; j < i; j++ {
			r[j] = unicode.ToLower(r[j])
		}
	default:
		for j := 0; j < i-1; j++ {
			r[j] = unicode.ToLower(r[j])
		}
	}
	return string(r)
}

// TypeSuffix spells argument types for Go names, as typeSuffix does.
func TypeSuffix(params []Type) string { return typeSuffix(params) }

// typeSuffix spells argument types for the names of specializations: (float64, int64) → Float64Int64.
func typeSuffix(params []Type) string {
	var b strings.Builder
	for _, p := range params {
		if a, ok := p.(*Array); ok {
			fmt.Fprintf(&b, "%sArray%dD", Exported(a.Dtype.String()), a.Ndim)
			continue
		}
		if d, ok := p.(*Datetime); ok {
			b.WriteString(datetimeSuffix(d)) // timedelta64[m] → Timedelta64Minutes (not M, as months)
			continue
		}
		if f, ok := p.(*FuncRef); ok {
			b.WriteString(Exported(f.Fn.def.Name)) // apply(square, ...) → applySquare...
			continue
		}
		if it, ok := p.(*Iterator); ok {
			b.WriteString("Iter" + typeSuffix([]Type{it.Elem})) // a generator passed on → totalIterInt64
			continue
		}
		if c, ok := p.(*Class); ok {
			b.WriteString(Exported(c.Name))
			continue
		}
		if en, ok := p.(*Enum); ok {
			b.WriteString(Exported(en.Name)) // compare(Color, Color) → CompareColorColor
			continue
		}
		if t, ok := p.(*Tuple); ok && t.Class != nil {
			b.WriteString(Exported(t.Class.Name) + typeSuffix(t.Elems))
			continue
		}
		if o, ok := p.(*Optional); ok && isClass(o.Elem) {
			b.WriteString("Opt" + typeSuffix([]Type{o.Elem})) // a linked list's next: OptNode
			continue
		}
		b.WriteString(Exported(strings.Map(identRune, strings.NewReplacer("(", "tuple_", ")", "", ",", "_", " ", "").Replace(p.String()))))
	}
	return b.String()
}

// identRune keeps the letters, digits and underscores of a type's name and makes every
// other character an underscore (a list of jitclass instances names instance.jitclass.P).
func identRune(r rune) rune {
	if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
		return r
	}
	return '_'
}

// NeedsWrapper reports whether an entry specialization is exported through a wrapper that
// converts panics to errors, holds the random state, or splits a tuple result.
func (s *Spec) NeedsWrapper() bool {
	if !s.Entry {
		return false
	}
	_, tuple := s.Result.(*Tuple)
	if s.Raises || s.Def.Generator || s.UsesRandom || s.UsesNPRandom || tuple || isOptional(s.Result) {
		return true
	}
	// Vectors cross the boundary as Go slices; matrices must have the layout they are declared with.
	for _, p := range s.Params {
		if a, ok := p.(*Array); ok && (a.Ndim == 1 || a.Layout != LayoutA) {
			return true
		}
		if isNoneType(p) {
			return true // the entry point leaves the None argument out
		}
	}
	if a, ok := s.Result.(*Array); ok && a.Ndim == 1 {
		return true
	}
	return isList(s.Result) // a list result crosses as the slice itself

}

// nameProgram assigns Go names to every specialization and constant, deterministically:
// a function with one specialization keeps its own name; a function with several gets the
// argument types appended to each (Add → AddFloat64Int64 and AddInt64Int64).
func nameProgram(p *Program) *Namer {
	n := NewNamer()
	bySpec := map[string][]*Spec{}
	var order []string
	var twins []*Spec
	for _, s := range p.Specs {
		if s.ContigOf != nil {
			twins = append(twins, s) // named after the loop it speeds up
			continue
		}
		if _, ok := bySpec[s.Def.Name]; !ok {
			order = append(order, s.Def.Name)
		}
		bySpec[s.Def.Name] = append(bySpec[s.Def.Name], s)
	}
	for _, nt := range p.NamedTuples {
		nt.GoName = n.Take(Exported(nt.Name))
	}
	for _, en := range p.Enums {
		en.GoName = n.Take(Exported(en.Name))
		for _, m := range en.Members {
			m.GoName = n.Take(en.GoName + "_" + m.Name) // Color_red: no Exported name has a _
		}
	}
	for _, cl := range p.Classes {
		cl.GoName = n.Take(Exported(cl.Name))
		var inits []*Spec
		for _, s := range cl.Specs() {
			if s.Method.Kind == translate.MethodInit {
				inits = append(inits, s)
			}
		}
		for _, s := range inits {
			suffix := ""
			if len(inits) > 1 {
				suffix = typeSuffix(s.Params[1:])
			}
			s.CtorName = n.Take("New" + cl.GoName + suffix)
		}
	}
	// Exported names first, so helpers never take a name an entry point needs.
	for _, name := range order {
		specs := bySpec[name]
		for _, s := range specs {
			if !s.Entry {
				continue
			}
			suffix := ""
			if len(specs) > 1 {
				suffix = typeSuffix(s.Params)
			}
			s.GoName = n.Take(Exported(name) + suffix)
			if s.Gufunc != nil {
				s.GufuncNames = GufuncNames{Into: n.Take(s.GoName + "Into")}
				if len(s.Gufunc.Outs) > 0 { // with no outputs, Into is the only form
					s.GufuncNames.Array = n.Take(s.GoName + "Array")
				}
			}
			if s.Ufunc != nil {
				s.UfuncNames = UfuncNames{
					Array: n.Take(s.GoName + "Array"), Into: n.Take(s.GoName + "Into"),
					Slice: n.Take(s.GoName + "Slice"), Loop: n.Take(Local(name) + suffix + "Loop"),
				}
				if len(s.Params) == 2 {
					s.UfuncNames.Outer = n.Take(s.GoName + "Outer")
					s.UfuncNames.OuterInto = n.Take(s.GoName + "OuterInto")
				}
				if len(s.Params) == 2 && Identical(s.Params[0], s.Result) && Identical(s.Params[1], s.Result) {
					s.UfuncNames.Reduce = n.Take(s.GoName + "Reduce")
					s.UfuncNames.ReduceSlice = n.Take(s.GoName + "ReduceSlice")
					s.UfuncNames.ReduceAxes = n.Take(s.GoName + "ReduceAxes")
					s.UfuncNames.ReduceAll = n.Take(s.GoName + "ReduceAll")
					s.UfuncNames.Accumulate = n.Take(s.GoName + "Accumulate")
					s.UfuncNames.AccumulateSlice = n.Take(s.GoName + "AccumulateSlice")
				}
			}
		}
	}
	for _, d := range p.ExcClasses {
		d.GoName = n.Take(Exported(d.Name))
	}
	for _, name := range order {
		specs := bySpec[name]
		for _, s := range specs {
			suffix := ""
			if len(specs) > 1 {
				suffix = typeSuffix(s.Params)
			}
			switch {
			case !s.Entry:
				s.GoName = n.Take(Local(strings.ReplaceAll(name, ".", "_")) + suffix)
				s.InnerName = s.GoName
			case s.NeedsWrapper():
				s.InnerName = n.Take(Local(name) + suffix)
			default:
				s.InnerName = s.GoName
			}
		}
	}
	for _, s := range twins {
		s.GoName = n.Take(Local(s.ContigOf.InnerName) + "Contig")
		s.InnerName = s.GoName
	}
	for _, k := range p.Consts {
		k.GoName = n.Take(Local(k.Name))
	}
	return n
}
