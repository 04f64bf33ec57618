// One core's instruction stream as the lowering writes it: typed emitters for the rnpu-v1
// instructions (backends/npu/isa/rnpu_v1.def) and the dependency tokens between the core's queues.
//
// Guarantees: a dma.cfg is emitted only when the DRAM strides a load or store needs differ from the
// ones in force; every value is range-checked by the encoder when the program is written.
#pragma once

#include <cstdint>
#include <vector>

#include "backends/npu/isa/isa.h"

namespace rammer::npu {

// A DRAM box moved by one dma.load / dma.store: n2 planes x n1 rows x n0 elements of `esize` bytes
// (2: fp16; 1: int8; 4: fp32 tables), planes stride2 bytes apart, rows stride1 bytes apart, elements
// contiguous. Loads zero-fill: pad0/pad1
// zeros before valid0/valid1 elements read per row/plane (valid = -1: the whole extent), and leave
// `gap` scratchpad elements between planes as they are (an interleaving of several loads).
struct DmaBox {
  int64_t dram = 0;
  int64_t n0 = 1, n1 = 1, n2 = 1;
  int64_t stride1 = 0, stride2 = 0;
  int64_t pad0 = 0, pad1 = 0, valid0 = -1, valid1 = -1;
  int64_t gap = 0;
  int64_t esize = 2;
  int64_t elements() const { return n0 * n1 * n2; }
};

class Stream {
 public:
  // Each returns the instruction's index in the stream, for tokens added later.
  size_t load(int64_t sp, const DmaBox& box);
  size_t store(int64_t sp, const DmaBox& box);
  // acc[i*ldc + j] (+)= sum_t A[i*lda + t] * B[t*n + j]
  // int8: A and B are int8 (A minus the zero point `azp`), the accumulator int32.
  size_t gemm(int64_t acc, int64_t a_sp, int64_t b_sp, int64_t m, int64_t k, int64_t n, int64_t lda, int64_t ldc,
              bool accumulate, bool int8 = false, int64_t azp = 0);
  // dst[r*ld + c] = half(act(acc[r*ldc + c] + bias[c])), the fp16 bias row at bias_sp (-1: none)
  size_t cvt(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc, int64_t act,
             int64_t bias_sp = -1);
  // dst[r*ld + c] = half(act(float(acc[r*ldc + c]) * table[c].scale + table[c].bias)), the int32
  // accumulator of an int8 GEMM through the (fp32 scale, fp32 bias) pairs at table_sp.
  size_t dequant(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc, int64_t table_sp,
                 int64_t act);
  // int8 dst[r*ld + c] = sat8(round_half_even(src[r*ld + c] / scale) + zp), the fp32 scale at scale_sp.
  size_t quant(int64_t dst_sp, int64_t src_sp, int64_t scale_sp, int64_t rows, int64_t cols, int64_t ld, int64_t zp);
  size_t alu(int64_t dst_sp, int64_t a_sp, int64_t b_sp, int64_t rows, int64_t cols, int64_t ld, int64_t aluop,
             int64_t bmode);
  size_t act(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t act);
  size_t reduce(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t rn1, int64_t rs1,
                int64_t redop, int64_t rn2 = 1, int64_t rs2 = 0);
  // Drops DRAM [dram, dram + bytes) from the L2 unwritten: bytes no later instruction reads.
  size_t discard(int64_t dram, int64_t bytes);
  size_t signal();
  size_t wait(uint32_t mask, int64_t step);

  // The instruction at `index` gives `to` a token when it completes / takes one from `from` first.
  void push(size_t index, Unit to) { code_.at(index).push |= token_bit(to); }
  void pop(size_t index, Unit from) { code_.at(index).pop |= token_bit(from); }
  // Puts `code` (DMA instructions with their own dma.cfg) before instruction `at`, followed by a
  // copy of the dma.cfg in force there, so the instructions after `at` see the strides they were
  // emitted with.
  void insert_dma(size_t at, const std::vector<Instr>& code);
  size_t size() const { return code_.size(); }
  const std::vector<Instr>& code() const { return code_; }
  std::vector<Instr>& code() { return code_; }

 private:
  size_t add(Instr in);
  void configure(const DmaBox& box);
  std::vector<Instr> code_;
  int64_t stride1_ = -1, stride2_ = -1, esize_ = -1;
};

}  // namespace rammer::npu
