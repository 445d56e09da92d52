package translate

import (
	"go/constant"
	"strconv"
	"strings"
)

// strFormat rewrites `'literal'.format(args...)` into the f-string it means, so that
// typer and emit see one construct: `'{} has {:.2f}'.format(name, x)` becomes
// f'{name} has {x:.2f}'. Fields may be automatically numbered ({}), numbered ({0}) or
// named ({key}, from keyword arguments), with a conversion (!r, !s, !a) and a format spec
// without nested fields. The arguments keep Python's evaluation order: the rewrite applies
// only when every argument is used exactly once and the fields take them in order, or
// when the arguments are names and constants (which evaluate to the same value whenever
// they are read). Anything else is left as the call, which typer reports.
func strFormat(c *Call) (Expr, bool) {
	at, ok := c.Func.(*Attribute)
	if !ok || at.Name != "format" {
		return nil, false
	}
	lit, ok := at.X.(*Const)
	if !ok || lit.Kind != StrConst {
		return nil, false
	}
	args := map[string]Expr{}
	var order []string // argument keys in evaluation order
	for i, a := range c.Args {
		if _, star := a.(*Starred); star {
			return nil, false
		}
		k := strconv.Itoa(i)
		args[k] = a
		order = append(order, k)
	}
	for _, k := range c.Keywords {
		if k.Name == "" {
			return nil, false
		}
		args[k.Name] = k.Value
		order = append(order, k.Name)
	}
	parts, used, ok := parseFormatFields(constant.StringVal(lit.Value), args)
	if !ok {
		return nil, false
	}
	if !inOrder(used, order) {
		for _, a := range args {
			if !pure(a) {
				return nil, false
			}
		}
	}
	return &FString{Pos: c.Pos, Parts: parts}, true
}

// parseFormatFields splits a str.format template into f-string parts, resolving each field
// to its argument. used lists the argument keys in the order the fields name them.
func parseFormatFields(s string, args map[string]Expr) (parts []FPart, used []string, ok bool) {
	var lit strings.Builder
	auto, manual := 0, false
	automatic := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '}' {
			if i+1 < len(s) && s[i+1] == '}' {
				lit.WriteByte('}')
				i++
				continue
			}
			return nil, nil, false // a single '}' is a ValueError in Python
		}
		if ch != '{' {
			lit.WriteByte(ch)
			continue
		}
		if i+1 < len(s) && s[i+1] == '{' {
			lit.WriteByte('{')
			i++
			continue
		}
		end := strings.IndexByte(s[i+1:], '}')
		if end < 0 {
			return nil, nil, false
		}
		field := s[i+1 : i+1+end]
		i += end + 1
		name, spec, _ := strings.Cut(field, ":")
		if strings.ContainsAny(name, "[.") || strings.Contains(spec, "{") {
			return nil, nil, false // indexing, attributes and nested fields are not rewritten
		}
		var conv byte
		if n, c, found := strings.Cut(name, "!"); found {
			if len(c) != 1 || !strings.Contains("rsa", c) {
				return nil, nil, false
			}
			name, conv = n, c[0]
		}
		if name == "" {
			if manual {
				return nil, nil, false // Python: cannot switch from manual to automatic numbering
			}
			automatic = true
			name = strconv.Itoa(auto)
			auto++
		} else if _, err := strconv.Atoi(name); err == nil {
			if automatic {
				return nil, nil, false
			}
			manual = true
		}
		x, found := args[name]
		if !found {
			return nil, nil, false // IndexError or KeyError in Python
		}
		if lit.Len() > 0 {
			parts = append(parts, FPart{Lit: lit.String()})
			lit.Reset()
		}
		if conv == 's' {
			if spec != "" {
				return nil, nil, false // format(str(x), spec): not rewritten
			}
			conv = 0
		}
		parts = append(parts, FPart{X: x, Conv: conv, Spec: spec})
		used = append(used, name)
	}
	if lit.Len() > 0 || len(parts) == 0 {
		parts = append(parts, FPart{Lit: lit.String()})
	}
	return parts, used, true
}

// inOrder reports whether the fields use every argument exactly once, in argument order.
func inOrder(used, order []string) bool {
	if len(used) != len(order) {
		return false
	}
	for i := range used {
		if used[i] != order[i] {
			return false
		}
	}
	return true
}

// pure reports whether reading e more than once, or out of order, gives the same value
// with no effects: names and constants.
func pure(e Expr) bool {
	switch e.(type) {
	case *Name, *Const:
		return true
	}
	return false
}

// printfFormat rewrites `'literal' % args` (printf-style formatting) into the f-string it
// means: `'%s: %6.2f' % (name, x)` becomes f'{name}: {x:>6.2f}'. A conversion maps to a
// format spec with the same meaning: %d, %i and %u format int(x), so that a float is
// truncated as Python's %d does; %f, %e, %g (and upper case), %x, %X and %o take their flags
// (-, 0, +, space, #), width and precision; %s is str(x) and %r repr(x). The operand is a
// tuple display with one item per conversion, or a single value for a template with exactly
// one conversion. Mapping keys (%(name)s), * widths, %c and %a are left as the operation,
// which typer reports.
func printfFormat(b *BinOp) (Expr, bool) {
	lit, ok := b.X.(*Const)
	if b.Op != Mod || !ok || lit.Kind != StrConst {
		return nil, false
	}
	var args []Expr
	if t, ok := b.Y.(*Tuple); ok {
		args = t.Elts
	} else {
		args = []Expr{b.Y}
	}
	s := constant.StringVal(lit.Value)
	var parts []FPart
	var text strings.Builder
	next := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			text.WriteByte(s[i])
			continue
		}
		i++
		if i < len(s) && s[i] == '%' {
			text.WriteByte('%')
			continue
		}
		var flags string
		for i < len(s) && strings.IndexByte("-0+ #", s[i]) >= 0 {
			flags += string(s[i])
			i++
		}
		width := digitsAt(s, &i)
		prec := ""
		if i < len(s) && s[i] == '.' {
			i++
			prec = "." + digitsAt(s, &i)
			if prec == "." {
				prec = ".0"
			}
		}
		for i < len(s) && strings.IndexByte("hlL", s[i]) >= 0 {
			i++ // length modifiers are ignored, as Python ignores them
		}
		if i >= len(s) || next >= len(args) {
			return nil, false
		}
		x := args[next]
		next++
		part, ok := printfPart(s[i], flags, width, prec, x)
		if !ok {
			return nil, false
		}
		if text.Len() > 0 {
			parts = append(parts, FPart{Lit: text.String()})
			text.Reset()
		}
		parts = append(parts, part)
	}
	if next != len(args) {
		return nil, false // "not all arguments converted" in Python
	}
	if text.Len() > 0 || len(parts) == 0 {
		parts = append(parts, FPart{Lit: text.String()})
	}
	return &FString{Pos: b.Pos, Parts: parts}, true
}

// printfPart is the f-string field of one printf conversion.
func printfPart(verb byte, flags, width, prec string, x Expr) (FPart, bool) {
	align := ">"
	if strings.Contains(flags, "-") {
		align = "<"
	}
	var sign, alt, zero string
	if strings.Contains(flags, "+") {
		sign = "+"
	} else if strings.Contains(flags, " ") {
		sign = " "
	}
	if strings.Contains(flags, "#") {
		alt = "#"
	}
	if strings.Contains(flags, "0") && align == ">" {
		zero, align = "0", ""
	}
	if width == "" {
		align, zero = "", ""
	}
	switch verb {
	case 's', 'r':
		if sign != "" || alt != "" || zero != "" || (prec != "" && verb == 'r') {
			return FPart{}, false
		}
		if width == "" && prec == "" {
			if verb == 'r' {
				return FPart{X: x, Conv: 'r'}, true
			}
			return FPart{X: x}, true
		}
		if verb == 'r' {
			return FPart{}, false
		}
		// '%5.2s' pads and cuts str(x): format(str(x), '>5.2').
		return FPart{X: &Call{Pos: x.At(), Func: &Name{Pos: x.At(), Id: "str"}, Args: []Expr{x}}, Spec: align + width + prec}, true
	case 'd', 'i', 'u':
		if alt != "" {
			return FPart{}, false
		}
		if prec != "" {
			return FPart{}, false // %.3d pads with zeros to the precision: not mapped
		}
		conv := &Call{Pos: x.At(), Func: &Name{Pos: x.At(), Id: "int"}, Args: []Expr{x}}
		return FPart{X: conv, Spec: align + sign + zero + width + "d"}, true
	case 'f', 'F', 'e', 'E', 'g', 'G':
		if prec == "" {
			prec = ".6"
		}
		return FPart{X: x, Spec: align + sign + alt + zero + width + prec + string(verb)}, true
	case 'x', 'X', 'o':
		if prec != "" {
			return FPart{}, false
		}
		return FPart{X: x, Spec: align + sign + alt + zero + width + string(verb)}, true
	}
	return FPart{}, false
}

// digitsAt reads the decimal digits at s[*i:], advancing *i past them.
func digitsAt(s string, i *int) string {
	start := *i
	for *i < len(s) && s[*i] >= '0' && s[*i] <= '9' {
		*i++
	}
	return s[start:*i]
}
