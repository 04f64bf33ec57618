// rKernel variant families: the tile configurations rammerc offers per kind of rOperator.
//
// All variants of one model share one block size (the persistent kernel has one), so variants
// differ in tile shape, shared memory, registers and compute efficiency. Registers are estimated as
// 32 + accumulators per thread; variants over `max_registers` are dropped (they would spill), and
// the set is never empty: the smallest tile always fits.
#pragma once

#include <vector>

#include "rtask/rprogram.h"

namespace rammer {

struct VariantOptions {
  int threads = 256;        // block size of every rKernel
  int max_registers = 64;   // per thread
  // The device is a CPU (vEU = worker thread on one core): families may add CPU-shaped variants,
  // fewer and larger rTasks, since a CPU pays per rTask (packing, dispatch) what a GPU block does not.
  bool cpu = false;
  // The CPU tile kernels run the ops (not an NPU, which takes the CPU-shaped variants too): the
  // fusions only they implement (a depthwise conv computed inside the 1x1 conv that reads it) apply.
  bool cpu_kernels = false;
  // The cost model's balance point per vEU: its peak FLOP/s over its memory bandwidth (FLOPs that
  // take as long as moving one byte). Fusions that trade recomputation for DRAM traffic weigh
  // their two sides with it (rtask/ops/conv.cc expand_prologue); 0 = unknown, no such fusion.
  double fuse_flops_per_byte = 0;
  // The device is an NPU (cpu is set too): GEMM-shaped ops also get 2-D splits (output channels x
  // pixels), so that no core streams the whole input or all the weights from DRAM.
  bool npu = false;
  // CPU conv tiles keep whole 16-channel blocks when they split output channels (the channel-block
  // plan pass blocks a tensor only if every tile writing it does): where halving the channels would
  // cut a block, the positions split instead.
  bool whole_channel_blocks = false;
  int veus = 0;             // vEUs of the device (0 = unknown)
  // The rate group-1 conv, GEMM and MatMul tiles run at: f32 on the vector units, else on the
  // matrix units (a --precision other than fp32, or any on MFMA), whose variants carry the rate for
  // the cost model and reserve the tensor-core tiles' multistage staging (kernels/mma_tile_shape.h),
  // up to 30 KB, for warps of matrix_unit_lanes lanes (32 on mma.sync, 64 on MFMA).
  MathRate matrix_rate = MathRate::f32;
  bool matrix_units() const { return matrix_rate != MathRate::f32; }
  int matrix_unit_lanes = 32;
  // GPU shared memory (0 = unknown): what one block may have and what one SM holds. An RNN step
  // sizes the slice of R its vEU keeps resident from them (rtask/ops/rnn.cc).
  int64_t max_shared_bytes = 0;
  int64_t shared_per_sm = 0;
};

// GEMM-shaped work (Conv, ConvTranspose, Gemm, MatMul, RNN gate GEMMs): an output tile of BM rows
// (space dim m_dim; -1: none) by BN columns spread over n_dims (filled from the last dim). rows_dim
// (CPU only; -1: none): a batch dim whose items share the same B, their rows taken as M.
std::vector<RKernel> gemm_variants(const Shape& space, int m_dim, const std::vector<int>& n_dims,
                                   const VariantOptions& o, int rows_dim = -1);

// Memory-bound work (elementwise chains, pooling, reductions, normalisations, copies): tiles of
// about E/reduce_factor iteration points, E in {1k, 4k, 16k}. Dims listed in `whole` are never
// split (a Softmax row, a LayerNorm's normalised dims).
std::vector<RKernel> memory_variants(const Shape& space, const std::vector<int>& whole,
                                     double reduce_factor, const VariantOptions& o);

// Tile shape that fills `dims` (in this order from the last) with about `budget` points; other
// dims are 1 unless already set in `tile`.
void fill_trailing(const Shape& space, const std::vector<int>& dims, int64_t budget,
                   std::vector<int64_t>& tile);

}  // namespace rammer
