//go:build !amd64 || purego

package libm

// useFMA is false where there is no assembly for trigSmallFMA and expFMA.
const useFMA = false

func trigSmallFMA(x float64, c uint64) float64 { panic("libm: no trigSmallFMA") }

func expFMA(x float64) float64 { panic("libm: no expFMA") }
