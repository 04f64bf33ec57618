// lower_schedule: a Plan and its Schedule -> one rnpu-v1 instruction stream per vEU (core).
//
// exec(op, t) becomes the instructions of rTask t (lower_ops.h); signal e becomes SIGNAL (the
// core's step counter + 1); wait e n becomes, per core that signals e, WAIT core >= the counter
// that core reaches with its last signal of e (its n-th when one core signals e alone). A wait for
// fewer than all signals of an event from several cores has no counter form and is an error.
// Guarantees: the streams carry the schedule's synchronisation, so streams_to_schedule() of them
// passes validate() whenever the schedule did; `marks` records where each rTask starts.
#pragma once

#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "backends/npu/lower/lower_context.h"
#include "scheduler/schedule.h"

namespace rammer::npu {

struct TaskMark {
  size_t instr = 0;  // index of the rTask's first instruction in its core's stream (after its WAITs)
  int op = -1, task = -1;
  size_t code = 0;  // where its code begins: its constant loads moved above the WAITs, else `instr`
};

struct NpuLowered {
  Program program;
  std::vector<std::vector<TaskMark>> marks;  // per core, in stream order
  std::vector<uint8_t> weights;              // the DRAM image of the weights region
  int64_t dram_bytes = 0;
  std::vector<NpuIORegion> inputs, outputs;
  std::vector<OpQuantRecord> int8_ops;  // int8 builds: every op the matrix unit runs in int8
  std::string int8_source;               // where the int8 scales came from (NpuQuantisation::source)
};

// `quant.int8`: GEMM-shaped ops with constant weights run in int8 (int8.h); the rest as in fp16.
Result<NpuLowered> lower_schedule(const Plan& plan, const Schedule& schedule, const NpuGeometry& geo,
                                  const NpuQuantisation& quant = {});

// The Schedule the streams implement: exec at each mark, signal per SIGNAL (event = (core, step)),
// a wait of count 1 per core a WAIT names. For validate() (scheduler/validate.h).
Schedule streams_to_schedule(const Program& program, const std::vector<std::vector<TaskMark>>& marks,
                             const Schedule& original);

}  // namespace rammer::npu
