package typer

import (
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Strings are Numba's unicode_type (StrType): immutable values indexed by code point. The
// typing rules here follow Numba 0.56's unicode.py: what it rejects (str.format, % with
// a string, str(float)) gets a diagnostic naming the construct.

// strArg is the kind of one argument of a string method.
type strArg byte

const (
	argStr    strArg = 's' // a str
	argInt    strArg = 'i' // an integer
	argStrNil strArg = 'n' // a str or None (split's sep, strip's chars)
	argIntNil strArg = 'j' // an integer or None (find's start and end: None is absent)
	argStrTup strArg = 'S' // a str or a tuple of str (startswith's prefix)
	argBool   strArg = 'b' // a bool or an integer (splitlines' keepends)
	argJoin   strArg = 'l' // a list of str, or a str (join's iterable)
)

// strMethod describes a string method: its result and its positional arguments, of which
// the first min are required.
type strMethod struct {
	result Type
	args   string // one strArg per parameter
	min    int
	raises bool
}

var strMethods = map[string]strMethod{
	"lower": {StrType{}, "", 0, false}, "upper": {StrType{}, "", 0, false},
	"strip": {StrType{}, "n", 0, false}, "lstrip": {StrType{}, "n", 0, false}, "rstrip": {StrType{}, "n", 0, false},
	"split":      {&List{Elem: StrType{}}, "ni", 0, true},
	"join":       {StrType{}, "l", 1, false},
	"startswith": {Bool, "s", 1, false}, "endswith": {Bool, "Sjj", 1, false}, // Numba 0.56: only endswith takes start, end and tuples
	"find": {Int64, "sjj", 1, false}, "rfind": {Int64, "sjj", 1, false},
	"index": {Int64, "sjj", 1, true}, "rindex": {Int64, "sjj", 1, true},
	"count":   {Int64, "sjj", 1, false},
	"replace": {StrType{}, "ssi", 2, false},
	// Numba 0.56 returns 0 or 1 (an int) from isdigit, isalpha, isupper, isalnum and
	// isdecimal, and a bool from isspace and islower.
	"isdigit": {Int64, "", 0, false}, "isalpha": {Int64, "", 0, false}, "isspace": {Bool, "", 0, false},
	"isupper": {Int64, "", 0, false}, "islower": {Bool, "", 0, false}, "isalnum": {Int64, "", 0, false},
	"isdecimal":  {Int64, "", 0, false},
	"zfill":      {StrType{}, "i", 1, false},
	"capitalize": {StrType{}, "", 0, false}, "swapcase": {StrType{}, "", 0, false},
	"casefold": {StrType{}, "", 0, false}, "title": {StrType{}, "", 0, false},
	"istitle": {Bool, "", 0, false}, "isascii": {Int64, "", 0, false},
	"rsplit":     {&List{Elem: StrType{}}, "ni", 0, true},
	"partition":  {&Tuple{Elems: []Type{StrType{}, StrType{}, StrType{}}}, "s", 1, true},
	"rpartition": {&Tuple{Elems: []Type{StrType{}, StrType{}, StrType{}}}, "s", 1, true},
	"expandtabs": {StrType{}, "i", 0, false},
	"splitlines": {&List{Elem: StrType{}}, "b", 0, false},
	// isnumeric, isidentifier and isprintable return bools in Numba 0.56.
	"isnumeric": {Bool, "", 0, false}, "isidentifier": {Bool, "", 0, false}, "isprintable": {Bool, "", 0, false},
	"center": {StrType{}, "is", 1, true}, "ljust": {StrType{}, "is", 1, true}, "rjust": {StrType{}, "is", 1, true},
}

// strKeywords names the parameters that str methods take by keyword (CPython's others are
// positional-only).
var strKeywords = map[string][]string{
	"split": {"sep", "maxsplit"}, "rsplit": {"sep", "maxsplit"},
	"expandtabs": {"tabsize"}, "splitlines": {"keepends"},
}

// strRejected are the forms of str methods pygo does not compile, with a hint. pygo compiles
// str.format (which Numba 0.56 rejects) as an f-string when translate can rewrite it
// (translate/strformat.go); what is left here is every other form.
var strRejected = map[string]string{
	"format": "call format on a string literal whose fields are {}, {0} or {name} (no nested fields, indexes or attributes), with arguments used once each in order, or names and constants; or write an f-string",
}

// strMethodList lists the compiled str methods, sorted, for hints.
func strMethodList() string {
	names := make([]string, 0, len(strMethods))
	for n := range strMethods {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func isStr(t Type) bool { _, ok := t.(StrType); return ok }

func init() {
	for _, n := range []string{"str", "ord", "chr"} {
		builtinNames[n] = true
	}
	builtinSigs["str"] = builtinStr
	builtinSigs["ord"] = builtinOrd
	builtinSigs["chr"] = builtinChr
	numbaTypeNames["unicode_type"] = StrType{}
	pythonTypeNames["str"] = StrType{}
}

// strAttribute types s.method (for a call).
func (st *fnState) strAttribute(e *translate.Attribute, xt Type) (Type, bool) {
	if !isStr(xt) {
		return nil, false
	}
	if f, ok := StrFields[e.Name]; ok {
		return f.T, true
	}
	if _, ok := strMethods[e.Name]; ok {
		return &BuiltinRef{Path: ".str." + e.Name}, true
	}
	if hint, ok := strRejected[e.Name]; ok {
		st.c.errorf(e.Pos, "unsupported-feature", hint, "this form of str.%s is not supported", e.Name)
		return nil, true
	}
	st.c.errorf(e.Pos, "unknown-attribute", "pygo compiles the str methods "+strMethodList(), "unicode_type has no attribute %s", e.Name)
	return nil, true
}

// StrField is a data attribute of Numba's unicode_type (make_attribute_wrapper in
// numba/cpython/unicode.py, which Numba's own tests read): its type, and the kernels
// function that computes it from the string's content.
type StrField struct {
	T      *Basic
	Kernel string
}

// StrFields are the str data attributes pygo compiles: s._is_ascii (1 when every code point
// is below 128, else 0) and s._length (the number of code points).
var StrFields = map[string]StrField{
	"_is_ascii": {Uint32, "StrIsASCIIFlag"},
	"_length":   {Int64, "StrLen"},
}

// strMethodCall types s.name(args...).
func (st *fnState) strMethodCall(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	m := strMethods[name]
	argExprs, ok := st.strKeywordArgs(e, name)
	if !ok {
		return nil
	}
	args := st.args(&translate.Call{Pos: e.Pos, Func: e.Func, Args: argExprs})
	if args == nil {
		return nil
	}
	if len(args) < m.min || len(args) > len(m.args) {
		hint := ""
		if name == "startswith" {
			hint = "Numba 0.56's str.startswith takes no start or end: slice first, s[start:end].startswith(prefix)"
		}
		if m.min == len(m.args) {
			plural := "s"
			if m.min == 1 {
				plural = ""
			}
			st.c.errorf(e.Pos, "wrong-arg-count", hint, "str.%s() takes %d argument%s (%d given)", name, m.min, plural, len(args))
		} else {
			st.c.errorf(e.Pos, "wrong-arg-count", hint, "str.%s() takes %d to %d arguments (%d given)", name, m.min, len(m.args), len(args))
		}
		return nil
	}
	for i, t := range args {
		ok := false
		want := ""
		switch strArg(m.args[i]) {
		case argStr:
			ok, want = isStr(t), "a str"
		case argInt:
			ok, want = isIntType(t), "an integer"
		case argStrNil:
			ok, want = isStr(t) || isNoneType(t), "a str or None"
		case argIntNil:
			ok, want = isIntType(t) || isNoneType(t), "an integer or None"
		case argStrTup:
			ok, want = isStr(t) || isStrTuple(t), "a str or a tuple of str"
		case argBool:
			b, isB := t.(*Basic)
			ok, want = isB && isIntLike(b), "a bool or an integer"
		case argJoin:
			l := ListOf(t)
			ok, want = isStr(t) || l != nil && isStr(l.Elem), "a list of str"
		}
		if !ok {
			st.c.errorf(argExprs[i].At(), "type-mismatch", "", "argument %d of str.%s() must be %s, not %s", i+1, name, want, t)
			return nil
		}
	}
	if m.raises {
		st.raises = true
	}
	st.info.Calls[e] = &Call{Kind: CallMethod, Builtin: ".str." + name, Args: argExprs, Recv: recv, ArgTypes: append([]Type{StrType{}}, args...)}
	return m.result
}

// isStrTuple reports whether t is a tuple of strings.
func isStrTuple(t Type) bool {
	tt, ok := t.(*Tuple)
	if !ok || len(tt.Elems) == 0 {
		return false
	}
	for _, el := range tt.Elems {
		if !isStr(el) {
			return false
		}
	}
	return true
}

// strKeywordArgs returns the arguments of s.name(...) in parameter order, keyword
// arguments placed after the positional ones (CPython names only the parameters in
// strKeywords; the rest are positional-only).
func (st *fnState) strKeywordArgs(e *translate.Call, name string) ([]translate.Expr, bool) {
	if len(e.Keywords) == 0 {
		return e.Args, true
	}
	names := strKeywords[name]
	args := append([]translate.Expr(nil), e.Args...)
	byPos := map[int]translate.Expr{}
	for _, kw := range e.Keywords {
		at := -1
		for i, n := range names {
			if n == kw.Name {
				at = i
			}
		}
		if at < 0 {
			hint := "pass the arguments by position"
			if len(names) > 0 {
				hint = "str." + name + "() takes by keyword only " + strings.Join(names, ", ")
			}
			st.c.errorf(kw.Pos, "unsupported-feature", hint, "str.%s() got an unexpected keyword argument %s", name, kw.Name)
			return nil, false
		}
		if _, dup := byPos[at]; dup || at < len(e.Args) {
			st.c.errorf(kw.Pos, "wrong-arg-count", "", "str.%s() got multiple values for argument %s", name, kw.Name)
			return nil, false
		}
		byPos[at] = kw.Value
	}
	for i := len(e.Args); len(byPos) > 0; i++ {
		v, ok := byPos[i]
		if !ok {
			// maxsplit= without sep: sep takes its default, None.
			v = &translate.Const{Pos: e.Pos, Kind: translate.NoneConst}
		}
		delete(byPos, i)
		args = append(args, v)
	}
	return args, true
}

// builtinStr types str(x) of a string or a number. Numba 0.56 converts only strings,
// integers and bools; pygo also converts floats and complex numbers, as Python's str (repr's
// shortest round-trip digits: str(0.1) is '0.1', str(1e16) is '1e+16').
func builtinStr(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	switch t := args[0].(type) {
	case StrType:
		return t
	case *Basic, ExcValue:
		return StrType{}
	}
	st.c.errorf(e.Pos, "unsupported-feature", "str() converts strings and numbers", "str() of %s is not supported", args[0])
	return nil
}

func builtinOrd(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if !isStr(args[0]) {
		st.c.errorf(e.Pos, "type-mismatch", "", "ord() expected a string, not %s", args[0])
		return nil
	}
	st.raises = true // TypeError for a string that is not one character
	return Int64
}

func builtinChr(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if !isIntType(args[0]) {
		st.c.errorf(e.Pos, "type-mismatch", "", "chr() expected an integer, not %s", args[0])
		return nil
	}
	st.raises = true // ValueError out of range
	return StrType{}
}

// strSubscript types s[i] and s[lo:hi:step], both strings.
func (st *fnState) strSubscript(e *translate.Subscript) Type {
	if sl, ok := e.Index.(*translate.Slice); ok {
		for _, p := range []translate.Expr{sl.Lo, sl.Hi, sl.Step} {
			if p == nil {
				continue
			}
			if t := st.expr(p); !isIntType(t) && !isNoneType(t) {
				st.c.errorf(p.At(), "type-mismatch", "", "slice indices must be integers")
				return nil
			}
		}
		if sl.Step != nil {
			st.raises = true // a zero step
		}
		return StrType{}
	}
	it := st.expr(e.Index)
	if it == nil {
		return nil
	}
	if !isIntType(it) {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "string indices must be integers, not %s", it)
		return nil
	}
	st.raises = true // IndexError
	return StrType{}
}

// strBinary types s + t, s * n and n * s; Numba rejects s % x (printf-style formatting).
func (st *fnState) strBinary(p translate.Pos, op translate.Op, xt, yt Type) Type {
	switch {
	case op == translate.Add && isStr(xt) && isStr(yt):
		return StrType{}
	case op == translate.Mul && (isStr(xt) && isIntType(yt) || isIntType(xt) && isStr(yt)):
		return StrType{}
	case op == translate.Mod && isStr(xt):
		st.c.errorf(p, "unsupported-feature", "format a string literal with a tuple display, one item per conversion (`'%d %s' % (n, s)`), without mapping keys, * widths or %c; or write an f-string", "this form of %% formatting is not supported")
		return nil
	}
	st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
	return nil
}

// strCompare types comparisons that involve a string: ==, != and orderings of two strings
// (by code point), and sub in s.
func (st *fnState) strCompare(e *translate.Compare, op translate.Op, lt, rt Type) bool {
	if isStr(lt) && isStr(rt) {
		switch op {
		case translate.Is, translate.IsNot:
		default:
			return true
		}
	}
	if (op == translate.Eq || op == translate.NotEq) && (isStr(lt) && isBasic(rt) || isBasic(lt) && isStr(rt)) {
		return true // Numba: a string never equals a number
	}
	st.c.errorf(e.Pos, "type-mismatch", "compare values of one kind: numbers with numbers, strings with strings (convert with str(x) or int(s))", "cannot compare %s %s %s", lt, op, rt)
	return false
}

// bytesSubscript types b[i] of a bytes object, a uint8 as in Numba (a Bytes buffer of
// uint8), and b[lo:hi:step], a bytes object.
func (st *fnState) bytesSubscript(e *translate.Subscript) Type {
	if sl, ok := e.Index.(*translate.Slice); ok {
		for _, p := range []translate.Expr{sl.Lo, sl.Hi, sl.Step} {
			if p == nil {
				continue
			}
			if t := st.expr(p); !isIntType(t) && !isNoneType(t) {
				st.c.errorf(p.At(), "type-mismatch", "", "slice indices must be integers")
				return nil
			}
		}
		if sl.Step != nil {
			st.raises = true // a zero step
		}
		return BytesType{}
	}
	it := st.expr(e.Index)
	if it == nil {
		return nil
	}
	if !isIntType(it) {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "bytes indices must be integers, not %s", it)
		return nil
	}
	st.raises = true // IndexError
	return Uint8
}
