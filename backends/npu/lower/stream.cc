#include "backends/npu/lower/stream.h"

namespace rammer::npu {

size_t Stream::add(Instr in) {
  code_.push_back(in);
  return code_.size() - 1;
}

void Stream::configure(const DmaBox& box) {
  // Strides of an extent of one are never used: keep the ones in force rather than reconfigure.
  const int64_t s1 = box.n1 > 1 ? box.stride1 : (stride1_ < 0 ? 0 : stride1_);
  const int64_t s2 = box.n2 > 1 ? box.stride2 : (stride2_ < 0 ? 0 : stride2_);
  if (s1 == stride1_ && s2 == stride2_ && box.esize == esize_) return;
  Instr in;
  in.op = Opcode::DMA_CFG;
  in[Field::stride1] = s1;
  in[Field::stride2] = s2;
  in[Field::esize] = box.esize == 1 ? 0 : box.esize == 2 ? 1 : 2;
  add(in);
  stride1_ = s1;
  stride2_ = s2;
  esize_ = box.esize;
}

void Stream::insert_dma(size_t at, const std::vector<Instr>& code) {
  std::vector<Instr> block = code;
  for (size_t i = at; i-- > 0;)
    if (code_[i].op == Opcode::DMA_CFG) {
      Instr restore = code_[i];
      restore.pop = restore.push = 0;
      block.push_back(restore);
      break;
    }
  code_.insert(code_.begin() + long(at), block.begin(), block.end());
}

size_t Stream::load(int64_t sp, const DmaBox& b) {
  configure(b);
  Instr in;
  in.op = Opcode::DMA_LOAD;
  in[Field::sp] = sp;
  in[Field::dram] = b.dram;
  in[Field::n0] = b.n0;
  in[Field::n1] = b.n1;
  in[Field::n2] = b.n2;
  in[Field::pad0] = b.pad0;
  in[Field::pad1] = b.pad1;
  in[Field::valid0] = b.valid0 < 0 ? b.n0 : b.valid0;
  in[Field::valid1] = b.valid1 < 0 ? b.n1 : b.valid1;
  in[Field::gap] = b.gap;
  return add(in);
}

size_t Stream::store(int64_t sp, const DmaBox& b) {
  configure(b);
  Instr in;
  in.op = Opcode::DMA_STORE;
  in[Field::sp] = sp;
  in[Field::dram] = b.dram;
  in[Field::n0] = b.n0;
  in[Field::n1] = b.n1;
  in[Field::n2] = b.n2;
  return add(in);
}

size_t Stream::discard(int64_t dram, int64_t bytes) {
  Instr in;
  in.op = Opcode::L2_DISCARD;
  in[Field::dram] = dram;
  in[Field::bytes] = bytes;
  return add(in);
}

size_t Stream::gemm(int64_t acc, int64_t a_sp, int64_t b_sp, int64_t m, int64_t k, int64_t n, int64_t lda,
                    int64_t ldc, bool accumulate, bool int8, int64_t azp) {
  Instr in;
  in.op = Opcode::MAT_GEMM;
  in[Field::acc] = acc;
  in[Field::sp] = a_sp;
  in[Field::sp2] = b_sp;
  in[Field::m] = m;
  in[Field::k] = k;
  in[Field::n] = n;
  in[Field::lda] = lda;
  in[Field::ldc] = ldc;
  in[Field::dtype] = int8 ? 1 : 0;
  in[Field::accum] = accumulate ? 1 : 0;
  in[Field::azp] = azp;
  return add(in);
}

size_t Stream::cvt(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc, int64_t act,
                   int64_t bias_sp) {
  Instr in;
  in.op = Opcode::VEC_CVT;
  in[Field::sp] = dst_sp;
  in[Field::acc] = acc;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::ldc] = ldc;
  in[Field::act] = act;
  if (bias_sp >= 0) {
    in[Field::sp3] = bias_sp;
    in[Field::bias] = 1;
  }
  return add(in);
}

size_t Stream::dequant(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc,
                       int64_t table_sp, int64_t act) {
  Instr in;
  in.op = Opcode::VEC_DEQUANT;
  in[Field::sp] = dst_sp;
  in[Field::acc] = acc;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::ldc] = ldc;
  in[Field::sp3] = table_sp;
  in[Field::act] = act;
  return add(in);
}

size_t Stream::quant(int64_t dst_sp, int64_t src_sp, int64_t scale_sp, int64_t rows, int64_t cols, int64_t ld,
                     int64_t zp) {
  Instr in;
  in.op = Opcode::VEC_QUANT;
  in[Field::sp] = dst_sp;
  in[Field::sp2] = src_sp;
  in[Field::sp3] = scale_sp;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::zp] = zp;
  return add(in);
}

size_t Stream::alu(int64_t dst_sp, int64_t a_sp, int64_t b_sp, int64_t rows, int64_t cols, int64_t ld,
                   int64_t aluop, int64_t bmode) {
  Instr in;
  in.op = Opcode::VEC_ALU;
  in[Field::sp] = dst_sp;
  in[Field::sp2] = a_sp;
  in[Field::sp3] = b_sp;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::aluop] = aluop;
  in[Field::bmode] = bmode;
  return add(in);
}

size_t Stream::act(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t act) {
  Instr in;
  in.op = Opcode::VEC_ACT;
  in[Field::sp] = dst_sp;
  in[Field::sp2] = src_sp;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::act] = act;
  return add(in);
}

size_t Stream::reduce(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t rn1,
                      int64_t rs1, int64_t redop, int64_t rn2, int64_t rs2) {
  Instr in;
  in.op = Opcode::VEC_REDUCE;
  in[Field::sp] = dst_sp;
  in[Field::sp2] = src_sp;
  in[Field::rows] = rows;
  in[Field::cols] = cols;
  in[Field::ld] = ld;
  in[Field::rn1] = rn1;
  in[Field::rs1] = rs1;
  in[Field::rn2] = rn2;
  in[Field::rs2] = rs2;
  in[Field::redop] = redop;
  return add(in);
}

size_t Stream::signal() {
  Instr in;
  in.op = Opcode::SIGNAL;
  return add(in);
}

size_t Stream::wait(uint32_t mask, int64_t step) {
  Instr in;
  in.op = Opcode::WAIT;
  in[Field::mask] = mask;
  in[Field::step] = step;
  return add(in);
}

}  // namespace rammer::npu
