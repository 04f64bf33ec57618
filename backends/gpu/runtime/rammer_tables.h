// rammer_tables.h: what the host half of a GPU library hands its persistent kernel.
//
// Everything model-specific reaches the kernel through ModelTables (device memory, uploaded once
// per loaded library), so the device code depends only on the model's set of op kinds, its threads
// per block and the target: one compiled device object serves every model with that key. The host
// half (rammer_host.h, compiled with the model's tables) and the device half (rammer_persistent.h,
// compiled with the tile-kernel switch) are separate translation units that share only this header
// and rammer_persistent_kernel().
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "kernels/op_desc.h"

namespace rammer::gpu {

// A block runs the vEUs block, block + grid, block + 2 * grid, ... and keeps each one's program
// counter in shared memory: this many slots, so a schedule of V vEUs needs at least
// ceil(V / kMaxVeusPerBlock) blocks.
constexpr int kMaxVeusPerBlock = 32;
constexpr int min_blocks_for(int veus) { return (veus + kMaxVeusPerBlock - 1) / kMaxVeusPerBlock; }

// The persistent kernel's launch bounds ask the register allocator to leave room for enough resident
// blocks per SM / CU to keep this many threads (DESIGN.md: at least 16 warps per SM; 8 waves of 64 on
// AMD, 2 per SIMD): 2 blocks of 256 threads. backends/gpu/gpu_launch_bounds.h falls back to 1 when a
// build at this bound spills; tests/kernels/gpu/instantiate_kernels.cu compiles each tile at it.
constexpr int kTargetResidentThreads = 512;
constexpr int wanted_min_blocks_per_sm(int threads) {
  if (threads <= 0) return 1;
  const int blocks = (kTargetResidentThreads + threads - 1) / threads;
  return blocks > 1 ? blocks : 1;
}

// The session's control block: 64-bit words in device memory, zeroed at session creation and never
// reset, so relaunch and graph replay need no extra launch.
enum ControlWord : int {
  kRunsCompleted = 0,  // runs whose every block finished; the run a launch executes is this value
  kBlocksFinished,     // blocks that finished, over all runs
  kBlocksEntered,      // blocks that started, over all runs: block tickets, run = ticket / grid
  kFaulted,            // 0, or the FaultCode of the first fault; a faulted session runs nothing
  kFirstEvent,         // the counter of event e is word kFirstEvent + e
};

enum FaultCode : uint64_t {
  kFaultNone = 0,
  kFaultWatchdog = 1,  // a block saw no progress for longer than the bound
  kFaultOverlap = 2,   // a run was entered while the session's previous run was still in flight
  kFaultGrid = 3,      // a block was given more vEUs than it has program-counter slots
};

// Written by the first block that faults (in host-mapped memory, so the host reads it without a
// device copy once the stream has synchronised).
struct FaultRecord {
  uint64_t code;       // FaultCode
  uint64_t run;        // the run that faulted (its 0-based index)
  int64_t block;
  int64_t veu;         // -1 when not a wait
  int64_t event;
  uint64_t expected;   // watchdog: the count the wait needed; overlap: the run entered; grid: vEUs
  uint64_t seen;       // watchdog: the count it saw; overlap: the runs completed at entry; grid: slots
  uint64_t stalled_ns;
};

struct ModelTables {
  int32_t veus;                  // the schedule's vEUs (the grid it was made for)
  int32_t pad_;
  uint64_t shared_bytes;         // dynamic shared memory per block
  // Its last resident_bytes are the block's resident region (kernels/block.h Block::resident): no
  // tile carves them, and what a tile keeps there lasts for the launch; 0 = none. Tiles carve the
  // first shared_bytes - resident_bytes.
  uint64_t resident_bytes;
  const kernels::TensorDesc* tensors;
  const kernels::OpDesc* ops;
  const kernels::InstrDesc* instrs;
  const int32_t* program_begin;  // vEU v runs instrs[program_begin[v], program_begin[v + 1])
  const int32_t* event_signals;  // signals per run of each event
};

// The one kernel argument (by value, so it is stream-ordered and captured into a graph as is):
// pointers only, so CUDA's 4 KB parameter limit is irrelevant.
struct KernelArgs {
  const ModelTables* model;
  unsigned long long* control;  // the session's control block (ControlWord)
  void* const* ptrs;            // tensor i's resolved base address (uploaded on the run stream)
  FaultRecord* fault;           // host-mapped
  unsigned long long watchdog_ns;  // 0 = no watchdog
  // Measured timeline (nullptr = off): kTraceWords words per instruction of the tables; an exec's
  // slot gets its tile's start and end (RAMMER_NOW_NS), its op << 32 | task and block << 32 | vEU.
  unsigned long long* trace;
};

// Words of a trace slot (rammer_gpu_trace_bytes: one slot per instruction).
constexpr int kTraceWords = 4;

}  // namespace rammer::gpu

// The persistent kernel of the device object linked into this library, as the host API's function
// handle (launch, occupancy query, attributes). Hidden: two libraries loaded into one process each
// call their own.
__attribute__((visibility("hidden"))) const void* rammer_persistent_kernel();
