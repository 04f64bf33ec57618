// rammer_persistent.h: the persistent kernel (DESIGN.md, "The persistent kernel"), written once.
//
// Expects: the including translation unit (the generated <model>_device source) passes its threads
// per block, the resident blocks per SM the register allocator must leave room for (kMinBlocks,
// RAMMER_KERNEL_MIN_BLOCKS in rammer_target.h) and a `Tiles` type whose static `run` is the switch over its op kinds; a grid of G blocks,
// min_blocks_for(veus) <= G <= veus, the same G for every run of a session. Guarantees:
//   - vEUs as cooperative state machines: block b runs the vEUs b, b + G, b + 2G, ... in rounds; a vEU
//     runs until its next wait is not yet satisfied, then the block moves to its next vEU. With G =
//     veus this is one vEU per block, as the schedule was made; with fewer blocks the schedule's
//     deadlock freedom for truly concurrent vEUs carries over, because a blocked vEU never holds a
//     block. Program counters live in shared memory (kMaxVeusPerBlock slots), and so does the rest of
//     the scheduler's position: one step per loop iteration (a vEU runs up to its next exec, which
//     ends the step, or until it yields), so that no loop state is live in registers across a tile
//     call, which would spill at the 2-blocks-per-SM register cap.
//   - The resident region (ModelTables::resident_bytes, after the tiles' carve) starts each launch
//     with a zero tag; tiles that keep weights there check the tag (kernels/rnn.h), so a block that
//     runs several vEUs reloads instead of reading another vEU's slice.
//   - Synchronisation, all at device scope: exec = a block barrier (the previous tile's shared
//     memory is free), then the tile; wait = a block barrier (the previous tile is done), thread 0
//     polls with an acquire load, then a block barrier (every thread sees what the producers wrote); signal = a block barrier (every thread's
//     writes are done), then thread 0 fences and adds 1 with release.
//   - RAMMER_SYNC_LEAN (an experiment, CUDA and HIP only, for the bench to compare; the sync probe,
//     tests/gpu_check/sync_probe.cu, measures the same variants in isolation): a wait is thread 0's
//     polls without back-off, then one barrier reduction (RAMMER_BARRIER_OR) that orders the block
//     after the acquire and carries the verdict; a signal is the barrier and the release add without
//     the fence. Thread 0 may poll while other threads finish the previous tile: the acquire orders
//     only what follows the reduction.
//   - Epochs: run E (0-based) needs counter >= E * signals_per_run + n. Nothing is reset between runs.
//     A block takes a ticket at entry (run = ticket / G) and checks that the runs completed so far
//     equal its run: a launch that overlaps the session's previous run is a fault, not corruption.
//     The block that finishes run E last stores runs completed = E + 1 (release).
//   - Trace (compiled in with RAMMER_TRACE, then KernelArgs::trace, off by default): thread 0 stamps
//     each exec's slot as it moves the pc past it (one barrier before the tile) and, after a barrier,
//     after the tile; plain stores, read by the host once the run's stream synchronised. Not in the
//     default build: at the 2-blocks-per-SM register cap even the untaken stamps make the loop spill.
//   - Watchdog: thread 0 of a block that makes no progress for longer than KernelArgs::watchdog_ns
//     records a FaultRecord (the first fault of the session wins) and the block stops; blocks that
//     make no progress see the fault and stop too; a faulted session's later launches exit at once.
#pragma once

#include "rammer_tables.h"
#include "rammer_target.h"
// After the target header: on HIP, __device__ comes from hip_runtime.h.
#include "kernels/block.h"

namespace rammer::gpu {

// Polls of one wait before the block gives the other vEUs a turn (and checks the watchdog).
constexpr int kPollsPerTurn = 64;

#ifdef RAMMER_STAGE_TABLES
// What the block stages of its next exec before the step's waits (RAMMER_STAGE_TABLES): the op with
// its operands renumbered 0.. (an op with a tensor beyond kStagedOperands is not staged), their
// TensorDescs and addresses, and the instructions from the step's start to the exec.
constexpr int kStagedOperands = 24;
constexpr int kStagedInstrs = 16;
struct StagedTables {
  kernels::OpDesc op;
  kernels::TensorDesc tensors[kStagedOperands];
  void* ptrs[kStagedOperands];
  kernels::InstrDesc instrs[kStagedInstrs];
  int pc;           // the exec staged, -1: none
  int instr_base;   // instrs[i] is the tables' instruction instr_base + i, for i < instr_count
  int instr_count;
  int overflow_at;  // the exec whose op has a tensor beyond kStagedOperands (not staged)
};
static_assert(sizeof(kernels::OpDesc) % 8 == 0, "the op is staged in 8-byte words");
#endif

struct BlockState {
  int pc[kMaxVeusPerBlock];  // program counter of the block's k-th vEU
  unsigned long long run;
  int ready;  // thread 0's verdict on the current wait
  int stop;   // thread 0's verdict: this block stops (a fault)
  // The scheduler's position, in shared memory so that nothing of the loop stays live in registers
  // across a tile call (a call keeps live values on the stack: the fused kernel would spill): the
  // slot k of the vEU being run in this pass, whether the pass moved any pc, whether any vEU of the
  // pass is unfinished.
  const ModelTables* model;
  unsigned long long* control;
#ifdef RAMMER_TRACE
  unsigned long long* trace;  // KernelArgs::trace
#endif
  int k;
  int progressed;
  int pending;
  // Thread 0's watchdog state, kept here rather than in registers that would stay live across every
  // tile call: when the block last progressed, and the wait it last found unsatisfied.
  unsigned long long last_progress;
  FaultRecord stall;
#ifdef RAMMER_STAGE_TABLES
  StagedTables staged;
#endif
};

#ifdef RAMMER_STAGE_TABLES
// Stages the tables of the first exec in instrs [start, end) unless they are staged already: two
// barriers, the first after every thread's previous tile (which may still read the staged tables),
// the second before anything reads them. The tables are constant for the launch (the addresses
// too), so they are read before the step's waits: after a wait's acquire the tile finds them in
// shared memory instead of chasing instruction, op and tensor descriptors through global memory.
__device__ __forceinline__ void rammer_stage_next_exec(BlockState& st, const ModelTables& m, void* const* ptrs,
                                                       int start, int end, int tid, int threads) {
  using kernels::InstrCode;
  StagedTables& sg = st.staged;
  int e = start;
  while (e < end && m.instrs[e].code != static_cast<int32_t>(InstrCode::exec)) ++e;
  if (e >= end || sg.pc == e) return;  // every thread reads sg.pc before the barrier below
  RAMMER_BARRIER();
  const kernels::OpDesc& op = m.ops[m.instrs[e].a];
  constexpr int kOperandWords0 = static_cast<int>(offsetof(kernels::OpDesc, operands) / 8);
  constexpr int kOperandWords1 = static_cast<int>((offsetof(kernels::OpDesc, operands) + sizeof(op.operands) + 7) / 8);
  static_assert(offsetof(kernels::OpDesc, operands) % 8 == 0 && sizeof(op.operands) % 8 == 0,
                "the operands are whole 8-byte words of the op");
  const uint64_t* from = reinterpret_cast<const uint64_t*>(&op);
  uint64_t* to = reinterpret_cast<uint64_t*>(&sg.op);
  for (int w = tid; w < static_cast<int>(sizeof(kernels::OpDesc) / 8); w += threads)
    if (w < kOperandWords0 || w >= kOperandWords1) to[w] = from[w];
  for (int k = tid; k < kernels::kMaxOperands; k += threads) {
    const int32_t t = op.operands[k];
    sg.op.operands[k] = t >= 0 ? k : -1;
    if (t >= 0 && k < kStagedOperands) {
      sg.tensors[k] = m.tensors[t];
      sg.ptrs[k] = ptrs[t];
    } else if (t >= 0) {
      sg.overflow_at = e;
    }
  }
  // The instructions up to the exec (its last kStagedInstrs): nobody reads them in this phase, and
  // stale ones stay right (the tables do not change), so base and count may change here.
  const int base = e - start + 1 > kStagedInstrs ? e - kStagedInstrs + 1 : start;
  for (int i = tid; i <= e - base; i += threads) sg.instrs[i] = m.instrs[base + i];
  if (tid == 0) {
    sg.instr_base = base;
    sg.instr_count = e - base + 1;
  }
  RAMMER_BARRIER();
  if (tid == 0) sg.pc = sg.overflow_at == e ? -1 : e;  // read at the exec, behind the step's barriers
}
#endif

// Records the session's first fault; later ones only stop their block.
__device__ __forceinline__ void rammer_record_fault(const KernelArgs& a, FaultRecord f) {
  if (rammer_cas_relaxed(&a.control[kFaulted], 0ull, f.code) != 0ull) return;
  volatile FaultRecord* out = a.fault;
  out->run = f.run;
  out->block = f.block;
  out->veu = f.veu;
  out->event = f.event;
  out->expected = f.expected;
  out->seen = f.seen;
  out->stalled_ns = f.stalled_ns;
  out->code = f.code;  // last: the host reads the record after the stream synchronised
}

template <int kThreads, int kMinBlocks, class Tiles>
RAMMER_KERNEL_MIN_BLOCKS(kThreads, kMinBlocks) rammer_persistent(KernelArgs a) {
  using kernels::InstrCode;
  RAMMER_DYNAMIC_SHARED(rammer_smem);
  RAMMER_SHARED_VAR(BlockState, st);
  const int tid = RAMMER_THREAD_ID();
  const int block = RAMMER_BLOCK_ID();
  const int grid = RAMMER_GRID_SIZE();
  unsigned long long* control = a.control;
  const ModelTables& m = *a.model;
  // Tiles carve the first smem_bytes; the resident region follows (rammer_tables.h).
  const size_t resident_bytes = static_cast<size_t>(m.resident_bytes);
  const size_t smem_bytes = static_cast<size_t>(m.shared_bytes) - resident_bytes;
  unsigned char* const resident = resident_bytes > 0 ? rammer_smem + smem_bytes : nullptr;
  const int mine = (m.veus - block + grid - 1) / grid;  // this block's vEUs: block + k * grid

  if (tid == 0) {
    st.stop = 0;
    if (rammer_load_relaxed(&control[kFaulted]) != 0ull) {
      st.stop = 1;  // a faulted session runs nothing: its counters are no longer in step
    } else {
      const unsigned long long ticket = rammer_add_acq_rel(&control[kBlocksEntered], 1ull);
      const unsigned long long run = ticket / static_cast<unsigned long long>(grid);
      const unsigned long long completed = rammer_load_acquire(&control[kRunsCompleted]);
      st.run = run;
      if (completed != run) {
        rammer_record_fault(a, FaultRecord{kFaultOverlap, run, block, -1, -1, run, completed, 0});
        st.stop = 1;
      } else if (mine > kMaxVeusPerBlock) {  // the host never launches such a grid
        rammer_record_fault(a, FaultRecord{kFaultGrid, run, block, -1, -1, static_cast<uint64_t>(mine),
                                           static_cast<uint64_t>(kMaxVeusPerBlock), 0});
        st.stop = 1;
      }
    }
    for (int k = 0; k < mine && k < kMaxVeusPerBlock; ++k) st.pc[k] = m.program_begin[block + k * grid];
    st.model = a.model;
    st.control = a.control;
#ifdef RAMMER_TRACE
    st.trace = a.trace;
#endif
    st.k = 0;
    st.progressed = 0;
    st.pending = 0;
#ifdef RAMMER_STAGE_TABLES
    st.staged.pc = -1;
    st.staged.instr_base = 0;
    st.staged.instr_count = 0;
    st.staged.overflow_at = -1;
#endif
    // Shared memory does not survive a launch: the resident region holds nothing yet.
    for (size_t i = 0; resident != nullptr && i < kernels::kResidentTagBytes; ++i) resident[i] = 0;
  }
  RAMMER_BARRIER();
  if (st.stop) return;
  const unsigned long long run = st.run;

  if (tid == 0) {
    st.last_progress = RAMMER_NOW_NS();
    st.stall = FaultRecord{kFaultWatchdog, run, block, -1, -1, 0, 0, 0};
  }
  // One step per iteration: the vEU in slot st.k runs from its pc up to its next exec (which the step
  // ends by running), a wait not yet satisfied, or its end. Every iteration starts from shared memory
  // and the tables, after a barrier that follows thread 0's last update of them.
  for (;;) {
    const int tid = RAMMER_THREAD_ID_REREAD(), block = RAMMER_BLOCK_ID_REREAD(), grid = RAMMER_GRID_SIZE_REREAD();
    const ModelTables& m = *st.model;
    const int k = st.k;
    if (k == (m.veus - block + grid - 1) / grid) {  // the end of a pass over the block's vEUs
      const bool all_done = st.pending == 0, progressed = st.progressed != 0;
      if (all_done) break;
      RAMMER_BARRIER();  // every thread has read the pass's verdicts before thread 0 resets them
      if (tid == 0) {
        const unsigned long long now = RAMMER_NOW_NS();
        if (progressed) {
          st.last_progress = now;
        } else if (rammer_load_relaxed(&st.control[kFaulted]) != 0ull) {
          st.stop = 1;  // another block faulted: what this block waits for may never come
        } else if (a.watchdog_ns != 0ull && now - st.last_progress > a.watchdog_ns) {
          st.stall.stalled_ns = now - st.last_progress;
          rammer_record_fault(a, st.stall);
          st.stop = 1;
        }
        st.k = 0;
        st.progressed = 0;
        st.pending = 0;
      }
      RAMMER_BARRIER();  // thread 0's st.stop and the new pass are seen by every thread
      if (st.stop) return;
      continue;
    }
    const int veu = block + k * grid;
    const int end = m.program_begin[veu + 1];
    const int start = st.pc[k];
#ifdef RAMMER_STAGE_TABLES
    rammer_stage_next_exec(st, m, a.ptrs, start, end, tid, kThreads);
#endif
    int pc = start;
    bool exec = false;
    while (pc < end) {
#ifdef RAMMER_STAGE_TABLES
      const int si = pc - st.staged.instr_base;
      const kernels::InstrDesc ins = si >= 0 && si < st.staged.instr_count ? st.staged.instrs[si] : m.instrs[pc];
#else
      const kernels::InstrDesc ins = m.instrs[pc];
#endif
      if (ins.code == static_cast<int32_t>(InstrCode::exec)) {
        exec = true;
        break;
      } else if (ins.code == static_cast<int32_t>(InstrCode::wait)) {
#ifdef RAMMER_SYNC_LEAN
        int satisfied = 0;
#else
        RAMMER_BARRIER();  // the acquire below is ordered after every thread's previous tile
#endif
        if (tid == 0) {
          const unsigned long long target =
              st.run * static_cast<unsigned long long>(m.event_signals[ins.a]) + static_cast<unsigned long long>(ins.b);
          unsigned long long seen = rammer_load_acquire(&st.control[kFirstEvent + ins.a]);
          for (int poll = 1; seen < target && poll < kPollsPerTurn; ++poll) {
#ifndef RAMMER_SYNC_LEAN
            RAMMER_SPIN_PAUSE();
#endif
            seen = rammer_load_acquire(&st.control[kFirstEvent + ins.a]);
          }
#ifdef RAMMER_SYNC_LEAN
          satisfied = seen >= target;
#else
          st.ready = seen >= target;
#endif
          if (seen < target) {
            st.stall.veu = veu;
            st.stall.event = ins.a;
            st.stall.expected = target;
            st.stall.seen = seen;
          }
        }
#ifdef RAMMER_SYNC_LEAN
        // One barrier reduction: it orders every thread after thread 0's acquire and hands them its
        // verdict (no shared flag to write, read, and protect with two more barriers).
        const bool ready = RAMMER_BARRIER_OR(satisfied) != 0;
#else
        RAMMER_BARRIER();  // after thread 0's acquire: the whole block sees the producers' writes
        const bool ready = st.ready != 0;
        RAMMER_BARRIER();  // every thread has read st.ready before thread 0 writes it again
#endif
        if (!ready) break;
      } else {
#ifndef RAMMER_MUTANT_SIGNAL_WITHOUT_BARRIER  // the mutation tests' broken kernel (tests/backends/gpu/emu)
        RAMMER_BARRIER();  // every thread's writes of the tiles before this signal are done
#endif
        if (tid == 0) {
#ifndef RAMMER_SYNC_LEAN  // the release add alone is cumulative over what the barrier ordered before it
          RAMMER_FENCE();
#endif
          rammer_add_release(&st.control[kFirstEvent + ins.a], 1ull);
        }
      }
      ++pc;
    }
    // Every thread has read st.k and st.pc[k], and has finished the previous tile (its shared memory
    // is free), before thread 0 moves the position on.
    RAMMER_BARRIER();
    if (tid == 0) {
      const int next = exec ? pc + 1 : pc;
      if (next != start) st.progressed = 1;
#ifdef RAMMER_TRACE
      if (exec && st.trace != nullptr) {  // the tile's start (one barrier early) and what it runs
        const kernels::InstrDesc ins = m.instrs[pc];
        unsigned long long* slot = st.trace + static_cast<size_t>(pc) * kTraceWords;
        slot[0] = RAMMER_NOW_NS();
        slot[2] = static_cast<unsigned long long>(static_cast<uint32_t>(ins.a)) << 32 | static_cast<uint32_t>(ins.b);
        slot[3] = static_cast<unsigned long long>(static_cast<uint32_t>(block)) << 32 | static_cast<uint32_t>(veu);
      }
#endif
      st.pc[k] = next;
      if (!exec) {  // the vEU yields the block: finished, or waiting
        if (pc < end) st.pending = 1;
        st.k = k + 1;
      }
    }
    RAMMER_BARRIER();  // thread 0's update is seen by every thread at the top of the next step
    if (exec) {
#ifdef RAMMER_STAGE_TABLES
      if (st.staged.pc == pc) {  // the exec is the staged run's last instruction
#ifdef RAMMER_EMULATED
        if (RAMMER_THREAD_ID() == 0) ::rammer::emu::counter_add("staged_execs", 1);  // what the tests count
#endif
        Tiles::run(rammer_smem, smem_bytes, resident, resident_bytes, st.staged.op, st.staged.tensors,
                   st.staged.ptrs, st.staged.instrs[st.staged.instr_count - 1].b);
      } else {
        const kernels::InstrDesc ins = m.instrs[pc];
        Tiles::run(rammer_smem, smem_bytes, resident, resident_bytes, m.ops[ins.a], m.tensors, a.ptrs, ins.b);
      }
#else
      const kernels::InstrDesc ins = m.instrs[pc];
      Tiles::run(rammer_smem, smem_bytes, resident, resident_bytes, m.ops[ins.a], m.tensors, a.ptrs, ins.b);
#endif
#ifdef RAMMER_TRACE
      // The tile's end, when tracing: every thread's part done; its pc and the buffer from shared
      // memory, so that tracing keeps nothing live across the tile call.
      if (st.trace != nullptr) {
        RAMMER_BARRIER();
        if (RAMMER_THREAD_ID_REREAD() == 0)
          st.trace[static_cast<size_t>(st.pc[st.k] - 1) * kTraceWords + 1] = RAMMER_NOW_NS();
      }
#endif
    }
  }
  // Epoch advance: blocks finished is monotonic; the block that completes run E stores E + 1.
  RAMMER_BARRIER();  // every thread of the block is past its last tile
  if (RAMMER_THREAD_ID_REREAD() == 0) {
    RAMMER_FENCE();
    const unsigned long long done = st.run + 1;
    const unsigned long long before = rammer_add_acq_rel(&a.control[kBlocksFinished], 1ull);
    if (before + 1 == done * static_cast<unsigned long long>(RAMMER_GRID_SIZE_REREAD()))
      rammer_store_release(&a.control[kRunsCompleted], done);
  }
}

}  // namespace rammer::gpu

// The generated device source ends with RAMMER_DEFINE_PERSISTENT_KERNEL(kThreads, kMinBlocks, Tiles):
// the one instantiation of the kernel, handed to the host half by address.
#define RAMMER_DEFINE_PERSISTENT_KERNEL(threads, min_blocks, Tiles)                                 \
  const void* rammer_persistent_kernel() {                                                          \
    return RAMMER_KERNEL_HANDLE(::rammer::gpu::KernelArgs,                                          \
                                (::rammer::gpu::rammer_persistent<threads, min_blocks, Tiles>));    \
  }
