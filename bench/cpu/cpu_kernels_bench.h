// Micro-benchmarks of the fast CPU tile kernels in isolation (GEMM/conv GFLOP/s, GEMV GB/s), per
// ISA level: `build/bin/bench-cpu-kernels [--reps N] [--only SUBSTRING] [--cold]`. --cold times each
// pass with flushed caches: inside a model an op's weights and output buffer are rarely still cached,
// and NASNet's 1x1 convs run there between the warm and the cold rates (docs/perf-notes.md).
#pragma once

namespace rammer {

int bench_cpu_kernels_main(int argc, char** argv);

}  // namespace rammer
