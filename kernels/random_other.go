//go:build !amd64 || purego

package kernels

// twistVec reports false: there is no assembly on this build, and twistGo runs the twist.
func twistVec(mt, out *[mtN]uint32) bool { return false }
