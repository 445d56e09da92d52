package translate

import (
	"bytes"
	"fmt"
	"go/constant"
	"go/token"
	"math/big"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// Translate parses a Python source file and lowers it to a Module.
// Problems are returned as Diagnostics; the Module is nil when the file cannot be parsed.
//
// A panic (a bug in pygo) is returned as an internal-error diagnostic at the node being
// lowered, or at line 1.
func Translate(file string, src []byte) (m *Module, err error) {
	return TranslateAt(file, src, 0)
}

// TranslateAt is Translate for the module with the given index among the files of a package:
// every position in the result carries index as its File (see Link).
func TranslateAt(file string, src []byte, index int) (m *Module, err error) {
	l := &lowerer{file: file, lines: strings.Split(string(src), "\n"), index: index}
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, Recovered(file, l.at, r)
		}
	}()
	out, side, diags := modernize(file, src)
	if diags.HasErrors() {
		return nil, diags.Err()
	}
	mod, perr := parse(file, out, "exec")
	if perr != nil {
		return nil, syntaxDiag(file, perr, Pos{})
	}
	l.side = side
	m = l.module(mod.(*ast.Module))
	if err := l.diags.Err(); err != nil {
		return nil, err
	}
	return m, nil
}

// parse runs gpython's parser, turning any panic inside it into an error.
func parse(file string, src []byte, mode py.CompileMode) (mod ast.Mod, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("invalid syntax (parser: %v)", r)
		}
	}()
	return parser.Parse(bytes.NewReader(src), file, mode)
}

// syntaxDiag converts a gpython syntax error into a diagnostic at its position.
func syntaxDiag(file string, err error, base Pos) Diagnostics {
	pos := Pos{Line: 1, Col: 1}
	msg := err.Error()
	if e, ok := err.(*py.Exception); ok {
		if l, ok := e.Dict["lineno"].(py.Int); ok {
			pos.Line = int(l)
		}
		if c, ok := e.Dict["offset"].(py.Int); ok {
			pos.Col = int(c) + 1
		}
		if len(e.Args.(py.Tuple)) > 0 {
			msg = fmt.Sprint(e.Args.(py.Tuple)[0])
		}
	}
	if base.IsValid() {
		pos = posFromAST(pos.Line, pos.Col-1, base)
	}
	msg = strings.TrimPrefix(strings.ToLower(msg[:1])+msg[1:], "syntaxerror: ")
	var ds Diagnostics
	ds.Add(file, pos, "syntax-error", "", "%s", msg)
	return ds
}

type lowerer struct {
	file  string
	side  *sideTable
	lines []string // the original source, for names modernize blanked out
	base  Pos      // non-zero while lowering an f-string expression parsed on its own
	diags Diagnostics
	at    Pos // the position last computed by pos: after a panic, near where it happened
	index int // the file's index in its package, the File of every Pos
	comp  compState
	// handlers counts the except clauses being lowered around the current statement.
	handlers int
	// yields is set when a yield statement of the function being lowered is seen.
	yields bool
	// nonlocals collects the names the nested function being lowered declares nonlocal; nil
	// outside nested functions.
	nonlocals *[]string
}

// forTarget lowers the target of a for loop. gpython parses the one-element tuple target of
// `for x, in it` as the name x: a comma after the name in the source makes it the tuple (x,)
// again, which unpacks each item.
func (l *lowerer) forTarget(t ast.Expr) Expr {
	e := l.expr(t)
	n, ok := t.(*ast.Name)
	if !ok || l.base != (Pos{}) {
		return e
	}
	line, col := n.GetLineno(), n.GetColOffset()
	if line < 1 || line > len(l.lines) {
		return e
	}
	text := l.lines[line-1]
	i := col + len(string(n.Id))
	if i > len(text) || text[col:i] != string(n.Id) {
		return e
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && text[i] == ',' {
		return &Tuple{Pos: e.At(), Elts: []Expr{e}}
	}
	return e
}

func (l *lowerer) pos(n ast.Ast) Pos {
	line, col := n.GetLineno(), n.GetColOffset()
	if line == 0 {
		// gpython leaves some nodes (calls in decorators, for one) without a position:
		// use the earliest position inside them.
		ast.Walk(n, func(c ast.Ast) bool {
			if c != n && c.GetLineno() > 0 && (line == 0 || c.GetLineno() < line || c.GetLineno() == line && c.GetColOffset() < col) {
				line, col = c.GetLineno(), c.GetColOffset()
			}
			return true
		})
		if line == 0 {
			line = 1
		}
	}
	base := l.base
	base.File = l.index
	l.at = posFromAST(line, col, base)
	return l.at
}

func (l *lowerer) errorf(p Pos, code, hint, format string, args ...any) {
	l.diags.Add(l.file, p, code, hint, format, args...)
}

// noStarredTarget reports a starred name among assignment targets (a, *rest = t), which
// Numba's bytecode analysis rejects.
func (l *lowerer) noStarredTarget(t ast.Expr) {
	var elts []ast.Expr
	switch t := t.(type) {
	case *ast.Tuple:
		elts = t.Elts
	case *ast.List:
		elts = t.Elts
	}
	for _, e := range elts {
		if st, ok := e.(*ast.Starred); ok {
			l.errorf(l.pos(st), "unsupported-feature", "unpack by index and slice instead: a, rest = t[0], t[1:]",
				"starred assignment targets are not supported (Numba rejects them)")
			return
		}
		l.noStarredTarget(e)
	}
}

func (l *lowerer) module(mod *ast.Module) *Module {
	m := &Module{File: l.file, Imports: map[string]*Import{}, Classes: map[string]Pos{}}
	body := mod.Body
	if doc, ok := docstring(body); ok {
		m.Doc = doc
		body = body[1:]
	}
	plainClasses := map[string]*ast.ClassDef{}
	for _, s := range body {
		switch s := s.(type) {
		case *ast.FunctionDef:
			f := l.funcDef(s, false)
			unrollAliases(f)
			m.Funcs = append(m.Funcs, f)
		case *ast.ClassDef:
			if dec, ok := l.jitClassDecorator(s); ok {
				m.JitClasses = append(m.JitClasses, l.jitClass(s, dec))
				continue
			}
			if ec := l.excClass(s); ec != nil {
				m.ExcClasses = append(m.ExcClasses, ec)
				continue
			}
			m.Classes[string(s.Name)] = l.pos(s)
			if base := enumBase(s); base != "" {
				if m.Enums == nil {
					m.Enums = map[string]*EnumDef{}
				}
				m.Enums[string(s.Name)] = l.enumDef(s, base)
			}
			plainClasses[string(s.Name)] = s
		case *ast.Import:
			for _, a := range s.Names {
				name := string(a.AsName)
				if name == "" {
					// `import numba.cuda` binds "numba".
					name = strings.SplitN(string(a.Name), ".", 2)[0]
					m.Imports[name] = &Import{Pos: l.pos(s), Module: name}
					continue
				}
				m.Imports[name] = &Import{Pos: l.pos(s), Module: string(a.Name)}
			}
		case *ast.ImportFrom:
			for _, a := range s.Names {
				name := string(a.AsName)
				if name == "" {
					name = string(a.Name)
				}
				m.Imports[name] = &Import{Pos: l.pos(s), Module: string(s.Module), Name: string(a.Name), Level: s.Level}
			}
		case *ast.ExprStmt:
			if d, ok := l.deferredDefine(s); ok {
				m.Defines = append(m.Defines, d)
			}
		case *ast.Assign:
			if f, ok := l.moduleLambda(s); ok {
				m.Funcs = append(m.Funcs, f)
				continue
			}
			if jc, ok := l.jitClassCall(s, plainClasses); ok {
				m.JitClasses = append(m.JitClasses, jc)
				continue
			}
			if len(s.Targets) == 1 {
				if n, ok := s.Targets[0].(*ast.Name); ok {
					m.Globals = append(m.Globals, &Global{Pos: l.pos(n), Name: string(n.Id), Value: l.expr(s.Value)})
				}
				if set, ok := l.moduleItemSet(s); ok {
					m.ItemSets = append(m.ItemSets, set)
				}
			}
		}
		// Other module-level statements (if __name__ == "__main__": drivers, prints,
		// class definitions) are not compiled; functions that use them are reported.
	}
	lowerInplaceCalls(m)
	applyDecoratorCalls(m)
	lowerTypeDispatch(m)
	l.expandStencils(m)
	instantiateFactories(m)
	return m
}

func docstring(body []ast.Stmt) (string, bool) {
	if len(body) == 0 {
		return "", false
	}
	if e, ok := body[0].(*ast.ExprStmt); ok {
		if s, ok := e.Value.(*ast.Str); ok {
			return string(s.S), true
		}
	}
	return "", false
}

func (l *lowerer) funcDef(s *ast.FunctionDef, nested bool) *FuncDef {
	f := &FuncDef{Pos: l.pos(s), Name: string(s.Name), Nested: nested}
	body := s.Body
	if doc, ok := docstring(body); ok {
		f.Doc = cleanDoc(doc)
		body = body[1:]
	}
	a := s.Args
	seen := map[string]bool{}
	for _, arg := range append(append([]*ast.Arg{}, a.Args...), a.Kwonlyargs...) {
		if seen[string(arg.Arg)] {
			l.errorf(l.pos(arg), "syntax-error", "", "duplicate argument %s in function definition", arg.Arg)
		}
		seen[string(arg.Arg)] = true
	}
	nd := len(a.Defaults)
	for i, arg := range a.Args {
		p := &Param{Pos: l.pos(arg), Name: string(arg.Arg), Annot: l.optExpr(arg.Annotation)}
		if j := i - (len(a.Args) - nd); j >= 0 {
			p.Default = l.expr(a.Defaults[j])
		}
		f.Params = append(f.Params, p)
	}
	for i, arg := range a.Kwonlyargs {
		p := &Param{Pos: l.pos(arg), Name: string(arg.Arg), Annot: l.optExpr(arg.Annotation)}
		if i < len(a.KwDefaults) && a.KwDefaults[i] != nil {
			p.Default = l.expr(a.KwDefaults[i])
		}
		f.Params = append(f.Params, p)
	}
	if a.Vararg != nil {
		f.Vararg = &Param{Pos: l.pos(a.Vararg), Name: string(a.Vararg.Arg)}
	}
	if a.Kwarg != nil {
		f.Body = append(f.Body, &BadStmt{Pos: l.pos(a.Kwarg), What: "**kwargs parameters", Hint: "name the keyword parameters explicitly"})
	}
	f.Returns = l.optExpr(s.Returns)
	for _, d := range s.DecoratorList {
		f.Decorators = append(f.Decorators, l.decorator(d))
	}
	outer, outerNonlocals := l.yields, l.nonlocals
	l.yields = false
	l.nonlocals = nil
	if nested {
		l.nonlocals = &f.Nonlocals
	}
	f.Body = append(f.Body, l.stmts(body)...)
	f.Generator = l.yields
	l.yields, l.nonlocals = outer, outerNonlocals
	return f
}

func cleanDoc(doc string) string {
	lines := strings.Split(strings.TrimSpace(doc), "\n")
	indent := -1
	for _, ln := range lines[1:] {
		if strings.TrimSpace(ln) == "" {
			continue
		}
		n := len(ln) - len(strings.TrimLeft(ln, " \t"))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i := 1; i < len(lines); i++ {
		if len(lines[i]) >= indent && indent > 0 {
			lines[i] = lines[i][indent:]
		} else {
			lines[i] = strings.TrimSpace(lines[i])
		}
	}
	return strings.Join(lines, "\n")
}

func (l *lowerer) decorator(e ast.Expr) *Decorator {
	d := &Decorator{Pos: l.pos(e)}
	if c, ok := e.(*ast.Call); ok {
		d.Called = true
		d.Func = l.expr(c.Func)
		for _, a := range c.Args {
			d.Args = append(d.Args, l.expr(a))
		}
		for _, k := range c.Keywords {
			d.Keywords = append(d.Keywords, &Keyword{Pos: l.pos(k.Value), Name: string(k.Arg), Value: l.expr(k.Value)})
		}
		return d
	}
	d.Func = l.expr(e)
	return d
}

func (l *lowerer) stmts(ss []ast.Stmt) []Stmt {
	var out []Stmt
	for _, s := range ss {
		out = append(out, l.hoisting(func() Stmt { return l.stmt(s) })...)
	}
	return out
}

func (l *lowerer) stmt(s ast.Stmt) Stmt {
	p := l.pos(s)
	switch s := s.(type) {
	case *ast.Assign:
		a := &Assign{Pos: p, Value: l.expr(s.Value)}
		for _, t := range s.Targets {
			l.noStarredTarget(t)
			a.Targets = append(a.Targets, l.expr(t))
		}
		if an, ok := l.side.lookupAnnot(l.pos(s.Targets[0])); ok && !an.Decl {
			a.Annot = l.annotExpr(an)
		}
		return a
	case *ast.AugAssign:
		return &AugAssign{Pos: p, Target: l.expr(s.Target), Op: binOp(s.Op), Value: l.expr(s.Value), Matmul: l.isMatmulAug(s)}
	case *ast.Pass:
		if an, ok := l.side.lookupAnnot(p); ok && an.Decl {
			return &Declare{Pos: p, Name: l.identAt(p), Annot: l.annotExpr(an)}
		}
		return &Pass{Pos: p}
	case *ast.If:
		return &If{Pos: p, Test: l.expr(s.Test), Body: l.stmts(s.Body), Else: l.stmts(s.Orelse)}
	case *ast.While:
		return l.whileLoop(p, s)
	case *ast.For:
		l.noStarredTarget(s.Target)
		return &For{Pos: p, Target: l.forTarget(s.Target), Iter: l.expr(s.Iter), Body: l.stmts(s.Body), Else: l.stmts(s.Orelse)}
	case *ast.Break:
		return &Break{Pos: p}
	case *ast.Continue:
		return &Continue{Pos: p}
	case *ast.Return:
		return &Return{Pos: p, Value: l.optExpr(s.Value)}
	case *ast.ExprStmt:
		if an, ok := l.side.lookupAnnot(p); ok && an.Decl {
			return &Declare{Pos: p, Name: l.identAt(p), Annot: l.annotExpr(an)}
		}
		switch s.Value.(type) {
		case *ast.Str:
			return &Pass{Pos: p} // a bare string is a comment
		case *ast.Ellipsis:
			return &Pass{Pos: p} // a bare ... is a placeholder body, as pass
		}
		if y, ok := s.Value.(*ast.Yield); ok {
			if y.Value == nil {
				return &BadStmt{Pos: p, What: "bare yield statements", Hint: "yield a value: Numba types a generator by the values it yields"}
			}
			l.yields = true
			return &ExprStmt{Pos: p, X: &Yield{Pos: p, X: l.expr(y.Value)}}
		}
		return &ExprStmt{Pos: p, X: l.expr(s.Value)}
	case *ast.Raise:
		if s.Cause != nil {
			return &BadStmt{Pos: p, What: "raise ... from ...", Hint: "raise the exception without a cause"}
		}
		if s.Exc == nil && l.handlers == 0 {
			return bareRaise(p)
		}
		return &Raise{Pos: p, Exc: l.optExpr(s.Exc)}
	case *ast.Assert:
		return &Assert{Pos: p, Test: l.expr(s.Test), Msg: l.optExpr(s.Msg)}
	case *ast.FunctionDef:
		return &FuncStmt{Pos: p, Func: l.funcDef(s, true)}
	case *ast.Try:
		return l.try(p, s)
	case *ast.With:
		return &BadStmt{Pos: p, What: "with statements", Hint: "do the work that needs the context manager (files, locks, objmode) outside the compiled function"}
	case *ast.ClassDef:
		return &BadStmt{Pos: p, What: "class definitions inside functions"}
	case *ast.Global:
		return &BadStmt{Pos: p, What: "global statements", Hint: "module-level names are read-only constants in compiled code; pass the value as an argument"}
	case *ast.Nonlocal:
		if l.nonlocals == nil {
			return &BadStmt{Pos: p, What: "nonlocal statements outside a nested function", Hint: "declare the variable nonlocal inside the nested function that assigns it"}
		}
		for _, n := range s.Names {
			*l.nonlocals = append(*l.nonlocals, string(n))
		}
		return &Pass{Pos: p}
	case *ast.Delete:
		return l.deleteStmt(p, s)
	case *ast.Import, *ast.ImportFrom:
		return &BadStmt{Pos: p, What: "import statements inside functions", Hint: "move the import to the top of the module"}
	}
	return &BadStmt{Pos: p, What: fmt.Sprintf("%s statements", strings.ToLower(fmt.Sprintf("%T", s)[5:]))}
}

func (l *lowerer) optExpr(e ast.Expr) Expr {
	if e == nil {
		return nil
	}
	return l.expr(e)
}

// annotExpr parses the text of an annotation recorded by modernize.
func (l *lowerer) annotExpr(an annotation) Expr {
	e, ds := parseExpr(l.file, an.Text, an.Pos)
	if ds != nil {
		l.diags = append(l.diags, ds...)
		return &BadExpr{Pos: an.Pos, What: "this annotation"}
	}
	return e
}

// parseExpr parses one expression whose text starts at base in the file.
func parseExpr(file, text string, base Pos) (Expr, Diagnostics) {
	mod, err := parse(file, []byte(text), "eval")
	if err != nil {
		return nil, syntaxDiag(file, err, base)
	}
	l := &lowerer{file: file, base: base, side: &sideTable{}}
	e := l.expr(mod.(*ast.Expression).Body)
	if len(l.diags) > 0 {
		return nil, l.diags
	}
	return e, nil
}

func (l *lowerer) expr(e ast.Expr) Expr {
	p := l.pos(e)
	switch e := e.(type) {
	case *ast.Name:
		return &Name{Pos: p, Id: l.comp.rename(string(e.Id))}
	case *ast.Num:
		return l.num(p, e.N)
	case *ast.Str:
		if fs, ok := l.side.lookupFString(p); ok {
			return l.fstring(p, fs)
		}
		return &Const{Pos: p, Kind: StrConst, Value: constant.MakeString(string(e.S))}
	case *ast.NameConstant:
		switch v := e.Value.(type) {
		case py.Bool:
			return &Const{Pos: p, Kind: BoolConst, Value: constant.MakeBool(bool(v))}
		}
		return &Const{Pos: p, Kind: NoneConst}
	case *ast.Ellipsis:
		return &Const{Pos: p, Kind: EllipsisConst}
	case *ast.BinOp:
		b := &BinOp{Pos: p, Op: binOp(e.Op), X: l.expr(e.Left), Y: l.expr(e.Right)}
		if b.Op == Mul && l.isMatmulBin(e) {
			b.Op = MatMul
		}
		if f, ok := printfFormat(b); ok {
			return f
		}
		return foldConst(b)
	case *ast.UnaryOp:
		ops := map[ast.UnaryOpNumber]Op{ast.Invert: Invert, ast.Not: Not, ast.UAdd: UAdd, ast.USub: USub}
		return foldConst(&UnaryOp{Pos: p, Op: ops[e.Op], X: l.expr(e.Operand)})
	case *ast.BoolOp:
		if l.isWalrus(e) {
			return l.walrus(p, e)
		}
		op := And
		if e.Op == ast.Or {
			op = Or
		}
		b := &BoolOp{Pos: p, Op: op}
		for i, v := range e.Values {
			if i == 0 {
				b.Values = append(b.Values, l.expr(v))
			} else {
				b.Values = append(b.Values, l.condExpr(v)) // evaluated only when the first does not decide
			}
		}
		return b
	case *ast.Compare:
		c := &Compare{Pos: p, X: l.expr(e.Left)}
		for i, op := range e.Ops {
			c.Ops = append(c.Ops, cmpOp(op))
			c.Ys = append(c.Ys, l.expr(e.Comparators[i]))
		}
		return c
	case *ast.Call:
		c := &Call{Pos: p, Func: l.expr(e.Func)}
		for _, a := range e.Args {
			if g, ok := a.(*ast.GeneratorExp); ok && len(e.Args) == 1 && consumesWhole(e.Func) {
				// sum(x * x for x in a): the generator is consumed whole, so its list
				// comprehension gives the same values (beyond Numba, which rejects it).
				c.Args = append(c.Args, l.listComp(l.pos(g), &ast.ListComp{ExprBase: g.ExprBase, Elt: g.Elt, Generators: g.Generators}))
				continue
			}
			c.Args = append(c.Args, l.expr(a))
		}
		if e.Starargs != nil {
			c.Args = append(c.Args, &Starred{Pos: l.pos(e.Starargs), X: l.expr(e.Starargs)})
		}
		for _, k := range e.Keywords {
			c.Keywords = append(c.Keywords, &Keyword{Pos: l.pos(k.Value), Name: string(k.Arg), Value: l.expr(k.Value)})
		}
		if e.Kwargs != nil {
			return &BadExpr{Pos: l.pos(e.Kwargs), What: "**kwargs arguments"}
		}
		if f, ok := strFormat(c); ok {
			return f
		}
		return c
	case *ast.Attribute:
		return &Attribute{Pos: p, X: l.expr(e.Value), Name: string(e.Attr)}
	case *ast.Subscript:
		return &Subscript{Pos: p, X: l.expr(e.Value), Index: l.slice(e.Slice)}
	case *ast.Tuple:
		for _, x := range e.Elts {
			if _, ok := x.(*ast.Starred); ok {
				return l.starredTuple(p, e)
			}
		}
		t := &Tuple{Pos: p}
		for _, x := range e.Elts {
			t.Elts = append(t.Elts, l.expr(x))
		}
		return t
	case *ast.List:
		t := &List{Pos: p}
		for _, x := range e.Elts {
			t.Elts = append(t.Elts, l.expr(x))
		}
		return t
	case *ast.IfExp:
		if b, ok := e.Body.(*ast.BoolOp); ok && l.isWalrus(b) {
			// `n := x if c else y` parses as `(n or x) if c else y`.
			return &BadExpr{Pos: p, What: "assignment expressions whose value is an unparenthesized conditional expression",
				Hint: "parenthesize the value: (n := (x if c else y))"}
		}
		return &IfExp{Pos: p, Test: l.expr(e.Test), Body: l.condExpr(e.Body), Else: l.condExpr(e.Orelse)}
	case *ast.Starred:
		return &Starred{Pos: p, X: l.expr(e.Value)}
	case *ast.Lambda:
		return l.lambda(p, e)
	case *ast.ListComp:
		return l.listComp(p, e)
	case *ast.GeneratorExp:
		// Numba 0.56 rejects every generator expression ("The use of yield in a closure is
		// unsupported"). pygo takes one as the only argument of a call that consumes it whole
		// (consumesWhole); anywhere else it would have to stay lazy.
		return &BadExpr{Pos: p, What: "generator expressions outside sum(), min(), max(), sorted(), list(), set() and str.join()",
			Hint: "use a list comprehension, [x * x for x in a], or a loop"}
	case *ast.Dict:
		return l.dictDisplay(p, e)
	case *ast.DictComp:
		return l.dictComp(p, e)
	case *ast.Set:
		return l.setDisplay(p, e)
	case *ast.SetComp:
		return &BadExpr{Pos: p, What: "set comprehensions",
			Hint: "Numba 0.56 rejects them too (unsupported opcode SET_ADD): build the set in a loop with add, or with set() of a list comprehension"}
	case *ast.Yield:
		l.yields = true
		return &BadExpr{Pos: p, What: "yield expressions (values sent into a generator)", Hint: "write yield as a statement of its own: send() is not supported"}
	case *ast.YieldFrom:
		l.yields = true
		return &BadExpr{Pos: p, What: "yield from statements", Hint: "loop over the inner generator and yield each value"}
	case *ast.Bytes:
		return &Const{Pos: p, Kind: BytesConst, Value: constant.MakeString(string(e.S))}
	}
	return &BadExpr{Pos: p, What: fmt.Sprintf("%T expressions", e)}
}

func (l *lowerer) slice(s ast.Slicer) Expr {
	switch s := s.(type) {
	case *ast.Index:
		return l.expr(s.Value)
	case *ast.Slice:
		return &Slice{Pos: l.pos(s), Lo: l.optExpr(s.Lower), Hi: l.optExpr(s.Upper), Step: l.optExpr(s.Step)}
	case *ast.ExtSlice:
		t := &Tuple{Pos: l.pos(s)}
		for _, d := range s.Dims {
			t.Elts = append(t.Elts, l.slice(d))
		}
		return t
	}
	return &BadExpr{Pos: l.pos(s), What: "this subscript"}
}

func (l *lowerer) num(p Pos, n py.Object) Expr {
	switch n := n.(type) {
	case py.Int:
		return &Const{Pos: p, Kind: IntConst, Value: constant.MakeInt64(int64(n))}
	case *py.BigInt:
		v := constant.Make((*big.Int)(n))
		return &Const{Pos: p, Kind: IntConst, Value: v}
	case py.Float:
		return &Const{Pos: p, Kind: FloatConst, Value: constant.MakeFloat64(float64(n))}
	case py.Complex:
		c := complex128(n)
		v := constant.BinaryOp(constant.MakeFloat64(real(c)), token.ADD, constant.MakeImag(constant.MakeFloat64(imag(c))))
		return &Const{Pos: p, Kind: ComplexConst, Value: v}
	}
	return &BadExpr{Pos: p, What: fmt.Sprintf("numeric literal %v", n)}
}

func (l *lowerer) fstring(p Pos, fs *fstring) Expr {
	f := &FString{Pos: p}
	for _, part := range fs.Parts {
		if part.Expr == "" {
			f.Parts = append(f.Parts, FPart{Lit: part.Lit})
			continue
		}
		x, ds := parseExpr(l.file, part.Expr, part.Pos)
		if ds != nil {
			l.diags = append(l.diags, ds...)
			continue
		}
		f.Parts = append(f.Parts, FPart{X: x, Conv: part.Conv, Spec: part.Spec})
	}
	return f
}

func binOp(o ast.OperatorNumber) Op {
	switch o {
	case ast.Add:
		return Add
	case ast.Sub:
		return Sub
	case ast.Mult:
		return Mul
	case ast.Div:
		return Div
	case ast.FloorDiv:
		return FloorDiv
	case ast.Modulo:
		return Mod
	case ast.Pow:
		return Pow
	case ast.LShift:
		return LShift
	case ast.RShift:
		return RShift
	case ast.BitOr:
		return BitOr
	case ast.BitXor:
		return BitXor
	case ast.BitAnd:
		return BitAnd
	}
	return 0
}

func cmpOp(o ast.CmpOp) Op {
	switch o {
	case ast.Eq:
		return Eq
	case ast.NotEq:
		return NotEq
	case ast.Lt:
		return Lt
	case ast.LtE:
		return LtE
	case ast.Gt:
		return Gt
	case ast.GtE:
		return GtE
	case ast.Is:
		return Is
	case ast.IsNot:
		return IsNot
	case ast.In:
		return In
	case ast.NotIn:
		return NotIn
	}
	return 0
}

// ParseExpr parses the text of one Python expression that starts at base in file
// (signature strings, annotations); positions in the result and in its diagnostics are
// positions in file.
func ParseExpr(file, text string, base Pos) (Expr, error) {
	e, ds := parseExpr(file, text, base)
	if ds != nil {
		return nil, ds.Err()
	}
	return e, nil
}

// starredTuple lowers a tuple display with starred items, (1, *a, 2, *b), to the
// concatenation (1,) + a + (2,) + b, evaluated left to right as Python does; a display that
// starts with a starred item starts from the empty tuple, so that (*a,) is a tuple. The
// starred values must be tuples (Numba unpacks only tuples there): the typer checks the
// BinOps marked Starred.
func (l *lowerer) starredTuple(p Pos, e *ast.Tuple) Expr {
	var acc Expr
	var run *Tuple
	add := func(x Expr, starred bool) {
		if acc == nil {
			acc = x
		} else {
			acc = &BinOp{Pos: p, Op: Add, X: acc, Y: x, Starred: starred}
		}
	}
	for i, x := range e.Elts {
		st, ok := x.(*ast.Starred)
		if !ok {
			if run == nil {
				run = &Tuple{Pos: l.pos(x)}
			}
			run.Elts = append(run.Elts, l.expr(x))
			continue
		}
		if run != nil {
			add(run, false)
			run = nil
		}
		if i == 0 {
			add(&Tuple{Pos: p}, false)
		}
		add(l.expr(st.Value), true)
	}
	if run != nil {
		add(run, false)
	}
	return acc
}
