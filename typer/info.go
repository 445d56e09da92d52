package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// Program is the result of checking a module: every specialization that must be emitted.
type Program struct {
	Module *translate.Module
	Specs  []*Spec  // module-level specializations, in source order of their functions
	Consts []*Const // module-level constants that compiled code uses, in source order
	// ExcClasses are the module's exception classes compiled code uses, in source order.
	ExcClasses []*ExcDecl
	Names      *Namer // Go names of package-level declarations
	// Warnings are problems that did not stop the translation, such as lazy entries that
	// nothing types and that were skipped.
	Warnings translate.Diagnostics
	// CUDA holds the @cuda.jit kernels and device functions (typer/cuda.go).
	CUDA *CUDAProgram
	// Classes are the module's jitclasses, in source order.
	Classes []*Class
	// NamedTuples are the namedtuple classes that compiled code uses, in source order.
	NamedTuples []*NamedTuple
	// Enums are the enum classes whose members compiled code holds, in source order.
	Enums []*Enum
}

// Const is a module-level constant (a number or a tuple of numbers).
type Const struct {
	Name  string
	Pos   translate.Pos
	Type  Type
	Value constant.Value   // scalar value, nil for a tuple
	Elems []constant.Value // tuple elements, in order; an array's elements in C order
	Shape []int            // the shape of an array constant (np.array([...]) at module level)
	// NonFinite is the value of a float constant that is an infinity or NaN (Value nil).
	NonFinite float64
	GoName    string
}

// Spec is one specialization of a function for given argument types.
type Spec struct {
	Def    *translate.FuncDef
	Params []Type // one per Def.Params, then the *args elements
	Vararg *Tuple // types of *args, nil when the function has none
	Result Type   // NoneType{} when the function returns nothing
	// Declared is true when Result comes from an eager signature.
	Declared bool
	// Entry is true for specializations exported to Go callers.
	Entry bool
	// Raises is true when calling the function can raise a Python exception.
	Raises bool
	// UsesRandom is true when the function (or a callee) draws from Python's random module.
	UsesRandom bool
	// UsesNPRandom is true when the function (or a callee) draws from NumPy's generator.
	UsesNPRandom bool
	// ErrorModel is "python" (division by zero raises) or "numpy" (it gives inf, nan or 0).
	ErrorModel string
	Options    map[string]constant.Value // decorator options (parallel, fastmath, ...)
	// Ufunc is set for the element function of a @vectorize ufunc: each entry specialization
	// is one loop of the ufunc.
	Ufunc *UfuncDecl
	// Gufunc is set for the kernel of a @guvectorize gufunc: each entry specialization is
	// one loop of the gufunc, whose forms are named GufuncNames.
	Gufunc      *GufuncDecl
	GufuncNames GufuncNames
	// Contig is, for a gufunc loop, the same kernel typed for C-contiguous core views, which
	// the loop runs when every operand's core views are; ContigOf is set on that twin.
	Contig, ContigOf *Spec
	// UfuncNames are the Go names of the ufunc's other forms, set with GoName.
	UfuncNames UfuncNames
	Parent     *Spec // enclosing specialization of a nested function
	// Class and Method are set for a method of a jitclass; CtorName is the Go constructor
	// of an __init__ specialization.
	Class    *Class
	Method   *translate.Method
	CtorName string
	Nested   []*Spec // specializations of functions defined inside this one
	Info     *Info
	// GoName is the Go name of the function (exported for entry points);
	// InnerName names the internal body when the entry needs a wrapper.
	GoName, InnerName string

	vars map[string]Type // variable types, widened across inference passes
	// untyped are variables assigned a value whose type is unknown after an error: using
	// them is not reported again.
	untyped map[string]bool
	// noneDead are variables whose None bindings no read sees (optional.go): they have the
	// type of their other bindings, and emit drops the None assignments.
	noneDead map[string]bool
	varPos   map[string]translate.Pos
	fn       *funcEntry
}

// UfuncNames are the Go names of a ufunc loop's forms besides the element function.
type UfuncNames struct {
	Array string // over kernels.Operand inputs with broadcasting, into a new array
	Into  string // into a given array
	Slice string // over Go slices, into a new slice
	Loop  string // the inner loop over contiguous slices (unexported)
	// Reduce and ReduceSlice are ufunc.reduce along an axis and over a slice; "" unless the
	// loop has two inputs and its inputs and result have one type.
	Reduce, ReduceSlice string
	// ReduceAxes and ReduceAll are ufunc.reduce over a tuple of axes and over every axis
	// (axis=None); Accumulate and AccumulateSlice are ufunc.accumulate along an axis and over
	// a slice. They are "" exactly when Reduce is.
	ReduceAxes, ReduceAll, Accumulate, AccumulateSlice string
	// Outer and OuterInto are ufunc.outer into a new array and into a given one; "" unless
	// the loop has two inputs.
	Outer, OuterInto string
}

// GufuncNames are the Go names of a gufunc loop's forms besides its kernel.
type GufuncNames struct {
	Array string // over kernels.Operand inputs, into new outputs; "" for a layout without outputs
	Into  string // into given outputs
}

// Key identifies a specialization: function name and argument types.
func (s *Spec) Key() string {
	k := s.Def.Name + "("
	for i, p := range s.Params {
		if i > 0 {
			k += ", "
		}
		k += p.String()
	}
	return k + ")"
}

// Info records the results of checking one specialization.
type Info struct {
	Types   map[translate.Expr]Type           // type of every expression
	Consts  map[translate.Expr]constant.Value // value of every constant expression
	Vars    map[string]Type                   // type of every local variable and parameter
	Calls   map[*translate.Call]*Call         // resolved callee per call site
	Aug     map[*translate.AugAssign]Type     // result type of the operation in x op= y
	Locals  map[string]bool                   // names assigned in the function (Python locals)
	Funcs   map[*translate.FuncDef][]*Spec    // specializations of nested functions defined here
	Raising map[translate.Expr]bool           // operations that may raise (division by a variable, ...)
	// Datetime holds the operations on datetime64/timedelta64 values (typer/datetime.go): a
	// BinOp, UnaryOp or Call under itself; DatetimeCmps one comparison of a Compare under its
	// right operand.
	Datetime, DatetimeCmps map[translate.Expr]*DatetimeOp
	// AugDatetime holds x op= y of datetime64/timedelta64 values: x = the operation.
	AugDatetime map[*translate.AugAssign]*DatetimeOp
	// Unwrap holds the optional values used where their element type is needed (x + 1 with
	// x Optional(int64)): Types holds the element type, and None raises TypeError.
	Unwrap map[translate.Expr]*Optional
	// EnumValues holds the IntEnum members used where a number is wanted (Shape.square * n,
	// range(m)): Types holds the value's type, and emit converts the member to it.
	EnumValues map[translate.Expr]*Enum
	// EnumMembers holds the expressions naming an enum member (Color.red, Color['red']);
	// Consts holds a number, bool or string member's value too.
	EnumMembers map[translate.Expr]*EnumMember
	// AsArray holds the lists and tuples of numbers given to a NumPy function's array_like
	// parameter: the array np.asarray makes of each, which the call reads (its Call's
	// ArgTypes hold it too). Types holds their own list or tuple type.
	AsArray map[translate.Expr]*Array
	// OptStrCmps marks `a == b` and `a != b` between strs where an operand is an optional
	// str, which Numba 0.56's unicode overloads compare without unwrapping (see
	// optStrCompare).
	OptStrCmps map[*translate.Compare]bool
	// MutChecked holds the loops over a numba.typed.List whose body may resize it: each step
	// checks the length, as Numba's typed-list iterator, and raises RuntimeError when it
	// changed (see mutCheckedLoop).
	MutChecked map[*translate.For]bool
	// Operators holds, for each call of an operator module function (operator.add(a, b)),
	// the expression it stands for (a + b), typed like the others.
	Operators map[*translate.Call]translate.Expr
	// Floats holds float constants go/constant cannot represent: inf, nan and -0.0.
	Floats map[translate.Expr]float64
	// Index says how each subscript of an array selects its elements.
	Index map[*translate.Subscript]*Indexing
	// Parallel holds the prange loops that run on goroutines.
	Parallel map[*translate.For]*ParLoop
	// SharedUpdates holds the element updates a[idx] += v and a[idx] -= v inside prange
	// loops that iterations may make to the same element: a is defined outside the loop, and
	// no item of idx is the loop's variable or a numba.get_thread_id() result. emit makes
	// them atomic (Numba's race).
	SharedUpdates map[*translate.AugAssign]bool
	// Props holds the jitclass property reads (obj.prop) and the getter each calls.
	Props map[*translate.Attribute]*Spec
	// PropSets holds the assignments to jitclass properties (obj.prop = v) and the setter
	// each calls.
	PropSets map[*translate.Attribute]*Spec
	// Dunders holds the operators, builtins and subscripts on jitclass instances that call
	// one of the class's methods (x + y, len(x), x[k]).
	Dunders map[translate.Expr]*Dunder
	// AugDunders holds the augmented assignments x op= y that call __iop__ or __op__ of a
	// jitclass instance x; x is assigned the result.
	AugDunders map[*translate.AugAssign]*Dunder
	// SetItems holds the item assignments x[k] = v that call x.__setitem__(k, v); Args are
	// x and k.
	SetItems map[*translate.Subscript]*Dunder
	// Truths holds the jitclass instances tested as a condition (if x:): the method that
	// decides, or a Dunder with no Spec when the instance is always true.
	Truths map[translate.Expr]*Dunder
	// PlainDiv holds the divisors of the integer // and % operations (x // y, x %= y) whose
	// dividend is proved non-negative and divisor positive, where Go's / and % give Python's
	// floor results (sign.go).
	PlainDiv map[translate.Expr]bool
	// FieldItems holds the element reads and writes through a field view of a record array,
	// a['x'][i] and a.x[i, j]: the field of one record, read or written in place without a
	// view, so that packed (unaligned) fields work too (typer/record_items.go).
	FieldItems map[*translate.Subscript]*FieldItem
}

// CallKind classifies a resolved call.
type CallKind int

// Call kinds.
const (
	CallUser    CallKind = iota // a user function: Spec is set
	CallBuiltin                 // a builtin or module function: Builtin is set ("abs", "math.sqrt")
	CallConvert                 // a conversion to Type (int(x), float(x), numba.float32(x))
	CallExc                     // an exception constructor inside raise
	CallMethod                  // a method of a value: Builtin is the method name
	// CallUfunc applies the @vectorize ufunc whose loop Spec is element by element to array
	// arguments (a call with scalars only is a CallUser of the element function).
	CallUfunc
	// CallNew constructs a jitclass instance: Spec is the __init__ specialization, and Args
	// leave out self (Args[0] is nil).
	CallNew
	// CallNamedTuple constructs a namedtuple instance of type Type: Args are the field values
	// in field order, defaults filled in.
	CallNamedTuple
	// CallValue calls through a function value: Type is its *FuncValue, signature fixed.
	CallValue
)

// Call is a resolved call site.
type Call struct {
	Kind    CallKind
	Spec    *Spec
	Builtin string
	Type    Type             // the target of a conversion
	Args    []translate.Expr // arguments in parameter order, defaults filled in
	// ArgTypes are the types of Args; for user calls they are converted to Spec.Params.
	ArgTypes []Type
	Recv     translate.Expr // receiver of a method call
	// Out is the output array of a ufunc called with one (np.add(a, b, out)); the call's
	// value is Out, and Inner is the same call without it, typed as a call without out.
	// np.divmod with outputs sets Inner alone: the call without them.
	Out   translate.Expr
	Inner *translate.Call
	// Key is the specialization of the function argument of sort(key=f) and sorted(key=f)
	// (called with one item), and of map(f, ...) and filter(f, ...); nil without one.
	Key *Spec
}

func newInfo() *Info {
	return &Info{
		Types:         map[translate.Expr]Type{},
		Consts:        map[translate.Expr]constant.Value{},
		PlainDiv:      map[translate.Expr]bool{},
		Vars:          map[string]Type{},
		Calls:         map[*translate.Call]*Call{},
		Aug:           map[*translate.AugAssign]Type{},
		Locals:        map[string]bool{},
		Funcs:         map[*translate.FuncDef][]*Spec{},
		Raising:       map[translate.Expr]bool{},
		Datetime:      map[translate.Expr]*DatetimeOp{},
		DatetimeCmps:  map[translate.Expr]*DatetimeOp{},
		AugDatetime:   map[*translate.AugAssign]*DatetimeOp{},
		Unwrap:        map[translate.Expr]*Optional{},
		EnumValues:    map[translate.Expr]*Enum{},
		EnumMembers:   map[translate.Expr]*EnumMember{},
		AsArray:       map[translate.Expr]*Array{},
		OptStrCmps:    map[*translate.Compare]bool{},
		Operators:     map[*translate.Call]translate.Expr{},
		MutChecked:    map[*translate.For]bool{},
		Floats:        map[translate.Expr]float64{},
		Index:         map[*translate.Subscript]*Indexing{},
		Parallel:      map[*translate.For]*ParLoop{},
		SharedUpdates: map[*translate.AugAssign]bool{},
		Props:         map[*translate.Attribute]*Spec{},
		PropSets:      map[*translate.Attribute]*Spec{},
		Dunders:       map[translate.Expr]*Dunder{},
		AugDunders:    map[*translate.AugAssign]*Dunder{},
		SetItems:      map[*translate.Subscript]*Dunder{},
		Truths:        map[translate.Expr]*Dunder{},
		FieldItems:    map[*translate.Subscript]*FieldItem{},
	}
}
