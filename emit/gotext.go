package emit

import (
	"bytes"
	"strings"

	"github.com/dave/jennifer/jen"
)

// goText is the gofmt'd Go text of the code fragment c, which the emitter compares and
// matches (common subexpressions, literal constants, hoisted rows). jen formats a fragment as
// a file's declarations or statements, which a function literal called in place
// (`func() float64 {...}()`) cannot start: such a fragment is formatted as the value of an
// assignment, whose left side is then dropped.
func goText(c jen.Code) string {
	var buf bytes.Buffer
	if err := jen.Add(c).Render(&buf); err == nil {
		return buf.String()
	}
	const lhs = "_ = "
	return strings.TrimPrefix(jen.Id("_").Op("=").Add(c).GoString(), lhs)
}
