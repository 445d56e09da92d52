// Package montecarlo is pygo's translation of the monte_carlo_pi example from Numba's documentation.
package montecarlo

//go:generate go tool pygo -sig "monte_carlo_pi(int64)" -sig "seeded_pi(int64, int64)" montecarlo.py
