package typer

import (
	"errors"
	"fmt"
	"go/constant"
	"go/token"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file decides the entry points of a module and their signatures: jit decorators (with
// eager signatures), annotations and -sig flags. Only what the typed entries reach is checked:
// problems in a function's decorators wait in funcEntry.declDiags until the function is asked
// for (it has a signature) or reached (it has a specialization), and a lazy entry nothing types
// is skipped with a warning, unless nothing at all can be emitted.

// sigForm says how a signature's argument types map onto the parameters.
type sigForm int

const (
	// numbaForm is Numba's: one type per parameter, Omitted(default) for one the caller leaves
	// out, and the *args types as one tuple.
	numbaForm sigForm = iota
	// callForm lists the types of the arguments a call passes, as -sig does: the parameters
	// from the first one left out take their defaults, and the types after the parameters are
	// those of *args.
	callForm
)

// noSigHint lists the three ways to give a lazy entry its argument types.
func noSigHint(def *translate.FuncDef) string {
	example := make([]string, len(def.Params))
	for i := range example {
		example[i] = "float64"
	}
	return fmt.Sprintf("give the argument types in the decorator (@njit(\"float64(float64, int64)\")), as annotations (def f(x: float, n: int)), or with pygo -sig '%s(%s)'",
		def.Name, strings.Join(example, ", "))
}

// decorators reads the jit decorators of a module-level function.
func (c *checker) decorators(fe *funcEntry) {
	for _, d := range fe.def.Decorators {
		path := c.resolvePath(d.Func)
		switch path {
		case "numba.njit", "numba.jit", "numba.generated_jit", "numba.core.decorators.njit", "numba.core.decorators.jit",
			// register_jitable marks a plain Python function that jit code may call; compiled
			// ahead of time it is a function like any other.
			"numba.extending.register_jitable", "numba.core.extending.register_jitable",
			// A @cfunc is a C callback with one signature; in Go it is a function with that
			// signature, which compiled code calls like any other (as Numba's does).
			"numba.cfunc", "numba.core.decorators.cfunc":
		case "numba.vectorize", "numba.np.ufunc.vectorize", "numba.np.ufunc.decorators.vectorize":
			c.vectorizeDecorator(fe, d)
			continue
		case "numba.guvectorize", "numba.np.ufunc.guvectorize", "numba.np.ufunc.decorators.guvectorize":
			c.guvectorizeDecorator(fe, d)
			continue
		case "numba.cuda.jit":
			c.cudaDecorator(fe, d)
			continue
		case "numba.cuda.reduce", "numba.cuda.Reduce":
			fe.declDiags.Add(c.file, d.Pos, "unsupported-feature", "write the reduction as a kernel: a grid-stride loop with cuda.atomic.add, or a block reduction in cuda.shared.array memory",
				"@cuda.reduce is not supported yet")
			continue
		case "numba.experimental.jitclass", "numba.jitclass":
			fe.declDiags.Add(c.file, d.Pos, "unsupported-feature", "this pygo release compiles @njit and @jit functions", "the %s decorator is not supported yet", path[strings.LastIndex(path, ".")+1:])
			continue
		default:
			// Other decorators (functools.wraps, user decorators) are not entry markers.
			if path == "" {
				path = translate.DottedName(d.Func)
			}
			fe.declDiags.Add(c.file, d.Pos, "unsupported-feature", "remove the decorator, or apply it outside the module pygo compiles", "decorator %s is not supported", path)
			continue
		}
		fe.entry = true
		r := typeResolver{mod: c.mod, strict: true, classes: c.classes, namedTuples: c.namedTuples, enums: c.enums}
		addSig := func(e translate.Expr) {
			fe.asked = true // a signature that does not parse still asks for the function
			if l, ok := e.(*translate.List); ok {
				for _, x := range l.Elts {
					c.addSigOne(fe, r, x)
				}
				return
			}
			c.addSigOne(fe, r, e)
		}
		for _, a := range d.Args {
			addSig(a)
		}
		if strings.HasSuffix(path, ".cfunc") && len(d.Args) == 0 {
			fe.declDiags.Add(c.file, d.Pos, "bad-signature", `give the C signature: @cfunc("float64(float64)")`, "@cfunc needs a signature, as in Numba")
		}
		for _, k := range d.Keywords {
			switch k.Name {
			case "signature_or_function":
				addSig(k.Value)
			case "nopython", "parallel", "fastmath", "boundscheck", "error_model", "inline", "cache", "nogil", "forceobj", "looplift", "locals", "no_cpython_wrapper", "no_cfunc_wrapper", "debug", "target":
				if cst, ok := k.Value.(*translate.Const); ok && cst.Value != nil {
					fe.opts[k.Name] = cst.Value
				}
				if k.Name == "locals" {
					c.readLocals(fe, k)
				}
				if k.Name == "error_model" {
					if cst, ok := k.Value.(*translate.Const); !ok || cst.Kind != translate.StrConst ||
						(constant.StringVal(cst.Value) != "python" && constant.StringVal(cst.Value) != "numpy") {
						fe.declDiags.Add(c.file, k.Pos, "bad-option", "", "error_model must be 'python' or 'numpy'")
					}
				}
				if k.Name == "forceobj" || k.Name == "nopython" && isFalse(k.Value) {
					fe.declDiags.Add(c.file, k.Pos, "unsupported-feature", "pygo compiles nopython mode only", "object mode is not supported")
				}
			default:
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "", "unknown decorator option %s", k.Name)
			}
		}
	}
}

func isFalse(e translate.Expr) bool {
	cst, ok := e.(*translate.Const)
	return ok && cst.Kind == translate.BoolConst && !constant.BoolVal(cst.Value)
}

func (c *checker) addSigOne(fe *funcEntry, r typeResolver, e translate.Expr) {
	s, err := r.parseSignature(e, c.file)
	if err != nil {
		fe.declDiags.Add(c.file, leftmost(errorAt(err, e)).At(), "bad-signature", "signatures look like \"float64(float64, int64)\"", "%v", err)
		return
	}
	s.form = numbaForm
	fe.sigs = append(fe.sigs, s)
}

// annotationSig adds a signature from parameter annotations when a lazy entry has them.
func (c *checker) annotationSig(fe *funcEntry) {
	if len(fe.sigs) > 0 || len(fe.def.Params) == 0 {
		return
	}
	r := typeResolver{mod: c.mod, strict: true, classes: c.classes, namedTuples: c.namedTuples, enums: c.enums}
	s := &signature{form: callForm, at: &translate.Name{Pos: fe.def.Pos, Id: fe.def.Name}}
	for _, p := range fe.def.Params {
		if p.Annot == nil {
			return
		}
		t, err := r.resolve(p.Annot)
		if err != nil {
			fe.declDiags.Add(c.file, leftmost(errorAt(err, p.Annot)).At(), "bad-signature", "annotate with int, float, bool, complex or a Numba type such as numba.float64", "%v", err)
			return
		}
		s.args = append(s.args, sigArg{typ: t, at: p.Annot})
	}
	if fe.def.Returns != nil {
		if t, err := r.resolve(fe.def.Returns); err == nil {
			s.result = t
		}
	}
	fe.asked = true
	fe.sigs = append(fe.sigs, s)
}

// commandLineSigs applies -sig flags: each makes its function an entry with those argument
// types. With lazyOnly, they are the LazySigs of Config and apply only to lazy entries.
func (c *checker) commandLineSigs(sigs []string, lazyOnly bool) {
	for _, text := range sigs {
		diag := func(at translate.Expr, hint, format string, args ...any) {
			c.diags = append(c.diags, sigDiag(text, at, hint, fmt.Sprintf(format, args...)))
		}
		const form = "write -sig 'name(float64, int64)'"
		e, err := translate.ParseExpr("-sig", numbaTypeText(text), translate.Pos{Line: 1, Col: 1})
		if err != nil {
			d := translate.Diagnostic{File: "-sig", Pos: translate.Pos{Line: 1, Col: 1}, Severity: translate.Error,
				Code: "syntax-error", Msg: fmt.Sprintf("cannot parse signature %q", text)}
			var pds translate.Diagnostics
			if errors.As(err, &pds) && len(pds) > 0 {
				d = pds[0]
			}
			d.Source, d.Hint = text, form
			c.diags = append(c.diags, d)
			continue
		}
		call, ok := e.(*translate.Call)
		name := ""
		if ok {
			name = translate.DottedName(call.Func)
		}
		if name == "" || len(call.Keywords) > 0 {
			diag(e, form, "cannot parse signature %q", text)
			continue
		}
		fe := c.funcs[name]
		if fe == nil {
			var ok bool
			if fe, ok = c.qualifiedFunc(name, call.Func, diag); !ok {
				continue
			}
		}
		if fe != nil && fe.cuda != nil {
			c.cudaSig(fe, text, lazyOnly)
			continue
		}
		if lazyOnly && fe != nil && (!fe.entry || len(fe.sigs) > 0 && !fe.lazySigs) {
			continue
		}
		if fe == nil {
			diag(call.Func, c.funcNamesHint(name), "unknown function %q: %s has no such module-level function", name, c.file)
			continue
		}
		r := typeResolver{mod: c.mod, classes: c.classes, namedTuples: c.namedTuples, enums: c.enums}
		s := &signature{form: callForm, at: call, source: text}
		bad := false
		for _, a := range call.Args {
			if v, ok := r.omitted(a); ok {
				s.args = append(s.args, sigArg{omitted: v, at: a})
				continue
			}
			t, err := r.resolve(a)
			if err != nil {
				diag(errorAt(err, a), "types are written as in Numba: float64, int64, float64[:], f8[:, ::1], UniTuple(int64, 2)", "%v", err)
				bad = true
				break
			}
			if a, ok := t.(*Array); ok && lazyOnly && fe.ufunc != nil {
				t = a.Dtype // a dynamic ufunc called with an array compiles the loop of its dtype
			}
			if lazyOnly && fe.gufunc != nil {
				t = fe.gufunc.coreType(len(s.args), t)
			}
			s.args = append(s.args, sigArg{typ: t, at: a})
		}
		fe.entry = true
		fe.asked = fe.asked || !lazyOnly
		if bad {
			continue
		}
		if lazyOnly && fe.gufunc != nil && hasSig(fe.sigs, s) {
			continue // another call already compiled this dynamic gufunc's loop
		}
		fe.lazySigs = fe.lazySigs || lazyOnly
		fe.sigs = append(fe.sigs, s)
	}
}

// hasSig reports whether sigs holds a signature of s's argument types.
func hasSig(sigs []*signature, s *signature) bool {
	for _, o := range sigs {
		if len(o.args) != len(s.args) {
			continue
		}
		same := true
		for i, a := range o.args {
			if a.typ == nil || s.args[i].typ == nil || !Identical(a.typ, s.args[i].typ) {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// funcNamesHint suggests the module's function closest to a name -sig gives, or lists them.
func (c *checker) funcNamesHint(name string) string {
	best, bestDist := "", len(name)/3+2
	var names []string
	for _, fe := range c.order {
		names = append(names, fe.def.Name)
		if d := editDistance(name, fe.def.Name); d < bestDist {
			best, bestDist = fe.def.Name, d
		}
	}
	switch {
	case best != "":
		return "did you mean " + best + "?"
	case len(names) == 0:
		return "the module defines no functions"
	case len(names) > 8:
		names = append(names[:8], "...")
	}
	return "the module's functions are " + strings.Join(names, ", ")
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

// sigDiag is an error in the text of a -sig flag, underlining the expression at.
func sigDiag(text string, at translate.Expr, hint, msg string) translate.Diagnostic {
	p := leftmost(at).At()
	end := exprEnd(text, p.Col)
	if n, ok := at.(*translate.Name); ok {
		end = p.Col + len(n.Id)
	}
	return translate.Diagnostic{
		File: "-sig", Pos: p, End: translate.Pos{Line: p.Line, Col: end},
		Severity: translate.Error, Code: "bad-signature", Msg: msg, Hint: hint, Source: text,
	}
}

// leftmost returns the part of e that starts it: the parser positions a call, a subscript or
// an attribute at its bracket or dot.
func leftmost(e translate.Expr) translate.Expr {
	for {
		switch x := e.(type) {
		case *translate.Call:
			e = x.Func
		case *translate.Subscript:
			e = x.X
		case *translate.Attribute:
			e = x.X
		default:
			return e
		}
	}
}

// exprEnd returns the column just after the expression that starts at column col of the
// one-line text: it ends before a comma or closing bracket outside any brackets it opens.
func exprEnd(text string, col int) int {
	depth := 0
	i := max(col-1, 0)
loop:
	for ; i < len(text); i++ {
		switch text[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				break loop
			}
			depth--
		case ',':
			if depth == 0 {
				break loop
			}
		}
	}
	for i > col-1 && i > 0 && text[i-1] == ' ' {
		i--
	}
	return i + 1
}

// sigError reports a problem with one of fe's signatures: in the -sig text it came from, or in
// the Python file.
func (c *checker) sigError(s *signature, at translate.Expr, hint, format string, args ...any) {
	if s.source != "" {
		c.diags = append(c.diags, sigDiag(s.source, at, hint, fmt.Sprintf(format, args...)))
		return
	}
	c.diags.Add(c.file, leftmost(at).At(), "bad-signature", hint, format, args...)
}

// entrySpecs binds the signatures of the entries to their parameters and creates their
// specializations. The declaration problems of functions asked for are reported now.
func (c *checker) entrySpecs() {
	for _, fe := range c.order {
		badDecl := fe.declDiags.HasErrors()
		if fe.asked {
			c.flushDecl(fe)
		}
		if !fe.entry || badDecl && fe.asked {
			// After an error in its declaration, the body is not checked: its types would
			// follow from a declaration that is wrong.
			continue
		}
		var kept []*signature
		for _, s := range fe.sigs {
			if !c.bindSig(fe, s) || !c.checkUfuncSig(fe, s) || !c.checkGufuncSig(fe, s) {
				continue
			}
			kept = append(kept, s)
			sp := c.newSpec(fe, s.params, s.vararg)
			if s.result != nil {
				sp.Result, sp.Declared = s.result, true
			}
			sp.Entry = true
			if fe.gufunc != nil && sp.Contig == nil {
				c.contigTwin(fe, sp)
			}
		}
		fe.sigs = kept
	}
}

// contigTwin gives the gufunc loop sp its twin typed for C-contiguous core views: Go reads
// those with plain indexes (no strides), and a gufunc's operands are most often contiguous.
func (c *checker) contigTwin(fe *funcEntry, sp *Spec) {
	params := make([]Type, len(sp.Params))
	for i, p := range sp.Params {
		params[i] = p
		if a, ok := p.(*Array); ok {
			params[i] = NewArray(a.Dtype, a.Ndim, LayoutC)
		}
	}
	n := len(fe.specs)
	tw := c.newSpec(fe, params, nil)
	if tw == sp {
		return
	}
	if len(fe.specs) > n {
		tw.ContigOf = sp
		tw.Result, tw.Declared = sp.Result, sp.Declared
	}
	sp.Contig = tw
}

// flushDecl reports the problems found in fe's decorators and annotations, once.
func (c *checker) flushDecl(fe *funcEntry) {
	c.diags = append(c.diags, fe.declDiags...)
	fe.declDiags = nil
}

// bindSig binds s to fe's parameters, reporting why it cannot be. A signature in a decorator
// follows Numba; one that Numba rejects but reads as -sig would (fewer types than parameters,
// or the *args types one by one) is taken that way, with a warning.
func (c *checker) bindSig(fe *funcEntry, s *signature) bool {
	err := s.bind(fe.def, s.form, c.sameConst)
	if err == nil {
		return true
	}
	if s.form == numbaForm && s.bind(fe.def, callForm, c.sameConst) == nil {
		def := fe.def
		var how, hint string
		if n := len(s.params); n < len(def.Params) {
			var names, omitted []string
			for _, p := range def.Params[n:] {
				names = append(names, p.Name)
				omitted = append(omitted, "Omitted("+defaultText(p.Default)+")")
			}
			how = "pygo gives " + strings.Join(names, " and ") + " its default"
			if len(names) > 1 {
				how = "pygo gives " + strings.Join(names, " and ") + " their defaults"
			}
			hint = "to keep the module working under Numba, write each parameter left out as Omitted(default)"
			if j := strings.LastIndex(s.written, ")"); j > 0 {
				hint += fmt.Sprintf(": \"%s, %s)\"", s.written[:j], strings.Join(omitted, ", "))
			}
		} else {
			how = fmt.Sprintf("pygo passes the last %d types as *%s", len(s.vararg.Elems), def.Vararg.Name)
			hint = fmt.Sprintf("to keep the module working under Numba, give the *%s types as one tuple, as in (float64, Tuple((int64, float64)))", def.Vararg.Name)
		}
		c.warnings.Warn(c.file, s.at.At(), "numba-signature", hint, "this signature of %s fails under Numba (%v): %s", def.Name, err, how)
		return true
	}
	var be *bindError
	at := s.at
	if errors.As(err, &be) && be.at != nil {
		at = be.at
	}
	c.sigError(s, at, "give one type per parameter, in order; parameters with defaults may be left out at the end", "%v", err)
	return false
}

// defaultText spells a parameter's default in Python, or "..." when it is not a literal.
func defaultText(e translate.Expr) string {
	k, ok := e.(*translate.Const)
	if !ok {
		return "..."
	}
	switch k.Kind {
	case translate.NoneConst:
		return "None"
	case translate.BoolConst:
		if constant.BoolVal(k.Value) {
			return "True"
		}
		return "False"
	case translate.StrConst:
		return fmt.Sprintf("%q", constant.StringVal(k.Value))
	}
	return k.Value.String()
}

// bindError is why a signature does not fit a function's parameters.
type bindError struct {
	at  translate.Expr // the argument at fault, or nil for the whole signature
	msg string
}

func (e *bindError) Error() string { return e.msg }

// bind sets s.params and s.vararg from s.args for a call of def, in the given form. same
// compares the value of an Omitted argument with the parameter's default.
func (s *signature) bind(def *translate.FuncDef, form sigForm, same func(a, b translate.Expr) bool) error {
	nparams := len(def.Params)
	args := s.args
	var vararg []sigArg
	switch {
	case form == numbaForm && def.Vararg != nil:
		if len(args) != nparams+1 {
			return &bindError{msg: fmt.Sprintf("%s given, but %s takes %d: one per parameter and one tuple for *%s",
				count(len(args), "argument type"), def.Name, nparams+1, def.Vararg.Name)}
		}
		last := args[nparams]
		tup, ok := last.typ.(*Tuple)
		if !ok {
			return &bindError{at: last.at, msg: fmt.Sprintf("the type of *%s must be a tuple, not %s", def.Vararg.Name, typeText(last))}
		}
		args = args[:nparams]
		for _, t := range tup.Elems {
			vararg = append(vararg, sigArg{typ: t, at: last.at})
		}
	case form == numbaForm && len(args) != nparams:
		return &bindError{msg: fmt.Sprintf("%s given, but %s takes %s", count(len(args), "argument type"), def.Name, count(nparams, "argument"))}
	case len(args) > nparams:
		if def.Vararg == nil {
			return &bindError{at: args[nparams].at, msg: fmt.Sprintf("%s given, but %s takes %s", count(len(args), "argument type"), def.Name, count(nparams, "argument"))}
		}
		args, vararg = args[:nparams], args[nparams:]
	}
	// The parameters from the first one left out on take their defaults.
	given := len(args)
	for i, a := range args {
		if a.omitted != nil {
			given = i
			break
		}
	}
	for i, a := range args[given:] {
		p := def.Params[given+i]
		if a.omitted == nil {
			return &bindError{at: a.at, msg: fmt.Sprintf("pygo leaves out trailing parameters only: %s comes after the omitted %s", p.Name, def.Params[given].Name)}
		}
		if p.Default == nil {
			return &bindError{at: a.at, msg: fmt.Sprintf("parameter %s of %s has no default to omit", p.Name, def.Name)}
		}
		if !same(a.omitted, p.Default) {
			return &bindError{at: a.at, msg: fmt.Sprintf("the value in Omitted must be the default of %s, %s", p.Name, defaultText(p.Default))}
		}
	}
	for _, p := range def.Params[given:] {
		if p.Default == nil {
			return &bindError{msg: fmt.Sprintf("%s given, but %s takes %s (%s has no default)", count(given, "argument type"), def.Name, count(nparams, "argument"), p.Name)}
		}
	}
	for _, a := range vararg {
		if a.omitted != nil {
			return &bindError{at: a.at, msg: fmt.Sprintf("*%s values cannot be omitted", def.Vararg.Name)}
		}
	}
	if given < nparams && len(vararg) > 0 {
		return &bindError{msg: fmt.Sprintf("*%s values cannot follow omitted parameters", def.Vararg.Name)}
	}
	s.params = nil
	for _, a := range args[:given] {
		s.params = append(s.params, a.typ)
	}
	s.vararg = nil
	if len(vararg) > 0 {
		s.vararg = &Tuple{}
		for _, a := range vararg {
			s.vararg.Elems = append(s.vararg.Elems, a.typ)
		}
	}
	return nil
}

// count spells n things: "1 argument", "2 arguments".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

func typeText(a sigArg) string {
	if a.omitted != nil {
		return "Omitted"
	}
	return a.typ.String()
}

// sameConst reports whether two constant expressions (literals, module constants and
// arithmetic on them) have the same value.
func (c *checker) sameConst(a, b translate.Expr) bool {
	isNone := func(e translate.Expr) bool {
		k, ok := e.(*translate.Const)
		return ok && k.Kind == translate.NoneConst
	}
	if isNone(a) || isNone(b) {
		return isNone(a) && isNone(b)
	}
	ta, va, ea, ok1 := c.constValue(a)
	tb, vb, eb, ok2 := c.constValue(b)
	if !ok1 || !ok2 || (va == nil) != (vb == nil) || len(ea) != len(eb) {
		return false
	}
	same := func(x, y constant.Value) bool {
		num := func(k constant.Kind) bool {
			return k == constant.Int || k == constant.Float || k == constant.Complex
		}
		if x.Kind() != y.Kind() && !(num(x.Kind()) && num(y.Kind())) {
			return false
		}
		return constant.Compare(x, token.EQL, y)
	}
	if va != nil {
		return (ta == Bool) == (tb == Bool) && same(va, vb)
	}
	for i := range ea {
		if !same(ea[i], eb[i]) {
			return false
		}
	}
	return true
}

// reportReached reports the declaration problems of the functions the entries reach.
func (c *checker) reportReached() {
	for _, fe := range c.order {
		if len(fe.specs) > 0 {
			c.flushDecl(fe)
		}
	}
}

// reportUntyped reports the lazy entries that nothing typed: a warning each while something
// else is emitted (the function is skipped), an error each when nothing is.
func (c *checker) reportUntyped() {
	emitted := false
	for _, fe := range c.order {
		emitted = emitted || len(fe.specs) > 0 || fe.cuda != nil && len(fe.cuda.sigs)+len(fe.cuda.lazy) > 0
	}
	for _, fe := range c.order {
		if !fe.entry || len(fe.specs) > 0 || fe.def.Helper {
			continue
		}
		hint := noSigHint(fe.def)
		switch {
		case fe.ufunc != nil:
			hint = ufuncSigHint(fe.def)
		case fe.gufunc != nil:
			hint = gufuncSigHint(fe)
		}
		if emitted {
			c.warnings.Warn(c.file, fe.def.Pos, "no-signature", hint,
				"%s is not translated: nothing gives its argument types (no signature, and no caller in the translated functions)", fe.def.Name)
			continue
		}
		c.diags.Add(c.file, fe.def.Pos, "no-signature", hint,
			"cannot infer the argument types of %s: it has no signature and no callers in this module", fe.def.Name)
	}
}
