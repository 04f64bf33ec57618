// The one form of a conv's or GEMM's step program that a CPU tile finishes in registers (bias,
// one added operand, ReLU / Clip, a gate, the store): ISA-independent, so that the kernels
// (cpu_epilogue_impl.h TileEpilogue) and the plan's passes (backends/plan/channel_blocks.cc)
// read it the same way.
#pragma once

#include <cstdint>

#include "kernels/op_desc.h"

namespace rammer::cpu {

namespace k = kernels;

struct EpilogueForm {
  enum class Act { none, relu, clip };
  enum class Gate { none, sigmoid, hard_sigmoid };
  Act act = Act::none;
  float lo = 0.0f, hi = 0.0f;  // clip's bounds
  Gate gate = Gate::none;
  float alpha = 0.0f, beta = 0.0f;  // hard_sigmoid's
  int residual_operand = -1;  // the added operand, -1 when none
  int out_operand = 3;        // the operand the value goes to: the store's, or 3 for y
};

// Whether an op's step program has the form a tile epilogue finishes in registers: an optional add
// of one operand to the value (register 0 at the start), then an optional relu or clip of it, then
// an optional gate (sigmoid or hard_sigmoid of the value into another register, then the value
// times it), then either one store of the value to an operand (the plan's form when nothing reads
// the anchor's own output: y is then not written at all) or no store with the value in register 0
// (y gets it).
// Sets e (reset first) from the program.
inline bool epilogue_form(const k::OpDesc& op, EpilogueForm* e) {
  auto reg = [](int32_t r) { return r >= 0 && r < k::kRegs; };
  *e = EpilogueForm{};
  int32_t value = 0;  // the register holding the value so far
  int i = 0;
  if (i < op.num_steps && op.steps[i].op == static_cast<int32_t>(k::ElemOp::add)) {
    const k::ElemStep& s = op.steps[i++];
    const int32_t other = s.a == value ? s.b : s.b == value ? s.a : -1;
    if (!reg(s.dst) || other < k::kOperandBase) return false;
    e->residual_operand = other - k::kOperandBase;
    value = s.dst;
  }
  if (i < op.num_steps && (op.steps[i].op == static_cast<int32_t>(k::ElemOp::relu) ||
                           op.steps[i].op == static_cast<int32_t>(k::ElemOp::clip))) {
    const k::ElemStep& s = op.steps[i++];
    if (!reg(s.dst) || s.a != value) return false;
    e->act = s.op == static_cast<int32_t>(k::ElemOp::relu) ? EpilogueForm::Act::relu : EpilogueForm::Act::clip;
    e->lo = s.alpha;
    e->hi = s.beta;
    value = s.dst;
  }
  if (i + 1 < op.num_steps && (op.steps[i].op == static_cast<int32_t>(k::ElemOp::sigmoid) ||
                               op.steps[i].op == static_cast<int32_t>(k::ElemOp::hard_sigmoid))) {
    const k::ElemStep& g = op.steps[i++];
    const k::ElemStep& m = op.steps[i++];
    const bool uses = (m.a == value && m.b == g.dst) || (m.a == g.dst && m.b == value);
    if (!reg(g.dst) || g.dst == value || g.a != value || m.op != static_cast<int32_t>(k::ElemOp::mul) ||
        !reg(m.dst) || !uses)
      return false;
    const bool sig = g.op == static_cast<int32_t>(k::ElemOp::sigmoid);
    e->gate = sig ? EpilogueForm::Gate::sigmoid : EpilogueForm::Gate::hard_sigmoid;
    e->alpha = g.alpha;
    e->beta = g.beta;
    value = m.dst;
  }
  if (i == op.num_steps) return value == 0;
  const k::ElemStep& s = op.steps[i++];
  if (s.op != static_cast<int32_t>(k::ElemOp::store) || s.a != value || s.dst < k::kOperandBase) return false;
  e->out_operand = s.dst - k::kOperandBase;
  return i == op.num_steps;
}

}  // namespace rammer::cpu
