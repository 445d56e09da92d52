#!/usr/bin/env bash
# nvrtc.sh installs NVRTC (CUDA 11.8, from Debian's non-free component) and the few CUDA headers
# gorgonia.org/cu needs into a cache folder, without a GPU and without the 2.8 GB of
# nvidia-cuda-dev; see ../shared/CUDA.md of the design notes. It does nothing when the folder
# already has the files. It prints the environment to build and run with -tags cuda:
#
#   eval "$(scripts/nvrtc.sh)"
#
# PYGO_CUDA_CACHE chooses the folder (default: ~/.cache/pygo-cuda).
set -euo pipefail
DIR="${PYGO_CUDA_CACHE:-$HOME/.cache/pygo-cuda}"
LIB="$DIR/usr/lib/x86_64-linux-gnu"
if [ ! -e "$LIB/libnvrtc.so" ] || [ ! -e "$DIR/usr/include/nvrtc.h" ] || [ ! -e "$DIR/usr/include/cuda.h" ]; then
	mkdir -p "$DIR/debs"
	if ! apt-cache show libnvrtc11.2 >/dev/null 2>&1; then
		# Enable contrib and non-free in a sources file of our own, copied from the machine's
		# first bookworm entry (its mirror, its key).
		src=/etc/apt/sources.list.d/debian.sources
		awk 'BEGIN{RS=""; ORS="\n\n"} NR==1' "$src" |
			sed -e 's/^Suites:.*/Suites: bookworm/' -e 's/^Components:.*/Components: contrib non-free/' \
				>/etc/apt/sources.list.d/pygo-cuda.sources
		apt-get update -q >&2
	fi
	(cd "$DIR/debs" && apt-get download -q libnvrtc11.2 libnvrtc-builtins11.8 nvidia-cuda-dev libcuda1 libnvidia-ptxjitcompiler1 >&2)
	for p in libnvrtc11.2 libnvrtc-builtins11.8 libcuda1 libnvidia-ptxjitcompiler1; do
		dpkg -x "$DIR"/debs/${p}_*.deb "$DIR"
	done
	# tar stops reading once it has each header (--occurrence): the headers lie near the start
	# of the package's 2.8 GB, and decompressing all of it took 80 s of CPU. dpkg-deb then
	# reports the pipe its reader closed; the check below says whether the headers came out.
	headers=(nvrtc.h cuda.h cudaTypedefs.h cuda_runtime_api.h driver_types.h vector_types.h host_defines.h crt/host_defines.h)
	{ dpkg-deb --fsys-tarfile "$DIR"/debs/nvidia-cuda-dev_*.deb 2>/dev/null || true; } |
		tar -x -C "$DIR" --occurrence=1 "${headers[@]/#/./usr/include/}"
	for h in "${headers[@]}"; do
		[ -e "$DIR/usr/include/$h" ] || { echo "nvrtc.sh: $h is not in nvidia-cuda-dev" >&2; exit 1; }
	done
	ln -sf libnvrtc.so.11.2 "$LIB/libnvrtc.so"
	rm -rf "$DIR/debs"
fi
NV="$LIB/nvidia/current"
[ -e "$NV/libcuda.so" ] || ln -sf "$(cd "$NV" && ls libcuda.so.* | head -1)" "$NV/libcuda.so"
echo "export CGO_CFLAGS='-I$DIR/usr/include'"
echo "export CGO_LDFLAGS='-L$LIB -L$NV'"
echo "export LD_LIBRARY_PATH='$LIB:$NV${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}'"
