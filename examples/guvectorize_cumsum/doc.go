// Package guvectorize_cumsum is pygo's translation of a @guvectorize gufunc: its kernel over
// one row, and Array and Into forms that loop over the rows of arrays of any rank.
package guvectorize_cumsum

//go:generate go tool pygo guvectorize_cumsum.py
