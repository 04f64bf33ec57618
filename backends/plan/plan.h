// The execution plan: an rProgram and its Schedule lowered to the tables every backend prints.
//
// Expects: the optimised Graph, and a ScheduleReport (scheduler/compile_schedule.h) whose schedule
// passed validate(). Guarantees: every rOperator has an OpDesc (kernels/op_desc.h) whose kind has a
// tile kernel, or kind `reference` with exactly one rTask (CPU backends run it with the reference
// implementation; GPU backends reject it with a message naming the op); every tensor an OpDesc names
// is in `tensors` with a TensorDesc (weights: offset into `weights`; intermediates: offset into the
// workspace from the memory plan: bytes are shared only between tensors the schedule's happens-before
// order separates, memory_plan.h; views share their base's bytes); the per-vEU programs are the
// Schedule's, flattened to InstrDescs.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"
#include "backends/plan/weights_blob.h"
#include "kernels/op_desc.h"
#include "kernels/op_params.h"
#include "scheduler/compile_schedule.h"
#include "support/status.h"

namespace rammer {

struct PlanTensor {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
  kernels::TensorDesc desc{};
  // Input/output-buffer views only: bytes past the caller buffer's start (desc.offset holds the buffer
  // number there, so a Slice of an input needs this). Weights/workspace views fold it into desc.offset.
  int64_t io_bytes = 0;
  int base = -1;  // the tensor whose bytes this view reads (-1: this is a base tensor)
};

struct PlanIO {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
  int tensor = -1;  // index into Plan::tensors
};

// An op that runs the reference implementation (no tile kernel on this target), with its share of
// the predicted time: its rTasks' cost over all rTasks' cost (the cost model's, on one vEU each).
struct ReferenceOp {
  std::string name;  // the rOperator's
  std::string op_type;  // the rOperator's kind ("Resize", "LRN", ...)
  double predicted_share = 0;  // in [0, 1]
};

// Workspace bytes no later access reads (backends/plan/dead_bytes.h): every access to them in a run
// happens before instruction `before` of vEU `veu` (the end of its program when `before` is its
// size), and none follows. A target with a write-back cache may drop them there unwritten.
struct DeadBytes {
  int tensor = -1;  // the workspace tensor whose bytes they are
  int veu = 0;
  int32_t before = 0;
  int64_t offset = 0, bytes = 0;  // in the workspace
};

struct Plan {
  std::string model;
  std::string device;
  std::string policy;
  std::string precision = "fp32";         // PlanOptions::precision's name, for the manifests
  std::vector<PlanTensor> tensors;
  std::vector<kernels::OpDesc> ops;       // index = the Schedule's op index
  std::vector<std::string> op_names;      // rOperator names, for traces and errors
  std::vector<std::string> op_kinds;      // rOperator kinds ("Conv", "LSTM.cell", ...)
  std::vector<std::vector<kernels::InstrDesc>> programs;  // one per vEU
  std::vector<int32_t> event_signals;     // per event: signal instructions per run
  WeightsBlob weights;                    // weights.bin (constants, 64-byte aligned each)
  int64_t workspace_bytes = 0;            // intermediates (the memory plan's peak)
  int64_t workspace_bytes_unshared = 0;   // the same without reuse (one slot per intermediate)
  std::vector<PlanIO> inputs, outputs;    // graph order
  std::vector<ReferenceOp> reference_ops;  // the ops of kind `reference`, in op order
  std::vector<Node> reference_nodes;      // graph nodes run by OpKind::reference ops, each op's in
                                          // order (kernels::ReferenceParams names its range)
  int threads_per_block = 256;            // the emulated block size (the schedule's)
  int64_t shared_bytes = 0;               // max shared memory of the chosen rKernels
  int64_t resident_bytes = 0;             // max resident bytes of the chosen rKernels (RKernel::resident_bytes)
  int64_t num_tasks = 0;                  // rTasks over all ops
  std::vector<DeadBytes> dead_bytes;      // when PlanOptions::mark_dead_bytes

  int find_tensor(const std::string& name) const;  // index of the named tensor, or -1
};

struct PlanOptions {
  bool allow_reference_ops = true;  // false for GPU targets: an op without a tile kernel is an error
  // Lower every op to `reference` (tests; only valid when every op has one rTask).
  bool reference_only = false;
  // Let intermediates share workspace bytes when the schedule orders all their accesses
  // (backends/plan/memory_plan.h); false gives every intermediate its own slot.
  bool reuse_workspace = true;
  // The arithmetic of GEMM, MatMul and group-1 Conv tiles (rammerc --precision): fp32, or
  // tensor-core products at tf32/fp16/bf16 with fp32 accumulation (kernels/gemm_mma.h; GemmParams and
  // ConvParams carry it).
  kernels::MathPrecision precision = kernels::MathPrecision::fp32;
  // The matrix unit those tiles run on (the target's: mma.sync on CUDA, MFMA of gfx90a / gfx908 on
  // HIP), carried beside the precision so that the host emulation of a device runs its unit's tile.
  kernels::MatrixUnitKind matrix_unit = kernels::MatrixUnitKind::mma_sync;
  // At fp16/bf16: the constant weight operands of the ops that carry that precision (a GEMM's or
  // MatMul's constant B or A, a group-1 Conv's w) are converted here to f16/bf16 (round to nearest
  // even) and stored K-contiguous, each K-row padded with zeros to a multiple of 8 elements (16 bytes);
  // the op's operand view keeps the logical shape. The f32 constant is dropped from the weights
  // unless another op still reads it. The tiles round their inputs to the precision anyway, so the
  // results do not change (lower/weights_at_precision.cc). The driver sets it for GPU targets only.
  bool weights_at_precision = true;
  // Find where each workspace tensor's bytes die (Plan::dead_bytes): the NPU drops them from its L2
  // there (l2.discard) instead of writing them back to DRAM.
  bool mark_dead_bytes = false;
  // Let an op's output sit exactly over an input it reads tile by tile (a conv's residual, an
  // elementwise operand: in_place.h) when the schedule orders every other access around the op. The
  // NPU's lowering reads each tile before storing it; the CPU and GPU tiles are not written for it.
  bool in_place_outputs = false;
  // Lay out the conv activations that only the CPU's blocked conv tiles read and write channel-
  // blocked (kernels::Layout::nchw16c, channel_blocks.h). The driver sets it for the CPU target
  // unless RAMMER_CHANNEL_BLOCKS=0.
  bool channel_blocks = false;
  // Let a value stored whole and also placed into its Concat's output live in its Concat slice
  // and be stored once (alias_placed.h). The driver sets it for the CPU target.
  bool alias_placed_outputs = false;
};

// Bytes of one element of a TensorDesc dtype code.
int64_t dtype_code_size(int32_t code);
kernels::DTypeCode dtype_code(DType t);  // throws Unsupported for i16

// The graph text of the reference nodes (artifacts store it; runtime parses it back).
std::string reference_graph_text(const Plan& plan);

// "rammerc: warning: ..." naming the reference ops with their predicted shares; "" when none.
std::string reference_ops_warning(const Plan& plan);

// Plan as text (one line per tensor, op and instruction), for tests and --print.
std::string plan_summary(const Plan& plan);

// For every rOperator and every one of its variants: the tile kernel's kind, or why there is none.
// The compile driver's Target asks this before scheduling (driver/target.h).
struct TileKernelAnswer {
  std::string problem;  // "" when the variant lowers to a tile kernel
  kernels::OpKind kind = kernels::OpKind::reference;
};
std::vector<std::vector<TileKernelAnswer>> tile_kernel_problems(const Graph& g, const RProgram& program);

Result<Plan> build_plan(const Graph& g, const ScheduleReport& report, const PlanOptions& options = {});

}  // namespace rammer
