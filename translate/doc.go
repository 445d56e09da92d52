// Package translate parses Numba-style Python with gpython and lowers it to pygo's positioned IR.
package translate
