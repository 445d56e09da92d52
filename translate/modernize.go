package translate

import (
	"bytes"
	"sort"
	"strings"

	"github.com/go-python/gpython/parser"
)

// sideTable records what modernize rewrote, keyed by positions in the original source (which are
// also the positions gpython reports for the rewritten text).
type sideTable struct {
	// annots maps the Pos of an annotated assignment's target (a plain name or attribute/subscript start)
	// to its annotation. For `x: T = v` the statement becomes `x    = v` (annotation blanked with spaces);
	// for a bare declaration `x: T` the statement becomes `pass` (padded with spaces) starting at the
	// target's column, and decl is true. A bare declaration shorter than four bytes (`x:T`) becomes the
	// expression statement `0` instead.
	annots map[Pos]annotation
	// fstrings maps the Pos of the first quote/prefix character of an f-string literal to its parts.
	// The literal is replaced in out by a plain string literal of exactly the same extent: a one-letter
	// prefix becomes `u`, a two-letter prefix becomes an empty string literal of the other quote kind
	// (`rf"…"` → `''"…"`), the quotes are kept and the body bytes become spaces except newlines (and a
	// backslash before a newline), so gpython sees an ordinary Str node at that position.
	fstrings map[Pos]*fstring
	// matmul holds the Pos of every binary `@` (and `@=`) operator, which out spells `*` (`*=`).
	matmul map[Pos]bool
	// walrus holds the Pos of the target name of every assignment expression `name := value`,
	// which out spells `name or value`: the lowest-precedence binary operator but for the
	// conditional expression, so the parse gives `or` the target as its first operand (see
	// lowerer.walrus).
	walrus map[Pos]bool
}

type annotation struct {
	Text string // the annotation's source text, trimmed, e.g. "float" or "float64[:]"
	Pos  Pos    // position of the annotation text
	Decl bool   // true for a bare `x: T` without a value
}

type fstring struct {
	Parts []fpart
}

type fpart struct {
	Lit  string // literal text (escapes and {{ }} already decoded), when Expr == ""
	Expr string // the expression's source text (not parsed here), trimmed of surrounding white space
	Pos  Pos    // position of the expression's first character (or the literal's) in the original source
	Conv byte   // 0, 'r', 's' or 'a' for !r, !s, !a; 'r' for a debug field with neither conversion nor spec
	Spec string // the format spec after ':' ("" if none), as written
	// Debug marks the f"{x=}" form: the text "x=" is in the preceding Lit part, as Python does.
	Debug bool
}

// modernize rewrites Python source that uses syntax newer than gpython's grammar into text gpython
// parses, keeping every other token at the same line and column, and records what it rewrote.
// Every rewrite keeps the byte length of every line, so out has the same shape as src.
func modernize(file string, src []byte) (out []byte, side *sideTable, diags Diagnostics) {
	m := &modernizer{
		file: file,
		src:  src,
		out:  bytes.Clone(src),
		side: &sideTable{
			annots:   map[Pos]annotation{},
			fstrings: map[Pos]*fstring{},
			matmul:   map[Pos]bool{},
			walrus:   map[Pos]bool{},
		},
	}
	if m.out == nil {
		m.out = []byte{}
	}
	m.lines = append(m.lines, 0)
	for i, c := range src {
		if c == '\n' {
			m.lines = append(m.lines, i+1)
		}
	}
	m.tokenize()
	m.joinFStrings()
	start := 0
	for i, t := range m.toks {
		if t.kind == tkNewline {
			m.logicalLine(m.toks[start:i])
			start = i + 1
		}
	}
	return m.out, m.side, m.diags
}

type pyTokKind uint8

const (
	tkName pyTokKind = iota
	tkNumber
	tkString
	tkOp
	tkNewline // end of a logical line
	tkBad     // a byte the tokenizer does not understand, or an unterminated string
)

// pyToken is one Python token. depth is the bracket depth around it; a bracket and its partner
// share the depth of the tokens beside them.
type pyToken struct {
	kind     pyTokKind
	off, end int
	depth    int
}

type modernizer struct {
	file  string
	src   []byte
	out   []byte
	lines []int // byte offset of the start of each line
	side  *sideTable
	diags Diagnostics
	toks  []pyToken
	fstr  map[int][]fpart // parts of the f-string token at each offset
	fmemo map[int]int     // end of the body of the f-string quoted at each offset by 3.12 rules, or -1
}

func (m *modernizer) pos(off int) Pos {
	line := sort.Search(len(m.lines), func(i int) bool { return m.lines[i] > off }) - 1
	return Pos{Line: line + 1, Col: off - m.lines[line] + 1}
}

func (m *modernizer) text(t pyToken) string { return string(m.src[t.off:t.end]) }

func (m *modernizer) is(t pyToken, kind pyTokKind, text string) bool {
	return t.kind == kind && string(m.src[t.off:t.end]) == text
}

func (m *modernizer) unsupported(off int, hint, msg string) {
	m.diags.Add(m.file, m.pos(off), "unsupported-syntax", hint, "%s", msg)
}

// Tokenizer.

func isPyDigit(c byte) bool { return '0' <= c && c <= '9' }
func isPyIdentStart(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}
func isPyIdentChar(c byte) bool { return isPyIdentStart(c) || isPyDigit(c) }
func isPyQuote(c byte) bool     { return c == '\'' || c == '"' }

// pyStringPrefix reports whether p (without its quote) is a valid Python 3 string prefix.
func pyStringPrefix(p []byte) bool {
	switch strings.ToLower(string(p)) {
	case "", "r", "u", "b", "f", "br", "rb", "fr", "rf":
		return true
	}
	return false
}

var pyOperators = []string{
	"**=", "//=", ">>=", "<<=", "...",
	"**", "//", ">>", "<<", "<=", ">=", "==", "!=", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", ":=",
}

func (m *modernizer) tokenize() {
	src := m.src
	depth := 0
	lineHasTok := false
	emit := func(kind pyTokKind, off, end int) {
		m.toks = append(m.toks, pyToken{kind: kind, off: off, end: end, depth: depth})
		lineHasTok = true
	}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			if depth == 0 && lineHasTok {
				m.toks = append(m.toks, pyToken{kind: tkNewline, off: i, end: i})
				lineHasTok = false
			}
			i++
		case c == ' ' || c == '\t' || c == '\f' || c == '\r':
			i++
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case c == '\\' && i+2 < len(src) && src[i+1] == '\r' && src[i+2] == '\n':
			i += 3
		case isPyDigit(c) || c == '.' && i+1 < len(src) && isPyDigit(src[i+1]):
			end := pyScanNumber(src, i)
			emit(tkNumber, i, end)
			m.fixNumber(i, end)
			i = end
		case isPyIdentStart(c):
			j := i
			for j < len(src) && isPyIdentChar(src[j]) {
				j++
			}
			if j < len(src) && isPyQuote(src[j]) && pyStringPrefix(src[i:j]) {
				i = m.stringToken(i, j, emit)
				continue
			}
			emit(tkName, i, j)
			i = j
		case isPyQuote(c):
			i = m.stringToken(i, i, emit)
		default:
			n := 1
			for _, op := range pyOperators {
				if bytes.HasPrefix(src[i:], []byte(op)) {
					n = len(op)
					break
				}
			}
			if n == 1 && !strings.ContainsRune("+-*/%@&|^~<>()[]{},:.;=!", rune(c)) {
				emit(tkBad, i, i+1)
				i++
				continue
			}
			switch c {
			case ')', ']', '}':
				if depth > 0 {
					depth--
				}
			}
			emit(tkOp, i, i+n)
			switch c {
			case '(', '[', '{':
				depth++
			}
			i += n
		}
	}
	if lineHasTok {
		m.toks = append(m.toks, pyToken{kind: tkNewline, off: len(src), end: len(src)})
	}
}

// pyScanNumber returns the end of the numeric literal starting at i. It takes an underscore only
// between two digits (or after a base prefix), so every underscore in the result is well placed.
func pyScanNumber(src []byte, i int) int {
	digitOf := func(c byte, base int) bool {
		switch base {
		case 16:
			return isPyDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
		case 8:
			return '0' <= c && c <= '7'
		case 2:
			return c == '0' || c == '1'
		}
		return isPyDigit(c)
	}
	j := i
	digits := func(base int, afterPrefix bool) {
		start := j
		for j < len(src) {
			c := src[j]
			if digitOf(c, base) {
				j++
			} else if c == '_' && (j > start || afterPrefix) && j+1 < len(src) && digitOf(src[j+1], base) {
				j++
			} else {
				break
			}
		}
	}
	if src[j] == '0' && j+1 < len(src) {
		base := 0
		switch src[j+1] {
		case 'x', 'X':
			base = 16
		case 'o', 'O':
			base = 8
		case 'b', 'B':
			base = 2
		}
		if base != 0 {
			j += 2
			digits(base, true)
			return j
		}
	}
	digits(10, false)
	if j < len(src) && src[j] == '.' {
		j++
		digits(10, false)
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isPyDigit(src[k]) {
			j = k
			digits(10, false)
		}
	}
	if j < len(src) && (src[j] == 'j' || src[j] == 'J') {
		j++
	}
	return j
}

// fixNumber drops the underscores of the number in src[off:end] and pads it with spaces.
func (m *modernizer) fixNumber(off, end int) {
	if bytes.IndexByte(m.src[off:end], '_') < 0 {
		return
	}
	w := off
	for _, c := range m.src[off:end] {
		if c != '_' {
			m.out[w] = c
			w++
		}
	}
	for ; w < end; w++ {
		m.out[w] = ' '
	}
}

// pyScanString returns the end of the string literal whose opening quote is at q, and whether it is
// terminated. An unterminated single-quoted string ends before its newline, a triple-quoted one at the end.
func pyScanString(src []byte, q int) (int, bool) {
	quote := src[q]
	i := q + 1
	triple := q+2 < len(src) && src[q+1] == quote && src[q+2] == quote
	if triple {
		i = q + 3
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\\':
			if i+2 < len(src) && src[i+1] == '\r' && src[i+2] == '\n' {
				i++
			}
			i += 2
			continue
		case c == quote && !triple:
			return i + 1, true
		case c == quote && i+2 < len(src) && src[i+1] == quote && src[i+2] == quote:
			return i + 3, true
		case c == '\n' && !triple:
			return i, false
		}
		i++
	}
	return len(src), false
}

// stringToken scans the string literal with prefix src[off:q] and opening quote at q, emits it and
// returns its end. An f-string is also decoded and rewritten.
func (m *modernizer) stringToken(off, q int, emit func(pyTokKind, int, int)) int {
	prefix := strings.ToLower(string(m.src[off:q]))
	if !strings.Contains(prefix, "f") {
		end, ok := pyScanString(m.src, q)
		if ok {
			emit(tkString, off, end)
		} else {
			emit(tkBad, off, end)
		}
		return end
	}
	quote := m.src[q : q+1]
	if q+2 < len(m.src) && m.src[q+1] == m.src[q] && m.src[q+2] == m.src[q] {
		quote = m.src[q : q+3]
	}
	raw := strings.Contains(prefix, "r")
	body := q + len(quote)
	s := &fscanner{m: m, src: m.src, quote: quote, raw: raw}
	end := -1
	if e, seen := m.fmemo[q]; !seen || e >= 0 {
		end = s.body(body)
	}
	if end < 0 {
		// Not an f-string by Python 3.12's rules; fall back to the older rule that the literal
		// ends at the first unescaped closing quote, and report what is wrong inside it.
		send, ok := pyScanString(m.src, q)
		if !ok {
			emit(tkBad, off, send)
			return send
		}
		s = &fscanner{m: m, src: m.src[:send-len(quote)], quote: quote, raw: raw, fallback: true}
		if end = s.body(body); end < body {
			end = send - len(quote) // the older rule found the end; never go back before it
		}
	}
	end += len(quote)
	emit(tkString, off, end)
	m.diags = append(m.diags, s.diags...)
	s.flush()
	if m.fstr == nil {
		m.fstr = map[int][]fpart{}
	}
	m.fstr[off] = s.parts

	// Rewrite the literal as a plain string of the same extent.
	other := byte('\'')
	if quote[0] == '\'' {
		other = '"'
	}
	if q-off == 1 {
		m.out[off] = 'u'
	} else {
		m.out[off], m.out[off+1] = other, other
	}
	bodyEnd := end - len(quote)
	for i := body; i < bodyEnd; i++ {
		c := m.src[i]
		if c == '\n' || c == '\r' {
			continue
		}
		if c == '\\' && (i+1 < bodyEnd && m.src[i+1] == '\n' || i+2 < bodyEnd && m.src[i+1] == '\r' && m.src[i+2] == '\n') {
			continue
		}
		m.out[i] = ' '
	}
	return end
}

// joinFStrings records every run of adjacent string literals that contains an f-string (Python's
// implicit concatenation, which gpython turns into one Str node at the first literal) as one fstring
// at the position of the run's first literal, with the plain literals' decoded text as Lit parts.
func (m *modernizer) joinFStrings() {
	for i := 0; i < len(m.toks); {
		j := i
		hasF := false
		for j < len(m.toks) && m.toks[j].kind == tkString {
			_, f := m.fstr[m.toks[j].off]
			hasF = hasF || f
			j++
		}
		if !hasF {
			i = max(j, i+1)
			continue
		}
		var parts []fpart
		add := func(p fpart) {
			if n := len(parts); n > 0 && p.Expr == "" && parts[n-1].Expr == "" {
				parts[n-1].Lit += p.Lit
			} else if p.Expr != "" || p.Lit != "" {
				parts = append(parts, p)
			}
		}
		for _, t := range m.toks[i:j] {
			if fparts, ok := m.fstr[t.off]; ok {
				for _, p := range fparts {
					add(p)
				}
				continue
			}
			q := t.off
			for !isPyQuote(m.src[q]) {
				q++
			}
			n := 1
			if t.end-q >= 6 && m.src[q+1] == m.src[q] && m.src[q+2] == m.src[q] {
				n = 3
			}
			// gpython reports bad escapes in plain literals itself, so the scanner's diagnostics are dropped.
			s := &fscanner{m: m, raw: strings.ContainsAny(string(m.src[t.off:q]), "rR")}
			s.lit, s.litOff = bytes.Clone(m.src[q+n:t.end-n]), q+n
			s.flush()
			for _, p := range s.parts {
				add(p)
			}
		}
		m.side.fstrings[m.pos(m.toks[i].off)] = &fstring{Parts: parts}
		i = j
	}
}

// fscanner decodes the body of one f-string literal.
type fscanner struct {
	m        *modernizer
	src      []byte // m.src, or a prefix of it ending at the closing quote in fallback mode
	quote    []byte // closing delimiter: one or three quote characters
	raw      bool
	fallback bool // the literal ends at len(src), found by the pre-3.12 rule
	parts    []fpart
	diags    Diagnostics
	lit      []byte // pending raw literal text, decoded by flush
	litOff   int
}

func (s *fscanner) at(i int) byte {
	if i < len(s.src) {
		return s.src[i]
	}
	return 0
}

func (s *fscanner) closes(i int) bool { return !s.fallback && bytes.HasPrefix(s.src[i:], s.quote) }

func (s *fscanner) syntax(off int, msg string) {
	s.diags.Add(s.m.file, s.m.pos(off), "syntax-error", "", "%s", msg)
}

func (s *fscanner) addLit(text string, off int) {
	if text == "" {
		return
	}
	if n := len(s.parts); n > 0 && s.parts[n-1].Expr == "" {
		s.parts[n-1].Lit += text
		return
	}
	s.parts = append(s.parts, fpart{Lit: text, Pos: s.m.pos(off)})
}

func (s *fscanner) litByte(c byte, off int) {
	if len(s.lit) == 0 {
		s.litOff = off
	}
	s.lit = append(s.lit, c)
}

// flush decodes the pending literal text and appends it to parts.
func (s *fscanner) flush() {
	if len(s.lit) == 0 {
		return
	}
	text := s.lit
	s.lit = nil
	if !s.raw {
		if n := len(text) - len(bytes.TrimRight(text, "\\")); n%2 == 1 {
			text = append(text, '\\') // f"\{x}" keeps its backslash, as Python does
		}
		text = bytes.ReplaceAll(text, []byte("\\\r\n"), nil)
		text = bytes.ReplaceAll(text, []byte("\\\n"), nil)
		dec, err := parser.DecodeEscape(bytes.NewBuffer(text), false)
		if err != nil {
			s.syntax(s.litOff, "f-string: invalid escape sequence")
		} else {
			text = dec.Bytes()
		}
	}
	s.addLit(string(text), s.litOff)
}

// body scans literal text and replacement fields from i and returns the offset of the closing
// quote, or -1 when the literal does not end by Python 3.12's rules.
func (s *fscanner) body(i int) int {
	triple := len(s.quote) == 3
	for {
		if i >= len(s.src) {
			if s.fallback {
				return len(s.src)
			}
			return -1
		}
		if s.closes(i) {
			return i
		}
		c := s.src[i]
		switch {
		case c == '\n' && !triple:
			return -1
		case c == '\\':
			next := s.at(i + 1)
			if next == '{' || next == '}' {
				s.litByte(c, i)
				i++
				continue
			}
			if !s.raw && next == 'N' && s.at(i+2) == '{' {
				j := i + 3
				for j < len(s.src) && s.src[j] != '}' && s.src[j] != '\n' && !isPyQuote(s.src[j]) {
					j++
				}
				if s.at(j) == '}' {
					for k := i; k <= j; k++ {
						s.litByte(s.src[k], k)
					}
					i = j + 1
					continue
				}
			}
			s.litByte(c, i)
			if i+1 < len(s.src) {
				s.litByte(next, i+1)
			}
			i += 2
			if next == '\r' && s.at(i) == '\n' {
				s.litByte('\n', i) // a backslash before CR LF continues the line, as before LF
				i++
			}
		case c == '{' && s.at(i+1) == '{', c == '}' && s.at(i+1) == '}':
			s.litByte(c, i)
			i += 2
		case c == '{':
			s.flush()
			i = s.field(i)
			if i < 0 {
				return -1
			}
		case c == '}':
			s.syntax(i, "f-string: single '}' is not allowed")
			i++
		default:
			s.litByte(c, i)
			i++
		}
	}
}

// field scans the replacement field whose '{' is at open and returns the offset after its '}',
// or -1 when the literal does not end by Python 3.12's rules.
func (s *fscanner) field(open int) int {
	triple := len(s.quote) == 3
	start := open + 1
	j := start
	depth := 0
	exprEnd, debugEnd := -1, -1
scan:
	for {
		if j >= len(s.src) {
			return s.unterminated(open)
		}
		c := s.src[j]
		switch {
		case c == '\n' && !triple:
			return s.unterminated(open)
		case isPyQuote(c):
			end, ok := s.nestedString(j, j)
			if !ok {
				return s.unterminated(open)
			}
			j = end
		case isPyIdentStart(c):
			k := j
			for k < len(s.src) && isPyIdentChar(s.src[k]) {
				k++
			}
			if k < len(s.src) && isPyQuote(s.src[k]) && pyStringPrefix(s.src[j:k]) {
				end, ok := s.nestedString(j, k)
				if !ok {
					return s.unterminated(open)
				}
				k = end
			}
			j = k
		case c == '(' || c == '[' || c == '{':
			depth++
			j++
		case c == ')' || c == ']':
			if depth == 0 {
				s.syntax(j, "f-string: unmatched '"+string(c)+"'")
				return s.skipField(j)
			}
			depth--
			j++
		case c == '}' && depth > 0:
			depth--
			j++
		case depth > 0:
			j++
		case c == '}' || c == ':' || c == '!' && s.at(j+1) != '=':
			exprEnd = j
			break scan
		case c == '=' && s.at(j+1) != '=' && !strings.ContainsRune("=!<>", rune(s.at(j-1))):
			k := j + 1
			for s.at(k) == ' ' || s.at(k) == '\t' {
				k++
			}
			if n := s.at(k); n == '}' || n == ':' || n == '!' && s.at(k+1) != '=' {
				exprEnd, debugEnd = j, k
				j = k
				break scan
			}
			j++
		default:
			j++
		}
	}
	p := fpart{}
	expr := s.src[start:exprEnd]
	lead := len(expr) - len(bytes.TrimLeft(expr, " \t\r\n\f"))
	p.Expr = string(bytes.TrimSpace(expr))
	p.Pos = s.m.pos(start + lead)
	if p.Expr == "" {
		s.syntax(open, "f-string: empty expression not allowed")
		return s.skipField(j)
	}
	if debugEnd >= 0 {
		s.addLit(string(s.src[start:debugEnd]), start)
		p.Debug = true
	}
	if s.src[j] == '!' {
		conv := s.at(j + 1)
		if (conv == 'r' || conv == 's' || conv == 'a') && (s.at(j+2) == ':' || s.at(j+2) == '}') {
			p.Conv = conv
			j += 2
		} else {
			s.syntax(j+1, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
			return s.skipField(j)
		}
	}
	if s.src[j] == ':' {
		k := j + 1
		nested := 0
		for {
			if k >= len(s.src) || s.closes(k) || s.src[k] == '\n' && !triple {
				return s.unterminated(open)
			}
			if c := s.src[k]; c == '{' {
				if nested == 0 {
					s.diags.Add(s.m.file, s.m.pos(k), "unsupported-syntax", "write the format spec literally",
						"nested replacement fields in format specs are not supported")
				}
				nested++
			} else if c == '}' {
				if nested == 0 {
					break
				}
				nested--
			}
			k++
		}
		p.Spec = string(s.src[j+1 : k])
		j = k
	}
	if p.Debug && p.Conv == 0 && p.Spec == "" {
		p.Conv = 'r'
	}
	s.parts = append(s.parts, p)
	return j + 1 // s.src[j] == '}'
}

// unterminated handles a replacement field that runs into the end of the literal.
func (s *fscanner) unterminated(open int) int {
	if !s.fallback {
		return -1
	}
	s.syntax(open, "f-string: expecting '}'")
	return len(s.src)
}

// skipField resumes after an error at i by skipping past the next '}'.
func (s *fscanner) skipField(i int) int {
	for i < len(s.src) && !s.closes(i) {
		if s.src[i] == '}' {
			return i + 1
		}
		if s.src[i] == '\n' && len(s.quote) == 1 {
			break
		}
		i++
	}
	if s.fallback {
		return i
	}
	return -1
}

// nestedString scans a string literal inside a replacement field, with prefix src[off:q].
func (s *fscanner) nestedString(off, q int) (int, bool) {
	if !strings.ContainsAny(string(s.src[off:q]), "fF") {
		end, ok := pyScanString(s.src, q)
		return end, ok
	}
	quote := s.src[q : q+1]
	if q+2 < len(s.src) && s.src[q+1] == s.src[q] && s.src[q+2] == s.src[q] {
		quote = s.src[q : q+3]
	}
	memo := !s.fallback // a fallback scan sees a truncated source
	end, seen := s.m.fmemo[q]
	if !memo || !seen {
		inner := &fscanner{m: s.m, src: s.src, quote: quote, raw: strings.ContainsAny(string(s.src[off:q]), "rR")}
		end = inner.body(q + len(quote))
		if memo {
			if s.m.fmemo == nil {
				s.m.fmemo = map[int]int{}
			}
			s.m.fmemo[q] = end
		}
	}
	if end < 0 {
		return 0, false
	}
	return end + len(quote), true
}

// Statement-level rewrites.

var pyKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

// pyCompound holds the keywords that start a compound statement's header.
var pyCompound = map[string]bool{
	"if": true, "elif": true, "else": true, "for": true, "while": true, "with": true, "try": true,
	"except": true, "finally": true, "def": true, "class": true,
}

// operand reports whether t can end an operand, so that a following '@' is binary.
func (m *modernizer) operand(t pyToken) bool {
	switch t.kind {
	case tkNumber, tkString:
		return true
	case tkName:
		s := m.text(t)
		return !pyKeywords[s] || s == "True" || s == "False" || s == "None"
	case tkOp:
		switch m.text(t) {
		case ")", "]", "}", "...":
			return true
		}
	}
	return false
}

// startsExpr reports whether t can begin an expression (used to recognize `await x`).
func (m *modernizer) startsExpr(t pyToken) bool {
	switch t.kind {
	case tkNumber, tkString:
		return true
	case tkName:
		s := m.text(t)
		return !pyKeywords[s] || s == "True" || s == "False" || s == "None" || s == "lambda" || s == "not" || s == "await"
	case tkOp:
		switch m.text(t) {
		case "(", "[", "{", "-", "+", "~", "...":
			return true
		}
	}
	return false
}

func (m *modernizer) logicalLine(line []pyToken) {
	const asyncHint = "use ordinary functions; pygo compiles synchronous code only"
	for i, t := range line {
		switch {
		case m.is(t, tkOp, "@") && i > 0 && m.operand(line[i-1]):
			m.out[t.off] = '*'
			m.side.matmul[m.pos(t.off)] = true
		case m.is(t, tkOp, "@="):
			m.out[t.off] = '*'
			m.side.matmul[m.pos(t.off)] = true
		case m.is(t, tkOp, ":="):
			m.walrus(line, i)
		case m.is(t, tkName, "await") && i+1 < len(line) && m.startsExpr(line[i+1]):
			m.unsupported(t.off, asyncHint, "async functions are not supported")
		case m.is(t, tkName, "def") || m.is(t, tkName, "class"):
			m.defHeader(line[i:])
		}
	}
	start := 0
	for i, t := range line {
		if t.depth == 0 && m.is(t, tkOp, ";") {
			m.statement(line[start:i])
			start = i + 1
		}
	}
	m.statement(line[start:])
}

// walrus spells the assignment expression whose `:=` is line[i] as `name or value`, and records
// the target's position; a target that is not a name, or a `:=` that touches an identifier
// (`n:=v`, which `or` would join into one word), is reported.
func (m *modernizer) walrus(line []pyToken, i int) {
	t := line[i]
	if i == 0 || line[i-1].kind != tkName || pyKeywords[m.text(line[i-1])] {
		m.unsupported(t.off, "assign to a plain name: (n := value)", "the target of an assignment expression must be a name")
		return
	}
	identByte := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
	}
	if identByte(m.src[t.off-1]) || t.off+2 < len(m.src) && identByte(m.src[t.off+2]) {
		m.unsupported(t.off, "write spaces around the operator: (n := value)", "assignment expressions are supported with spaces around :=")
		return
	}
	m.out[t.off], m.out[t.off+1] = 'o', 'r'
	m.side.walrus[m.pos(line[i-1].off)] = true
}

// defHeader reports type parameter lists and blanks the positional-only marker of a def or class
// header starting at line[0].
func (m *modernizer) defHeader(line []pyToken) {
	if len(line) < 3 || line[1].kind != tkName {
		return
	}
	i := 2
	if m.is(line[i], tkOp, "[") {
		m.unsupported(line[i].off, "remove the type parameters; pygo infers types from the call sites",
			"type parameter lists are not supported")
		i = m.closing(line, i) + 1
	}
	if m.is(line[0], tkName, "class") || i >= len(line) || !m.is(line[i], tkOp, "(") {
		return
	}
	end := m.closing(line, i)
	inner := line[i].depth + 1
	for k := i + 1; k < end; k++ {
		t := line[k]
		if t.depth != inner || !m.is(t, tkOp, "/") {
			continue
		}
		prev, next := line[k-1], line[k+1]
		if !(m.is(prev, tkOp, ",") || k-1 == i) || !(m.is(next, tkOp, ",") || k+1 == end) {
			continue
		}
		m.out[t.off] = ' '
		if m.is(next, tkOp, ",") {
			m.out[next.off] = ' '
		}
	}
}

// closing returns the index of the bracket that closes line[open], or len(line)-1.
func (m *modernizer) closing(line []pyToken, open int) int {
	d := line[open].depth
	for k := open + 1; k < len(line); k++ {
		if line[k].depth == d && line[k].kind == tkOp {
			switch m.text(line[k]) {
			case ")", "]", "}":
				return k
			}
		}
	}
	return len(line) - 1
}

// statement handles the statement-level forms of one simple statement.
func (m *modernizer) statement(st []pyToken) {
	if len(st) == 0 || st[0].kind != tkName {
		return
	}
	first := m.text(st[0])
	switch first {
	case "async":
		if len(st) > 1 && (m.is(st[1], tkName, "def") || m.is(st[1], tkName, "for") || m.is(st[1], tkName, "with")) {
			m.unsupported(st[0].off, "use ordinary functions; pygo compiles synchronous code only", "async functions are not supported")
		}
		return
	case "except":
		if len(st) > 1 && (m.is(st[1], tkOp, "*") || m.is(st[1], tkOp, "**")) {
			m.unsupported(st[0].off, "use a plain except clause", "exception groups (except*) are not supported")
		}
	case "match":
		if len(st) > 2 && m.is(st[len(st)-1], tkOp, ":") && st[len(st)-1].depth == 0 {
			switch m.text(st[1]) {
			case "=", ".", ":", ",", ";", ")", "]", "}":
			default:
				if !strings.HasSuffix(m.text(st[1]), "=") || st[1].kind != tkOp {
					m.unsupported(st[0].off, "use an if/elif chain", "match statements are not supported")
					return
				}
			}
		}
	case "type":
		if len(st) > 2 && st[1].kind == tkName && !pyKeywords[m.text(st[1])] &&
			(m.is(st[2], tkOp, "=") || m.is(st[2], tkOp, "[")) {
			m.unsupported(st[0].off, "assign the type to a plain name instead", "type alias statements are not supported")
			return
		}
	}
	if pyCompound[first] {
		// A simple statement may follow the header on the same line: `if x: y: int = 0`.
		lambdas := 0
		for i, t := range st {
			switch {
			case t.depth != 0:
			case m.is(t, tkName, "lambda"):
				lambdas++
			case m.is(t, tkOp, ":") && lambdas > 0:
				lambdas--
			case m.is(t, tkOp, ":"):
				m.statement(st[i+1:])
				return
			}
		}
		return
	}
	if pyKeywords[first] {
		return
	}
	m.annotated(st)
}

// annotated rewrites st if it is an annotated assignment or declaration.
func (m *modernizer) annotated(st []pyToken) {
	k := 1
	for k < len(st) {
		switch {
		case m.is(st[k], tkOp, ".") && k+1 < len(st) && st[k+1].kind == tkName:
			k += 2
			continue
		case m.is(st[k], tkOp, "[") || m.is(st[k], tkOp, "("):
			k = m.closing(st, k) + 1
			continue
		}
		break
	}
	if k+1 >= len(st) || !m.is(st[k], tkOp, ":") {
		return
	}
	colon := st[k]
	ann := st[k+1:]
	eq := -1
	for i, t := range ann {
		if t.depth == 0 && m.is(t, tkOp, "=") {
			eq = i
			break
		}
	}
	decl := eq < 0
	if !decl {
		ann = ann[:eq]
	}
	if len(ann) == 0 {
		return
	}
	from, to := st[0].off, st[len(st)-1].end
	if !m.breakable(colon.off, to) {
		m.unsupported(colon.off, "remove the blank lines inside the annotation",
			"annotations spanning blank lines are not supported")
		return
	}
	a := annotation{
		Text: strings.TrimSpace(string(m.src[ann[0].off:ann[len(ann)-1].end])),
		Pos:  m.pos(ann[0].off),
		Decl: decl,
	}
	m.side.annots[m.pos(st[0].off)] = a
	if !decl {
		m.blank(colon.off, st[k+1+eq].off, "")
		return
	}
	room := bytes.IndexByte(m.src[from:to], '\n')
	fill := "pass"
	if room >= 0 {
		if room > 0 && m.src[from+room-1] == '\r' {
			room--
		}
		room-- // leave space for the continuation backslash
	} else {
		room = to - from
	}
	if room < len(fill) {
		fill = "0"
	}
	m.blank(from, to, fill)
}

// breakable reports whether every line break in src[from:to] follows a byte of the region that
// blank can turn into a backslash continuation.
func (m *modernizer) breakable(from, to int) bool {
	for i := from; i < to; i++ {
		if m.src[i] != '\n' {
			continue
		}
		j := i - 1
		if j > from && m.src[j] == '\r' {
			j--
		}
		if j < from || m.src[j] == '\n' || m.src[j] == '\r' {
			return false
		}
	}
	return true
}

// blank overwrites src[from:to] in out with fill followed by spaces, keeping newlines and
// ending every line it breaks with a backslash continuation.
func (m *modernizer) blank(from, to int, fill string) {
	for i := from; i < to; i++ {
		if c := m.src[i]; c != '\n' && c != '\r' {
			m.out[i] = ' '
		}
	}
	copy(m.out[from:], fill)
	for i := from; i < to; i++ {
		if m.src[i] != '\n' {
			continue
		}
		j := i - 1
		if j > from && m.src[j] == '\r' {
			j--
		}
		if j >= from && m.src[j] != '\n' {
			m.out[j] = '\\'
		}
	}
}
