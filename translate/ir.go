package translate

import (
	"go/constant"
	"strings"
)

// Node is any IR node. Every node carries the source position of the construct it came from.
type Node interface {
	At() Pos
}

// Expr is an IR expression. The set of expressions is sealed.
type Expr interface {
	Node
	exprNode()
}

// Stmt is an IR statement. The set of statements is sealed.
type Stmt interface {
	Node
	stmtNode()
}

// Module is one translated Python file.
type Module struct {
	File    string
	Doc     string
	Funcs   []*FuncDef         // module-level functions in source order
	Globals []*Global          // module-level assignments in source order
	Imports map[string]*Import // local name → what it refers to
	Classes map[string]Pos     // module-level class definitions (not compiled)
	// Enums maps the module-level classes of Classes that derive from enum.Enum, IntEnum, Flag
	// or IntFlag to their definitions; compiled code uses the members of Enum and IntEnum.
	Enums map[string]*EnumDef
	// Package is set when the module was linked from the modules of a package (see Link).
	Package *Package
	// ExcClasses are the module-level exception classes (`class E(ValueError): pass`), in
	// source order; they are not in Classes.
	ExcClasses []*ExcClassDef
	// JitClasses are the module-level @jitclass classes, in source order; they are not in Classes.
	JitClasses []*JitClassDef
	// Defines are the module-level `name.define(T)` statements that give deferred_type()
	// names their types, in source order.
	Defines []*Define
	// ItemSets are the module-level `name[key] = value` statements, in source order: the
	// entries of a jitclass spec built as an OrderedDict.
	ItemSets []*ItemSet
}

// Import records what a module-level name imported from another module refers to,
// e.g. `from numba import njit` binds "njit" to {Module: "numba", Name: "njit"} and
// `import numpy as np` binds "np" to {Module: "numpy"}.
type Import struct {
	Pos
	Module string // dotted module path, without the dots of a relative import
	Name   string // imported member, empty for a module import
	// Level is the number of leading dots of a relative import (`from ..m import f` has 2),
	// 0 for an absolute one.
	Level int
}

// Path returns the dotted path the import names, e.g. "numba.njit" or "math"; a relative
// import keeps its leading dots (".util.comb").
func (im *Import) Path() string {
	path := strings.Repeat(".", im.Level) + im.Module
	if im.Name == "" {
		return path
	}
	if im.Module == "" {
		return path + im.Name
	}
	return path + "." + im.Name
}

// Global is a module-level `NAME = value` assignment.
type Global struct {
	Pos
	Name  string
	Value Expr
}

// FuncDef is a function definition, at module level or nested in another function.
type FuncDef struct {
	Pos
	Name       string
	Params     []*Param
	Vararg     *Param // *args, or nil
	Body       []Stmt
	Decorators []*Decorator
	Returns    Expr // return annotation, or nil
	Doc        string
	Nested     bool // defined inside another function
	// Lambda is set for a function lowered from a lambda expression (translate/lambda.go).
	Lambda bool
	// Nonlocals are the names a nested function declares nonlocal: the enclosing function's
	// variables, which it reads and assigns (the nonlocal statements become Pass).
	Nonlocals []string
	// Generator is true when the body (not a nested function) holds a yield statement.
	Generator bool
	// Helper is set for a function pygo made for another one (a stencil's kernel and its out=
	// and parallel drivers): it is compiled for its callers only, never exported or reported
	// as untyped on its own.
	Helper bool
	// TypeTests is set for the body of a @generated_jit or @overload function
	// (translate/generated.go): isinstance tests against Numba's type classes (types.Float,
	// types.Array) are folded per specialization.
	TypeTests bool
}

// Param is one parameter of a FuncDef.
type Param struct {
	Pos
	Name    string
	Default Expr // nil when the parameter has no default
	Annot   Expr // nil when unannotated
}

// Decorator is one decorator of a function, with its call arguments split out.
type Decorator struct {
	Pos
	Func     Expr       // the decorator itself (Name or Attribute), without its call
	Args     []Expr     // positional arguments of a decorator call
	Keywords []*Keyword // keyword arguments of a decorator call
	Called   bool       // written as a call, `@njit(...)`, rather than `@njit`
}

// Keyword is a keyword argument `name=value`.
type Keyword struct {
	Pos
	Name  string
	Value Expr
}

// ---- statements ----

// Assign is `t1 = t2 = value`. Annot is the annotation of an annotated assignment, or nil.
type Assign struct {
	Pos
	Targets []Expr
	Value   Expr
	Annot   Expr
}

// AugAssign is `target op= value`.
type AugAssign struct {
	Pos
	Target Expr
	Op     Op
	Value  Expr
	Matmul bool // spelled @= in the source
}

// Declare is a bare annotated declaration `x: T`.
type Declare struct {
	Pos
	Name  string
	Annot Expr
}

// If is if/elif/else; elif chains nest in Else.
type If struct {
	Pos
	Test Expr
	Body []Stmt
	Else []Stmt
}

// While is a while loop with an optional else clause.
type While struct {
	Pos
	Test Expr
	Body []Stmt
	Else []Stmt
}

// For is a for loop with an optional else clause.
type For struct {
	Pos
	Target Expr
	Iter   Expr
	Body   []Stmt
	Else   []Stmt
}

// Break is `break`.
type Break struct{ Pos }

// Continue is `continue`.
type Continue struct{ Pos }

// Pass is `pass`.
type Pass struct{ Pos }

// Return is `return [value]`.
type Return struct {
	Pos
	Value Expr // nil for a bare return
}

// ExprStmt is an expression evaluated for its effect, such as a call.
type ExprStmt struct {
	Pos
	X Expr
}

// Raise is `raise exc`; Exc is nil for a bare re-raise.
type Raise struct {
	Pos
	Exc Expr
}

// Assert is `assert test[, msg]`.
type Assert struct {
	Pos
	Test Expr
	Msg  Expr
}

// FuncStmt is a nested function definition inside a function body.
type FuncStmt struct {
	Pos
	Func *FuncDef
}

// BadStmt is a statement pygo does not support. It is reported only if the function
// that contains it is compiled, so unused code may contain anything.
type BadStmt struct {
	Pos
	What string // what the construct is, e.g. "try statements"
	Hint string
}

func (*Assign) stmtNode()    {}
func (*AugAssign) stmtNode() {}
func (*Declare) stmtNode()   {}
func (*If) stmtNode()        {}
func (*While) stmtNode()     {}
func (*For) stmtNode()       {}
func (*Break) stmtNode()     {}
func (*Continue) stmtNode()  {}
func (*Pass) stmtNode()      {}
func (*Return) stmtNode()    {}
func (*ExprStmt) stmtNode()  {}
func (*Raise) stmtNode()     {}
func (*Assert) stmtNode()    {}
func (*FuncStmt) stmtNode()  {}
func (*BadStmt) stmtNode()   {}

// ---- expressions ----

// Op is a binary, unary or comparison operator.
type Op int

// Operators. Their String is the Python spelling.
const (
	Add Op = iota + 1
	Sub
	Mul
	MatMul
	Div
	FloorDiv
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	// unary
	Invert
	Not
	UAdd
	USub
	// comparison
	Eq
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
	// boolean
	And
	Or
)

var opNames = [...]string{
	Add: "+", Sub: "-", Mul: "*", MatMul: "@", Div: "/", FloorDiv: "//", Mod: "%", Pow: "**",
	LShift: "<<", RShift: ">>", BitOr: "|", BitXor: "^", BitAnd: "&",
	Invert: "~", Not: "not", UAdd: "+", USub: "-",
	Eq: "==", NotEq: "!=", Lt: "<", LtE: "<=", Gt: ">", GtE: ">=", Is: "is", IsNot: "is not", In: "in", NotIn: "not in",
	And: "and", Or: "or",
}

func (o Op) String() string {
	if o > 0 && int(o) < len(opNames) {
		return opNames[o]
	}
	return "?"
}

// ConstKind classifies a Const.
type ConstKind int

// Constant kinds.
const (
	IntConst ConstKind = iota
	FloatConst
	ComplexConst
	BoolConst
	StrConst
	NoneConst
	EllipsisConst
	BytesConst // b"...": Value is a go/constant string holding the bytes
)

// Const is a literal. Value is a go/constant value (nil for None and Ellipsis).
type Const struct {
	Pos
	Kind  ConstKind
	Value constant.Value
}

// Name is a reference to a variable, function, module or builtin.
type Name struct {
	Pos
	Id string
}

// BinOp is `X op Y`.
type BinOp struct {
	Pos
	Op   Op
	X, Y Expr
	// Starred marks the + that joins a starred value Y into a tuple display ((1, *a) is
	// (1,) + a): Y must be a tuple.
	Starred bool
}

// UnaryOp is `op X`.
type UnaryOp struct {
	Pos
	Op Op
	X  Expr
}

// BoolOp is `a and b and c` or `a or b`.
type BoolOp struct {
	Pos
	Op     Op
	Values []Expr
}

// Compare is a (possibly chained) comparison `X op1 Ys[0] op2 Ys[1] ...`.
type Compare struct {
	Pos
	X   Expr
	Ops []Op
	Ys  []Expr
}

// Call is `Func(Args..., Keywords...)`.
type Call struct {
	Pos
	Func     Expr
	Args     []Expr
	Keywords []*Keyword
}

// Attribute is `X.Name`.
type Attribute struct {
	Pos
	X    Expr
	Name string
}

// Subscript is `X[Index]`; a multi-dimensional index is a Tuple.
type Subscript struct {
	Pos
	X     Expr
	Index Expr
}

// Slice is `Lo:Hi:Step` inside a subscript; absent parts are nil.
type Slice struct {
	Pos
	Lo, Hi, Step Expr
}

// Tuple is `(a, b, ...)`.
type Tuple struct {
	Pos
	Elts []Expr
}

// List is `[a, b, ...]`.
type List struct {
	Pos
	Elts []Expr
}

// IfExp is `Body if Test else Else`.
type IfExp struct {
	Pos
	Test, Body, Else Expr
}

// FString is an f-string. Each part is a literal (X == nil) or a formatted expression.
type FString struct {
	Pos
	Parts []FPart
}

// FPart is one piece of an f-string.
type FPart struct {
	Lit  string
	X    Expr
	Conv byte   // 0, 'r', 's' or 'a'
	Spec string // format spec, "" when absent
}

// Starred is `*X` in a call's argument list.
type Starred struct {
	Pos
	X Expr
}

// Yield is `yield X` written as a statement (the only form pygo accepts: the value a
// yield expression receives from send() is not supported).
type Yield struct {
	Pos
	X Expr
}

// BadExpr is an expression pygo does not support; see BadStmt.
type BadExpr struct {
	Pos
	What string
	Hint string
}

func (*Const) exprNode()     {}
func (*Name) exprNode()      {}
func (*BinOp) exprNode()     {}
func (*UnaryOp) exprNode()   {}
func (*BoolOp) exprNode()    {}
func (*Compare) exprNode()   {}
func (*Call) exprNode()      {}
func (*Attribute) exprNode() {}
func (*Subscript) exprNode() {}
func (*Slice) exprNode()     {}
func (*Tuple) exprNode()     {}
func (*List) exprNode()      {}
func (*IfExp) exprNode()     {}
func (*FString) exprNode()   {}
func (*Starred) exprNode()   {}
func (*Yield) exprNode()     {}
func (*BadExpr) exprNode()   {}

// DottedName returns "a.b.c" for a chain of Attribute over a Name, or "" otherwise.
func DottedName(e Expr) string {
	switch e := e.(type) {
	case *Name:
		return e.Id
	case *Attribute:
		if base := DottedName(e.X); base != "" {
			return base + "." + e.Name
		}
	}
	return ""
}

// BoundNames returns the names an assignment target binds, in order: a for a, a and b for
// (a, [b]) and *a. A subscript or attribute target binds no name (it reads its base).
func BoundNames(e Expr) []*Name {
	switch e := e.(type) {
	case *Name:
		return []*Name{e}
	case *Tuple:
		return boundNamesOf(e.Elts)
	case *List:
		return boundNamesOf(e.Elts)
	case *Starred:
		return BoundNames(e.X)
	}
	return nil
}

func boundNamesOf(elts []Expr) []*Name {
	var out []*Name
	for _, x := range elts {
		out = append(out, BoundNames(x)...)
	}
	return out
}
