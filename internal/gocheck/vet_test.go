package gocheck_test

import (
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/internal/gocheck"
)

// TestVet checks that Vet reports what go vet reports: a format that does not fit its
// argument (printf), an assembly body whose frame does not fit its Go declaration (asmdecl),
// an unreachable statement, a lock passed by value (copylock), and nothing on clean code.
func TestVet(t *testing.T) {
	const decl = "package p\n\n//go:noescape\nfunc add(a, b int64) int64\n"
	for _, tt := range []struct {
		name  string
		files []gocheck.SrcFile
		want  string
	}{
		{"clean", []gocheck.SrcFile{{Name: "a.go", Data: []byte("package p\n\nimport \"fmt\"\n\nfunc f(n int) string { return fmt.Sprintf(\"%d\", n) }\n")}}, ""},
		{"printf", []gocheck.SrcFile{{Name: "a.go", Data: []byte("package p\n\nimport \"fmt\"\n\nfunc f(s string) string { return fmt.Sprintf(\"%d\", s) }\n")}}, "printf"},
		{"unreachable", []gocheck.SrcFile{{Name: "a.go", Data: []byte("package p\n\nfunc f() int {\n\treturn 1\n\tpanic(0)\n}\n")}}, "unreachable"},
		{"copylock", []gocheck.SrcFile{{Name: "a.go", Data: []byte("package p\n\nimport \"sync\"\n\nfunc f(m sync.Mutex) {}\n")}}, "copylocks"},
		{"asm ok", []gocheck.SrcFile{
			{Name: "a_amd64.go", Data: []byte(decl)},
			{Name: "a_amd64.s", Data: []byte("#include \"textflag.h\"\n\nTEXT ·add(SB), NOSPLIT, $0-24\n\tMOVQ a+0(FP), AX\n\tADDQ b+8(FP), AX\n\tMOVQ AX, ret+16(FP)\n\tRET\n")},
		}, ""},
		{"asm frame", []gocheck.SrcFile{
			{Name: "a_amd64.go", Data: []byte(decl)},
			{Name: "a_amd64.s", Data: []byte("#include \"textflag.h\"\n\nTEXT ·add(SB), NOSPLIT, $0-16\n\tMOVQ a+0(FP), AX\n\tADDQ b+8(FP), AX\n\tMOVQ AX, ret+16(FP)\n\tRET\n")},
		}, "asmdecl"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := newChecker(t).Vet(tt.files)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("want no report, got:\n%v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("want a report from %s, got %v", tt.want, err)
			}
		})
	}
}
