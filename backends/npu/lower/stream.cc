#include "backends/npu/lower/stream.h"

#include <initializer_list>
#include <utility>

namespace rammer::npu {

namespace {

// An instruction of `op` with the given fields set (the others zero).
Instr make(Opcode op, std::initializer_list<std::pair<Field, int64_t>> fields) {
  Instr in;
  in.op = op;
  for (const auto& [f, v] : fields) in[f] = v;
  return in;
}

}  // namespace

size_t Stream::add(Instr in) {
  code_.push_back(in);
  return code_.size() - 1;
}

void Stream::configure(const DmaBox& box) {
  // Strides of an extent of one are never used: keep the ones in force rather than reconfigure.
  const int64_t s1 = box.n1 > 1 ? box.stride1 : (stride1_ < 0 ? 0 : stride1_);
  const int64_t s2 = box.n2 > 1 ? box.stride2 : (stride2_ < 0 ? 0 : stride2_);
  if (s1 == stride1_ && s2 == stride2_ && box.esize == esize_) return;
  add(make(Opcode::DMA_CFG, {{Field::stride1, s1},
                             {Field::stride2, s2},
                             {Field::esize, box.esize == 1   ? 0
                                            : box.esize == 2 ? 1
                                                             : 2}}));
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
  return add(make(Opcode::DMA_LOAD, {{Field::sp, sp},
                                     {Field::dram, b.dram},
                                     {Field::n0, b.n0},
                                     {Field::n1, b.n1},
                                     {Field::n2, b.n2},
                                     {Field::pad0, b.pad0},
                                     {Field::pad1, b.pad1},
                                     {Field::valid0, b.valid0 < 0 ? b.n0 : b.valid0},
                                     {Field::valid1, b.valid1 < 0 ? b.n1 : b.valid1},
                                     {Field::gap, b.gap}}));
}

size_t Stream::store(int64_t sp, const DmaBox& b) {
  configure(b);
  return add(make(Opcode::DMA_STORE,
                  {{Field::sp, sp}, {Field::dram, b.dram}, {Field::n0, b.n0}, {Field::n1, b.n1}, {Field::n2, b.n2}}));
}

size_t Stream::discard(int64_t dram, int64_t bytes) {
  return add(make(Opcode::L2_DISCARD, {{Field::dram, dram}, {Field::bytes, bytes}}));
}

size_t Stream::gemm(int64_t acc, int64_t a_sp, int64_t b_sp, int64_t m, int64_t k, int64_t n, int64_t lda, int64_t ldc,
                    bool accumulate, bool int8, int64_t azp) {
  return add(make(Opcode::MAT_GEMM, {{Field::acc, acc},
                                     {Field::sp, a_sp},
                                     {Field::sp2, b_sp},
                                     {Field::m, m},
                                     {Field::k, k},
                                     {Field::n, n},
                                     {Field::lda, lda},
                                     {Field::ldc, ldc},
                                     {Field::dtype, int8 ? 1 : 0},
                                     {Field::accum, accumulate ? 1 : 0},
                                     {Field::azp, azp}}));
}

size_t Stream::cvt(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc, int64_t act,
                   int64_t bias_sp) {
  Instr in = make(Opcode::VEC_CVT, {{Field::sp, dst_sp},
                                    {Field::acc, acc},
                                    {Field::rows, rows},
                                    {Field::cols, cols},
                                    {Field::ld, ld},
                                    {Field::ldc, ldc},
                                    {Field::act, act}});
  if (bias_sp >= 0) {
    in[Field::sp3] = bias_sp;
    in[Field::bias] = 1;
  }
  return add(in);
}

size_t Stream::dequant(int64_t dst_sp, int64_t acc, int64_t rows, int64_t cols, int64_t ld, int64_t ldc,
                       int64_t table_sp, int64_t act) {
  return add(make(Opcode::VEC_DEQUANT, {{Field::sp, dst_sp},
                                        {Field::acc, acc},
                                        {Field::rows, rows},
                                        {Field::cols, cols},
                                        {Field::ld, ld},
                                        {Field::ldc, ldc},
                                        {Field::sp3, table_sp},
                                        {Field::act, act}}));
}

size_t Stream::quant(int64_t dst_sp, int64_t src_sp, int64_t scale_sp, int64_t rows, int64_t cols, int64_t ld,
                     int64_t zp) {
  return add(make(Opcode::VEC_QUANT, {{Field::sp, dst_sp},
                                      {Field::sp2, src_sp},
                                      {Field::sp3, scale_sp},
                                      {Field::rows, rows},
                                      {Field::cols, cols},
                                      {Field::ld, ld},
                                      {Field::zp, zp}}));
}

size_t Stream::alu(int64_t dst_sp, int64_t a_sp, int64_t b_sp, int64_t rows, int64_t cols, int64_t ld, int64_t aluop,
                   int64_t bmode) {
  return add(make(Opcode::VEC_ALU, {{Field::sp, dst_sp},
                                    {Field::sp2, a_sp},
                                    {Field::sp3, b_sp},
                                    {Field::rows, rows},
                                    {Field::cols, cols},
                                    {Field::ld, ld},
                                    {Field::aluop, aluop},
                                    {Field::bmode, bmode}}));
}

size_t Stream::act(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t act) {
  return add(make(Opcode::VEC_ACT, {{Field::sp, dst_sp},
                                    {Field::sp2, src_sp},
                                    {Field::rows, rows},
                                    {Field::cols, cols},
                                    {Field::ld, ld},
                                    {Field::act, act}}));
}

size_t Stream::reduce(int64_t dst_sp, int64_t src_sp, int64_t rows, int64_t cols, int64_t ld, int64_t rn1, int64_t rs1,
                      int64_t redop, int64_t rn2, int64_t rs2) {
  return add(make(Opcode::VEC_REDUCE, {{Field::sp, dst_sp},
                                       {Field::sp2, src_sp},
                                       {Field::rows, rows},
                                       {Field::cols, cols},
                                       {Field::ld, ld},
                                       {Field::rn1, rn1},
                                       {Field::rs1, rs1},
                                       {Field::rn2, rn2},
                                       {Field::rs2, rs2},
                                       {Field::redop, redop}}));
}

size_t Stream::signal() { return add(make(Opcode::SIGNAL, {})); }

size_t Stream::wait(uint32_t mask, int64_t step) {
  return add(make(Opcode::WAIT, {{Field::mask, mask}, {Field::step, step}}));
}

}  // namespace rammer::npu
