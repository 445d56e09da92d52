// Package particles is pygo's translation of a @jitclass particle system.
package particles

//go:generate go tool pygo -sig "advance(Particle, int64, float64)" -sig "swarm(int64, int64, float64)" particles.py
