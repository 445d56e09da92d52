package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Strings are Go strings (UTF-8) in generated code. Python indexes them by code point:
// kernels.StrAt, StrSlice and StrLen take an ASCII fast path and otherwise walk the runes
// (see kernels/str.go). Comparisons are Go's: UTF-8 byte order is code point order.

func isStrType(t typer.Type) bool { _, ok := t.(typer.StrType); return ok }

// strFuncs maps a string method and its number of arguments to the kernels function.
var strFuncs = map[string][]string{
	"lower": {"StrLower"}, "upper": {"StrUpper"},
	"strip": {"StrStrip", "StrStripChars"}, "lstrip": {"StrLStrip", "StrLStripChars"}, "rstrip": {"StrRStrip", "StrRStripChars"},
	"join":       {"", "StrJoin"},
	"startswith": {"", "StrStartsWith"}, "endswith": {"", "StrEndsWith"},
	"find": {"", "StrFind", "StrFind", "StrFind"}, "rfind": {"", "StrRFind", "StrRFind", "StrRFind"},
	"index": {"", "StrIndex", "StrIndex", "StrIndex"}, "rindex": {"", "StrRIndex", "StrRIndex", "StrRIndex"},
	"count":   {"", "StrCount", "StrCount", "StrCount"},
	"replace": {"", "", "StrReplace", "StrReplace"},
	"isdigit": {"StrIsDigit"}, "isalpha": {"StrIsAlpha"}, "isspace": {"StrIsSpace"}, "isupper": {"StrIsUpper"},
	"islower": {"StrIsLower"}, "isalnum": {"StrIsAlnum"}, "isdecimal": {"StrIsDecimal"},
	"zfill":      {"", "StrZfill"},
	"capitalize": {"StrCapitalize"}, "swapcase": {"StrSwapcase"}, "casefold": {"StrCasefold"}, "title": {"StrTitle"},
	"istitle": {"StrIsTitle"}, "isascii": {"StrIsASCII"},
	"isnumeric": {"StrIsNumeric"}, "isidentifier": {"StrIsIdentifier"}, "isprintable": {"StrIsPrintable"},
	"partition": {"", "StrPartition"}, "rpartition": {"", "StrRPartition"},
	"center": {"", "StrCenter", "StrCenter"}, "ljust": {"", "StrLjust", "StrLjust"}, "rjust": {"", "StrRjust", "StrRjust"},
}

// strMethod emits s.name(args...).
func (fe *funcEmitter) strMethod(e *translate.Call, c *typer.Call) code {
	name := strings.TrimPrefix(c.Builtin, ".str.")
	recv := fe.expr(c.Recv)
	args := []jen.Code{recv}
	intArg := func(i int) jen.Code { return fe.as(c.Args[i], typer.Int64, true) }
	// optInt is an optional index argument: absent or None is kernels.NoIndex.
	optInt := func(i int) jen.Code {
		if i >= len(c.Args) || isNone(c.ArgTypes[i+1]) {
			return jen.Qual(kernelsPath, "NoIndex")
		}
		return intArg(i)
	}
	switch name {
	case "strip", "lstrip", "rstrip":
		if len(c.Args) == 1 && isNone(c.ArgTypes[1]) {
			return primary(jen.Qual(kernelsPath, strFuncs[name][0]).Call(recv))
		}
	case "startswith", "endswith":
		// Only endswith takes start, end and tuples in Numba 0.56 (the typer checks).
		fn := map[string]string{"startswith": "StrStartsWith", "endswith": "StrEndsWith"}[name]
		if tt, ok := c.ArgTypes[1].(*typer.Tuple); ok {
			// A tuple of prefixes: any of them, each within s[start:end].
			body := jen.Qual(kernelsPath, fn+"Any").Call(jen.Id("s"), jen.Id("start"), jen.Id("end"), jen.Id("t").Index(jen.Empty(), jen.Empty()).Op("..."))
			lit := jen.Func().Params(jen.Id("s").String(), jen.Id("t").Add(goType(tt)), jen.List(jen.Id("start"), jen.Id("end")).Int64()).Bool().Block(jen.Return(body))
			return primary(lit.Call(recv, fe.expr(c.Args[0]), optInt(1), optInt(2)))
		}
		if len(c.Args) == 1 {
			return primary(jen.Qual(kernelsPath, fn).Call(recv, fe.expr(c.Args[0])))
		}
		return primary(jen.Qual(kernelsPath, fn+"In").Call(recv, fe.expr(c.Args[0]), optInt(1), optInt(2)))
	case "expandtabs":
		size := jen.Code(jen.Lit(8))
		if len(c.Args) == 1 {
			size = intArg(0)
		}
		return primary(jen.Qual(kernelsPath, "StrExpandTabs").Call(recv, size))
	case "splitlines":
		keep := jen.Code(jen.False())
		if len(c.Args) == 1 {
			keep = fe.truth(c.Args[0]).c
		}
		return primary(jen.Qual(kernelsPath, "StrSplitLines").Call(recv, keep))
	case "split", "rsplit":
		max := jen.Code(jen.Lit(-1))
		if len(c.Args) == 2 {
			max = intArg(1)
		}
		fn := map[string]string{"split": "StrSplit", "rsplit": "StrRSplit"}[name]
		if len(c.Args) >= 1 && isStrType(c.ArgTypes[1]) {
			return primary(jen.Qual(kernelsPath, fn).Call(recv, fe.expr(c.Args[0]), max))
		}
		return primary(jen.Qual(kernelsPath, fn+"Space").Call(recv, max))
	case "join":
		if isStrType(c.ArgTypes[1]) {
			return primary(jen.Qual(kernelsPath, "StrJoin").Call(recv, jen.Qual(kernelsPath, "StrChars").Call(fe.expr(c.Args[0]))))
		}
		return primary(jen.Qual(kernelsPath, "StrJoin").Call(recv, fe.deref(c.Args[0])))
	case "find", "rfind", "index", "rindex", "count":
		args = append(args, fe.expr(c.Args[0]), optInt(1), optInt(2))
		return primary(jen.Qual(kernelsPath, strFuncs[name][1]).Call(args...))
	case "replace":
		args = append(args, fe.expr(c.Args[0]), fe.expr(c.Args[1]))
		if len(c.Args) == 3 {
			args = append(args, intArg(2))
		} else {
			args = append(args, jen.Lit(-1))
		}
		return primary(jen.Qual(kernelsPath, "StrReplace").Call(args...))
	case "zfill":
		return primary(jen.Qual(kernelsPath, "StrZfill").Call(recv, intArg(0)))
	case "center", "ljust", "rjust":
		fill := jen.Code(jen.Lit(" "))
		if len(c.Args) == 2 {
			fill = fe.expr(c.Args[1])
		}
		return primary(jen.Qual(kernelsPath, strFuncs[name][1]).Call(recv, intArg(0), fill))
	}
	for i, a := range c.Args {
		if isStrType(c.ArgTypes[i+1]) {
			args = append(args, fe.expr(a))
		} else {
			args = append(args, intArg(i))
		}
	}
	fns := strFuncs[name]
	if len(c.Args) >= len(fns) || fns[len(c.Args)] == "" {
		fe.fail(e.Pos, "no emitter for str.%s with %d arguments", name, len(c.Args))
		return primary(jen.Nil())
	}
	x := jen.Qual(kernelsPath, fns[len(c.Args)]).Call(args...)
	switch name {
	case "isalpha", "isalnum", "isupper":
		// The kernels return Numba's int64 values (flag bits for one ASCII character).
		return primary(convert(x, typer.Int64, fe.typeOf(e)))
	}
	if strings.HasPrefix(name, "is") {
		return primary(convert(x, typer.Bool, fe.typeOf(e)))
	}
	return primary(x)
}

// strBuiltin emits str(x), ord(s), chr(i) and len(s); it reports false for other builtins.
func (fe *funcEmitter) strBuiltin(e *translate.Call, c *typer.Call) (code, bool) {
	switch c.Builtin {
	case "str":
		if isStrType(c.ArgTypes[0]) {
			return fe.exprP(c.Args[0]), true
		}
		return primary(jen.Add(fe.str(c.Args[0]))), true
	case "ord":
		return primary(jen.Qual(kernelsPath, "StrOrd").Call(fe.expr(c.Args[0]))), true
	case "chr":
		return primary(jen.Qual(kernelsPath, "StrChr").Call(fe.as(c.Args[0], typer.Int64, true))), true
	case "len":
		if isStrType(c.ArgTypes[0]) {
			return primary(jen.Qual(kernelsPath, "StrLen").Call(fe.expr(c.Args[0]))), true
		}
	}
	return code{}, false
}

// strSubscript emits s[i] and s[lo:hi:step].
func (fe *funcEmitter) strSubscript(e *translate.Subscript) code {
	return fe.seqSubscript(e, jen.Qual(kernelsPath, "StrSlice").Call, jen.Qual(kernelsPath, "StrAt").Call, fe.expr(e.X))
}

// seqSubscript emits x[i] as at(x, i) and x[lo:hi:step] as slice(x, lo, hi, step), with the
// bounds as Go int64 values (kernels.NoIndex for an omitted one).
func (fe *funcEmitter) seqSubscript(e *translate.Subscript, slice, at func(...jen.Code) *jen.Statement, x jen.Code) code {
	if sl, ok := e.Index.(*translate.Slice); ok {
		step := jen.Code(jen.Lit(1))
		if !fe.omitted(sl.Step) {
			step = fe.as(sl.Step, typer.Int64, true)
		}
		return primary(slice(x, fe.listBound(sl.Lo), fe.listBound(sl.Hi), step))
	}
	return primary(at(x, fe.as(e.Index, typer.Int64, true)))
}

// strBinary emits s + t, s * n and n * s.
func (fe *funcEmitter) strBinary(e *translate.BinOp) code {
	xt, yt := fe.typeOf(e.X), fe.typeOf(e.Y)
	if e.Op == translate.Add {
		return code{jen.Add(fe.paren(fe.exprP(e.X), precAdd)).Op("+").Add(fe.paren(fe.exprP(e.Y), precAdd+1)), precAdd}
	}
	if isStrType(xt) {
		return primary(jen.Qual(kernelsPath, "StrRepeat").Call(fe.expr(e.X), fe.as(e.Y, typer.Int64, true)))
	}
	_ = yt
	return primary(jen.Qual(kernelsPath, "StrRepeat").Call(fe.expr(e.Y), fe.as(e.X, typer.Int64, true)))
}

// strCompareOne emits a comparison of two strings, or sub in s; it reports false for other
// comparisons.
func (fe *funcEmitter) strCompareOne(op translate.Op, x, y translate.Expr, xc, yc jen.Code) (code, bool) {
	xt, yt := fe.typeOf(x), fe.typeOf(y)
	if (op == translate.Eq || op == translate.NotEq) && isStrType(xt) != isStrType(yt) && (basic(xt) != nil || basic(yt) != nil) {
		// A string and a number: never equal, as in Numba (both are still evaluated).
		if xc == nil {
			xc = fe.expr(x)
		}
		if yc == nil {
			yc = fe.expr(y)
		}
		c := jen.Qual(kernelsPath, "StrEqOther").Call(xc, yc)
		if op == translate.NotEq {
			return code{jen.Op("!").Add(c), precUnary}, true
		}
		return primary(c), true
	}
	if !isStrType(xt) || !isStrType(yt) {
		return code{}, false
	}
	if xc == nil {
		xc = fe.paren(fe.exprP(x), precCmp+1)
	}
	if yc == nil {
		yc = fe.paren(fe.exprP(y), precCmp+1)
	}
	switch op {
	case translate.In:
		return primary(jen.Qual("strings", "Contains").Call(yc, xc)), true
	case translate.NotIn:
		return code{jen.Op("!").Qual("strings", "Contains").Call(yc, xc), precUnary}, true
	}
	return code{jen.Add(xc).Op(cmpOps[op]).Add(yc), precCmp}, true
}
