package emit

import (
	"go/token"
	"regexp"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file fuses array expressions, as Numba does: a statement such as
// x += dt * (a*x - b*x*y) becomes one loop over the elements, with no temporary arrays.
// The operators, comparisons, ufunc calls and np.where of an expression form the loop body;
// everything else in it (variables, calls, views) is a leaf evaluated once before the loop
// and, when the shapes may differ, broadcast to the result's shape.

// fusion builds one fused loop.
type fusion struct {
	fe     *funcEmitter
	pre    []jen.Code // statements that evaluate the leaves
	leaves map[translate.Expr]*leaf
	arrays []*leaf
	idx    []code // the loop indexes, outermost first
	scalar bool   // no loop: a ufunc applied to scalars
	// typedConsts writes constant operands with their types (int64(3)), not as untyped Go constants.
	typedConsts bool
	// dstType is the type of the array written in place, when there is one.
	dstType *typer.Array
	// setitem is true for a plain assignment into dst (a[...] = value): the operands broadcast
	// onto it with Numba's setitem rules and messages (kernels.BroadcastAssign).
	setitem bool
	// rows are the arrays the innermost loop of a nest of two or more reads or writes
	// through row offsets (nestRow), in the order first met.
	rows []*nestRow
	// stepRows makes the row offsets of a nest of two or more running ones: element j of a
	// row is x.Data[xRow], and nest advances xRow by the stride after each element, so the
	// innermost loop multiplies nothing and keeps fewer values live (in a large function the
	// compiler spills the loop's index and strides otherwise).
	stepRows bool
}

// nestRow is an array read or written in a loop nest through the offset of its current row,
// computed once per row, and the stride of its last axis: x.Data[xRow+j*xS], where the
// offset in full, x.Data[x.Off+i*x.Strides[0]+j*x.Strides[1]], would be computed (and its
// strides loaded) for every element.
type nestRow struct {
	x          jen.Code
	t          *typer.Array
	row, inner string // the names of the row offset and the last axis's stride ("" for 1)
	// data names x.Data held in a local slice for a stepped nest ("" otherwise): an Array is
	// too large a struct for the compiler to keep its fields in registers, so x.Data[xRow]
	// loads the slice's pointer and length from the stack for every element.
	data string
}

// leaf is an operand of a fused expression that is not itself fused.
type leaf struct {
	name jen.Code     // the Go value: an array, or a scalar
	t    *typer.Array // its array type, nil for a scalar
	hint string
	view jen.Code     // the array as read in the loop (broadcast when needed)
	vt   *typer.Array // its type
	flat jen.Code     // in a flat loop, the slice of its elements
}

func (fe *funcEmitter) newFusion(scalar bool) *fusion {
	return &fusion{fe: fe, leaves: map[translate.Expr]*leaf{}, scalar: scalar}
}

// isElementwise reports whether e is computed element by element as part of a fused loop.
func (fe *funcEmitter) isElementwise(e translate.Expr) bool {
	if a := arrayOf(fe.typeOf(e)); a == nil || a.Ndim == 0 {
		return false // a 0-d result (np.where of scalars) is made by npCall
	}
	return fe.isElementOp(e)
}

// isElementOp reports whether e is an operator, comparison, ufunc or np.where call.
func (fe *funcEmitter) isElementOp(e translate.Expr) bool {
	switch e := e.(type) {
	case *translate.BinOp:
		return e.Op != translate.MatMul
	case *translate.UnaryOp:
		return true
	case *translate.Compare:
		return len(e.Ops) == 1
	case *translate.Call:
		c := fe.info.Calls[e]
		if c != nil && c.Kind == typer.CallUfunc {
			return c.Out == nil
		}
		if c == nil || c.Kind != typer.CallBuiltin || c.Out != nil {
			return false
		}
		if typer.Ufuncs[c.Builtin] != nil {
			return true
		}
		return c.Builtin == "numpy.where" && len(c.Args) == 3 && c.Args[1] != nil
	}
	return false
}

// zeroDOp emits an operator or comparison on 0-d arrays (and scalars) whose result is a scalar,
// as Numba computes it: a ufunc on the elements (division by zero gives inf, nan or 0).
func (fe *funcEmitter) zeroDOp(e translate.Expr) code {
	fu := fe.newFusion(true)
	for _, x := range fe.operands(e) {
		fu.leaves[x] = &leaf{t: arrayOf(fe.typeOf(x))} // evaluated in place, in order
	}
	return fu.elem(e)
}

// isZeroDOp reports whether e is an operator or comparison with a 0-d array operand and a
// scalar result.
func (fe *funcEmitter) isZeroDOp(e translate.Expr) bool {
	if !fe.isElementOp(e) || arrayOf(fe.typeOf(e)) != nil {
		return false
	}
	if c, ok := e.(*translate.Compare); ok && (c.Ops[0] == translate.In || c.Ops[0] == translate.NotIn) {
		return false // v in a: a search, not an element operation
	}
	zeroD := false
	for _, x := range fe.operands(e) {
		if a := arrayOf(fe.typeOf(x)); a != nil {
			if a.Ndim != 0 {
				return false
			}
			zeroD = true
		}
	}
	return zeroD
}

// operands returns the inputs of an element operation.
func (fe *funcEmitter) operands(e translate.Expr) []translate.Expr {
	switch e := e.(type) {
	case *translate.BinOp:
		return []translate.Expr{e.X, e.Y}
	case *translate.UnaryOp:
		return []translate.Expr{e.X}
	case *translate.Compare:
		return []translate.Expr{e.X, e.Ys[0]}
	case *translate.Call:
		c := fe.info.Calls[e]
		if c.Kind == typer.CallUfunc {
			return c.Args
		}
		if u := typer.Ufuncs[c.Builtin]; u != nil {
			return c.Args[:u.Nin]
		}
		return c.Args[:3]
	}
	return nil
}

// collect finds the leaves of e and evaluates them, in Python's evaluation order.
func (fu *fusion) collect(e translate.Expr) {
	fe := fu.fe
	if fu.scalar && fe.isElementOp(e) || !fu.scalar && fe.isElementwise(e) {
		for _, x := range fe.operands(e) {
			fu.collect(x)
		}
		return
	}
	if _, seen := fu.leaves[e]; seen {
		return
	}
	if n, ok := e.(*translate.Name); ok {
		// Every mention of one variable reads the same leaf.
		for x, l := range fu.leaves {
			if m, ok := x.(*translate.Name); ok && m.Id == n.Id {
				fu.leaves[e] = l
				return
			}
		}
	}
	t := fe.typeOf(e)
	l := &leaf{t: arrayOf(t)}
	fu.leaves[e] = l
	if fu.scalar {
		return
	}
	if l.t != nil {
		l.hint = "a"
		if n, ok := e.(*translate.Name); ok {
			l.hint = n.Id
		}
		name, pre := fe.arrayOperand(e, l.hint)
		l.name = name
		fu.pre = append(fu.pre, pre...)
		fu.arrays = append(fu.arrays, l)
		return
	}
	if _, ok := fe.info.Consts[e]; ok {
		return
	}
	if _, ok := fe.info.Floats[e]; ok {
		return
	}
	if n, ok := e.(*translate.Name); ok && fe.info.Unwrap[e] == nil && !isOptionalType(fe.varType(n.Id)) {
		if g, ok := fe.lookup(n.Id); ok {
			l.name = jen.Id(g)
			return
		}
	}
	// Other operands, an optional scalar among them (checked once, before the loop, as
	// Numba unboxes it), are evaluated into a variable.
	v := fe.names.Take("s")
	l.name = jen.Id(v)
	fu.pre = append(fu.pre, jen.Id(v).Op(":=").Add(fe.expr(e)))
}

// constantsOnly reports whether every operand of the fused expression is a constant.
func (fu *fusion) constantsOnly() bool {
	for e := range fu.leaves {
		_, c := fu.fe.info.Consts[e]
		_, f := fu.fe.info.Floats[e]
		if !c && !f {
			return false
		}
	}
	return true
}

// broadcast makes every array leaf readable at the loop indexes of an nd-dimensional shape.
// With one array of the result's rank there is nothing to broadcast.
func (fu *fusion) broadcast(shape jen.Code, nd int, dst jen.Code) {
	fe := fu.fe
	if dst == nil && len(fu.arrays) == 1 && fu.arrays[0].t.Ndim == nd {
		l := fu.arrays[0]
		l.view, l.vt = l.name, l.t
		return
	}
	for _, l := range fu.arrays {
		if dst != nil && goText(l.name) == goText(dst) {
			// The destination itself, read element by element where it is written.
			l.view, l.vt = dst, fu.dstType
			continue
		}
		v := fe.names.Take(typer.Local(l.hint) + "b")
		src := l.name
		if dst != nil && l.t.Dtype == fu.dstType.Dtype {
			// NumPy reads an input that overlaps the output as if it had been copied first
			// (arrays of different element types cannot share memory).
			src = jen.Qual(kernelsPath, "Unalias").Call(l.name, dst)
		}
		bc := "BroadcastTo"
		if dst != nil && fu.setitem {
			bc = "BroadcastAssign"
		}
		fu.pre = append(fu.pre, jen.Id(v).Op(":=").Qual(kernelsPath, bc).Call(src, shape))
		l.view, l.vt = jen.Id(v), typer.NewArray(l.t.Dtype, nd, typer.LayoutA)
	}
}

// indexes makes the loop index variables of an nd-dimensional loop nest.
func (fu *fusion) indexes(nd int) {
	names := []string{"i", "j", "k", "l"}
	fu.idx = nil
	for k := range nd {
		n := "i"
		if k < len(names) {
			n = names[k]
		}
		fu.idx = append(fu.idx, primary(jen.Id(fu.fe.names.Take(n))))
	}
}

// fused emits an array expression as a new array computed by one loop.
func (fe *funcEmitter) fused(e translate.Expr) code { return fe.fusedLoop(e, true) }

// fusedLoop is fused; without flat, it leaves out the flat loop over operands of one shape,
// for a caller that has already handled that case.
func (fe *funcEmitter) fusedLoop(e translate.Expr, flat bool) code {
	fe.e.note(translate.Pos{}, NoteFused, "%s is computed into a new array by one loop, without temporaries", translate.ExprString(e))
	buf := fe.scratch // for this loop's result only, not its operands'
	fe.scratch = ""
	rt := arrayOf(fe.typeOf(e))
	fu := fe.newFusion(false)
	fu.collect(e)
	nd := rt.Ndim
	shape, shapeStmt := fu.resultShape(nd)
	r := fe.names.Take("r")
	if flat && fu.allC(nd) {
		// C-contiguous operands of the result's shape: a flat loop over the elements, as over
		// Go slices. With several operands their shapes are checked first, and the general
		// loop below broadcasts them when they differ.
		flat := fu.flatLoop(e, rt, r, jen.Add(fu.arrays[0].name).Dot("Shape"), buf)
		if len(fu.arrays) == 1 {
			return primary(jen.Func().Params().Add(arrayType(rt)).Block(append(fu.pre, flat...)...).Call())
		}
		var others []jen.Code
		for _, l := range fu.arrays[1:] {
			others = append(others, l.name)
		}
		same := sameShapes(fu.arrays[0].name, others)
		fu.pre = append(fu.pre, jen.If(same).Block(flat...))
		for _, l := range fu.arrays {
			l.flat = nil
		}
	}
	if shapeStmt != nil {
		fu.pre = append(fu.pre, shapeStmt)
	}
	fu.broadcast(shape, nd, nil)
	// The loop nest below writes every element: no zeroing.
	fu.pre = append(fu.pre, fe.newResult(r, rt, shape, buf))
	fu.indexes(nd)
	var body []jen.Code
	fu.stepRows = nd >= 2
	store := fu.at(jen.Id(r), rt).Op("=").Add(fu.elemAs(e, rt.Dtype).c)
	body = append(body, fu.pre...)
	body = append(body, fu.nest(func(k int) jen.Code { return jen.Id(r).Dot("Shape").Index(jen.Lit(k)) }, store)...)
	body = append(body, jen.Return(jen.Id(r)))
	return primary(jen.Func().Params().Add(arrayType(rt)).Block(body...).Call())
}

// resultShape returns the shape of an nd-dimensional loop over the operands: the one array
// operand's, or their broadcast shape, which stmt computes (nil when there is nothing to compute).
func (fu *fusion) resultShape(nd int) (shape, stmt jen.Code) {
	if len(fu.arrays) == 1 && fu.arrays[0].t.Ndim == nd {
		return jen.Add(fu.arrays[0].name).Dot("Shape"), nil
	}
	sh := fu.fe.names.Take("shape")
	var dims []jen.Code
	for _, l := range fu.arrays {
		dims = append(dims, jen.Qual(kernelsPath, "Dims2Slice").Call(jen.Add(l.name).Dot("Shape")))
	}
	return jen.Id(sh), jen.Id(sh).Op(":=").Qual(kernelsPath, "BroadcastShapes").Types(dimsType(nd)).Call(dims...)
}

// sameShapes returns the run-time test that every array in others has the shape of a, or nil
// when others is empty.
func sameShapes(a jen.Code, others []jen.Code) jen.Code {
	var same jen.Code
	for _, o := range others {
		c := jen.Add(a).Dot("Shape").Op("==").Add(o).Dot("Shape")
		if same == nil {
			same = c
		} else {
			same = jen.Add(same).Op("&&").Add(c)
		}
	}
	return same
}

// allC reports whether every array operand is C-contiguous with nd dimensions.
func (fu *fusion) allC(nd int) bool {
	for _, l := range fu.arrays {
		if l.t.Ndim != nd || l.t.Layout != typer.LayoutC {
			return false
		}
	}
	return len(fu.arrays) > 0
}

// flatLoop returns the statements that compute e into a new array r of the given shape with
// one loop over the elements of C-contiguous operands of that shape, and return it.
func (fu *fusion) flatLoop(e translate.Expr, rt *typer.Array, r string, shape jen.Code, buf string) []jen.Code {
	fe := fu.fe
	out := []jen.Code{fe.newResult(r, rt, shape, buf)} // every element is written
	for _, l := range fu.arrays {
		d := fe.names.Take(typer.Local(l.hint) + "d")
		out = append(out, jen.Id(d).Op(":=").Add(l.name).Dot("Data").Index(jen.Empty(), jen.Len(jen.Id(r).Dot("Data"))))
		l.flat = jen.Id(d)
	}
	i := fe.names.Take("i")
	fu.idx = []code{primary(jen.Id(i))}
	store := jen.Id(r).Dot("Data").Index(jen.Id(i)).Op("=").Add(fu.elemAs(e, rt.Dtype).c)
	v := fu.newVecLoop(jen.Id(r).Dot("Data"), rt.Dtype)
	vec := v.call(v.as(e, rt.Dtype))
	return append(out, fu.flatFor(jen.Id(i), jen.Id(r).Dot("Data"), vec, store), jen.Return(jen.Id(r)))
}

// flatFor loops i over the elements of the flat slice out, running body for each; in a
// parallel=True function the range is split across the goroutine pool. With a vector loop,
// its assembly runs first over each range and body only over the elements it left.
func (fu *fusion) flatFor(i, out jen.Code, vec *vecCall, body jen.Code) jen.Code {
	fe := fu.fe
	if fe.parallelArrays() {
		return fe.parallelRange(i, jen.Len(out), []jen.Code{body}, vec)
	}
	if vec == nil {
		return jen.For(jen.Add(i).Op(":=").Range().Add(out)).Block(body)
	}
	return jen.For(jen.Add(i).Op(":=").Add(vec.on(nil, nil)), jen.Add(i).Op("<").Len(out), jen.Add(i).Op("++")).Block(body)
}

// nest builds the loop nest around store with the indexes made by loops. In a parallel=True
// function the outermost loop is split across the goroutine pool (kernels.ParallelRange runs it
// on one goroutine below a size threshold).
func (fu *fusion) nest(shape func(k int) jen.Code, store jen.Code) []jen.Code {
	body := []jen.Code{store}
	nd := len(fu.idx)
	stepped := fu.stepRows && nd >= 2
	driver := fu.driver(store)
	if stepped {
		for _, r := range fu.rows {
			switch {
			case r == driver:
			case r.inner == "":
				body = append(body, jen.Id(r.row).Op("++"))
			default:
				body = append(body, jen.Id(r.row).Op("+=").Id(r.inner))
			}
		}
	}
	for k := nd - 1; k >= 0; k-- {
		if k == nd-2 {
			body = append(fu.rowDecls(driver, shape(nd-1)), body...)
		}
		if k == 0 && fu.fe.parallelArrays() {
			body = []jen.Code{fu.fe.parallelRange(fu.idx[0].c, shape(0), body, nil)}
			break
		}
		header := jen.Add(fu.idx[k].c).Op(":=").Range().Add(shape(k))
		switch {
		case k == nd-1 && driver != nil:
			header = jen.Id(driver.row).Op(":=").Range().Id(driver.data) // its row slice is the extent
		case k == nd-1 && stepped && !usesIdent(store, goText(fu.idx[k].c)):
			header = jen.Range().Add(shape(k)) // the running offsets replace the index
		}
		body = []jen.Code{jen.For(header).Block(body...)}
	}
	if nd == 1 {
		body = append(fu.rowDecls(nil, nil), body...)
	}
	return body
}

// driver returns the row of a stepped nest that drives its innermost loop, or nil: the first
// C-contiguous one, whose data is then the slice of its current row and whose row offset the
// loop's index, when store does not use the index itself. The loop then keeps neither a count
// nor that row's offset live, nor checks its bounds: in a large function the registers these
// free keep the other rows' offsets and strides out of memory.
func (fu *fusion) driver(store jen.Code) *nestRow {
	nd := len(fu.idx)
	if !fu.stepRows || nd < 2 || usesIdent(store, goText(fu.idx[nd-1].c)) {
		return nil
	}
	for _, r := range fu.rows {
		if r.inner == "" && r.data != "" {
			return r
		}
	}
	return nil
}

// at returns the element of array x (of type t) at the loop indexes: through its row offset
// when it has the nest's rank (and is not a C-contiguous vector, read at the index itself),
// else at its full offset.
func (fu *fusion) at(x jen.Code, t *typer.Array) *jen.Statement {
	nd := len(fu.idx)
	if t.Ndim != nd || nd == 1 && t.Layout == typer.LayoutC {
		return jen.Add(x).Dot("Data").Index(offset(x, t, fu.idx[nd-t.Ndim:]))
	}
	key := goText(x)
	var r *nestRow
	for _, o := range fu.rows {
		if goText(o.x) == key {
			r = o
		}
	}
	if r == nil {
		hint, row := typer.Local(key), "Row"
		if nd == 1 {
			row = "Off" // the offset of the only row
		}
		r = &nestRow{x: x, t: t, row: fu.fe.names.Take(hint + row)}
		if t.Layout != typer.LayoutC {
			r.inner = fu.fe.names.Take(hint + "S")
		}
		if fu.stepRows {
			r.data = fu.fe.names.Take(hint + "Data")
		}
		fu.rows = append(fu.rows, r)
	}
	j := fu.idx[nd-1]
	if fu.stepRows {
		return jen.Id(r.data).Index(jen.Id(r.row))
	}
	if r.inner == "" {
		return jen.Add(x).Dot("Data").Index(jen.Id(r.row).Op("+").Add(j.c))
	}
	return jen.Add(x).Dot("Data").Index(jen.Id(r.row).Op("+").Add(paren(j, precMul)).Op("*").Id(r.inner))
}

// usesIdent reports whether the Go text of c uses the identifier name.
func usesIdent(c jen.Code, name string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(goText(c))
}

// rowDecls declares the row offsets of fu.rows at the outer loop indexes, and the strides of
// their last axes, before the innermost loop of a nest (before the loop of a single one); the
// driver's data (when not nil) is the slice of its row of n elements instead.
func (fu *fusion) rowDecls(driver *nestRow, n jen.Code) []jen.Code {
	nd := len(fu.idx)
	var out []jen.Code
	for _, r := range fu.rows {
		idx := append(append([]code{}, fu.idx[:nd-1]...), primary(jen.Lit(0)))
		if r == driver {
			out = append(out, jen.Id(r.data).Op(":=").Qual(kernelsPath, "RowOf").Call(jen.Add(r.x).Dot("Data"), offset(r.x, r.t, idx), n))
			continue
		}
		out = append(out, jen.Id(r.row).Op(":=").Add(offset(r.x, r.t, idx)))
		if r.inner != "" {
			out = append(out, jen.Id(r.inner).Op(":=").Add(r.x).Dot("Strides").Index(jen.Lit(nd-1)))
		}
		if r.data != "" {
			out = append(out, jen.Id(r.data).Op(":=").Add(r.x).Dot("Data"))
		}
	}
	return out
}

// parallelArrays reports whether array expressions here run on the goroutine pool: in a
// parallel=True function, outside its prange loops (whose bodies already run in parallel).
func (fe *funcEmitter) parallelArrays() bool {
	return fe.spec.IsParallel() && fe.worker == ""
}

// parallelRange emits kernels.ParallelRange(n, func(lo, hi int) { for i := lo; i < hi; i++ { body } }),
// starting each block after the elements its vector loop did when vec is not nil.
func (fe *funcEmitter) parallelRange(i jen.Code, n jen.Code, body []jen.Code, vec *vecCall) jen.Code {
	lo, hi := fe.names.Take("lo"), fe.names.Take("hi")
	start := jen.Id(lo)
	if vec != nil {
		// The vector loop runs first over each block; body does the elements it left.
		start = jen.Id(lo).Op("+").Add(vec.on(jen.Id(lo), jen.Id(hi)))
	}
	return jen.Qual(kernelsPath, "ParallelRange").Call(n, jen.Func().Params(jen.Id(lo), jen.Id(hi).Int()).Block(
		jen.For(jen.Add(i).Op(":=").Add(start), jen.Add(i).Op("<").Id(hi), jen.Add(i).Op("++")).Block(body...)))
}

// assignInto emits dst[...] = value (op < 0) or dst[...] op= value for an array dst of type
// dt: one loop over dst, with value broadcast to its shape. The statements declare variables:
// callers put them in a block of their own.
func (fe *funcEmitter) assignInto(dst jen.Code, dt *typer.Array, op translate.Op, value translate.Expr) []jen.Code {
	vt := fe.typeOf(value)
	if arrayOf(vt) == nil && op < 0 {
		return []jen.Code{jen.Qual(kernelsPath, "Fill").Call(dst, fe.as(value, dt.Dtype, true))}
	}
	if c := fe.cumAssign(dst, dt, op, value); c != nil {
		return c
	}
	fe.e.note(translate.Pos{}, NoteFused, "%s is computed straight into the destination by one loop", translate.ExprString(value))
	fu := fe.newFusion(false)
	fu.dstType = dt
	fu.setitem = op < 0
	fu.collect(value)
	out := append([]jen.Code{}, fu.pre...)
	flat := fu.flatAssign(dst, dt, op, value)
	if flat != nil && flat.same == nil {
		return append(out, flat.stmts...)
	}
	if c := fu.copyAssign(dst, op, value); c != nil {
		general := append(fu.pre[len(out):], c...)
		if flat == nil {
			return append(out, general...)
		}
		return append(out, jen.If(flat.same).Block(flat.stmts...).Else().Block(general...))
	}
	fu.broadcast(jen.Add(dst).Dot("Shape"), dt.Ndim, dst)
	shape := func(k int) jen.Code { return jen.Add(dst).Dot("Shape").Index(jen.Lit(k)) }
	fu.indexes(dt.Ndim)
	fu.stepRows = dt.Ndim >= 2
	at := fu.at(dst, dt)
	general := append(fu.pre[len(out):], fu.nest(shape, jen.Add(at).Op("=").Add(fu.assignValue(at, dt, op, value).c))...)
	if flat == nil {
		return append(out, general...)
	}
	return append(out, jen.If(flat.same).Block(flat.stmts...).Else().Block(general...))
}

// assignValue returns the new value of the element at of dst: value's element, or the
// element op value's.
func (fu *fusion) assignValue(at jen.Code, dt *typer.Array, op translate.Op, value translate.Expr) code {
	fe := fu.fe
	if op < 0 {
		return fu.elemAs(value, dt.Dtype)
	}
	ve, va := elemType(fe.typeOf(value))
	in, out := typer.ElemLoop(op, dt.Dtype, ve, true, va)
	x := code{convert(jen.Add(at), dt.Dtype, in), precPrimary}
	if in == dt.Dtype {
		x = primary(jen.Add(at))
	}
	r := fe.binElem(op, in, x, fu.elemAs(value, in))
	if out == dt.Dtype {
		return r
	}
	return primary(fe.convertElem(paren(r, precCmp+1), out, dt.Dtype))
}

// flatBlock is the flat form of an assignment: its statements, and the run-time condition
// under which they apply (nil when they always do).
type flatBlock struct {
	same  jen.Code
	stmts []jen.Code
}

// flatAssign returns the flat form of dst op= value when dst and every array operand are
// C-contiguous with dst's number of dimensions: one loop over the elements, run in vector
// assembly where the expression allows. The operands' shapes must equal dst's at run time
// (the caller's general loop broadcasts otherwise). It returns nil when there is no flat form.
func (fu *fusion) flatAssign(dst jen.Code, dt *typer.Array, op translate.Op, value translate.Expr) *flatBlock {
	fe := fu.fe
	if dt.Layout != typer.LayoutC {
		return nil
	}
	for _, l := range fu.arrays {
		if l.t.Ndim != dt.Ndim || l.t.Layout != typer.LayoutC {
			return nil
		}
	}
	hint := "dst"
	if id := goText(dst); token.IsIdentifier(id) {
		hint = id
	}
	dd := fe.names.Take(hint + "d")
	fb := &flatBlock{stmts: []jen.Code{jen.Id(dd).Op(":=").Add(dst).Dot("Data").Index(jen.Empty(), jen.Add(dst).Dot("Size").Call())}}
	dstText := goText(dst)
	var others []jen.Code
	for _, l := range fu.arrays {
		if goText(l.name) == dstText {
			l.flat = jen.Id(dd)
			continue
		}
		others = append(others, l.name)
		src := l.name
		if l.t.Dtype == dt.Dtype {
			// As in broadcast: an input overlapping dst is read as if copied first.
			src = jen.Qual(kernelsPath, "Unalias").Call(l.name, dst)
		}
		d := fe.names.Take(typer.Local(l.hint) + "d")
		fb.stmts = append(fb.stmts, jen.Id(d).Op(":=").Add(src).Dot("Data").Index(jen.Empty(), jen.Len(jen.Id(dd))))
		l.flat = jen.Id(d)
	}
	fb.same = sameShapes(dst, others)
	i := fe.names.Take("i")
	fu.idx = []code{primary(jen.Id(i))}
	at := jen.Id(dd).Index(jen.Id(i))
	body := jen.Add(at).Op("=").Add(fu.assignValue(at, dt, op, value).c)
	v := fu.newVecLoop(jen.Id(dd), dt.Dtype)
	vec := v.call(v.assign(op, value, dt.Dtype))
	fb.stmts = append(fb.stmts, fu.flatFor(jen.Id(i), jen.Id(dd), vec, body))
	for _, l := range fu.arrays {
		l.flat = nil // the general loop reads the broadcast views
	}
	return fb
}

func elemType(t typer.Type) (*typer.Basic, bool) {
	if a := arrayOf(t); a != nil {
		return a.Dtype, true
	}
	return basic(t), false
}

// elemAs returns the element of e at the loop indexes, converted to t.
func (fu *fusion) elemAs(e translate.Expr, t *typer.Basic) code {
	fe := fu.fe
	if l, ok := fu.leaves[e]; ok && l.t == nil && (l.name == nil || fu.scalar) {
		// A constant or, in scalar mode, an operand evaluated in place.
		return fe.asP(e, t, !fu.typedConsts)
	}
	from, _ := elemType(fe.typeOf(e))
	x := fu.elem(e)
	if from == t {
		return x
	}
	return primary(fe.convertElem(paren(x, precCmp+1), from, t))
}

// elem returns the element of e at the loop indexes, in e's own element type.
func (fu *fusion) elem(e translate.Expr) code {
	fe := fu.fe
	if l, ok := fu.leaves[e]; ok {
		if l.t == nil {
			if b := basic(fe.typeOf(e)); fu.typedConsts && b != nil {
				return fe.asP(e, b, false)
			}
			if l.name == nil || fu.scalar {
				return fe.exprP(e)
			}
			return primary(jen.Add(l.name))
		}
		if fu.scalar {
			// A 0-d array operand of a scalar operation: its element.
			return primary(jen.Qual(kernelsPath, "Item0").Call(fe.expr(e)))
		}
		if l.flat != nil {
			return primary(jen.Add(l.flat).Index(fu.idx[0].c))
		}
		return primary(fu.at(l.view, l.vt))
	}
	switch e := e.(type) {
	case *translate.BinOp:
		xe, xa := elemType(fe.typeOf(e.X))
		ye, ya := elemType(fe.typeOf(e.Y))
		in, out := typer.ElemLoop(e.Op, xe, ye, xa, ya)
		r := fe.binElem(e.Op, in, fu.elemAs(e.X, in), fu.elemAs(e.Y, in))
		if out != in {
			return primary(fe.convertElem(paren(r, precCmp+1), in, out))
		}
		return r
	case *translate.Compare:
		xe, xa := elemType(fe.typeOf(e.X))
		ye, ya := elemType(fe.typeOf(e.Ys[0]))
		in, _ := typer.ElemLoop(e.Ops[0], xe, ye, xa, ya)
		if in.IsBool() && e.Ops[0] != translate.Eq && e.Ops[0] != translate.NotEq {
			in = typer.Uint8 // Go does not order bools
		}
		x, y := fu.elemAs(e.X, in), fu.elemAs(e.Ys[0], in)
		return code{jen.Add(paren(x, precCmp+1)).Op(cmpOps[e.Ops[0]]).Add(paren(y, precCmp+1)), precCmp}
	case *translate.UnaryOp:
		rt, _ := elemType(fe.typeOf(e))
		x := fu.elemAs(e.X, rt)
		switch e.Op {
		case translate.USub:
			return code{jen.Op("-").Add(paren(x, precUnary)), precUnary}
		case translate.Invert:
			if rt.IsBool() {
				return code{jen.Op("!").Add(paren(x, precUnary)), precUnary}
			}
			return code{jen.Op("^").Add(paren(x, precUnary)), precUnary}
		}
		return x
	case *translate.Call:
		c := fe.info.Calls[e]
		if c.Kind == typer.CallUfunc {
			// A @vectorize ufunc: its element function on the elements, converted to its loop.
			var args []jen.Code
			for k, a := range c.Args {
				args = append(args, fu.elemAs(a, c.Spec.Params[k].(*typer.Basic)).c)
			}
			return primary(jen.Id(c.Spec.InnerName).Call(args...))
		}
		if u := typer.Ufuncs[c.Builtin]; u != nil {
			var ins []*typer.Basic
			var arrs []bool
			for _, a := range c.Args[:u.Nin] {
				b, isArr := elemType(fe.typeOf(a))
				ins = append(ins, b)
				arrs = append(arrs, isArr)
			}
			in, out := typer.UfuncLoop(u, ins, arrs)
			var args []code
			for _, a := range c.Args[:u.Nin] {
				args = append(args, fu.elemAs(a, in))
			}
			return fe.ufuncElem(u, in, out, args)
		}
		// np.where(c, x, y)
		rt, _ := elemType(fe.typeOf(e))
		cond := fu.elemAs(c.Args[0], typer.Bool)
		return primary(jen.Qual(kernelsPath, "Select").Types(goType(rt)).Call(cond.c, fu.elemAs(c.Args[1], rt).c, fu.elemAs(c.Args[2], rt).c))
	}
	fe.fail(e.At(), "unexpected element expression %T", e)
	return primary(jen.Nil())
}

// binElem emits x op y on two values of type t (already converted), with NumPy's array
// semantics: division by zero gives inf, nan or 0 and never raises.
func (fe *funcEmitter) binElem(op translate.Op, t *typer.Basic, x, y code) code {
	call := func(name string) code {
		f := jen.Qual(kernelsPath, name)
		if untypedLit(x.c) && untypedLit(y.c) {
			f = f.Types(goType(t)) // np.power(0, 0): nothing else gives the type
		}
		return primary(f.Call(x.c, y.c))
	}
	infix := func(gop string, p int) code {
		return code{jen.Add(paren(x, p)).Op(gop).Add(paren(y, p+1)), p}
	}
	switch op {
	case translate.Add:
		if t.IsBool() {
			return infix("||", precOr)
		}
		return infix("+", precAdd)
	case translate.Sub:
		return infix("-", precAdd)
	case translate.Mul:
		if t.IsBool() {
			return infix("&&", precAnd)
		}
		if t == typer.Complex64 {
			return call("MulComplex") // Numba's float32 products, not Go's
		}
		return infix("*", precMul)
	case translate.Div:
		if t.IsComplex() {
			return call("TrueDivComplex") // Numba raises ZeroDivisionError here
		}
		return infix("/", precMul)
	case translate.FloorDiv, translate.Mod:
		return call(floorDivName(op, t, true))
	case translate.Pow:
		switch {
		case t.IsComplex():
			return complexPow(x.c, y.c, t)
		case t.IsFloat():
			if isConstTwo(y) {
				return code{jen.Add(paren(x, precMul+1)).Op("*").Add(paren(x, precMul+1)), precMul}
			}
			if c, ok := constPow(x, y); ok {
				return c
			}
			return call("PowFloat")
		}
		return call("PowIntNP")
	case translate.BitAnd:
		if t.IsBool() {
			return infix("&&", precAnd)
		}
		return infix("&", precMul)
	case translate.BitOr:
		if t.IsBool() {
			return infix("||", precOr)
		}
		return infix("|", precAdd)
	case translate.BitXor:
		if t.IsBool() {
			return infix("!=", precCmp)
		}
		return infix("^", precAdd)
	case translate.LShift, translate.RShift:
		name := "Shl"
		if op == translate.RShift {
			name = "Shr"
		}
		return primary(jen.Qual(kernelsPath, name).Call(x.c, jen.Int64().Call(y.c)))
	}
	fe.fail(translate.Pos{}, "unexpected element operator %s", op)
	return primary(jen.Nil())
}

// isConstTwo reports whether c is the literal 2 (or 2.0), so that x ** 2 becomes x * x.
func isConstTwo(c code) bool {
	v, ok := constOf(c)
	return ok && v == 2
}

// constOf returns the value of c when it is a numeric literal, possibly converted (float64(0.5)).
func constOf(c code) (float64, bool) {
	s := goText(c.c)
	for _, conv := range []string{"float64(", "float32("} {
		if strings.HasPrefix(s, conv) && strings.HasSuffix(s, ")") {
			s = s[len(conv) : len(s)-1]
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// constPow emits x ** y for floats of type t where LLVM rewrites Numba's call to pow because the exponent or the
// base is a constant; Numba's results differ from pow's there (checked with the golden case arith_power_llvm):
// x ** 0.5 is sqrt(x), but +Inf at -Inf; x ** -1.0 is 1 / x; 2.0 ** y is exp2(y). It reports false for other
// powers, which call glibc's pow (x ** 2.0, x * x, is the caller's, which knows whether x can be evaluated twice).
func constPow(x, y code) (code, bool) {
	if v, ok := constOf(y); ok {
		switch v {
		case 0.5:
			return primary(jen.Qual(kernelsPath, "PowHalf").Call(x.c)), true
		case -1:
			return code{jen.Lit(1.0).Op("/").Add(paren(x, precMul+1)), precMul}, true
		}
	}
	if powIsExp2(x, y) {
		return primary(jen.Qual(kernelsPath, "PowTwo").Call(y.c)), true
	}
	return code{}, false
}

// powIsExp2 reports whether constPow lowers x ** y to exp2(y) (kernels.PowTwo, glibc's exp2 on float64): a base of
// 2 and an exponent other than 0.5 and -1.
func powIsExp2(x, y code) bool {
	if v, ok := constOf(y); ok && (v == 0.5 || v == -1) {
		return false
	}
	v, ok := constOf(x)
	return ok && v == 2
}

// untypedLit reports whether Go code c is an untyped numeric literal, such as 0 or -2.5.
func untypedLit(c jen.Code) bool {
	text := strings.TrimPrefix(goText(c), "-")
	_, err := strconv.ParseFloat(text, 64)
	return err == nil
}
