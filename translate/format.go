package translate

import (
	"fmt"
	"go/constant"
	"strconv"
	"strings"
)

// ExprString formats an expression as Python source, for listings such as `pygo types`: the
// IR keeps no end positions, so the text is rebuilt from the tree, with the parentheses
// operator precedence needs (redundant ones in the source are dropped).
func ExprString(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e)
	return b.String()
}

// Operator precedence, lowest first, as in Python's grammar.
const (
	precIfExp = iota + 1
	precOr
	precAnd
	precNot
	precCompare
	precBitOr
	precBitXor
	precBitAnd
	precShift
	precAdd
	precMul
	precUnary
	precPow
	precPrimary
)

func binPrec(op Op) int {
	switch op {
	case BitOr:
		return precBitOr
	case BitXor:
		return precBitXor
	case BitAnd:
		return precBitAnd
	case LShift, RShift:
		return precShift
	case Add, Sub:
		return precAdd
	case Pow:
		return precPow
	}
	return precMul
}

func exprPrec(e Expr) int {
	switch e := e.(type) {
	case *IfExp:
		return precIfExp
	case *BoolOp:
		if e.Op == Or {
			return precOr
		}
		return precAnd
	case *UnaryOp:
		if e.Op == Not {
			return precNot
		}
		return precUnary
	case *Compare:
		return precCompare
	case *BinOp:
		return binPrec(e.Op)
	}
	return precPrimary
}

// writeAt writes e, in parentheses when it binds less tightly than prec.
func writeAt(b *strings.Builder, e Expr, prec int) {
	if exprPrec(e) < prec {
		b.WriteByte('(')
		writeExpr(b, e)
		b.WriteByte(')')
		return
	}
	writeExpr(b, e)
}

func writeExpr(b *strings.Builder, e Expr) {
	switch e := e.(type) {
	case nil:
		return
	case *Const:
		b.WriteString(constString(e))
	case *Name:
		b.WriteString(e.Id)
	case *BinOp:
		p := binPrec(e.Op)
		if e.Op == Pow { // right-associative, and binds less tightly than a unary on its right
			writeAt(b, e.X, precPrimary)
			b.WriteString(" ** ")
			writeAt(b, e.Y, precUnary)
			return
		}
		writeAt(b, e.X, p)
		b.WriteString(" " + e.Op.String() + " ")
		writeAt(b, e.Y, p+1)
	case *UnaryOp:
		b.WriteString(e.Op.String())
		if e.Op == Not {
			b.WriteByte(' ')
			writeAt(b, e.X, precNot)
			return
		}
		writeAt(b, e.X, precUnary)
	case *BoolOp:
		p := exprPrec(e)
		for i, v := range e.Values {
			if i > 0 {
				b.WriteString(" " + e.Op.String() + " ")
			}
			writeAt(b, v, p+1)
		}
	case *Compare:
		writeAt(b, e.X, precCompare+1)
		for i, op := range e.Ops {
			b.WriteString(" " + op.String() + " ")
			writeAt(b, e.Ys[i], precCompare+1)
		}
	case *Call:
		writeAt(b, e.Func, precPrimary)
		b.WriteByte('(')
		for i, a := range e.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			writeExpr(b, a)
		}
		for i, k := range e.Keywords {
			if i > 0 || len(e.Args) > 0 {
				b.WriteString(", ")
			}
			b.WriteString(k.Name + "=")
			writeExpr(b, k.Value)
		}
		b.WriteByte(')')
	case *Attribute:
		writeAt(b, e.X, precPrimary)
		b.WriteString("." + e.Name)
	case *Subscript:
		writeAt(b, e.X, precPrimary)
		b.WriteByte('[')
		if t, ok := e.Index.(*Tuple); ok && len(t.Elts) > 0 {
			writeList(b, t.Elts)
		} else {
			writeExpr(b, e.Index)
		}
		b.WriteByte(']')
	case *Slice:
		writeExpr(b, e.Lo)
		b.WriteByte(':')
		writeExpr(b, e.Hi)
		if e.Step != nil {
			b.WriteByte(':')
			writeExpr(b, e.Step)
		}
	case *Tuple:
		b.WriteByte('(')
		writeList(b, e.Elts)
		if len(e.Elts) == 1 {
			b.WriteByte(',')
		}
		b.WriteByte(')')
	case *List:
		b.WriteByte('[')
		writeList(b, e.Elts)
		b.WriteByte(']')
	case *IfExp:
		writeAt(b, e.Body, precOr)
		b.WriteString(" if ")
		writeAt(b, e.Test, precOr)
		b.WriteString(" else ")
		writeAt(b, e.Else, precIfExp)
	case *FString:
		b.WriteString("f'")
		for _, p := range e.Parts {
			if p.X == nil {
				b.WriteString(strings.NewReplacer("{", "{{", "}", "}}", "'", "\\'").Replace(p.Lit))
				continue
			}
			b.WriteByte('{')
			writeExpr(b, p.X)
			if p.Conv != 0 {
				b.WriteString("!" + string(p.Conv))
			}
			if p.Spec != "" {
				b.WriteString(":" + p.Spec)
			}
			b.WriteByte('}')
		}
		b.WriteByte('\'')
	case *Starred:
		b.WriteByte('*')
		writeAt(b, e.X, precPrimary)
	case *Yield:
		b.WriteString("yield ")
		writeExpr(b, e.X)
	case *BadExpr:
		b.WriteString("<" + e.What + ">")
	default:
		b.WriteString("<?>")
	}
}

func writeList(b *strings.Builder, es []Expr) {
	for i, x := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		writeExpr(b, x)
	}
}

func constString(c *Const) string {
	switch c.Kind {
	case NoneConst:
		return "None"
	case EllipsisConst:
		return "..."
	case BoolConst:
		if c.Value != nil && constant.BoolVal(c.Value) {
			return "True"
		}
		return "False"
	case StrConst:
		if c.Value == nil {
			return "''"
		}
		return strconv.Quote(constant.StringVal(c.Value))
	case BytesConst:
		var b strings.Builder
		b.WriteString("b'")
		for _, c := range []byte(constant.StringVal(c.Value)) {
			if c >= ' ' && c < 0x7f && c != '\\' && c != '\'' {
				b.WriteByte(c)
			} else {
				fmt.Fprintf(&b, "\\x%02x", c)
			}
		}
		return b.String() + "'"
	case FloatConst:
		if c.Value == nil {
			return "?"
		}
		f, _ := constant.Float64Val(c.Value)
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		return s
	case ComplexConst:
		if c.Value == nil {
			return "?"
		}
		im, _ := constant.Float64Val(constant.Imag(c.Value))
		re, _ := constant.Float64Val(constant.Real(c.Value))
		if re == 0 {
			return strconv.FormatFloat(im, 'g', -1, 64) + "j"
		}
		return "(" + strconv.FormatFloat(re, 'g', -1, 64) + "+" + strconv.FormatFloat(im, 'g', -1, 64) + "j)"
	}
	if c.Value == nil {
		return "?"
	}
	return c.Value.ExactString()
}
