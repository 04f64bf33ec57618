// build_plan: rOperators -> OpDescs (kernels/op_desc.h), schedule -> InstrDesc programs.
// Each lowering follows the operand/param layout documented per OpKind in kernels/op_desc.h. An op
// whose lowering is not possible (a kind without a tile kernel, a dtype or attribute the kernels lack)
// becomes OpKind::reference when it has exactly one rTask, and is an error otherwise.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "backends/plan/memory_plan.h"
#include "backends/plan/plan.h"
#include "backends/plan/plan_tensors.h"
#include "backends/plan/step_program.h"

namespace rammer {

namespace {

using kernels::OpDesc;
using kernels::OpKind;
using plan_detail::contiguous_strides;
using plan_detail::StepProgram;
using plan_detail::TensorTable;

std::vector<int64_t> get_param(const ROperator& op, const std::string& key) {
  auto it = op.params.find(key);
  return it == op.params.end() ? std::vector<int64_t>{} : it->second;
}

class Lowering {
 public:
  Lowering(const Graph& g, const ScheduleReport& r, const PlanOptions& o, Plan& plan)
      : g_(g), r_(r), o_(o), plan_(plan), t_(plan, g, r.program) {}

  void op(size_t index) {
    const ROperator& rop = r_.program.ops[index];
    const RKernel& k = rop.variants.at(static_cast<size_t>(rop.chosen));
    OpDesc d{};
    std::string why;
    const bool lowered = !o_.reference_only && try_lower(index, d, why);
    if (!lowered) {
      RAMMER_CHECK(get_param(rop, "input_relu").empty(), "plan: rOperator ", rop.name,
                   " applies a ReLU to its input and has no tile kernel (", why, ")");
      for (const Access& w : rop.writes)
        RAMMER_CHECK(w.map != AccessMap::place, "plan: rOperator ", rop.name, " writes its part of Concat output ",
                     w.tensor, " and has no tile kernel (", why, ")");
      const int64_t tasks = tile_count(rop.space, k.tile);
      if (tasks != 1 || !o_.allow_reference_ops) {
        RAMMER_UNSUPPORTED("plan: rOperator ", rop.name, " (", rop.kind, ") has no tile kernel",
                           why.empty() ? std::string() : " (" + why + ")", " and ",
                           o_.allow_reference_ops
                               ? std::to_string(tasks) + " rTasks (a reference op must have one)"
                               : std::string("the target cannot run reference ops"));
      }
      OpDesc ref{};
      for (auto& o : ref.operands) o = -1;
      ref.kind = static_cast<int32_t>(OpKind::reference);
      ref.variant = rop.chosen;
      set_space(ref, rop.space, k.tile);
      ref.params[0] = static_cast<int64_t>(plan_.reference_nodes.size());
      ref.params[1] = static_cast<int64_t>(rop.nodes.size());
      for (const auto& name : rop.nodes) plan_.reference_nodes.push_back(node(name));
      d = ref;
    }
    plan_.ops.push_back(d);
    plan_.op_names.push_back(rop.name);
    plan_.op_kinds.push_back(rop.kind);
    plan_.shared_bytes = std::max(plan_.shared_bytes, k.shared_bytes);
    plan_.num_tasks += d.num_tasks;
  }

  TensorTable& tensors() { return t_; }

  // Whether rOperator `index` lowers to a tile kernel (the scratch plan's tables absorb the work).
  bool has_tile_kernel(size_t index) {
    OpDesc d{};
    std::string why;
    return try_lower(index, d, why);
  }

  // Fills `d` for rOperator `index` with its tile kernel; false (and `why`, when lowering threw)
  // when it has none.
  bool try_lower(size_t index, OpDesc& d, std::string& why) {
    const ROperator& rop = r_.program.ops[index];
    for (auto& o : d.operands) o = -1;
    d.variant = rop.chosen;
    set_space(d, rop.space, rop.variants.at(static_cast<size_t>(rop.chosen)).tile);
    bool lowered = false;
    Status s = capture_status([&] { lowered = lower(rop, d); });
    if (!s.is_ok()) why = s.message();
    return s.is_ok() && lowered;
  }

 private:
  const Node& node(const std::string& name) const {
    for (const auto& n : g_.nodes) {
      if (n.name == name) return n;
    }
    RAMMER_FAIL("plan: graph node '", name, "' not found");
  }

  // The task count is the rProgram's (tile_count, which also gives a zero extent one empty tile).
  static void set_space(OpDesc& d, const Shape& space, const std::vector<int64_t>& tile) {
    RAMMER_CHECK(tile.size() == space.size(), "plan: iteration space ", shape_str(space), " with tile of rank ",
                 tile.size());
    const int64_t tasks = tile_count(space, tile);
    d.num_tasks = static_cast<int32_t>(tasks);
    for (int i = 0; i < kernels::kMaxRank; ++i) d.space[i] = d.tile[i] = 1;
    if (space.size() > static_cast<size_t>(kernels::kMaxRank)) {
      // No tile kernel takes this rank (lower() declines it): describe the tasks as a 1-D space so a
      // reference op still has the schedule's task count.
      d.rank = 1;
      d.space[0] = tasks;
      return;
    }
    d.rank = static_cast<int32_t>(space.size());
    for (size_t i = 0; i < space.size(); ++i) {
      d.space[i] = space[i];
      d.tile[i] = std::max<int64_t>(1, tile[i]);
    }
  }

  // Writes a step program's operands from `first` on.
  static void put_program(OpDesc& d, const StepProgram& p, int first) {
    for (size_t i = 0; i < p.operands.size(); ++i) d.operands[first + static_cast<int>(i)] = p.operands[i];
    d.num_steps = static_cast<int32_t>(p.steps.size());
    for (size_t i = 0; i < p.steps.size(); ++i) d.steps[i] = p.steps[i];
  }

  std::vector<const Node*> nodes_of(const ROperator& rop, size_t from) const {
    std::vector<const Node*> out;
    for (size_t i = from; i < rop.nodes.size(); ++i) out.push_back(&node(rop.nodes[i]));
    return out;
  }

  // The tensors the op writes whole (its node outputs); placements are listed by placements_of.
  std::vector<std::string> writes_of(const ROperator& rop) const {
    std::vector<std::string> w;
    for (const auto& a : rop.writes)
      if (a.map != AccessMap::place) w.push_back(a.tensor);
    return w;
  }

  // The view of a "place" write (args axis, offset): the Concat output's part at `offset` along
  // the axis, shaped as the writer's space.
  int placed_view(const Access& a, const Shape& space) {
    const int out = t_.named(a.tensor);
    const std::vector<int64_t> strides = contiguous_strides(t_.at(out).shape);
    return t_.view(out, space, strides, a.args.at(1) * strides.at(static_cast<size_t>(a.args.at(0))));
  }

  // The op's "place" writes (rtask/place_concat.h): its last node's output stored into a Concat's
  // output as well.
  std::vector<plan_detail::Placement> placements_of(const ROperator& rop) {
    std::vector<plan_detail::Placement> out;
    for (const auto& a : rop.writes) {
      if (a.map != AccessMap::place) continue;
      out.push_back({node(rop.nodes.back()).outputs.at(0), placed_view(a, rop.space), a.args.at(2) != 0});
    }
    return out;
  }

  void require_f32(const ROperator& rop) const {
    for (const auto& a : rop.reads) {
      if (t_.at(t_.named(a.tensor)).dtype != DType::f32) {
        RAMMER_UNSUPPORTED("plan: ", rop.kind, " reads ", a.tensor, " of dtype ",
                           dtype_name(t_.at(t_.named(a.tensor)).dtype));
      }
    }
  }

  // Epilogue of a conv/gemm anchor: nodes after the first, register 0 = the anchor's output.
  void epilogue(OpDesc& d, const ROperator& rop, const Node& anchor) {
    std::vector<const Node*> nodes = nodes_of(rop, 1);
    const std::vector<plan_detail::Placement> placed = placements_of(rop);
    if (nodes.empty() && placed.empty()) return;
    std::vector<std::string> stored = writes_of(rop);
    const auto y_at = std::find(stored.begin(), stored.end(), anchor.outputs[0]);
    const bool y_read = y_at != stored.end();  // another op reads the anchor's own output
    if (y_read) stored.erase(y_at);
    StepProgram p =
        plan_detail::build_step_program(g_, t_, nodes, rop.space, anchor.outputs[0], 4, stored, placed);
    // Store the accumulator to y first, so y is right whether a kernel stores it itself or not.
    // When nothing reads y, the program's own stores are the op's only outputs (kernels write y
    // only when the program has no store) and the full-tensor write of y is skipped.
    if (y_read || p.steps.empty())
      p.steps.insert(p.steps.begin(), kernels::ElemStep{static_cast<int32_t>(kernels::ElemOp::store),
                                                        kernels::kOperandBase + 3, 0, 0, 0, 0, 0});
    RAMMER_CHECK(p.steps.size() <= static_cast<size_t>(kernels::kMaxSteps), "plan: epilogue too long");
    put_program(d, p, 4);
  }

  bool lower(const ROperator& rop, OpDesc& d) {
    // Tile kernels take ranks up to kMaxRank and the DTypeCodes up to f64.
    for (const auto* list : {&rop.reads, &rop.writes}) {
      for (const Access& a : *list) {
        const PlanTensor& t = t_.at(t_.named(a.tensor));
        if (t.shape.size() > static_cast<size_t>(kernels::kMaxRank) || t.dtype == DType::i16) return false;
      }
    }
    switch (rop.family) {
      case OpFamily::elementwise: return elementwise(rop, d);
      case OpFamily::conv:
      case OpFamily::conv_transpose: return conv(rop, d);
      case OpFamily::gemm: return gemm(rop, d);
      case OpFamily::matmul: return matmul(rop, d);
      case OpFamily::pool: return pool(rop, d);
      case OpFamily::global_pool: return global_pool(rop, d);
      case OpFamily::reduce: return reduce(rop, d);
      case OpFamily::row: return row(rop, d);
      case OpFamily::transpose:
      case OpFamily::slice: return copy(rop, d);
      case OpFamily::concat: return concat(rop, d);
      case OpFamily::gather: return gather(rop, d);
      case OpFamily::pad: return pad(rop, d);
      case OpFamily::rnn_gates:
      case OpFamily::rnn_cell: return rnn(rop, d);
      case OpFamily::rnn_projection: return rnn_projection(rop, d);
      case OpFamily::instance_norm:
      case OpFamily::lrn:
      case OpFamily::opaque: return false;  // no tile kernel
    }
    return false;
  }

  bool elementwise(const ROperator& rop, OpDesc& d) {
    d.kind = static_cast<int32_t>(OpKind::elementwise);
    StepProgram p = plan_detail::build_step_program(g_, t_, nodes_of(rop, 0), rop.space, "", 0, writes_of(rop),
                                                    placements_of(rop));
    put_program(d, p, 0);
    return true;
  }

  bool conv(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& w = g_.value(n.input(1)).shape;
    const Shape& x = g_.value(n.input(0)).shape;
    const Shape& y = g_.value(n.outputs[0]).shape;
    const size_t nd = x.size() - 2;
    d.kind = static_cast<int32_t>(rop.family == OpFamily::conv ? OpKind::conv : OpKind::conv_transpose);
    d.operands[0] = t_.named(rop.reads.at(0).tensor);  // the Relu's input under an input_relu prologue
    d.operands[1] = t_.named(n.input(1));
    d.operands[2] = n.input(2).empty() ? -1 : t_.named(n.input(2));
    d.operands[3] = t_.named(n.outputs[0]);
    RAMMER_CHECK(3 + 4 * nd <= static_cast<size_t>(kernels::kMaxParams), "plan: conv rank");
    d.params[2 + 4 * nd] = get_param(rop, "input_relu").empty() ? 0 : 1;
    std::vector<int64_t> strides = n.attrs.get_ints("strides", std::vector<int64_t>(nd, 1));
    std::vector<int64_t> dil = n.attrs.get_ints("dilations", std::vector<int64_t>(nd, 1));
    std::vector<int64_t> pads(nd, 0);
    if (rop.family == OpFamily::conv) {
      pads = get_param(rop, "pads");
    } else {
      // ConvTranspose: begin pads from explicit pads or from output_shape / auto_pad (ONNX formula).
      std::vector<int64_t> p = n.attrs.get_ints("pads", {});
      std::vector<int64_t> outpad = n.attrs.get_ints("output_padding", std::vector<int64_t>(nd, 0));
      std::string auto_pad = n.attrs.get_string("auto_pad", "NOTSET");
      for (size_t j = 0; j < nd; ++j) {
        if (p.size() == 2 * nd && !n.attrs.has("output_shape") && auto_pad == "NOTSET") {
          pads[j] = p[j];
        } else {
          int64_t total = strides[j] * (x[j + 2] - 1) + outpad[j] + ((w[j + 2] - 1) * dil[j] + 1) - y[j + 2];
          total = std::max<int64_t>(0, total);
          pads[j] = auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
          if (auto_pad == "NOTSET" && !n.attrs.has("output_shape") && p.size() == 2 * nd) pads[j] = p[j];
        }
      }
    }
    d.params[0] = n.attrs.get_int("group", 1);
    d.params[1] = static_cast<int64_t>(nd);
    for (size_t j = 0; j < nd; ++j) {
      d.params[2 + j] = w[j + 2];
      d.params[2 + nd + j] = strides[j];
      d.params[2 + 2 * nd + j] = dil[j];
      d.params[2 + 3 * nd + j] = pads[j];
    }
    epilogue(d, rop, n);
    return true;
  }

  bool gemm(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& a = g_.value(n.input(0)).shape;
    const Shape& y = g_.value(n.outputs[0]).shape;
    const int64_t ta = n.attrs.get_int("transA", 0), tb = n.attrs.get_int("transB", 0);
    const int64_t K = ta ? a[0] : a[1], M = y[0], N = y[1];
    d.kind = static_cast<int32_t>(OpKind::gemm);
    d.operands[0] = t_.view(t_.named(n.input(0)), {M, K}, ta ? std::vector<int64_t>{1, M} : std::vector<int64_t>{K, 1});
    d.operands[1] = t_.view(t_.named(n.input(1)), {K, N}, tb ? std::vector<int64_t>{1, K} : std::vector<int64_t>{N, 1});
    d.operands[2] = n.input(2).empty() ? -1 : t_.broadcast(t_.named(n.input(2)), y);
    d.operands[3] = t_.named(n.outputs[0]);
    d.params[0] = K;
    d.fparams[0] = n.attrs.get_float("alpha", 1.0f);
    d.fparams[1] = n.input(2).empty() ? 0.0f : n.attrs.get_float("beta", 1.0f);
    epilogue(d, rop, n);
    return true;
  }

  // MatMul with both operands of rank >= 2: batch dims broadcast by stride 0.
  bool matmul(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& a = g_.value(n.input(0)).shape;
    const Shape& b = g_.value(n.input(1)).shape;
    const Shape& y = g_.value(n.outputs[0]).shape;
    if (a.size() < 2 || b.size() < 2) RAMMER_UNSUPPORTED("plan: MatMul with a 1-D operand");
    const size_t r = y.size();
    const int64_t K = a.back();
    auto operand = [&](const std::string& name, const Shape& s, int64_t rows, int64_t cols) {
      Shape vs(r);
      std::vector<int64_t> st(r, 0), cs = contiguous_strides(s);
      for (size_t i = 0; i + 2 < r; ++i) {
        vs[i] = y[i];
        size_t off = r - s.size();
        if (i >= off && s[i - off] != 1) st[i] = cs[i - off];
      }
      vs[r - 2] = rows;
      vs[r - 1] = cols;
      st[r - 2] = cs[s.size() - 2];
      st[r - 1] = 1;
      return t_.view(t_.named(name), vs, st);
    };
    d.kind = static_cast<int32_t>(OpKind::gemm);
    d.operands[0] = operand(n.input(0), a, y[r - 2], K);
    d.operands[1] = operand(n.input(1), b, K, y[r - 1]);
    d.operands[3] = t_.named(n.outputs[0]);
    d.params[0] = K;
    d.fparams[0] = 1.0f;
    d.fparams[1] = 0.0f;
    epilogue(d, rop, n);
    return true;
  }

  void pool_params(OpDesc& d, int64_t nd, int64_t mode, int64_t include_pad, int64_t p, int64_t order,
                   const std::vector<int64_t>& kernel, const std::vector<int64_t>& strides,
                   const std::vector<int64_t>& dil, const std::vector<int64_t>& begin,
                   const std::vector<int64_t>& end) {
    RAMMER_CHECK(5 + 5 * nd <= kernels::kMaxParams, "plan: pool rank");
    d.kind = static_cast<int32_t>(OpKind::pool);
    d.params[0] = nd;
    d.params[1] = mode;
    d.params[2] = include_pad;
    d.params[3] = p;
    d.params[4] = order;
    for (int64_t j = 0; j < nd; ++j) {
      d.params[5 + j] = kernel[j];
      d.params[5 + nd + j] = strides[j];
      d.params[5 + 2 * nd + j] = dil[j];
      d.params[5 + 3 * nd + j] = begin[j];
      d.params[5 + 4 * nd + j] = end[j];
    }
  }

  bool pool(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& x = g_.value(n.input(0)).shape;
    const Shape& y = g_.value(n.outputs[0]).shape;
    const int64_t nd = static_cast<int64_t>(x.size()) - 2;
    std::vector<int64_t> kernel = get_param(rop, "kernel"), strides = get_param(rop, "strides");
    std::vector<int64_t> dil = get_param(rop, "dilations"), begin = get_param(rop, "pads");
    std::vector<int64_t> pads = n.attrs.get_ints("pads", std::vector<int64_t>(2 * nd, 0));
    std::vector<int64_t> end(nd);
    for (int64_t j = 0; j < nd; ++j) {
      // The far pad that makes the output shape (covers ceil_mode and auto_pad alike).
      int64_t need = (y[j + 2] - 1) * strides[j] + (kernel[j] - 1) * dil[j] + 1 - x[j + 2] - begin[j];
      end[j] = n.attrs.get_string("auto_pad", "NOTSET") == "NOTSET" ? pads[nd + j] : std::max<int64_t>(0, need);
    }
    int64_t mode = rop.kind == "MaxPool" ? 0 : rop.kind == "AveragePool" ? 1 : 2;
    pool_params(d, nd, mode, n.attrs.get_int("count_include_pad", 0), n.attrs.get_int("p", 2),
                n.attrs.get_int("storage_order", 0), kernel, strides, dil, begin, end);
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.named(n.outputs[0]);
    d.operands[2] = n.outputs.size() > 1 && !n.outputs[1].empty() ? t_.named(n.outputs[1]) : -1;
    return true;
  }

  bool global_pool(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& x = g_.value(n.input(0)).shape;
    const int64_t nd = static_cast<int64_t>(x.size()) - 2;
    std::vector<int64_t> kernel(x.begin() + 2, x.end()), ones(nd, 1), zeros(nd, 0);
    int64_t mode = rop.kind == "GlobalMaxPool" ? 0 : rop.kind == "GlobalAveragePool" ? 1 : 2;
    pool_params(d, nd, mode, 0, n.attrs.get_int("p", 2), 0, kernel, ones, ones, zeros, zeros);
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.named(n.outputs[0]);
    d.operands[2] = -1;
    return true;
  }

  bool reduce(const ROperator& rop, OpDesc& d) {
    static const std::map<std::string, kernels::ReduceOp> ops = {
        {"ReduceSum", kernels::ReduceOp::sum}, {"ReduceMean", kernels::ReduceOp::mean},
        {"ReduceMax", kernels::ReduceOp::max}, {"ReduceMin", kernels::ReduceOp::min},
        {"ReduceProd", kernels::ReduceOp::prod}, {"ReduceL1", kernels::ReduceOp::l1},
        {"ReduceL2", kernels::ReduceOp::l2}, {"ReduceLogSum", kernels::ReduceOp::log_sum},
        {"ReduceLogSumExp", kernels::ReduceOp::log_sum_exp},
        {"ReduceSumSquare", kernels::ReduceOp::sum_square}, {"ArgMax", kernels::ReduceOp::argmax},
        {"ArgMin", kernels::ReduceOp::argmin}};
    auto it = ops.find(rop.kind);
    if (it == ops.end()) return false;
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& x = g_.value(n.input(0)).shape;
    const std::vector<int64_t>& axes = rop.reads.at(0).args;
    if (axes.empty()) return false;  // noop_with_empty_axes: an identity
    int64_t mask = 0;
    for (int64_t a : axes) mask |= int64_t{1} << a;
    Shape kd(x.size());
    for (size_t j = 0; j < x.size(); ++j) kd[j] = (mask >> j) & 1 ? 1 : x[j];
    // Re-rank the space and tile to keepdims form: inserted dims have one tile, so the task order
    // (row-major over tiles) is unchanged.
    const RKernel& kern = rop.variants.at(static_cast<size_t>(rop.chosen));
    std::vector<int64_t> tile(x.size());
    const bool keep = get_param(rop, "keepdims").empty() || get_param(rop, "keepdims")[0] != 0;
    for (size_t j = 0, s = 0; j < x.size(); ++j) {
      if ((mask >> j) & 1) {
        tile[j] = 1;
        if (keep) ++s;
      } else {
        tile[j] = kern.tile.at(s++);
      }
    }
    const int32_t tasks = d.num_tasks;
    set_space(d, kd, tile);
    RAMMER_CHECK(tasks == d.num_tasks, "plan: reduce re-ranking changed the task count");
    d.kind = static_cast<int32_t>(OpKind::reduce);
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.view(t_.named(n.outputs[0]), kd, contiguous_strides(kd));
    d.params[0] = static_cast<int64_t>(it->second);
    d.params[1] = mask;
    d.params[2] = n.attrs.get_int("select_last_index", 0);
    return true;
  }

  bool row(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const Shape& y = g_.value(n.outputs[0]).shape;
    const int64_t rank = static_cast<int64_t>(y.size());
    const bool ln = rop.kind == "LayerNormalization";
    int64_t axis = n.attrs.get_int("axis", ln || n.opset >= 13 ? -1 : 1);
    if (axis < 0) axis += rank;
    if (!ln && n.opset >= 13 && axis != rank - 1) return false;  // not row-wise
    int64_t rows = 1, cols = 1;
    for (int64_t j = 0; j < rank; ++j) (j < axis ? rows : cols) *= y[j];
    // The tiles must be runs of whole rows in row-major order: leading tile dims 1, then one
    // partial dim, then whole dims.
    const RKernel& kern = rop.variants.at(static_cast<size_t>(rop.chosen));
    int64_t j0 = 0;
    while (j0 < axis && std::min(kern.tile[j0], y[j0]) == 1) ++j0;
    int64_t row_tile = j0 < axis ? std::min(kern.tile[j0], y[j0]) : 1;
    for (int64_t j = j0 + 1; j < axis; ++j) {
      if (kern.tile[j] < y[j]) return false;
      row_tile *= y[j];
    }
    for (int64_t j = axis; j < rank; ++j) {
      if (kern.tile[j] < y[j]) return false;
    }
    const int32_t tasks = d.num_tasks;
    set_space(d, {rows}, {row_tile});
    if (tasks != d.num_tasks) return false;
    d.kind = static_cast<int32_t>(OpKind::row);
    d.params[1] = cols;
    if (!ln) {
      d.params[0] = static_cast<int64_t>(rop.kind == "Softmax" ? kernels::RowOp::softmax
                                         : rop.kind == "LogSoftmax" ? kernels::RowOp::log_softmax
                                                                    : kernels::RowOp::hardmax);
      d.operands[0] = t_.named(n.input(0));
      d.operands[1] = t_.named(n.outputs[0]);
      return true;
    }
    d.params[0] = static_cast<int64_t>(kernels::RowOp::layer_norm);
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.view(t_.named(n.input(1)), {cols}, {1});
    d.operands[2] = n.input(2).empty() ? -1 : t_.view(t_.named(n.input(2)), {cols}, {1});
    d.operands[3] = t_.named(n.outputs[0]);
    d.operands[4] = n.outputs.size() > 1 && !n.outputs[1].empty() ? t_.named(n.outputs[1]) : -1;
    d.operands[5] = n.outputs.size() > 2 && !n.outputs[2].empty() ? t_.named(n.outputs[2]) : -1;
    d.fparams[0] = n.attrs.get_float("epsilon", 1e-5f);
    if (t_.at(t_.named(n.input(1))).shape.size() != static_cast<size_t>(rank - axis)) return false;
    return true;
  }

  // Transpose, Slice and the parts of a Split (one rOperator per output): the tensors come from the
  // rOperator's accesses, not from the node (a Split part is not the node's first output).
  bool copy(const ROperator& rop, OpDesc& d) {
    const Access& a = rop.reads.at(0);
    const std::string& out = rop.writes.at(0).tensor;
    const Shape x = t_.at(t_.named(a.tensor)).shape;
    const Shape y = t_.at(t_.named(out)).shape;
    std::vector<int64_t> xs = contiguous_strides(x), st(y.size());
    int64_t offset = 0;
    if (a.map == AccessMap::transpose) {
      for (size_t i = 0; i < y.size(); ++i) st[i] = xs[static_cast<size_t>(a.args[i])];
    } else if (a.map == AccessMap::slice) {
      const size_t r = x.size();
      for (size_t i = 0; i < r; ++i) {
        st[i] = xs[i] * a.args[r + i];
        offset += a.args[i] * xs[i];
      }
    } else {
      return false;
    }
    d.kind = static_cast<int32_t>(OpKind::copy);
    d.operands[0] = t_.view(t_.named(a.tensor), y, st, offset);
    d.operands[1] = t_.named(out);
    return true;
  }

  // Gather: data and indices whole (any index values), y tiled by its own shape.
  bool gather(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    const int data = t_.named(n.input(0)), indices = t_.named(n.input(1)), y = t_.named(n.outputs[0]);
    const DType it = t_.at(indices).dtype;
    if (it != DType::i32 && it != DType::i64) return false;
    const int64_t rank = static_cast<int64_t>(t_.at(data).shape.size());
    int64_t axis = n.attrs.get_int("axis", 0);
    if (axis < 0) axis += rank;
    if (axis < 0 || axis >= rank) return false;
    d.kind = static_cast<int32_t>(OpKind::gather);
    d.operands[0] = data;
    d.operands[1] = indices;
    d.operands[2] = y;
    d.params[0] = axis;
    d.params[1] = rank;
    d.params[2] = static_cast<int64_t>(t_.at(indices).shape.size());
    return true;
  }

  bool concat(const ROperator& rop, OpDesc& d) {
    const int count = static_cast<int>(rop.reads.size());
    if (count + 1 > kernels::kMaxOperands || 3 + count > kernels::kMaxParams) return false;
    const bool relu = !get_param(rop, "relu").empty();  // a fused Relu: y is the Relu's output
    if (relu) require_f32(rop);
    d.kind = static_cast<int32_t>(OpKind::concat);
    for (int i = 0; i < count; ++i) {
      d.operands[i] = t_.named(rop.reads[static_cast<size_t>(i)].tensor);
      d.params[2 + i] = rop.reads[static_cast<size_t>(i)].args.at(1);
    }
    // The Concat's output, or the fused Relu's; a one-input placement copy writes its part of it.
    const Access& w = rop.writes.at(0);
    d.operands[count] = w.map == AccessMap::place ? placed_view(w, rop.space) : t_.named(w.tensor);
    d.params[0] = rop.reads.at(0).args.at(0);
    d.params[1] = count;
    d.params[2 + count] = relu ? 1 : 0;
    return true;
  }

  bool pad(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
    const size_t rank = g_.value(n.outputs[0]).shape.size();
    if (!n.input(3).empty()) return false;  // axes input
    std::vector<int64_t> pads;
    if (n.attrs.has("pads")) {
      pads = n.attrs.get_ints("pads");
    } else if (const Tensor* p = g_.constant(n.input(1))) {
      pads = p->to_i64_vector();
    }
    if (pads.size() != 2 * rank || 1 + rank > static_cast<size_t>(kernels::kMaxParams)) return false;
    std::string mode = n.attrs.get_string("mode", "constant");
    float value = n.attrs.get_float("value", 0.0f);
    if (!n.input(2).empty()) {
      const Tensor* v = g_.constant(n.input(2));
      if (v == nullptr) return false;
      value = v->numel() ? static_cast<float>(v->get_f64(0)) : 0.0f;
    }
    d.kind = static_cast<int32_t>(OpKind::pad);
    d.params[0] = mode == "constant" ? 0 : mode == "edge" ? 1 : mode == "reflect" ? 2 : mode == "wrap" ? 3 : -1;
    if (d.params[0] < 0) return false;
    for (size_t i = 0; i < rank; ++i) d.params[1 + i] = pads[i];
    d.fparams[0] = value;
    d.operands[0] = t_.named(n.input(0));
    d.operands[1] = t_.named(n.outputs[0]);
    return true;
  }

  static int64_t activation(const std::string& name) {
    if (name == "Sigmoid") return static_cast<int64_t>(kernels::ActivationCode::sigmoid);
    if (name == "Tanh") return static_cast<int64_t>(kernels::ActivationCode::tanh);
    if (name == "Relu") return static_cast<int64_t>(kernels::ActivationCode::relu);
    RAMMER_UNSUPPORTED("plan: RNN activation ", name);
  }

  const Access* find_access(const std::vector<Access>& v, AccessMap map) const {
    for (const auto& a : v) {
      if (a.map == map) return &a;
    }
    return nullptr;
  }

  // An RNN's input projection over a chunk of steps as a GEMM: y = xproj[d, t0.., :] viewed as
  // [steps*batch, G*H], A = the chunk's X rows [steps*batch, I], B = W[d]^T (a transposed view),
  // C = Wb[d] broadcast over the rows (absent without B).
  bool rnn_projection(const ROperator& rop, OpDesc& d) {
    const Node& n = node(rop.nodes[0]);
    require_f32(rop);
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
    d.params[0] = I;
    d.fparams[0] = 1.0f;
    d.fparams[1] = n.input(3).empty() ? 0.0f : 1.0f;
    if (!get_param(rop, "prefetch_r").empty()) {
      // R[dir] as [unit, gate, column]: a step rTask's rows are a range of units of every gate.
      const int64_t H = g_.value(n.input(2)).shape[2], G = N / H;
      d.params[1] = 1;
      d.operands[4] = t_.view(t_.named(n.input(2)), {H, G, H}, {H, H * H, 1}, dir * G * H * H);
    }
    return true;
  }

  // An RNN step's gates op (OpKind::rnn_gates), its cell (rnn_cell), or, when the gates op writes
  // the states instead of the gates (the rProgram's CPU form of LSTM / RNN), the fused step:
  // rnn_gates with params[10] = 1 and the cell's operand s at 10 + s (kernels/op_desc.h).
  bool rnn(const ROperator& rop, OpDesc& d) {
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
    d.params[0] = t;
    d.params[1] = dir;
    d.params[2] = gates;
    d.params[3] = static_cast<int64_t>(kind);
    d.params[4] = n.attrs.get_int("linear_before_reset", 0);
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
      d.params[9] = xp ? 1 : 0;
      d.operands[2] = t_.named(n.input(2));
      d.operands[3] = n.input(3).empty() ? -1 : t_.named(n.input(3));
      d.operands[4] = hp ? t_.named(hp->tensor) : h0 ? t_.named(h0->tensor) : -1;
      d.params[5] = hp ? hp->args.at(0) : -1;
      d.operands[5] = gates_view;
      if (!fused) return true;
      RAMMER_CHECK(kind != kernels::RnnKind::gru, "plan: ", rop.name, ": a GRU step is not fused");
      d.params[10] = 1;
      return rnn_cell_operands(rop, n, dir, 10, d);
    }
    d.kind = static_cast<int32_t>(OpKind::rnn_cell);
    d.operands[0] = gates_view;
    return rnn_cell_operands(rop, n, dir, 0, d);
  }

  // rnn_cell's operands 1-9 (at base + 1..), params 5-8 and fparams 0 (clip) of a cell or fused step.
  bool rnn_cell_operands(const ROperator& rop, const Node& n, int64_t dir, int base, OpDesc& d) {
    const std::string h_state = n.name + ".h";
    const std::string& h = !n.outputs.empty() && !n.outputs[0].empty() ? n.outputs[0] : h_state;
    const std::string c = n.name + ".c";
    const Access* sp = find_access(rop.reads, AccessMap::rnn_s);
    const Access* s0 = find_access(rop.reads, AccessMap::rnn_s0);
    int32_t* o = d.operands + base;
    // A fused step already holds h_prev's time (the cell's is the same step's).
    const int64_t tp = sp ? sp->args.at(0) : -1;
    RAMMER_CHECK(base == 0 || !sp || d.params[5] == tp, "plan: ", rop.name, ": h and c of different steps");
    if (base == 0) d.params[5] = tp;
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
    d.fparams[0] = n.attrs.get_float("clip", 0.0f);
    std::vector<std::string> acts = n.attrs.get_strings("activations", {});
    std::vector<std::string> dflt = n.op == "LSTM"  ? std::vector<std::string>{"Sigmoid", "Tanh", "Tanh"}
                                    : n.op == "GRU" ? std::vector<std::string>{"Sigmoid", "Tanh"}
                                                    : std::vector<std::string>{"Tanh"};
    const size_t per_dir = dflt.size();
    for (size_t i = 0; i < per_dir; ++i) {
      size_t at = static_cast<size_t>(dir) * per_dir + i;
      d.params[6 + i] = activation(at < acts.size() ? acts[at] : dflt[i]);
    }
    return true;
  }

  const Graph& g_;
  const ScheduleReport& r_;
  const PlanOptions& o_;
  Plan& plan_;
  TensorTable t_;
};

void lower_programs(const Schedule& s, Plan& plan) {
  for (const auto& prog : s.programs) {
    std::vector<kernels::InstrDesc> out;
    for (const auto& in : prog) {
      kernels::InstrDesc d{};
      switch (in.kind) {
        case InstrKind::exec:
          d = {static_cast<int32_t>(kernels::InstrCode::exec), in.op, in.task, 0};
          break;
        case InstrKind::wait:
          d = {static_cast<int32_t>(kernels::InstrCode::wait), in.event, in.count, 0};
          break;
        case InstrKind::signal:
          d = {static_cast<int32_t>(kernels::InstrCode::signal), in.event, 0, 0};
          break;
      }
      out.push_back(d);
    }
    plan.programs.push_back(std::move(out));
  }
  for (int n : s.signals_of()) plan.event_signals.push_back(n);
  plan.event_signals.resize(static_cast<size_t>(std::max(s.num_events, 0)), 0);
}

}  // namespace

Result<Plan> build_plan(const Graph& g, const ScheduleReport& report, const PlanOptions& options) {
  Plan plan;
  Status s = capture_status([&] {
    plan.model = g.name;
    plan.device = report.device.spec.name;
    plan.policy = report.schedule.policy;
    plan.threads_per_block = report.options.threads_per_block;
    const RProgram& p = report.program;
    RAMMER_CHECK(report.schedule.ops.size() == p.ops.size(), "plan: the schedule has ",
                 report.schedule.ops.size(), " ops, the rProgram ", p.ops.size());
    Lowering lower(g, report, options, plan);
    for (size_t i = 0; i < p.ops.size(); ++i) {
      RAMMER_CHECK(report.schedule.ops[i].name == p.ops[i].name, "plan: schedule op ", i, " is ",
                   report.schedule.ops[i].name, ", the rProgram's ", p.ops[i].name);
      lower.op(i);
      RAMMER_CHECK(plan.ops.back().num_tasks == report.schedule.ops[i].tasks, "plan: op ", p.ops[i].name,
                   " has ", plan.ops.back().num_tasks, " rTasks, the schedule ", report.schedule.ops[i].tasks);
    }
    for (const auto& name : g.inputs) {
      int t = lower.tensors().named(name);
      plan.inputs.push_back({name, plan.tensors[static_cast<size_t>(t)].dtype,
                             plan.tensors[static_cast<size_t>(t)].shape, t});
    }
    for (const auto& name : g.outputs) {
      int t = lower.tensors().named(name);
      plan.outputs.push_back({name, plan.tensors[static_cast<size_t>(t)].dtype,
                              plan.tensors[static_cast<size_t>(t)].shape, t});
    }
    lower_programs(report.schedule, plan);
    plan.workspace_bytes_unshared = plan.workspace_bytes;
    if (options.reuse_workspace) memory_plan(plan);
  });
  if (!s.is_ok()) return Status::error(s.message());
  return plan;
}

std::set<std::string> ops_without_tile_kernel(const Graph& g, const ScheduleReport& report,
                                              const PlanOptions& options) {
  std::set<std::string> out;
  if (options.reference_only) {
    for (const auto& op : report.program.ops) out.insert(op.name);
    return out;
  }
  Plan scratch;
  Lowering lower(g, report, options, scratch);
  for (size_t i = 0; i < report.program.ops.size(); ++i)
    if (!lower.has_tile_kernel(i)) out.insert(report.program.ops[i].name);
  return out;
}

Result<ScheduledPlan> schedule_and_plan(const Graph& g, ScheduleOptions schedule_options,
                                        const PlanOptions& plan_options) {
  Result<ScheduleReport> report = schedule_graph(g, schedule_options);
  if (!report) return report.status();
  std::set<std::string> whole;
  Status s = capture_status([&] { whole = ops_without_tile_kernel(g, report.value(), plan_options); });
  if (!s) return s;
  bool split = false;
  for (size_t i = 0; i < report->program.ops.size(); ++i)
    split = split || (whole.count(report->program.ops[i].name) && report->schedule.ops[i].tasks > 1);
  if (split && plan_options.allow_reference_ops) {
    schedule_options.whole_ops.insert(whole.begin(), whole.end());
    report = schedule_graph(g, schedule_options);
    if (!report) return report.status();
  }
  Result<Plan> plan = build_plan(g, report.value(), plan_options);
  if (!plan) return plan.status();
  return ScheduledPlan{std::move(report.value()), std::move(plan.value())};
}

std::string plan_summary(const Plan& plan) {
  std::ostringstream o;
  o << "plan " << plan.model << " device=" << plan.device << " policy=" << plan.policy
    << " tensors=" << plan.tensors.size() << " ops=" << plan.ops.size() << " veus=" << plan.programs.size()
    << " events=" << plan.event_signals.size() << " weights=" << plan.weights.size()
    << " workspace=" << plan.workspace_bytes << " (unshared " << plan.workspace_bytes_unshared << ")\n";
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const OpDesc& d = plan.ops[i];
    o << "op " << i << " " << plan.op_names[i] << " " << plan.op_kinds[i] << " kind=" << d.kind
      << " tasks=" << d.num_tasks << " steps=" << d.num_steps << "\n";
  }
  return o.str();
}

}  // namespace rammer
