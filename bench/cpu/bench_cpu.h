// Whole-model CPU benchmark:
// `rammer-bench cpu [--models a,b] [--csv F] [--runs N] [--rounds R] [--model-dir DIR]`.
//
// For each model: load_onnx + optimize_graph + schedule_graph (device cpu) + build_plan, write and
// build the CPU artifact into a temporary directory, then time it through the runtime C API
// (runtime/rammer.h: one session, its worker threads = the cpu device's vEUs, batch 1, after
// warm-up) and ONNX Runtime through tools/oracle/oracle.js (--bench N --threads 2) on the same
// inputs, in the same process run: R rounds, each N runs of ONNX Runtime (a fresh oracle process)
// then N of ours, so a slow phase of a shared machine lands on both sides. ours = median of all our
// runs, ORT = median of the rounds' medians. Prints a Markdown table (model, threads, ours ms, ORT ms,
// ratio = ort / ours) and, with --csv, writes exactly `model,threads,ours_ms,ort_ms,ratio` rows.
// Our outputs are also checked against ONNX Runtime's (the max relative error is printed per model):
// a fast wrong answer is not a result. A model that fails anywhere gets its row with the error and
// makes the exit status 1; the other models still run.
#pragma once

namespace rammer {

int bench_cpu_main(int argc, char** argv);

}  // namespace rammer
