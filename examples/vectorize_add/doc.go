// Package vectorize_add is pygo's translation of two @vectorize ufuncs: each signature is an
// element function plus Array (broadcasting), Into (out=) and Slice forms.
package vectorize_add

//go:generate go tool pygo vectorize_add.py
