// RNN rOperators: the chunked input projection -> OpKind::gemm; a step's gates and cell (or the
// fused step) -> OpKind::rnn_gates / rnn_cell.
#include "backends/plan/lower/lowering.h"

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

kernels::ActivationCode Lowering::activation(const std::string& name) {
  if (name == "Sigmoid") return kernels::ActivationCode::sigmoid;
  if (name == "Tanh") return kernels::ActivationCode::tanh;
  if (name == "Relu") return kernels::ActivationCode::relu;
  refuse("plan: RNN activation " + name + " has no tile kernel");
  return kernels::ActivationCode::sigmoid;
}

// An RNN's input projection over a chunk of steps as a GEMM: y = xproj[d, t0.., :] viewed as
// [steps*batch, G*H], A = the chunk's X rows [steps*batch, I], B = W[d]^T (a transposed view),
// C = Wb[d] broadcast over the rows (absent without B).
bool Lowering::rnn_projection(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  if (!require_f32(rop)) return false;
  const Access* xs = find_access(rop.reads, AccessMap::rnn_xs);
  const Access* ps = find_access(rop.writes, AccessMap::rnn_ps);
  RAMMER_CHECK(xs != nullptr && ps != nullptr, "plan: ", rop.name, " has no chunk accesses");
  const Shape& x = g_.value(n.input(0)).shape;
  const int64_t batch = x[1], I = x[2], dir = ps->args.at(0), t0 = ps->args.at(1);
  const int64_t M = rop.space[0], N = rop.space[1], seq = x[0];
  d.kind = static_cast<int32_t>(OpKind::gemm);
  d.operands[0] = t_.view(t_.named(n.input(0)), {M, I}, {I, 1}, t0 * batch * I);
  d.operands[1] = t_.view(t_.named(n.input(1)), {I, N}, {1, I}, dir * N * I);
  d.operands[2] = n.input(3).empty() ? -1 : t_.view(t_.named(n.input(3)), {M, N}, {0, 1}, dir * 2 * N);
  d.operands[3] = t_.view(t_.named(ps->tensor), {M, N}, {N, 1}, (dir * seq + t0) * batch * N);
  kernels::GemmParams p;
  p.K = I;
  p.beta = n.input(3).empty() ? 0.0f : 1.0f;
  // A GEMM like any other: at --precision tf32/fp16/bf16 it runs on the tensor-core tile.
  p.precision = o_.precision;
  p.prefetch_hint = !get_param(rop, "prefetch_r").empty();
  if (p.prefetch_hint) {
    // R[dir] as [unit, gate, column]: a step rTask's rows are a range of units of every gate.
    const int64_t H = g_.value(n.input(2)).shape[2], G = N / H;
    d.operands[4] = t_.view(t_.named(n.input(2)), {H, G, H}, {H, H * H, 1}, dir * G * H * H);
  }
  p.pack(d);
  return true;
}

// An RNN step's gates op (OpKind::rnn_gates), its cell (rnn_cell), or, when the gates op writes
// the states instead of the gates (the rProgram's CPU form of LSTM / RNN), the fused step:
// rnn_gates with RnnParams::fused and the cell's operand s at 10 + s (kernels/op_desc.h).
bool Lowering::rnn(const ROperator& rop, OpDesc& d) {
  const Node& n = node(rop.nodes[0]);
  const bool gates_op = rop.family == OpFamily::rnn_gates;
  if (!n.input(4).empty()) return false;  // sequence_lens
  if (n.attrs.get_int("layout", 0) != 0) return false;
  const int64_t gates = n.op == "LSTM" ? 4 : n.op == "GRU" ? 3 : 1;
  const kernels::RnnKind kind = n.op == "LSTM" ? kernels::RnnKind::lstm
                                : n.op == "GRU" ? kernels::RnnKind::gru
                                                : kernels::RnnKind::rnn;
  const Access* g = gates_op ? find_access(rop.writes, AccessMap::rnn_g) : find_access(rop.reads, AccessMap::rnn_g);
  const Access* fused = gates_op && g == nullptr ? find_access(rop.writes, AccessMap::rnn_s) : nullptr;
  RAMMER_CHECK(g != nullptr || fused != nullptr, "plan: ", rop.name, " has no gates access");
  const Access* at = g ? g : fused;  // both {t, d}
  const int64_t t = at->args.at(0), dir = at->args.at(1);
  // Filled here and by rnn_cell_operands, packed once when complete; a GRU or RNN leaves the
  // activations it does not use at their default.
  kernels::RnnParams p;
  p.t = t;
  p.d = dir;
  p.gates = gates;
  p.kind = kind;
  p.linear_before_reset = n.attrs.get_int("linear_before_reset", 0) != 0;
  int gates_view = -1;
  if (g) {
    // The kernels read gates as [seq, dirs, batch, G*H]: the rProgram's [seq, dirs, batch, G, H]
    // with the last two dims merged (same bytes).
    const Shape& gs = t_.at(t_.named(g->tensor)).shape;
    RAMMER_CHECK(gs.size() == 5, "plan: gates tensor ", g->tensor, " has rank ", gs.size());
    const Shape g4 = {gs[0], gs[1], gs[2], gs[3] * gs[4]};
    gates_view = t_.view(t_.named(g->tensor), g4, contiguous_strides(g4));
  }
  if (gates_op) {
    d.kind = static_cast<int32_t>(OpKind::rnn_gates);
    const Access* hp = find_access(rop.reads, AccessMap::rnn_h);
    const Access* h0 = find_access(rop.reads, AccessMap::rnn_h0);
    const Access* xp = find_access(rop.reads, AccessMap::rnn_pg);
    d.operands[0] = t_.named(xp ? xp->tensor : n.input(0));
    d.operands[1] = xp ? -1 : t_.named(n.input(1));
    p.projected = xp != nullptr;
    d.operands[2] = t_.named(n.input(2));
    d.operands[3] = n.input(3).empty() ? -1 : t_.named(n.input(3));
    d.operands[4] = hp ? t_.named(hp->tensor) : h0 ? t_.named(h0->tensor) : -1;
    p.h_prev_time = hp ? hp->args.at(0) : -1;
    d.operands[5] = gates_view;
    // The step's variant keeps its slice of R in the block's resident region (rtask/ops/rnn.cc).
    p.resident = rop.variants.at(static_cast<size_t>(rop.chosen)).resident_bytes > 0;
    if (fused) {
      RAMMER_CHECK(kind != kernels::RnnKind::gru, "plan: ", rop.name, ": a GRU step is not fused");
      p.fused = true;
      rnn_cell_operands(rop, n, 10, p, d);
    }
  } else {
    d.kind = static_cast<int32_t>(OpKind::rnn_cell);
    d.operands[0] = gates_view;
    rnn_cell_operands(rop, n, 0, p, d);
  }
  p.pack(d);
  return true;
}

// rnn_cell's operands 1-9 (at base + 1..) and, in `p`, h_prev's time, the activations and the clip
// of a cell or fused step (of direction p.d).
void Lowering::rnn_cell_operands(const ROperator& rop, const Node& n, int base, kernels::RnnParams& p,
                                 OpDesc& d) {
  const std::string h_state = n.name + ".h";
  const std::string& h = !n.outputs.empty() && !n.outputs[0].empty() ? n.outputs[0] : h_state;
  const std::string c = n.name + ".c";
  const Access* sp = find_access(rop.reads, AccessMap::rnn_s);
  const Access* s0 = find_access(rop.reads, AccessMap::rnn_s0);
  int32_t* o = d.operands + base;
  // A fused step already holds h_prev's time (the cell's is the same step's).
  const int64_t tp = sp ? sp->args.at(0) : -1;
  RAMMER_CHECK(base == 0 || !sp || p.h_prev_time == tp, "plan: ", rop.name, ": h and c of different steps");
  if (base == 0) p.h_prev_time = tp;
  o[2] = t_.named(h);
  if (n.op == "LSTM") {
    o[1] = sp ? t_.named(c) : s0 ? t_.named(s0->tensor) : -1;
    o[3] = t_.named(c);
    o[6] = sp ? t_.named(h) : n.input(5).empty() ? -1 : t_.named(n.input(5));
    o[7] = n.input(7).empty() ? -1 : t_.named(n.input(7));
  } else {
    o[6] = sp ? t_.named(h) : s0 ? t_.named(s0->tensor) : -1;
  }
  bool last = false;
  for (const auto& w : rop.writes) last = last || w.map == AccessMap::rnn_s0;
  if (last) {
    if (n.outputs.size() > 1 && !n.outputs[1].empty()) o[4] = t_.named(n.outputs[1]);
    if (n.outputs.size() > 2 && !n.outputs[2].empty()) o[5] = t_.named(n.outputs[2]);
  }
  o[8] = t_.named(n.input(2));
  o[9] = n.input(3).empty() ? -1 : t_.named(n.input(3));
  p.clip = n.attrs.get_float("clip", 0.0f);
  std::vector<std::string> acts = n.attrs.get_strings("activations", {});
  std::vector<std::string> dflt = n.op == "LSTM"  ? std::vector<std::string>{"Sigmoid", "Tanh", "Tanh"}
                                  : n.op == "GRU" ? std::vector<std::string>{"Sigmoid", "Tanh"}
                                                  : std::vector<std::string>{"Tanh"};
  const size_t per_dir = dflt.size();
  kernels::ActivationCode* fgh[] = {&p.f, &p.g, &p.h};
  for (size_t i = 0; i < per_dir; ++i) {
    const size_t at = static_cast<size_t>(p.d) * per_dir + i;
    *fgh[i] = activation(at < acts.size() ? acts[at] : dflt[i]);
  }
}

// A layer rtask runs whole (not unrolled) is a reference op.
void Lowering::register_rnn_lowerings() {
  attach_lowering({"LSTM", "GRU", "RNN"}, {{{OpFamily::rnn_projection, &Lowering::rnn_projection},
                                            {OpFamily::rnn_gates, &Lowering::rnn},
                                            {OpFamily::rnn_cell, &Lowering::rnn},
                                            {OpFamily::opaque, nullptr}}});
}

}  // namespace rammer::plan_detail
