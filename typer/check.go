package typer

import (
	"fmt"
	"go/constant"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Config holds what the command line adds to the module's own declarations.
// The zero Config is valid.
type Config struct {
	// Sigs are extra entry signatures, written "name(float64, int64)".
	Sigs []string
	// LazySigs are argument types that lazy entries (decorated, without eager signatures)
	// are called with from outside the module, as Numba compiles them at call time. They
	// are ignored for functions with eager signatures.
	LazySigs []string
}

// maxPasses bounds the fixpoint iterations; types only widen, so this is never reached
// by a well-typed module.
const maxPasses = 32

// funcEntry is a function definition together with what the decorators and the command line say of it.
type funcEntry struct {
	def    *translate.FuncDef
	parent *Spec // enclosing specialization for nested functions
	// before are, for a nested function, the functions its enclosing function defined before
	// it, which it may call: Numba inlines those (one defined later, or itself, is a closure
	// variable Numba rejects).
	before map[string]*funcEntry
	sigs   []*signature
	entry  bool // decorated with a jit decorator or named by -sig
	// asked is true when a signature asks for the function: an eager one, annotations or -sig.
	asked bool
	opts  map[string]constant.Value
	// locals are the types the decorator's locals= option declares (typer/locals.go).
	locals map[string]Type
	specs  []*Spec
	order  int
	// lazySigs is true when sigs came from LazySigs: the function still dispatches like a lazy one.
	lazySigs bool
	// declDiags are the problems in the decorators and annotations, reported once the function
	// is asked for or reached: what no entry reaches is never checked.
	declDiags translate.Diagnostics
	// ufunc is set for a @vectorize function, gufunc for a @guvectorize one.
	ufunc  *UfuncDecl
	gufunc *GufuncDecl
	// cuda is set for a @cuda.jit kernel or device function (typer/cuda.go).
	cuda *cudaEntry
	// bound caches translate.BindDefaults(def, n) by n, for specializations that leave out
	// parameters with defaults (or *args).
	bound map[int]*translate.FuncDef
	// captured are the literals of the enclosing variables a lifted nested function reads
	// (funcvalue.go): their reads are those constants.
	captured map[string]translate.Expr
	// class and method are set for a method of a jitclass.
	class  *Class
	method *translate.Method
}

// defFor returns the function a specialization with n parameter types and vararg sees: the
// definition itself, or a copy that binds the parameters left out to their defaults (and
// *args, when vararg is nil, to the empty tuple).
func (fe *funcEntry) defFor(n int, vararg *Tuple) *translate.FuncDef {
	if n == len(fe.def.Params) && (fe.def.Vararg == nil || vararg != nil) {
		return fe.def
	}
	if d, ok := fe.bound[n]; ok {
		return d
	}
	if fe.bound == nil {
		fe.bound = map[int]*translate.FuncDef{}
	}
	d := translate.BindDefaults(fe.def, n)
	fe.bound[n] = d
	return d
}

type checker struct {
	file    string
	mod     *translate.Module
	funcs   map[string]*funcEntry
	order   []*funcEntry
	consts  map[string]*Const
	badGlob map[string]*translate.Global
	// globalTypes caches typeGlobal: the type each non-constant global names, nil for none.
	globalTypes map[string]Type
	specs       []*Spec // every specialization, in creation order
	final       bool    // the last pass records diagnostics
	// splits are the variables to rename because a top-level assignment rebinds them to a
	// value of another type (recorded in the final pass).
	splits map[*translate.FuncDef][]translate.Split
	// unrolls are the literal_unroll loops to expand (recorded in the final pass), and
	// unrolled the loops already recorded.
	unrolls  map[*translate.FuncDef][]translate.Unroll
	unrolled map[*translate.For]int
	diags    translate.Diagnostics
	// warnings are reported with a successful result (Program.Warnings), never with errors.
	warnings translate.Diagnostics
	used     map[*Const]bool
	nested   map[nestKey]*funcEntry
	// lifted are the nested functions passed as arguments, compiled at module level
	// (funcvalue.go), by definition.
	lifted map[*translate.FuncDef]*funcEntry
	// inSpec is the specialization being inferred, nil between them.
	inSpec *Spec
	// at is the position of the innermost statement or expression being typed: after a
	// panic, where it happened.
	at translate.Pos
	// untypedAt is the first expression the final pass left without a type. Every such
	// expression must come with an error; if none was reported, emit would see an expression
	// without a type, and Check reports an internal error instead.
	untypedAt *translate.Pos
	// userExc are the module's exception classes by name, usedExc those compiled code
	// names, badClass the classes shaped like exception classes that are not.
	userExc  map[string]*ExcDecl
	usedExc  map[*ExcDecl]bool
	badClass map[string]translate.Pos
	// classes are the module's jitclasses by name, classOrder in source order.
	classes    map[string]*Class
	classOrder []*Class
	// namedTuples are the module's namedtuple classes by name (namedtuple.go).
	namedTuples map[string]*NamedTuple
	// enums are the module's enum classes by name (enum.go).
	enums map[string]*Enum
}

type nestKey struct {
	def    *translate.FuncDef
	parent *Spec
}

// Check infers the types of every function reachable from the module's entry points.
func Check(m *translate.Module, cfg Config) (*Program, error) {
	// A variable rebound in straight-line code to a value of another type gets a new name
	// from that assignment on (Numba's SSA form types each binding separately): check,
	// rename what conflicted, check again.
	m0 := m
	var first map[*translate.FuncDef][]translate.Split
	for round := 0; ; round++ {
		p, splits, unrolls, err := check(m, cfg)
		if len(unrolls) > 0 && len(splits) == 0 && round < 8 {
			// literal_unroll loops: expand them, then check again (splits are found again
			// in the expanded functions). Splits go first: a loop over a variable rebound to
			// a tuple of another length expands to the length of the binding it reads.
			m = translate.UnrollLoops(m, unrolls)
			continue
		}
		if len(splits) == 0 {
			return p, err
		}
		if round == 0 {
			first = splits
		}
		if round == 8 {
			// Report the original names: renaming did not converge.
			return nil, unsplittable(m0, first)
		}
		m = translate.RenameSplits(m, splits)
	}
}

// unsplittable reports the variables that renaming could not give one type per binding, such
// as a name bound twice, to values of two types, by one statement (a = a, b = 0, 0).
func unsplittable(m *translate.Module, splits map[*translate.FuncDef][]translate.Split) error {
	var diags translate.Diagnostics
	funcs := m.Funcs
	for _, jc := range m.JitClasses {
		for _, me := range jc.Methods {
			funcs = append(funcs[:len(funcs):len(funcs)], me.Def)
		}
	}
	for _, f := range funcs {
		for _, sp := range splits[f] {
			pos := f.Pos
			if sp.Stmt >= 0 && sp.Stmt < len(f.Body) {
				pos = f.Body[sp.Stmt].At()
			}
			diags = append(diags, translate.Diagnostic{File: m.File, Pos: pos, Severity: translate.Error, Code: "type-mismatch",
				Msg:  fmt.Sprintf("%s is bound to values of different types here", sp.Var),
				Hint: "give each value its own variable"})
		}
	}
	if len(diags) == 0 {
		return translate.Diagnostics{translate.InternalError(m.File, translate.Pos{}, "typer: variables to split in no function")}
	}
	return diags
}

func check(m *translate.Module, cfg Config) (p *Program, splits map[*translate.FuncDef][]translate.Split, unrolls map[*translate.FuncDef][]translate.Unroll, err error) {
	c := &checker{
		file: m.File, mod: m,
		funcs:       map[string]*funcEntry{},
		consts:      map[string]*Const{},
		badGlob:     map[string]*translate.Global{},
		globalTypes: map[string]Type{},
		used:        map[*Const]bool{},
		nested:      map[nestKey]*funcEntry{},
		lifted:      map[*translate.FuncDef]*funcEntry{},
		splits:      map[*translate.FuncDef][]translate.Split{},
		usedExc:     map[*ExcDecl]bool{},
		unrolls:     map[*translate.FuncDef][]translate.Unroll{},
		unrolled:    map[*translate.For]int{},
	}
	defer func() {
		if r := recover(); r != nil {
			p, splits, unrolls, err = nil, nil, nil, translate.Recovered(c.file, c.at, r)
		}
	}()
	c.collectGlobals()
	c.collectNamedTuples()
	c.collectEnums()
	c.collectExcClasses()
	c.collectJitClasses()
	for i, f := range m.Funcs {
		fe := &funcEntry{def: f, order: i, opts: map[string]constant.Value{}}
		c.funcs[f.Name] = fe
		c.order = append(c.order, fe)
		c.decorators(fe)
		if fe.entry {
			c.annotationSig(fe)
		}
	}
	c.registerMethods()
	c.commandLineSigs(cfg.Sigs, false)
	c.commandLineSigs(cfg.LazySigs, true)
	c.entrySpecs()
	// Errors in decorators and signatures do not stop the checking of the function bodies
	// whose declarations are sound, so that one run reports every problem of the file.
	c.solve()
	c.final = true
	for _, sp := range c.specs {
		// Only the final pass reports errors, so only its failed assignments may excuse
		// later reads of their targets: an earlier pass read before any assignment too.
		sp.untyped = nil
	}
	c.pass()
	c.reportReached()
	hadErrors := c.diags.HasErrors() // later checks only report when nothing else went wrong
	if !hadErrors {
		c.reportUntyped()
		c.checkUfuncCalls()
	}
	for _, fe := range c.order {
		for _, sp := range fe.specs {
			// A generator is consumed by its callers; a function argument exists only in compiled code.
			if fe.entry && len(fe.sigs) == 0 && !fe.def.Generator && !fe.def.Helper && !hasFuncParam(sp) {
				sp.Entry = true // lazy entry: exported with the specializations its callers need
			}
		}
	}
	for _, sp := range c.specs {
		if sp.Result == nil && !hadErrors { // after another error, the result is just unknown
			c.errorf(sp.Def.Pos, "recursion-needs-signature", "give the function an eager signature with a result type, such as @njit(\"int64(int64)\")",
				"cannot infer the result type of %s: every return path depends on a recursive call", sp.Def.Name)
		}
		c.checkFallsOff(sp, hadErrors)
		c.checkGenerator(sp)
		if sp.Entry && isRange(sp.Result) {
			c.errorf(sp.Def.Pos, "unsupported-feature", "return len(r) or the range's start, stop and step",
				"%s returns a range object, which Numba cannot return to Python", sp.Def.Name)
		}
		if sp.Entry && holdsDictView(sp.Result) {
			c.errorf(sp.Def.Pos, "unsupported-feature", "return list(d.keys()), or the dict itself",
				"%s returns a dict view (%s), which Numba cannot return to Python", sp.Def.Name, sp.Result)
		}
	}
	if len(c.unrolls) > 0 || len(c.splits) > 0 {
		return nil, c.splits, c.unrolls, nil
	}
	if !c.diags.HasErrors() && c.untypedAt != nil {
		c.diags = append(c.diags, translate.InternalError(c.file, *c.untypedAt, "typer: expression without a type, and no error reported"))
	}
	cp := c.checkCUDA()
	if err := c.diags.Err(); err != nil {
		return nil, nil, nil, err
	}
	c.hazards()
	p = c.program()
	p.CUDA = cp
	nameCUDA(cp, p.Names)
	layoutDeviceShared(cp)
	return p, nil, nil, nil
}

// checkFallsOff reports a function with a result whose end is reachable: falling off the end
// returns None, which Numba cannot convert to a declared result, and which pygo cannot mix
// with other results (optional values are not supported).
func (c *checker) checkFallsOff(sp *Spec, hadErrors bool) {
	if hadErrors || sp.Result == nil || sp.Info == nil || isNoneType(sp.Result) || sp.Def.Generator || !fallsOff(sp.Def.Body, sp.Info.Consts) {
		return
	}
	if sp.Declared {
		c.errorf(sp.Def.Pos, "type-mismatch", "return a value (or raise) at the end of the function",
			"%s can reach its end, which returns None, but it is declared to return %s", sp.Def.Name, sp.Result)
		return
	}
	if isOptional(sp.Result) {
		return
	}
	c.errorf(sp.Def.Pos, "unsupported-feature", "return a value (or raise) at the end of the function",
		"%s returns %s on some paths and None at its end: optional values are not supported", sp.Def.Name, sp.Result)
}

func (c *checker) errorf(p translate.Pos, code, hint, format string, args ...any) {
	if !c.final {
		return
	}
	if s := c.inSpec; s != nil && (s.Ufunc != nil || s.Gufunc != nil) && p.Line >= s.Def.Line {
		// A ufunc's loops share one body: say which loop's types it fails for.
		format += " (in the loop %s)"
		args = append(args, loopText(s))
	}
	c.diags.Add(c.file, p, code, hint, format, args...)
}

// solve runs inference over every specialization until no result type, raise flag or
// specialization changes.
func (c *checker) solve() {
	for range maxPasses {
		if !c.pass() {
			return
		}
	}
}

// pass infers every specialization once and reports whether anything changed.
func (c *checker) pass() bool {
	changed := false
	for i := 0; i < len(c.specs); i++ {
		n := len(c.specs)
		if c.infer(c.specs[i]) || len(c.specs) != n {
			changed = true
		}
	}
	return changed
}

// newSpec returns the specialization of fe for the argument types, creating it if needed.
func (c *checker) newSpec(fe *funcEntry, params []Type, vararg *Tuple) *Spec {
	key := specKey(params, vararg)
	for _, s := range fe.specs {
		if specKey(s.Params, s.Vararg) == key {
			return s
		}
	}
	s := &Spec{
		Def: fe.defFor(len(params), vararg), Params: params, Vararg: vararg, fn: fe, Parent: fe.parent,
		Options: fe.opts, ErrorModel: "python", Ufunc: fe.ufunc, Gufunc: fe.gufunc,
		Class: fe.class, Method: fe.method,
		vars: map[string]Type{}, varPos: map[string]translate.Pos{},
	}
	if em, ok := fe.opts["error_model"]; ok && em.Kind() == constant.String && constant.StringVal(em) == "numpy" {
		s.ErrorModel = "numpy"
	}
	if fe.parent != nil && fe.parent.ErrorModel == "numpy" {
		s.ErrorModel = "numpy"
	}
	fe.specs = append(fe.specs, s)
	c.specs = append(c.specs, s)
	return s
}

func specKey(params []Type, vararg *Tuple) string {
	var b strings.Builder
	for _, p := range params {
		b.WriteString(p.String() + ";")
	}
	if vararg != nil {
		b.WriteString("*" + vararg.String())
	}
	return b.String()
}

// resolvePath resolves a dotted name through the module's imports: with `import numba as nb`,
// nb.njit resolves to "numba.njit"; with `from numba import njit`, njit does too. Aliases
// (pathAliases) resolve to the function pygo implements them as.
func (c *checker) resolvePath(e translate.Expr) string {
	path := translate.DottedName(e)
	if path == "" {
		return ""
	}
	first, rest, hasRest := strings.Cut(path, ".")
	im, ok := c.mod.Imports[first]
	if !ok {
		return ""
	}
	full := im.Path()
	if hasRest {
		full += "." + rest
	}
	if alias, ok := pathAliases[full]; ok {
		return alias
	}
	return full
}

// pathAliases maps functions to the one pygo implements them as. numba.pndindex is
// np.ndindex that Numba runs in parallel under parallel=True; pygo runs its iterations in
// order, which gives the same results for loops whose iterations are independent (what
// Numba requires of them).
var pathAliases = map[string]string{
	"numba.pndindex": "numpy.ndindex",
}

// program assembles the result: specializations in source order and Go names.
func (c *checker) program() *Program {
	p := &Program{Module: c.mod, Warnings: c.warnings.Sort()}
	for _, fe := range c.order {
		p.Specs = append(p.Specs, fe.specs...)
	}
	for _, g := range c.mod.Globals {
		if k := c.consts[g.Name]; k != nil && c.used[k] {
			p.Consts = append(p.Consts, k)
		}
	}
	p.ExcClasses = c.usedExcClasses()
	p.Classes = c.classOrder
	p.NamedTuples = c.usedNamedTuples()
	p.Enums = c.usedEnums()
	p.Names = nameProgram(p)
	return p
}

// sortedKeys returns the keys of m in sorted order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

var _ = fmt.Sprint
