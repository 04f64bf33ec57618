// Micro-benchmarks of the fast CPU tile kernels in isolation (GEMM/conv GFLOP/s, GEMV GB/s), per
// ISA level: `rammer-bench cpu-kernels [--reps N]`. Used until the whole-model CPU benchmark
// (rammer-bench cpu, which needs runtime/rammer.h) lands.
#pragma once

namespace rammer {

int bench_cpu_kernels_main(int argc, char** argv);

}  // namespace rammer
