package golden

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Record arrays in the harness: the oracle records a record-array argument's bytes in NumPy's
// layout (oracle.py, record_array_of_records), which become a kernels.Records over a Go byte
// slice; results and arrays after a call print as the oracle's canon does: a record as the tuple
// of its fields, a record array as array(RECORD, SHAPE, [TUPLES]).

var (
	recordArrayTypeRE = regexp.MustCompile(`^array\((Record\(.*\)), (\d+)d, C\)$`)
	recordFieldRE     = regexp.MustCompile(`(\w+)\[type=(\w+|\[(?:unichr|char) x \d+\]);offset=(\d+)\]`)
	charSeqRE         = regexp.MustCompile(`^\[(unichr|char) x (\d+)\]$`)
)

// parseRecordArrayType splits array(Record(...), 1d, C) into the record's text and ndim.
func parseRecordArrayType(typ string) (rec string, ndim int, ok bool) {
	m := recordArrayTypeRE.FindStringSubmatch(typ)
	if m == nil {
		return "", 0, false
	}
	n, _ := strconv.Atoi(m[2])
	return m[1], n, true
}

// recordGoTypeText is the Go type of a record or a record array, as emit writes it.
func recordGoTypeText(typ string) (string, bool) {
	if _, n, ok := parseRecordArrayType(typ); ok {
		return fmt.Sprintf("kernels.Records[[%d]int]", n), true
	}
	if strings.HasPrefix(typ, "Record(") {
		return "kernels.Record", true
	}
	return "", false
}

// recordsLiteral spells a recorded record array as a kernels.Records over its bytes.
func recordsLiteral(rec *recArray, typ string) (string, error) {
	_, n, ok := parseRecordArrayType(typ)
	if !ok || len(rec.Shape) != n || !strings.Contains(rec.Type, strings.TrimPrefix(typ, "array(")) {
		return "", fmt.Errorf("%s argument for a %s parameter", rec.Type, typ)
	}
	var bs []string
	for i := 0; i+2 <= len(rec.Bytes); i += 2 {
		bs = append(bs, "0x"+rec.Bytes[i:i+2])
	}
	var dims []string
	for _, d := range rec.Shape {
		dims = append(dims, strconv.Itoa(d))
	}
	return fmt.Sprintf("kernels.RecordsOf([]byte{%s}, [%d]int{%s}, %d)", strings.Join(bs, ", "), n, strings.Join(dims, ", "), rec.Itemsize), nil
}

// recordRepr is the Go expression giving the repr of the record or record array v of type typ.
func recordRepr(v, typ string) (string, bool) {
	if rec, _, ok := parseRecordArrayType(typ); ok {
		return fmt.Sprintf("reprRecords(%q, %s, %s)", rec, v, recordFunc(rec)), true
	}
	if strings.HasPrefix(typ, "Record(") {
		return recordFunc(typ) + "(" + v + ")", true
	}
	return "", false
}

// recordFunc is a Go func literal printing one record of the given type as a tuple.
func recordFunc(rec string) string {
	var parts []string
	for _, m := range recordFieldRE.FindAllStringSubmatch(rec, -1) {
		if c := charSeqRE.FindStringSubmatch(m[2]); c != nil {
			// a string field, as NumPy prints it: 'ab', or b'ab' for bytes
			if c[1] == "unichr" {
				parts = append(parts, fmt.Sprintf("kernels.Repr(kernels.LoadUnicodeCharSeq(r, %s, %s))", m[3], c[2]))
			} else {
				parts = append(parts, fmt.Sprintf("\"b\" + kernels.Repr(string(kernels.LoadCharSeq(r, %s, %s)))", m[3], c[2]))
			}
			continue
		}
		load := fmt.Sprintf("kernels.Load%s(r, %s)", strings.ToUpper(m[2][:1])+m[2][1:], m[3])
		parts = append(parts, "elemRepr("+load+")")
	}
	return "func(r kernels.Record) string { return tupleRepr(" + strings.Join(parts, ", ") + ") }"
}

// recordsHarness is the harness main's printer of record arrays (C-ordered, as the harness and
// np.zeros build them).
const recordsHarness = `
func reprRecords[D kernels.Dims](dtype string, a kernels.Records[D], rec func(kernels.Record) string) string {
	var dims []string
	for k := 0; k < len(a.Shape); k++ {
		dims = append(dims, fmt.Sprint(a.Shape[k]))
	}
	items := make([]string, a.Size())
	for i := range items {
		off := a.Off + i*a.Itemsize
		items[i] = rec(kernels.Record(a.Data[off : off+a.Itemsize]))
	}
	return fmt.Sprintf("array(%s, %s, [%s])", dtype, tupleRepr(dims...), strings.Join(items, ", "))
}
`
