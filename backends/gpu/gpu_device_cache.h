// gpu_device_cache: the device half of a GPU library, compiled once per key and reused.
//
// The device source (emit_gpu_device_source) depends only on (target, threads, min blocks, op kinds,
// kernel headers), so models with the same set of op kinds share it. build_gpu_device_code compiles it
// into a linkable object (gpu_compile_args) and keeps the object, the compiler's resource report
// (registers, static shared memory, spills) and the device assembly of the same compile (the PTX on
// CUDA, the GCN assembly on HIP: device.ptx / device.s) in the cache, keyed by a hash of the exact device
// source, every header under the include dir, the compile command (paths left out) and the
// compiler's --version text. The compile driver can ask for the measured resources of a kernel
// BEFORE scheduling, and the library build links the cached object instead of compiling again.
//
// Cache location: $RAMMER_CACHE_DIR, else $XDG_CACHE_HOME/rammerc, else $HOME/.cache/rammerc, in a
// gpu-device/<key>/ folder per entry. An entry is trusted only when its record parses, names its
// own key and the object's size and hash match; anything else is removed and rebuilt. Entries are
// published by rename, and builders of one key take a file lock, so concurrent processes (ctest -j)
// compile a key once. With none of the variables set, the root is <temp dir>/rammerc-cache; a root
// that cannot be written is a build failure whose log names it.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_compile.h"
#include "kernels/op_desc.h"

namespace rammer {

// The cache root as documented above; "" when none of the variables is set.
std::string rammer_cache_dir();

struct GpuDeviceCode {
  GpuBuild build;      // build.cached: read from the cache, no compiler run; build.output: the object
  std::string key;     // the entry's hash (hex)
  std::string source;  // the device source text
  std::string asm_path;  // the device assembly of build.output (device.ptx / device.s), "" when none
};

// The device object and measured resources of the persistent kernel over `kinds` at `threads`,
// launch-bounded for `min_blocks` resident blocks per SM, with or without the matrix-unit paths
// (emit_gpu_device_source), for (target, arch). `include_dir` holds the headers the source includes (the artifact's
// include/). `linkable`: an object a library links (nvcc -c / clang -c); otherwise device code
// only (a cubin / code object: the same resources in half the compile time), cached apart.
// `compile_on_miss` false: only a cached entry is returned (build.ok false on a miss, no compiler
// run). Throws rammer::Unsupported for OpKind::reference; otherwise never throws:
// build.compiler_found / build.ok say what happened, build.log why.
GpuDeviceCode build_gpu_device_code(const GpuTarget& target, const std::string& arch, int threads,
                                    const std::set<kernels::OpKind>& kinds,
                                    const std::vector<std::string>& kernel_headers,
                                    const std::string& include_dir, bool linkable = true,
                                    bool compile_on_miss = true, int min_blocks = 1,
                                    GpuMatrixPaths matrix_paths = {});

}  // namespace rammer
