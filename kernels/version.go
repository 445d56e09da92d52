package kernels

// GenVersion1 is referenced by every generated file (const _ = kernels.GenVersion1), so output generated for an
// incompatible run-time library, or a library too old for the output, fails to compile instead of misbehaving.
const GenVersion1 = 1
