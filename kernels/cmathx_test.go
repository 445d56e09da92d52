package kernels

import "testing"

var cmathFuncs = [...]struct {
	name string
	f    func(complex128) complex128
}{
	{"sqrt", CSqrt}, {"exp", CExp}, {"log", CLog}, {"log10", CLog10}, {"sin", CSin}, {"cos", CCos}, {"tan", CTan},
	{"sinh", CSinh}, {"cosh", CCosh}, {"tanh", CTanh}, {"asin", CAsin}, {"acos", CAcos}, {"atan", CAtan},
	{"asinh", CAsinh}, {"acosh", CAcosh}, {"atanh", CAtanh},
}

// cmathULPs is the tolerance for finite parts: Go's real sin, exp, log and friends may differ from glibc's in the
// last places, and the complex formulas can amplify that. Special values must match exactly.
const cmathULPs = 4

func checkComplexClose(t *testing.T, name string, got, want complex128) {
	t.Helper()
	if !closeFloat(real(got), real(want), cmathULPs) || !closeFloat(imag(got), imag(want), cmathULPs) {
		t.Errorf("%s = %s, want %s", name, FormatComplex(got), FormatComplex(want))
	}
}

func TestCmath(t *testing.T) {
	for _, tt := range cmathCases {
		t.Run(FormatComplex(tt.z), func(t *testing.T) {
			for i, fn := range cmathFuncs {
				checkComplexClose(t, fn.name, fn.f(tt.z), tt.want[i])
			}
		})
	}
}

func TestCmathScalar(t *testing.T) {
	for _, tt := range cmathScalarCases {
		t.Run(FormatComplex(tt.z), func(t *testing.T) {
			// Go's Atan2 and Hypot may differ from glibc's in the last place.
			checkClose(t, "Phase", Phase(tt.z), tt.phase, 1)
			r, phi := Polar(tt.z)
			checkClose(t, "Polar r", r, tt.r, 1)
			checkClose(t, "Polar phi", phi, tt.phase, 1)
			if CIsFinite(tt.z) != tt.finite || CIsNaN(tt.z) != tt.nan || CIsInf(tt.z) != tt.inf {
				t.Errorf("CIsFinite/CIsNaN/CIsInf = %v/%v/%v", CIsFinite(tt.z), CIsNaN(tt.z), CIsInf(tt.z))
			}
		})
	}
}

func TestRect(t *testing.T) {
	for _, tt := range rectCases {
		t.Run(FormatFloat(tt.r)+"_"+FormatFloat(tt.phi), func(t *testing.T) {
			checkComplexClose(t, "Rect", Rect(tt.r, tt.phi), tt.want)
		})
	}
}

func TestCLogBase(t *testing.T) {
	for _, tt := range clogBaseCases {
		t.Run(FormatComplex(tt.z)+"_"+FormatComplex(tt.base), func(t *testing.T) {
			checkComplexClose(t, "CLogBase", CLogBase(tt.z, tt.base), tt.want)
		})
	}
	t.Run("base_one", func(t *testing.T) {
		_, err := catch(func() complex128 { return CLogBase(2, 1) })
		checkErr(t, "CLogBase", err, "ZeroDivisionError: complex division by zero")
	})
}
