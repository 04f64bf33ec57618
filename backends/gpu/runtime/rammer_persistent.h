// rammer_persistent.h: the persistent kernel (DESIGN.md, "The persistent kernel"), written once.
//
// Expects: the including translation unit (the generated <model>_device source) passes its threads
// per block and a `Tiles` type whose static `run` is the switch over its op kinds. Guarantees:
//   - one block per vEU; each walks instrs[program_begin[veu], program_begin[veu + 1]);
//   - exec = Tiles::run, then a block barrier (the next tile reuses shared memory);
//   - wait = thread 0 spins with an acquire load until counter >= (E-1) * signals_per_run + n, then
//     a block barrier; signal = a block barrier, then thread 0 fences and adds 1 with release;
//   - epochs: control[0] holds completed runs, control[1] a monotonic count of finished blocks; the
//     block that finishes last in run E stores control[0] = E (release). Nothing is reset between
//     runs, so relaunch and CUDA-graph replay need no extra launch.
// Control block of a session (device memory, zeroed at session creation, never reset):
//   [0] runs completed (the epoch E of a launch is [0] + 1), [1] blocks finished over all runs,
//   [2 + e] the 64-bit counter of event e.
#pragma once

#include "rammer_tables.h"
#include "rammer_target.h"

namespace rammer::gpu {

// Minimum one block per SM: the default heuristic would cap registers to fit more blocks and spill;
// co-residency is checked against the measured registers instead (rammer_gpu_model_load).
template <int kThreads, class Tiles>
__global__ void __launch_bounds__(kThreads, 1) rammer_persistent(KernelArgs a) {
  extern __shared__ __align__(16) unsigned char rammer_smem[];
  __shared__ unsigned long long runs_done;
  const int veu = RAMMER_BLOCK_ID();
  const int tid = RAMMER_THREAD_ID();
  unsigned long long* control = a.control;
  // Every block reads the epoch before it counts itself finished, so the last finisher's advance
  // is never seen by a block of the same run.
  if (tid == 0) runs_done = rammer_load_acquire(&control[0]);
  RAMMER_BARRIER();
  const unsigned long long done = runs_done;
  const ModelTables& m = *a.model;
  const size_t smem_bytes = static_cast<size_t>(m.shared_bytes);
  const int end = m.program_begin[veu + 1];
  for (int i = m.program_begin[veu]; i < end; ++i) {
    const kernels::InstrDesc ins = m.instrs[i];
    if (ins.code == 0) {  // exec op task
      Tiles::run(rammer_smem, smem_bytes, m.ops[ins.a], m.tensors, a.ptrs, ins.b);
      RAMMER_BARRIER();  // the next tile reuses shared memory
    } else if (ins.code == 1) {  // wait event count: acquire
      if (tid == 0) {
        const unsigned long long target =
            done * static_cast<unsigned long long>(m.event_signals[ins.a]) + ins.b;
        while (rammer_load_acquire(&control[2 + ins.a]) < target) RAMMER_SPIN_PAUSE();
      }
      RAMMER_BARRIER();
    } else {  // signal event: release
      RAMMER_BARRIER();
      if (tid == 0) {
        RAMMER_FENCE();
        rammer_add_release(&control[2 + ins.a], 1ull);
      }
    }
  }
  // Epoch advance: blocks finished is monotonic; the one that completes run E stores E.
  RAMMER_BARRIER();
  if (tid == 0) {
    RAMMER_FENCE();
    const unsigned long long before = rammer_add_acq_rel(&control[1], 1ull);
    if (before + 1 == (done + 1) * static_cast<unsigned long long>(m.veus))
      rammer_store_release(&control[0], done + 1);
  }
}

}  // namespace rammer::gpu

// The generated device source ends with RAMMER_DEFINE_PERSISTENT_KERNEL(kThreads, Tiles): the one
// instantiation of the kernel, handed to the host half by address.
#define RAMMER_DEFINE_PERSISTENT_KERNEL(threads, Tiles)                                            \
  const void* rammer_persistent_kernel() {                                                         \
    return reinterpret_cast<const void*>(&rammer::gpu::rammer_persistent<threads, Tiles>);          \
  }
