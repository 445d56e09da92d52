package kernels

// MaxUfuncInputs is the most inputs a ufunc loop takes (UfuncN).
const MaxUfuncInputs = 8

// UfuncInput is one input of UfuncN: an operand of any element type, made by In.
type UfuncInput interface {
	view() rawView
	shape() opShape
	compact()
	newRun() ufuncRun
}

// ufuncRun reads runs of one input for one goroutine: its buffer is its own.
type ufuncRun interface {
	read(off, s, n int) any
}

// In wraps an operand for UfuncN.
func In[A Elem, X Operand[A]](x X) UfuncInput {
	return &nInput[A]{op: x.operand()}
}

type nInput[A Elem] struct{ op operand[A] }

func (x *nInput[A]) view() rawView    { return viewOf(&x.op) }
func (x *nInput[A]) shape() opShape   { return shapeOf(&x.op) }
func (x *nInput[A]) compact()         { x.op.compact() }
func (x *nInput[A]) newRun() ufuncRun { return &nRun[A]{op: &x.op} }

type nRun[A Elem] struct {
	op  *operand[A]
	buf []A
}

func (r *nRun[A]) read(off, s, n int) any { return input(r.op, off, s, n, &r.buf) }

// UfuncN is Ufunc1 for a ufunc of five to MaxUfuncInputs inputs, whose types Go's generics
// cannot list one by one: loop(o, ins) computes o[i] from ins[k].([]Ak)[i] for every i, each
// ins[k] a slice of input k's element type as long as o. The inputs are boxed once per call.
func UfuncN[R Elem, D Dims](out Array[R, D], ins []UfuncInput, parallel bool, loop func(o []R, ins []any)) error {
	if len(ins) > MaxUfuncInputs {
		panic("kernels: UfuncN: too many inputs")
	}
	o := out.operand()
	var shapes [maxOperands]opShape
	shapes[0] = shapeOf(&o)
	ov := viewOf(&o)
	for k, x := range ins {
		if aliasesOut(x.view(), ov) {
			x.compact()
		}
		shapes[k+1] = x.shape()
	}
	p, err := planUfunc(&shapes, len(ins)+1)
	if err != nil {
		return err
	}
	block := func(p *ufuncPlan, lo, hi int) {
		runs := make([]ufuncRun, len(ins))
		for k, x := range ins {
			runs[k] = x.newRun()
		}
		args := make([]any, len(ins))
		var ob []R
		for it := p.iter(lo, hi); it.next(); {
			r := &it.r
			dst := output(o.data, r.offs[0], r.strides[0], r.n, &ob)
			for k, run := range runs {
				args[k] = run.read(r.offs[k+1], r.strides[k+1], r.n)
			}
			loop(dst, args)
			store(o.data, r.offs[0], r.strides[0], dst)
		}
	}
	if p.parallel(parallel) {
		hp := p
		ParallelFor(hp.outer(), func(_, lo, hi, _ int) { block(&hp, lo, hi) })
		return nil
	}
	block(&p, 0, p.outer())
	return nil
}
