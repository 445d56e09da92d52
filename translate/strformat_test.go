package translate

import "testing"

func TestStrFormat(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"'{} has {:.2f}'.format(name, x)", "f'{name} has {x:.2f}'"},
		{"'{0}-{1}'.format(f(a), g(b))", "f'{f(a)}-{g(b)}'"},
		{"'{1}-{0}-{1}'.format(a, b)", "f'{b}-{a}-{b}'"},
		{"'{v:>8}|{n!r}'.format(v=x, n=k)", "f'{x:>8}|{k!r}'"},
		{"'{{}} {}'.format(n)", "f'{{}} {n}'"},
		{"'{!s}'.format(n)", "f'{n}'"},
		{"''.format()", "f''"},
		// Left as calls (typer reports them): arguments evaluated out of order or twice,
		// indexing, nested fields, mixed numbering, a missing argument, a lone brace.
		{"'{1}{0}'.format(f(a), b)", "\"{1}{0}\".format(f(a), b)"},
		{"'{0}{0}'.format(f(a))", "\"{0}{0}\".format(f(a))"},
		{"'{0[1]}'.format(t)", "\"{0[1]}\".format(t)"},
		{"'{:{w}}'.format(x, w=3)", "\"{:{w}}\".format(x, w=3)"},
		{"'{}{0}'.format(a)", "\"{}{0}\".format(a)"},
		{"'{} {}'.format(a)", "\"{} {}\".format(a)"},
		{"'}'.format(a)", "\"}\".format(a)"},
		{"'{!s:>3}'.format(a)", "\"{!s:>3}\".format(a)"},
		{"s.format(a)", "s.format(a)"},
		// printf-style formatting.
		{"'%s: %6.2f' % (name, x)", "f'{name}: {x:>6.2f}'"},
		{"'%d%%' % n", "f'{int(n):d}%'"},
		{"'%-5d|%05d|%+i' % (a, b, c)", "f'{int(a):<5d}|{int(b):05d}|{int(c):+d}'"},
		{"'%e %G %#x %o' % (a, b, c, d)", "f'{a:.6e} {b:.6G} {c:#x} {d:o}'"},
		{"'%r and %5s' % (a, b)", "f'{a!r} and {str(b):>5}'"},
		{"'100%%' % ()", "f'100%'"},
		{"'%(k)s' % d", "\"%(k)s\" % d"},
		{"'%*d' % (3, n)", "\"%*d\" % (3, n)"},
		{"'%d %d' % t", "\"%d %d\" % t"},
		{"'%d' % (a, b)", "\"%d\" % (a, b)"},
		{"'%c' % n", "\"%c\" % n"},
		{"x % 2", "x % 2"},
	} {
		t.Run(tt.src, func(t *testing.T) {
			e, err := ParseExpr("x.py", tt.src, Pos{})
			if err != nil {
				t.Fatal(err)
			}
			if got := ExprString(e); got != tt.want {
				t.Errorf("%s became %s, want %s", tt.src, got, tt.want)
			}
		})
	}
}
