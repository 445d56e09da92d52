package emit

// cudaCmathPrelude defines the cmath functions of CUDA kernels on pygo_c128, transcribing
// kernels/cmathx.go (Numba's algorithms: CPython's, NumPy's npy_csqrt for sqrt) so that the CUDA C
// and the Go twin compute alike. It follows cudaComplexPrelude.
const cudaCmathPrelude = `
// cmath with Numba's algorithms (kernels/cmathx.go).
#define PYGO_CM_LN4 1.3862943611198906
#define PYGO_CM_LN10 2.302585092994045684
#define PYGO_CM_THRES (3.4028234663852886e+38 / 4)
#define PYGO_CM_THRES_LG 9.223371761976865e+18
#define PYGO_CM_THRES_SM 1.0842021724855044e-19
#define PYGO_CM_SQRT_THR 7.446288774449766e+307
__device__ __forceinline__ bool pygo_cm_fin(double x) { return !isnan(x) && !isinf(x); }
__device__ __forceinline__ bool pygo_cm_isnan(pygo_c128 z) { return isnan(z.re) || isnan(z.im); }
__device__ __forceinline__ bool pygo_cm_isinf(pygo_c128 z) { return isinf(z.re) || isinf(z.im); }
__device__ __forceinline__ bool pygo_cm_isfinite(pygo_c128 z) { return pygo_cm_fin(z.re) && pygo_cm_fin(z.im); }
__device__ __forceinline__ double pygo_cm_phase(pygo_c128 z) { return atan2(z.im, z.re); }
__device__ __forceinline__ double pygo_cm_cos1(double x) { return isinf(x) ? -PYGO_NAN : cos(x); }
__device__ __forceinline__ double pygo_cm_sin1(double x) { return isinf(x) ? -PYGO_NAN : sin(x); }
__device__ pygo_c128 pygo_cm_rect(double r, double phi) {
	if (!pygo_cm_fin(phi)) {
		if (r == 0) return pygo_c128(fabs(r), 0.0);
		if (isinf(r)) return pygo_c128(r, phi);
	}
	double re = cos(phi), im = sin(phi);
	if (re == 0 && isinf(r)) re /= r; else re *= r;
	if (im == 0 && isinf(r)) im /= r; else im *= r;
	return pygo_c128(re, im);
}
__device__ pygo_c128 pygo_cm_exp(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (pygo_cm_fin(x)) {
		if (pygo_cm_fin(y)) { double r = exp(x); return pygo_c128(r * cos(y), r * sin(y)); }
		return pygo_c128(PYGO_NAN, PYGO_NAN);
	}
	if (isnan(x)) return y != 0 ? pygo_c128(x, x) : pygo_c128(x, y);
	if (x > 0) {
		if (pygo_cm_fin(y)) {
			double re = cos(y), im = sin(y);
			if (re != 0) re *= x;
			if (im != 0) im *= x;
			return pygo_c128(re, im);
		}
		return pygo_c128(x, PYGO_NAN);
	}
	if (pygo_cm_fin(y)) { double r = exp(x); return pygo_c128(r * cos(y), r * sin(y)); }
	return pygo_c128(0.0, 0.0);
}
__device__ pygo_c128 pygo_cm_log(pygo_c128 z) { return pygo_c128(log(hypot(z.re, z.im)), atan2(z.im, z.re)); }
__device__ pygo_c128 pygo_cm_log10(pygo_c128 z) {
	pygo_c128 l = pygo_cm_log(z);
	return pygo_c128(l.re / PYGO_CM_LN10, l.im / PYGO_CM_LN10);
}
__device__ pygo_c128 pygo_cm_sqrt(pygo_c128 z) {
	double a = z.re, b = z.im;
	if ((a == 0 && b == 0) || isinf(b)) return pygo_c128(fabs(b), b);
	if (isnan(a)) return pygo_c128(a, a);
	if (isinf(a)) {
		if (a < 0) return pygo_c128(fabs(b - b), copysign(a, b));
		return pygo_c128(a, copysign(b - b, b));
	}
	bool scale = fabs(a) >= PYGO_CM_SQRT_THR || fabs(b) >= PYGO_CM_SQRT_THR;
	if (scale) { a *= 0.25; b *= 0.25; }
	double re, im;
	if (a >= 0) {
		double t = sqrt((a + hypot(a, b)) * 0.5);
		re = t; im = b / (2 * t);
	} else {
		double t = sqrt((-a + hypot(a, b)) * 0.5);
		re = fabs(b) / (2 * t); im = copysign(t, b);
	}
	return scale ? pygo_c128(re * 2, im) : pygo_c128(re, im);
}
__device__ pygo_c128 pygo_cm_cosh(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (isinf(x)) {
		double re, im;
		if (isnan(y) || y == 0) { re = fabs(x); im = y; }
		else { re = copysign(x, pygo_cm_cos1(y)); im = copysign(x, pygo_cm_sin1(y)); }
		if (x < 0) im = -im;
		return pygo_c128(re, im);
	}
	return pygo_c128(cos(y) * cosh(x), sin(y) * sinh(x));
}
__device__ pygo_c128 pygo_cm_cos(pygo_c128 z) { return pygo_cm_cosh(pygo_c128(-z.im, z.re)); }
__device__ pygo_c128 pygo_cm_sinh(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (isinf(x)) {
		if (isnan(y)) return pygo_c128(x, y);
		double re = cos(y), im = sin(y);
		if (re != 0) re *= x;
		if (im != 0) im *= fabs(x);
		return pygo_c128(re, im);
	}
	return pygo_c128(cos(y) * sinh(x), sin(y) * cosh(x));
}
__device__ pygo_c128 pygo_cm_sin(pygo_c128 z) {
	pygo_c128 r = pygo_cm_sinh(pygo_c128(-z.im, z.re));
	return pygo_c128(r.im, -r.re);
}
__device__ pygo_c128 pygo_cm_tanh(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (isinf(x)) return pygo_c128(copysign(1.0, x), isinf(y) ? 0.0 : copysign(0.0, sin(2 * y)));
	double tx = tanh(x), ty = tan(y), cx = 1 / cosh(x), txty = tx * ty;
	double denom = 1 + txty * txty;
	return pygo_c128(tx * (1 + ty * ty) / denom, ((ty / denom) * cx) * cx);
}
__device__ pygo_c128 pygo_cm_tan(pygo_c128 z) {
	pygo_c128 r = pygo_cm_tanh(pygo_c128(-z.im, z.re));
	return pygo_c128(r.im, -r.re);
}
__device__ pygo_c128 pygo_cm_acos(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (fabs(x) > PYGO_CM_THRES || fabs(y) > PYGO_CM_THRES)
		return pygo_c128(atan2(fabs(y), x), copysign(log(hypot(x * 0.5, y * 0.5)) + PYGO_CM_LN4, -y));
	pygo_c128 s1 = pygo_cm_sqrt(pygo_c128(1 - x, -y)), s2 = pygo_cm_sqrt(pygo_c128(1 + x, y));
	double p = s2.re * s1.im, q = s2.im * s1.re;
	return pygo_c128(2 * atan2(s1.re, s2.re), asinh(p - q));
}
__device__ pygo_c128 pygo_cm_acosh(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (fabs(x) > PYGO_CM_THRES || fabs(y) > PYGO_CM_THRES)
		return pygo_c128(log(hypot(x * 0.5, y * 0.5)) + PYGO_CM_LN4, atan2(y, x));
	pygo_c128 s1 = pygo_cm_sqrt(pygo_c128(x - 1, y)), s2 = pygo_cm_sqrt(pygo_c128(x + 1, y));
	double p = s1.re * s2.re, q = s1.im * s2.im;
	return pygo_c128(asinh(p + q), 2 * atan2(s1.im, s2.re));
}
__device__ pygo_c128 pygo_cm_asinh(pygo_c128 z) {
	double x = z.re, y = z.im;
	if (fabs(x) > PYGO_CM_THRES || fabs(y) > PYGO_CM_THRES)
		return pygo_c128(copysign(log(hypot(x * 0.5, y * 0.5)) + PYGO_CM_LN4, x), atan2(y, fabs(x)));
	pygo_c128 s1 = pygo_cm_sqrt(pygo_c128(1 + y, -x)), s2 = pygo_cm_sqrt(pygo_c128(1 - y, x));
	double p = s1.re * s2.im, q = s2.re * s1.im, u = s1.re * s2.re, v = s1.im * s2.im;
	return pygo_c128(asinh(p - q), atan2(y, u - v));
}
__device__ pygo_c128 pygo_cm_asin(pygo_c128 z) {
	pygo_c128 r = pygo_cm_asinh(pygo_c128(-z.im, z.re));
	return pygo_c128(r.im, -r.re);
}
__device__ pygo_c128 pygo_cm_atanh(pygo_c128 z) {
	bool negate = z.re < 0;
	if (negate) z = pygo_c128(-z.re, -z.im);
	double x = z.re, y = z.im, ay = fabs(y), re, im;
	if (isnan(x) || x > PYGO_CM_THRES_LG || ay > PYGO_CM_THRES_LG) {
		if (isinf(y)) re = copysign(0.0, x);
		else if (isinf(x)) re = 0;
		else { double h = hypot(x * 0.5, y * 0.5); re = x / 4 / h / h; }
		im = -copysign(1.5707963267948966, -y);
	} else if (x == 1 && ay < PYGO_CM_THRES_SM) {
		if (ay == 0) { re = PYGO_INF; im = y; }
		else { re = -log(sqrt(ay) / sqrt(hypot(ay, 2.0))); im = copysign(atan2(2.0, -ay) / 2, y); }
	} else {
		double sqay = ay * ay, zr1 = 1 - x, d = zr1 * zr1, e = zr1 * (1 + x);
		re = log1p(4 * x / (d + sqay)) * 0.25;
		im = -atan2(-2 * y, e - sqay) * 0.5;
	}
	if (isnan(y)) im = PYGO_NAN;
	return negate ? pygo_c128(-re, -im) : pygo_c128(re, im);
}
__device__ pygo_c128 pygo_cm_atan(pygo_c128 z) {
	pygo_c128 r = pygo_cm_atanh(pygo_c128(-z.im, z.re));
	if (isinf(z.re) && isnan(z.im)) return pygo_c128(r.im, r.re);
	return pygo_c128(r.im, -r.re);
}
`
