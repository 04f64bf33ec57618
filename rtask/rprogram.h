// The rProgram: a model as rOperators, each with rKernel variants that split it into rTasks.
//
// An rOperator owns an iteration space (usually its output shape). An rKernel variant tiles that
// space; each tile is one rTask. Every tensor the rOperator touches is an Access whose `map` says
// how a tile of the iteration space becomes the hyper-rectangles of that tensor the rTask reads or
// writes (split.h). Views (Reshape, Flatten, Squeeze, Unsqueeze, Identity) are no rOperators: their
// output tensor is recorded as a view of its input, and regions on a view are mapped to the base
// tensor conservatively (task_graph.h).
//
// Text form (print_rprogram / parse_rprogram, round-trip exact):
//   rprogram main
//   tensor x f32[1,3,8,8]
//   view xf f32[1,192] = x
//   op conv_0 Conv family=conv space=[1,4,8,8] flops=54 chosen=0 nodes=[conv_0,relu_0] {group=[1],pads=[1,1,1,1]}
//     read x conv
//     write y id
//     kernel gemm_64x64 tile=[1,4,8,8] threads=256 smem=8192 regs=48 eff=0.75
// An op of an affinity group prints `affinity=G` after `chosen=`, and a kernel that keeps weights
// resident prints `resident=B` after `smem=` (both absent otherwise).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/graph/dtype.h"
#include "frontend/graph/tensor.h"
#include "vdevice/device_spec.h"

namespace rammer {

// A half-open box [lo, hi) of one tensor.
struct Region {
  std::string tensor;
  std::vector<int64_t> lo, hi;
};
int64_t region_volume(const Region& r);
bool regions_overlap(const Region& a, const Region& b);  // same tensor assumed
std::string region_str(const Region& r);                 // "y[0:1,0:64,0:8,0:8]"

struct TensorInfo {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
  std::string view_of;  // base tensor when this tensor is a view (Reshape...), else ""
};

// How a tile of the iteration space maps to one tensor (split.cc implements each map):
//   id          the same box (tensor shape == space)
//   bcast       right-aligned broadcasting: tensor dims of size 1 read [0,1), others the tile's range
//   full        the whole tensor
//   chan        a 1-D per-channel tensor indexed by space dim args[0]
//   conv        conv input: batch, the input channels of the tile's groups, the receptive field
//   conv_w      weights: the tile's output channels, everything else whole
//   convt       transposed-conv input: batch, channels of the tile's groups, all spatial positions
//   mm_a, mm_b  matrix-multiply operands (batch dims broadcast; args = {transposed})
//   pool        pooling input: batch, same channels, the receptive field
//   reduce      the tile with the reduced axes (args) whole; keepdims from op param
//   transpose   args = perm: tensor dim perm[i] is space dim i
//   slice       args = starts..., steps... per tensor dim
//   pad         args = begin pads per dim (constant mode; other modes read `full`)
//   concat      args = {axis, offset}: the part of the tile in [offset, offset+len) along axis
//   place       args = {axis, offset, relu}: a write of the tile shifted by offset along axis (an
//               input written straight into its Concat's output; relu: through the Concat's Relu)
//   gather      dims before axis from the tile, [lo, hi) on axis, later dims shifted
//               args = {axis, index rank, lo, hi} (constant indices)
//   rnn_x       X[t, b-range, all features]                    args = {t}
//   rnn_h       state[t, d, b-range, all hidden]                args = {t, d}
//   rnn_s       state[t, d, b-range, h-range]                   args = {t, d}
//   rnn_s0      initial state[d, b-range, h-range]              args = {d}
//   rnn_h0      initial state[d, b-range, all hidden]           args = {d}
//   rnn_w       weights[d, g*H + h-range (each gate g), all]    args = {d, gates}
//   rnn_g       gates[t, d, b-range, all gates, h-range]        args = {t, d} or {t, d, 1}: every
//               hidden unit (a GRU cell that reads the reset gate of every unit)
//   rnn_xs      X[chunk steps, batch, all features] for a projection space [steps*batch, N] whose
//               row r is (t0 + r / batch, r % batch)             args = {t0}
//   rnn_wp      weights[d, n-range (space dim 1), all]           args = {d}
//   rnn_ps      xproj[d, chunk steps, batch, n-range]; rows as rnn_xs   args = {d, t0}
//   rnn_pg      xproj[d, t, b-range, g*H + h-range (each gate g)]    args = {d, t, gates}
// The text form prints each map by its enumerator's name.
enum class AccessMap : uint8_t {
  id, bcast, full, chan, conv, conv_w, convt, mm_a, mm_b, pool, reduce, transpose, slice, pad, concat,
  place, gather, rnn_x, rnn_h, rnn_s, rnn_s0, rnn_h0, rnn_w, rnn_g, rnn_xs, rnn_wp, rnn_ps, rnn_pg,
};
inline constexpr int kAccessMapCount = static_cast<int>(AccessMap::rnn_pg) + 1;
const char* access_map_name(AccessMap m);
std::optional<AccessMap> access_map_from_name(std::string_view name);  // nullopt when unknown

struct Access {
  std::string tensor;
  AccessMap map = AccessMap::full;
  std::vector<int64_t> args;
};

// One tile configuration of an rOperator.
struct RKernel {
  std::string name;           // "gemm_64x64", "ew_4k"
  std::vector<int64_t> tile;  // tile shape, rank of the iteration space
  int threads = 256;
  int64_t shared_bytes = 0;   // the tile's own carve of the block's shared memory
  int registers = 32;
  double efficiency = 1.0;    // fraction of the vEU's peak FLOP/s (at `rate`) the tile kernel reaches
  MathRate rate = MathRate::f32;  // the units its products run on (a matrix unit at --precision)
  // Bytes of weights the tile keeps in the block's resident region across rTasks (an RNN step's
  // slice of R on a GPU: kernels/rnn.h); the persistent kernel reserves the largest beyond every
  // tile's carve, so it counts in the occupancy. 0: nothing resident.
  int64_t resident_bytes = 0;
};

// What an rOperator computes, as the stages after rtask/ branch on it (the plan's lowering, the Concat
// placement). Its kind is the name schedules, traces and the cost model show. The text form prints
// each family by its enumerator's name.
enum class OpFamily : uint8_t {
  conv, conv_transpose, gemm, matmul, pool, global_pool, reduce, row, instance_norm, lrn, concat, slice,
  transpose, pad, gather, elementwise, rnn_projection, rnn_gates, rnn_cell,
  opaque,  // one rTask that runs the node's reference implementation
};
inline constexpr int kOpFamilyCount = static_cast<int>(OpFamily::opaque) + 1;
const char* op_family_name(OpFamily f);
std::optional<OpFamily> op_family_from_name(std::string_view name);  // nullopt when unknown

struct ROperator {
  std::string name;
  OpFamily family = OpFamily::opaque;
  std::string kind;                // the ONNX op, "Elementwise" or "LSTM.gates" / ".cell" / ".proj"
  Shape space;                     // iteration space
  double flops_per_point = 0;      // FLOPs per iteration-space point
  std::vector<std::string> nodes;  // graph nodes it implements
  std::map<std::string, std::vector<int64_t>> params;
  std::vector<Access> reads, writes;
  std::vector<RKernel> variants;
  int chosen = 0;
  // Affinity group (-1: none). Every op of a group has the same rTask count, and rTask j of every
  // op of group g runs on one vEU: the scheduler pins (g, j) to a vEU and validate() checks it. An
  // RNN layer direction's steps form one group on a GPU, so the vEU that owns hidden-unit slice j
  // keeps that slice of R on chip for the whole sequence (rtask/ops/rnn.cc).
  int affinity = -1;
};

struct RProgram {
  std::string name;
  std::vector<TensorInfo> tensors;  // every tensor any access names, and views
  std::vector<ROperator> ops;       // topological order

  const TensorInfo& tensor(const std::string& name) const;  // throws when unknown
  const TensorInfo* find_tensor(const std::string& name) const;
  void add_tensor(TensorInfo t);
  void reindex();  // rebuilds the name index after editing `tensors` directly

 private:
  std::map<std::string, size_t> index_;
};

int64_t tile_count(const Shape& space, const std::vector<int64_t>& tile);

std::string print_rprogram(const RProgram& p);
RProgram parse_rprogram(std::string_view text);  // throws rammer::Error with a line number

}  // namespace rammer
