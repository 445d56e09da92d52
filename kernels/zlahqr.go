package kernels

import (
	"math"
	"math/cmplx"
)

// This file holds zlahqr, LAPACK's complex single-shift QR algorithm on an upper Hessenberg
// matrix, which zhseqr calls for matrices of order below 75 (zgeev, and so np.linalg.eig,
// eigvals and np.roots of complex matrices, reach it through zhseqr). It follows LAPACK 3.10's
// zlahqr step for step, Ahues and Tisseur's deflation test and the exceptional shifts every
// tenth iteration without deflation included, so the eigenvalues come out in LAPACK's order:
// the order in which they land on the diagonal of the Schur form. Indices are 1-based, as in
// LAPACK, through the accessor zmat.

// zcm is a column-major n×n complex matrix with 1-based indices, as LAPACK's.
type zcm struct {
	d []complex128
	n int
}

func newZcm(n int) zcm                { return zcm{make([]complex128, n*n), n} }
func (m zcm) at(i, j int) *complex128 { return &m.d[i-1+(j-1)*m.n] }
func (m zcm) get(i, j int) complex128 { return m.d[i-1+(j-1)*m.n] }
func cabs1(z complex128) float64      { return math.Abs(real(z)) + math.Abs(imag(z)) }
func zscalRow(m zcm, i, j1, j2 int, s complex128) {
	for j := j1; j <= j2; j++ {
		*m.at(i, j) *= s
	}
}
func zscalCol(m zcm, j, i1, i2 int, s complex128) {
	for i := i1; i <= i2; i++ {
		*m.at(i, j) *= s
	}
}

const (
	lapackSafmin = 0x1p-1022 // dlamch('S')
	lapackUlp    = 0x1p-52   // dlamch('P'): eps times the base
)

// zlahqr computes the eigenvalues ilo..ihi of the Hessenberg matrix h into w (1-based: w[i-1]),
// its Schur form in h when wantt is set, and accumulates the transformations into rows
// iloz..ihiz of z when wantz is set. It returns 0, or LAPACK's info: the index of an
// eigenvalue that failed to converge.
func zlahqr(wantt, wantz bool, h zcm, ilo, ihi int, w []complex128, iloz, ihiz int, z zcm) int {
	n := h.n
	if n == 0 {
		return 0
	}
	if ilo == ihi {
		w[ilo-1] = h.get(ilo, ilo)
		return 0
	}
	for j := ilo; j <= ihi-3; j++ {
		*h.at(j+2, j) = 0
		*h.at(j+3, j) = 0
	}
	if ilo <= ihi-2 {
		*h.at(ihi, ihi-2) = 0
	}
	jlo, jhi := ilo, ihi
	if wantt {
		jlo, jhi = 1, n
	}
	for i := ilo + 1; i <= ihi; i++ {
		if imag(h.get(i, i-1)) != 0 {
			sc := h.get(i, i-1) / complex(cabs1(h.get(i, i-1)), 0)
			sc = cmplx.Conj(sc) / complex(cmplx.Abs(sc), 0)
			*h.at(i, i-1) = complex(cmplx.Abs(h.get(i, i-1)), 0)
			zscalRow(h, i, i, jhi, sc)
			zscalCol(h, i, jlo, min(jhi, i+1), cmplx.Conj(sc))
			if wantz {
				zscalCol(z, i, iloz, ihiz, cmplx.Conj(sc))
			}
		}
	}
	nh := ihi - ilo + 1
	nz := ihiz - iloz + 1
	_ = nz
	smlnum := lapackSafmin * (float64(nh) / lapackUlp)
	var i1, i2 int
	if wantt {
		i1, i2 = 1, n
	}
	itmax := 30 * max(10, nh)
	const kexsh, dat1 = 10, 3.0 / 4.0
	kdefl := 0
	for i := ihi; i >= ilo; {
		l := ilo
		converged := false
		for its := 0; its <= itmax; its++ {
			k := i
			for ; k >= l+1; k-- {
				if cabs1(h.get(k, k-1)) <= smlnum {
					break
				}
				tst := cabs1(h.get(k-1, k-1)) + cabs1(h.get(k, k))
				if tst == 0 {
					if k-2 >= ilo {
						tst += math.Abs(real(h.get(k-1, k-2)))
					}
					if k+1 <= ihi {
						tst += math.Abs(real(h.get(k+1, k)))
					}
				}
				if math.Abs(real(h.get(k, k-1))) <= lapackUlp*tst {
					ab := max(cabs1(h.get(k, k-1)), cabs1(h.get(k-1, k)))
					ba := min(cabs1(h.get(k, k-1)), cabs1(h.get(k-1, k)))
					aa := max(cabs1(h.get(k, k)), cabs1(h.get(k-1, k-1)-h.get(k, k)))
					bb := min(cabs1(h.get(k, k)), cabs1(h.get(k-1, k-1)-h.get(k, k)))
					s := aa + ab
					if ba*(ab/s) <= max(smlnum, lapackUlp*(bb*(aa/s))) {
						break
					}
				}
			}
			l = k
			if l > ilo {
				*h.at(l, l-1) = 0
			}
			if l >= i {
				converged = true
				break
			}
			kdefl++
			if !wantt {
				i1, i2 = l, i
			}
			var t complex128
			switch {
			case kdefl%(2*kexsh) == 0:
				s := dat1 * math.Abs(real(h.get(i, i-1)))
				t = complex(s, 0) + h.get(i, i)
			case kdefl%kexsh == 0:
				s := dat1 * math.Abs(real(h.get(l+1, l)))
				t = complex(s, 0) + h.get(l, l)
			default:
				t = h.get(i, i)
				u := cmplx.Sqrt(h.get(i-1, i)) * cmplx.Sqrt(h.get(i, i-1))
				s := cabs1(u)
				if s != 0 {
					x := 0.5 * (h.get(i-1, i-1) - t)
					sx := cabs1(x)
					s = max(s, cabs1(x))
					xs, us := x/complex(s, 0), u/complex(s, 0)
					y := complex(s, 0) * cmplx.Sqrt(xs*xs+us*us)
					if sx > 0 {
						xx := x / complex(sx, 0)
						if real(xx)*real(y)+imag(xx)*imag(y) < 0 {
							y = -y
						}
					}
					t -= u * (u / (x + y))
				}
			}
			// Look for two consecutive small subdiagonal elements.
			var v [2]complex128
			m := i - 1
			for ; m >= l+1; m-- {
				h11, h22 := h.get(m, m), h.get(m+1, m+1)
				h11s := h11 - t
				h21 := real(h.get(m+1, m))
				s := cabs1(h11s) + math.Abs(h21)
				h11s /= complex(s, 0)
				h21 /= s
				v = [2]complex128{h11s, complex(h21, 0)}
				h10 := real(h.get(m, m-1))
				if math.Abs(h10)*math.Abs(h21) <= lapackUlp*(cabs1(h11s)*(cabs1(h11)+cabs1(h22))) {
					break
				}
			}
			if m < l+1 {
				m = l
				h11s := h.get(l, l) - t
				h21 := real(h.get(l+1, l))
				s := cabs1(h11s) + math.Abs(h21)
				v = [2]complex128{h11s / complex(s, 0), complex(h21/s, 0)}
			}
			// Single-shift QR step.
			for k := m; k <= i-1; k++ {
				if k > m {
					v = [2]complex128{h.get(k, k-1), h.get(k+1, k-1)}
				}
				beta, t1 := zlarfg(v[0], v[1:])
				v[0] = complex(beta, 0)
				if k > m {
					*h.at(k, k-1) = v[0]
					*h.at(k+1, k-1) = 0
				}
				v2 := v[1]
				t2 := real(t1 * v2)
				for j := k; j <= i2; j++ {
					sum := cmplx.Conj(t1)*h.get(k, j) + complex(t2, 0)*h.get(k+1, j)
					*h.at(k, j) -= sum
					*h.at(k+1, j) -= sum * v2
				}
				for j := i1; j <= min(k+2, i); j++ {
					sum := t1*h.get(j, k) + complex(t2, 0)*h.get(j, k+1)
					*h.at(j, k) -= sum
					*h.at(j, k+1) -= sum * cmplx.Conj(v2)
				}
				if wantz {
					for j := iloz; j <= ihiz; j++ {
						sum := t1*z.get(j, k) + complex(t2, 0)*z.get(j, k+1)
						*z.at(j, k) -= sum
						*z.at(j, k+1) -= sum * cmplx.Conj(v2)
					}
				}
				if k == m && m > l {
					temp := 1 - t1
					temp /= complex(cmplx.Abs(temp), 0)
					*h.at(m+1, m) *= cmplx.Conj(temp)
					if m+2 <= i {
						*h.at(m+2, m+1) *= temp
					}
					for j := m; j <= i; j++ {
						if j != m+1 {
							if i2 > j {
								zscalRow(h, j, j+1, i2, temp)
							}
							zscalCol(h, j, i1, j-1, cmplx.Conj(temp))
							if wantz {
								zscalCol(z, j, iloz, ihiz, cmplx.Conj(temp))
							}
						}
					}
				}
			}
			// Ensure that H(I,I-1) is real.
			if temp := h.get(i, i-1); imag(temp) != 0 {
				rtemp := cmplx.Abs(temp)
				*h.at(i, i-1) = complex(rtemp, 0)
				temp /= complex(rtemp, 0)
				if i2 > i {
					zscalRow(h, i, i+1, i2, cmplx.Conj(temp))
				}
				zscalCol(h, i, i1, i-1, temp)
				if wantz {
					zscalCol(z, i, iloz, ihiz, temp)
				}
			}
		}
		if !converged {
			return i
		}
		w[i-1] = h.get(i, i)
		kdefl = 0
		i = l - 1
	}
	return 0
}
