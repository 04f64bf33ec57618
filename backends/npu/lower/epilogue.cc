#include "backends/npu/lower/epilogue.h"

#include <cfloat>
#include <string>

namespace rammer::npu {

OperandView operand_view(const LowerContext& cx, int op, const EpilogueOperand& operand) {
  OperandView v;
  if (operand.slot < 0) {
    v.addr = operand.const_addr;
    return v;
  }
  const int tensor = cx.plan().ops.at(size_t(op)).operands[operand.slot];
  v.addr = cx.addr(op, tensor);
  const kernels::TensorDesc& d = cx.desc(tensor);
  for (int i = 0; i < d.rank; ++i) v.strides[i] = d.strides[i];
  return v;
}

namespace {

int slot_index(std::vector<EpilogueOperand>& operands, int slot) {
  for (size_t i = 0; i < operands.size(); ++i)
    if (operands[i].slot == slot) return int(i);
  operands.push_back({slot, -1});
  return int(operands.size() - 1);
}

int constant_index(LowerContext& cx, std::vector<EpilogueOperand>& operands, float value) {
  operands.push_back({-1, cx.append({value})});
  return int(operands.size() - 1);
}

// The rnpu act code of a unary step, -1 when the vector unit has none.
int64_t act_code(kernels::ElemOp op) {
  using kernels::ElemOp;
  switch (op) {
    case ElemOp::relu: return 1;
    case ElemOp::sigmoid: return 2;
    case ElemOp::tanh: return 3;
    case ElemOp::exp: return 4;
    case ElemOp::sqrt: return 5;
    case ElemOp::erf: return 6;
    case ElemOp::reciprocal: return 7;
    case ElemOp::gelu: return 8;
    default: return -1;
  }
}

int64_t alu_code(kernels::ElemOp op) {
  using kernels::ElemOp;
  switch (op) {
    case ElemOp::add: return 0;
    case ElemOp::sub: return 1;
    case ElemOp::mul: return 2;
    case ElemOp::max: return 3;
    case ElemOp::min: return 4;
    case ElemOp::div: return 5;
    default: return -1;
  }
}

}  // namespace

std::vector<EpilogueOp> translate_epilogue(LowerContext& cx, int op, int output_operand,
                                           std::vector<EpilogueOperand>& operands) {
  using kernels::ElemOp;
  const kernels::OpDesc& d = cx.plan().ops.at(size_t(op));
  std::vector<EpilogueOp> out;
  bool stored = false;
  auto refuse = [&](const std::string& why) { cx.fail(op, "epilogue step " + why); };
  // What each register holds: a source (a value >= 0, or operand_source(k)); kUnknown: nothing yet.
  constexpr int kUnknown = 1 << 30;
  int regs[kernels::kRegs];
  for (int& r : regs) r = kUnknown;
  regs[0] = 0;
  int next_value = 1;
  auto source = [&](int32_t src) {
    if (src >= kernels::kOperandBase) return operand_source(slot_index(operands, src - kernels::kOperandBase));
    if (src >= 0 && src < kernels::kRegs && regs[src] != kUnknown) return regs[src];
    refuse("reads an unset register");
    return 0;
  };
  // The constant scalar an operand source holds, when it is one (a weights tensor read at stride 0).
  auto scalar = [&](int src, float& value) {
    if (src >= 0) return false;
    const EpilogueOperand& o = operands[size_t(source_operand(src))];
    if (o.slot < 0) return false;
    const int tensor = d.operands[o.slot];
    const kernels::TensorDesc& td = cx.desc(tensor);
    if (kernels::Buffer(td.buffer) != kernels::Buffer::weights) return false;
    for (int i = 0; i < td.rank; ++i)
      if (td.strides[i] != 0 && td.shape[i] != 1) return false;
    value = cx.weight(op, tensor, 0);
    return true;
  };
  auto act = [&](int64_t code, int a) {
    out.push_back({EpilogueOp::act, code, a, 0, -1});
    return next_value++;
  };
  auto alu = [&](int64_t code, int a, int b) {
    out.push_back({EpilogueOp::alu, code, a, b, -1});
    return next_value++;
  };
  for (int i = 0; i < d.num_steps; ++i) {
    const kernels::ElemStep& st = d.steps[i];
    const auto code = ElemOp(st.op);
    if (code == ElemOp::store) {
      const int a = source(st.a);
      if (a < 0) refuse("stores an operand unchanged");
      out.push_back({EpilogueOp::store, 0, a, 0, slot_index(operands, st.dst - kernels::kOperandBase)});
      stored = true;
      continue;
    }
    if (st.dst < 0 || st.dst >= kernels::kRegs) refuse("writes outside the registers");
    const int a = source(st.a);
    int result = 0;
    if (code == ElemOp::copy) {
      result = a;
    } else if (act_code(code) >= 0) {
      result = act(act_code(code), a);
    } else if (code == ElemOp::neg) {
      result = alu(2, a, operand_source(constant_index(cx, operands, -1.0f)));
    } else if (code == ElemOp::hard_sigmoid || code == ElemOp::hard_swish) {
      // min(max(alpha x + beta, 0), 1), times x for hard_swish (alpha 1/6, beta 1/2).
      const bool swish = code == ElemOp::hard_swish;
      int t = alu(2, a, operand_source(constant_index(cx, operands, swish ? 1.0f / 6.0f : st.alpha)));
      t = alu(0, t, operand_source(constant_index(cx, operands, swish ? 0.5f : st.beta)));
      t = alu(3, t, operand_source(constant_index(cx, operands, 0.0f)));
      t = alu(4, t, operand_source(constant_index(cx, operands, 1.0f)));
      result = swish ? alu(2, t, a) : t;
    } else if (code == ElemOp::leaky_relu && st.alpha <= 1.0f) {
      result = alu(3, a, alu(2, a, operand_source(constant_index(cx, operands, st.alpha))));
    } else if (code == ElemOp::clip) {
      result = a;
      if (st.alpha > -FLT_MAX) result = alu(3, result, operand_source(constant_index(cx, operands, st.alpha)));
      if (st.beta < FLT_MAX) result = alu(4, result, operand_source(constant_index(cx, operands, st.beta)));
    } else if (code == ElemOp::pow) {
      float e = 0;
      if (!scalar(source(st.b), e)) refuse("Pow by a computed exponent");
      if (e == 2.0f) result = alu(2, a, a);
      else if (e == 1.0f) result = a;
      else if (e == 0.5f) result = act(5, a);
      else if (e == -1.0f) result = act(7, a);
      else refuse("Pow by " + std::to_string(e) + " (rnpu-v1 squares, square roots and reciprocals)");
    } else if (alu_code(code) >= 0) {
      result = alu(alu_code(code), a, source(st.b));
    } else {
      refuse("op " + std::to_string(st.op) + " has no vector-unit form");
    }
    regs[st.dst] = result;
  }
  if (!stored) {
    if (regs[0] < 0) refuse("leaves an operand in register 0");
    out.push_back({EpilogueOp::store, 0, regs[0], 0, slot_index(operands, output_operand)});
  }
  return out;
}

}  // namespace rammer::npu
