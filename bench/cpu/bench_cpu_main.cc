// Stand-alone driver for the whole-model CPU benchmark (until rammer-bench merges the `cpu` subcommand).
#include "bench/cpu/bench_cpu.h"

int main(int argc, char** argv) { return rammer::bench_cpu_main(argc, argv); }
