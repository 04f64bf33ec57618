#include "tools/npusim/execute.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "support/status.h"
#include "tools/npusim/half.h"

namespace rammer::npu {
namespace {

using F = Field;

void check_range(const char* memory, int64_t addr, int64_t bytes, int64_t size) {
  if (addr < 0 || bytes < 0 || addr + bytes > size)
    throw Error(detail::concat(memory, " access [", addr, ", ", addr + bytes, ") is outside its ", size, " bytes"));
}

struct Scratch {
  std::vector<uint8_t>& mem;
  uint16_t h(int64_t addr) const {
    check_range("scratchpad", addr, 2, int64_t(mem.size()));
    return uint16_t(mem[addr] | (mem[addr + 1] << 8));
  }
  void set_h(int64_t addr, uint16_t v) {
    check_range("scratchpad", addr, 2, int64_t(mem.size()));
    mem[addr] = uint8_t(v);
    mem[addr + 1] = uint8_t(v >> 8);
  }
  int8_t i8(int64_t addr) const {
    check_range("scratchpad", addr, 1, int64_t(mem.size()));
    return int8_t(mem[addr]);
  }
  int32_t i32(int64_t addr) const {
    check_range("scratchpad", addr, 4, int64_t(mem.size()));
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= uint32_t(mem[addr + i]) << (8 * i);
    return int32_t(v);
  }
  float f(int64_t addr) const { return half_to_float(h(addr)); }
};

uint32_t& acc_word(CoreMemory& core, int64_t index) {
  if (index < 0 || index >= int64_t(core.acc.size()))
    throw Error(detail::concat("accumulator word ", index, " is outside its ", core.acc.size(), " words"));
  return core.acc[size_t(index)];
}

Effect vector_effect(int64_t elements) {
  Effect e;
  e.elements = elements;
  return e;
}

float activate(int64_t act, float x) {
  switch (act) {
    case 0: return x;
    case 1: return x > 0.0f ? x : 0.0f;
    case 2: return 1.0f / (1.0f + std::exp(-x));
    case 3: return std::tanh(x);
    case 4: return std::exp(x);
    case 5: return std::sqrt(x);
    case 6: return std::erf(x);
    case 7: return 1.0f / x;
    case 8: return 0.5f * x * (1.0f + std::erf(x * 0.70710678118654752f));
  }
  throw Error(detail::concat("unknown activation ", act));
}

Effect dma_load(const Instr& in, CoreMemory& core, std::vector<uint8_t>& dram, bool rows) {
  Effect e;
  int64_t es = core.esize;
  int64_t n0 = in[F::n0], n1 = in[F::n1], n2 = in[F::n2], gap = in[F::gap];
  check_range("scratchpad", in[F::sp], n2 == 0 ? 0 : ((n2 - 1) * (n1 * n0 + gap) + n1 * n0) * es,
              int64_t(core.scratchpad.size()));
  uint8_t* dst = core.scratchpad.data() + in[F::sp];
  // The columns of a row that lie inside the valid window, as a run of DRAM.
  const int64_t c_lo = std::clamp<int64_t>(in[F::pad0], 0, n0);
  const int64_t c_hi = std::clamp<int64_t>(in[F::pad0] + in[F::valid0], c_lo, n0);
  for (int64_t p = 0; p < n2; ++p, dst += gap * es)
    for (int64_t r = 0; r < n1; ++r) {
      const int64_t rr = r - in[F::pad1];
      if (rows && rr >= 0 && rr < in[F::valid1] && c_hi > c_lo)
        e.dram_rows.push_back({in[F::dram] + p * core.stride2 + rr * core.stride1 + (c_lo - in[F::pad0]) * es,
                               (c_hi - c_lo) * es});
      for (int64_t c = 0; c < n0; ++c, dst += es) {
        int64_t cc = c - in[F::pad0];
        if (rr < 0 || rr >= in[F::valid1] || cc < 0 || cc >= in[F::valid0]) {
          std::memset(dst, 0, size_t(es));
          continue;
        }
        int64_t src = in[F::dram] + p * core.stride2 + rr * core.stride1 + cc * es;
        check_range("DRAM", src, es, int64_t(dram.size()));
        std::memcpy(dst, dram.data() + src, size_t(es));
        e.dram_bytes += es;
      }
    }
  return e;
}

Effect dma_store(const Instr& in, CoreMemory& core, std::vector<uint8_t>& dram, bool rows) {
  Effect e;
  int64_t es = core.esize;
  int64_t n0 = in[F::n0], n1 = in[F::n1], n2 = in[F::n2];
  check_range("scratchpad", in[F::sp], n0 * n1 * n2 * es, int64_t(core.scratchpad.size()));
  const uint8_t* src = core.scratchpad.data() + in[F::sp];
  for (int64_t p = 0; p < n2; ++p)
    for (int64_t r = 0; r < n1; ++r) {
      int64_t dst = in[F::dram] + p * core.stride2 + r * core.stride1;
      check_range("DRAM", dst, n0 * es, int64_t(dram.size()));
      std::memcpy(dram.data() + dst, src, size_t(n0 * es));
      src += n0 * es;
      e.dram_bytes += n0 * es;
      if (rows) e.dram_rows.push_back({dst, n0 * es});
    }
  return e;
}

// The dropped bytes are undefined: filled with 0xff (an fp16 NaN), so that a read the compiler
// should not have let follow shows in the results.
Effect l2_discard(const Instr& in, std::vector<uint8_t>& dram, bool rows) {
  Effect e;
  check_range("DRAM", in[F::dram], in[F::bytes], int64_t(dram.size()));
  std::memset(dram.data() + in[F::dram], 0xff, size_t(in[F::bytes]));
  if (rows && in[F::bytes] > 0) e.dram_rows.push_back({int64_t(in[F::dram]), int64_t(in[F::bytes])});
  return e;
}

Effect gemm(const Instr& in, const NpuConfig& cfg, CoreMemory& core) {
  int64_t m = in[F::m], k = in[F::k], n = in[F::n];
  if (k > cfg.dim || n > cfg.dim)
    throw Error(detail::concat("k=", k, " n=", n, " exceed the ", cfg.dim, "x", cfg.dim, " matrix unit"));
  Scratch sp{core.scratchpad};
  bool int8 = in[F::dtype] == 1, add = in[F::accum] == 1;
  int64_t es = int8 ? 1 : 2;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      uint32_t& out = acc_word(core, in[F::acc] + i * in[F::ldc] + j);
      if (int8) {
        uint32_t sum = add ? out : 0u;
        for (int64_t t = 0; t < k; ++t) {
          int32_t a = sp.i8(in[F::sp] + (i * in[F::lda] + t) * es) - int32_t(in[F::azp]);
          int32_t b = sp.i8(in[F::sp2] + (t * n + j) * es);
          sum += uint32_t(a * b);
        }
        out = sum;
      } else {
        float sum = add ? std::bit_cast<float>(out) : 0.0f;
        for (int64_t t = 0; t < k; ++t)
          sum += sp.f(in[F::sp] + (i * in[F::lda] + t) * es) * sp.f(in[F::sp2] + (t * n + j) * es);
        out = std::bit_cast<uint32_t>(sum);
      }
    }
  Effect e;
  e.macs = m * k * n;
  return e;
}

Effect cvt(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  for (int64_t r = 0; r < in[F::rows]; ++r)
    for (int64_t c = 0; c < in[F::cols]; ++c) {
      float x = std::bit_cast<float>(acc_word(core, in[F::acc] + r * in[F::ldc] + c));
      if (in[F::bias]) x += sp.f(in[F::sp3] + 2 * c);
      sp.set_h(in[F::sp] + 2 * (r * in[F::ld] + c), float_to_half(activate(in[F::act], x)));
    }
  return vector_effect(in[F::rows] * in[F::cols]);
}

Effect requant(const Instr& in, CoreMemory& core) {
  if (in[F::act] > 1) throw Error("vec.requant applies act=none or act=relu only");
  Scratch sp{core.scratchpad};
  for (int64_t c = 0; c < in[F::cols]; ++c) {
    int64_t mult = sp.i32(in[F::sp3] + 8 * c), shift = sp.i32(in[F::sp3] + 8 * c + 4);
    int64_t total = 31 + shift;
    if (total < 1 || total > 62)
      throw Error(detail::concat("requantisation shift ", shift, " of column ", c, " is outside -30..31"));
    for (int64_t r = 0; r < in[F::rows]; ++r) {
      int64_t a = int32_t(acc_word(core, in[F::acc] + r * in[F::ldc] + c));
      int64_t q = ((a * mult + (int64_t(1) << (total - 1))) >> total) + in[F::zp];
      if (in[F::act] == 1 && q < in[F::zp]) q = in[F::zp];
      q = q < -128 ? -128 : q > 127 ? 127 : q;
      int64_t dst = in[F::sp] + r * in[F::ld] + c;
      check_range("scratchpad", dst, 1, int64_t(core.scratchpad.size()));
      core.scratchpad[size_t(dst)] = uint8_t(int8_t(q));
    }
  }
  return vector_effect(in[F::rows] * in[F::cols]);
}

Effect dequant(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  for (int64_t c = 0; c < in[F::cols]; ++c) {
    const float scale = std::bit_cast<float>(sp.i32(in[F::sp3] + 8 * c));
    const float bias = std::bit_cast<float>(sp.i32(in[F::sp3] + 8 * c + 4));
    for (int64_t r = 0; r < in[F::rows]; ++r) {
      const int32_t a = int32_t(acc_word(core, in[F::acc] + r * in[F::ldc] + c));
      const float scaled = float(a) * scale;
      sp.set_h(in[F::sp] + 2 * (r * in[F::ld] + c), float_to_half(activate(in[F::act], scaled + bias)));
    }
  }
  return vector_effect(in[F::rows] * in[F::cols]);
}

// Round half to even is the default floating-point environment's rounding (std::nearbyint).
Effect quant(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  const float scale = std::bit_cast<float>(sp.i32(in[F::sp3]));
  for (int64_t r = 0; r < in[F::rows]; ++r)
    for (int64_t c = 0; c < in[F::cols]; ++c) {
      const int64_t at = r * in[F::ld] + c;
      const float x = sp.f(in[F::sp2] + 2 * at) / scale;
      double q = std::isnan(x) ? 0.0 : std::nearbyint(double(x));
      q = std::clamp(q + double(in[F::zp]), -128.0, 127.0);
      const int64_t dst = in[F::sp] + at;
      check_range("scratchpad", dst, 1, int64_t(core.scratchpad.size()));
      core.scratchpad[size_t(dst)] = uint8_t(int8_t(q));
    }
  return vector_effect(in[F::rows] * in[F::cols]);
}

Effect alu(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  for (int64_t r = 0; r < in[F::rows]; ++r)
    for (int64_t c = 0; c < in[F::cols]; ++c) {
      int64_t at = 2 * (r * in[F::ld] + c);
      float a = sp.f(in[F::sp2] + at);
      const int64_t mode = in[F::bmode];
      int64_t b_at = mode == 0 ? at : mode == 1 ? 2 * c : mode == 3 ? 2 * r : 0;
      float b = sp.f(in[F::sp3] + b_at);
      float y = 0;
      switch (in[F::aluop]) {
        case 0: y = a + b; break;
        case 1: y = a - b; break;
        case 2: y = a * b; break;
        case 3: y = a > b ? a : b; break;
        case 4: y = a < b ? a : b; break;
        case 5: y = a / b; break;
        default: throw Error(detail::concat("unknown aluop ", in[F::aluop]));
      }
      sp.set_h(in[F::sp] + at, float_to_half(y));
    }
  return vector_effect(2 * in[F::rows] * in[F::cols]);
}

Effect act(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  for (int64_t r = 0; r < in[F::rows]; ++r)
    for (int64_t c = 0; c < in[F::cols]; ++c) {
      int64_t at = 2 * (r * in[F::ld] + c);
      sp.set_h(in[F::sp] + at, float_to_half(activate(in[F::act], sp.f(in[F::sp2] + at))));
    }
  return vector_effect(in[F::rows] * in[F::cols]);
}

Effect reduce(const Instr& in, CoreMemory& core) {
  Scratch sp{core.scratchpad};
  int64_t n1 = in[F::rn1], n2 = in[F::rn2];
  for (int64_t r = 0; r < in[F::rows]; ++r)
    for (int64_t c = 0; c < in[F::cols]; ++c) {
      float v = in[F::redop] == 1 ? -std::numeric_limits<float>::infinity() : 0.0f;
      for (int64_t i = 0; i < n1; ++i)
        for (int64_t j = 0; j < n2; ++j) {
          float x = sp.f(in[F::sp2] + 2 * (r * in[F::ld] + c + i * in[F::rs1] + j * in[F::rs2]));
          v = in[F::redop] == 1 ? (x > v ? x : v) : v + x;
        }
      if (in[F::redop] == 2) v = v / float(n1 * n2);
      sp.set_h(in[F::sp] + 2 * (r * in[F::cols] + c), float_to_half(v));
    }
  return vector_effect(in[F::rows] * in[F::cols] * n1 * n2);
}

}  // namespace

Effect execute(const Instr& in, const NpuConfig& cfg, CoreMemory& core, std::vector<uint8_t>& dram) {
  switch (in.op) {
    case Opcode::DMA_CFG:
      core.stride1 = in[F::stride1];
      core.stride2 = in[F::stride2];
      core.esize = esize_bytes(in[F::esize]);
      return {};
    // The DRAM rows only feed the L2 model.
    case Opcode::DMA_LOAD: return dma_load(in, core, dram, cfg.has_l2());
    case Opcode::DMA_STORE: return dma_store(in, core, dram, cfg.has_l2());
    case Opcode::L2_DISCARD: return l2_discard(in, dram, cfg.has_l2());
    case Opcode::MAT_GEMM: return gemm(in, cfg, core);
    case Opcode::VEC_CVT: return cvt(in, core);
    case Opcode::VEC_REQUANT: return requant(in, core);
    case Opcode::VEC_ALU: return alu(in, core);
    case Opcode::VEC_ACT: return act(in, core);
    case Opcode::VEC_REDUCE: return reduce(in, core);
    case Opcode::VEC_DEQUANT: return dequant(in, core);
    case Opcode::VEC_QUANT: return quant(in, core);
    default: throw Error(detail::concat(op_info(in.op).mnemonic, " is not executed by a data unit"));
  }
}

}  // namespace rammer::npu
