// Stand-alone driver for the CPU kernel micro-benchmarks (until rammer-bench merges the subcommand).
#include "bench/cpu/cpu_kernels_bench.h"

int main(int argc, char** argv) { return rammer::bench_cpu_kernels_main(argc, argv); }
