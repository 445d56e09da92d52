package simd

// This file has the helpers that build a Loop node by node, inferring result types. They do
// not check their arguments; Validate does.

// AddArray appends an array operand and returns its index.
func (l *Loop) AddArray(name string, elem Type) int {
	l.Arrays = append(l.Arrays, Array{Name: name, Elem: elem})
	return len(l.Arrays) - 1
}

// AddScalar appends a scalar operand and returns its index.
func (l *Loop) AddScalar(name string, t Type) int {
	l.Scalars = append(l.Scalars, Scalar{Name: name, Type: t})
	return len(l.Scalars) - 1
}

// add appends n and returns its index.
func (l *Loop) add(n Node) int {
	l.Nodes = append(l.Nodes, n)
	return len(l.Nodes) - 1
}

// Load appends a load of array a and returns the node's index.
func (l *Loop) Load(a int) int {
	var t Type
	if a >= 0 && a < len(l.Arrays) {
		t = l.Arrays[a].Elem
	}
	return l.add(Node{Op: OpLoad, Type: t, Index: a})
}

// Scalar appends a use of scalar s and returns the node's index.
func (l *Loop) Scalar(s int) int {
	var t Type
	if s >= 0 && s < len(l.Scalars) {
		t = l.Scalars[s].Type
	}
	return l.add(Node{Op: OpScalar, Type: t, Index: s})
}

// Const appends the constant c of type t and returns the node's index.
func (l *Loop) Const(t Type, c float64) int {
	return l.add(Node{Op: OpConst, Type: t, Const: c})
}

// Apply appends op applied to args and returns the node's index. The result type is Bool for
// comparisons and mask ops, the second argument's type for OpSelect and the first argument's
// type otherwise; use Convert for OpConvert.
func (l *Loop) Apply(op Op, args ...int) int {
	var t Type
	arg := func(j int) Type {
		if j < len(args) && args[j] >= 0 && args[j] < len(l.Nodes) {
			return l.Nodes[args[j]].Type
		}
		return Invalid
	}
	switch {
	case op > OpInvalid && op < numOps && (ops[op].kind == kindCompare || ops[op].kind == kindMask):
		t = Bool
	case op == OpSelect:
		t = arg(1)
	default:
		t = arg(0)
	}
	return l.add(Node{Op: op, Type: t, Args: args})
}

// Convert appends the conversion of x to type t and returns the node's index.
func (l *Loop) Convert(x int, t Type) int {
	return l.add(Node{Op: OpConvert, Type: t, Args: []int{x}})
}

// Store appends a store of node v to array a.
func (l *Loop) Store(a, v int) {
	l.Stores = append(l.Stores, Store{Array: a, Node: v})
}

// SetReduce makes node v the loop's reduction of kind k.
func (l *Loop) SetReduce(k ReduceKind, v int) {
	l.Reduce = &Reduce{Kind: k, Node: v}
}
