#include "driver/npu_qdq_import.h"

#include <set>

#include "frontend/passes/pass_util.h"

namespace rammer {

namespace {

bool is_op(const Node& n, const char* op) { return n.domain.empty() && n.op == op; }

// The int8 zero point of a quantised tensor's zero point value (uint8 values shift by 128).
int int8_zero_point(const Graph& g, const std::string& zp, const Node& n) {
  if (zp.empty()) return 0;
  const Tensor* t = g.constant(zp);
  RAMMER_CHECK(t && t->numel() == 1, "node '", n.name, "' (", n.op, "): zero point ", zp,
               " must be one constant value for an activation on the NPU");
  const int v = int(t->get_f64(0));
  return t->dtype() == DType::u8 ? v - 128 : v;
}

float scalar_scale(const Graph& g, const std::string& s, const Node& n) {
  const Tensor* t = g.constant(s);
  RAMMER_CHECK(t && t->numel() == 1, "node '", n.name, "' (", n.op, "): scale ", s,
               " must be one constant value for an activation on the NPU");
  return float(t->get_f64(0));
}

// A dequantised constant: float values (q - zp) * scale as DequantizeLinear computes them, and the
// per-index scales along `axis` (one entry when per tensor); the zero points, shifted to int8.
struct Dequantised {
  Tensor values;
  std::vector<float> scales;
  std::vector<int> zero_points;
  int64_t axis = 0;
};

Dequantised dequantise_constant(const Graph& g, const Node& n, const std::string& x_name, const std::string& s_name,
                                const std::string& zp_name, int64_t axis) {
  const Tensor* x = g.constant(x_name);
  const Tensor* s = g.constant(s_name);
  const Tensor* zp = zp_name.empty() ? nullptr : g.constant(zp_name);
  RAMMER_CHECK(x && s && (zp_name.empty() || zp), "node '", n.name, "' (", n.op, "): weights ", x_name,
               " must be a constant with constant scale and zero point");
  Dequantised d;
  d.axis = axis < 0 ? axis + x->rank() : axis;
  d.values = Tensor(DType::f32, x->shape());
  const int64_t per = s->numel();
  int64_t inner = 1;
  if (per > 1)
    for (int64_t i = d.axis + 1; i < x->rank(); ++i) inner *= x->dim(i);
  for (int64_t i = 0; i < per; ++i) {
    d.scales.push_back(float(s->get_f64(i)));
    const double z = zp ? zp->get_f64(zp->numel() == 1 ? 0 : i) : 0.0;
    d.zero_points.push_back(int(z) - (x->dtype() == DType::u8 ? 128 : 0));
  }
  for (int64_t i = 0; i < x->numel(); ++i) {
    const int64_t p = per > 1 ? (i / inner) % per : 0;
    const float z = zp ? float(zp->get_f64(zp->numel() == 1 ? 0 : p)) : 0.0f;
    d.values.set_f64(i, (float(x->get_f64(i)) - z) * d.scales[size_t(p)]);
  }
  return d;
}

// The per-output-channel scales of weights read by `reader` as its input `slot`, or empty when the
// reader is not a Conv / MatMul / Gemm weight slot or the scales do not run along its output axis.
std::vector<float> output_channel_scales(const Node& reader, size_t slot, const Dequantised& d) {
  const Shape& shape = d.values.shape();
  int64_t out_axis = -1;
  if (is_op(reader, "Conv") && slot == 1) out_axis = 0;
  if (is_op(reader, "MatMul") && slot == 1 && shape.size() == 2) out_axis = 1;
  if (is_op(reader, "Gemm") && slot == 1) out_axis = reader.attrs.get_int("transB", 0) ? 0 : 1;
  if (out_axis < 0) return {};
  const int64_t channels = shape[size_t(out_axis)];
  if (d.scales.size() == 1) return std::vector<float>(size_t(channels), d.scales[0]);
  if (d.axis != out_axis) return {};
  return d.scales;
}

void require_symmetric(const Dequantised& d, const Node& n) {
  for (int z : d.zero_points)
    RAMMER_CHECK(z == 0, "node '", n.name, "' (", n.op, "): weights with zero point ", z,
                 " (the NPU's matrix unit takes symmetric int8 weights: zero point 0, or 128 for uint8)");
}

// QLinearConv / QLinearMatMul at index i -> DequantizeLinear, float op, QuantizeLinear.
void expand_qlinear(Graph& g, size_t i, npu::NpuQuantisation& q) {
  const Node n = g.nodes[i];
  const bool conv = is_op(n, "QLinearConv");
  const std::string& x = n.input(0);
  const std::string& y = n.outputs.at(0);
  Dequantised w = dequantise_constant(g, n, n.input(3), n.input(4), n.input(5), conv ? 0 : -1);
  require_symmetric(w, n);
  const std::string x_f = g.fresh_name(x + "_dq"), w_f = g.fresh_name(n.name + "_w"), y_f = g.fresh_name(y + "_f");
  g.add_constant(w_f, w.values);
  const Value& xv = g.value(x);
  g.add_value(Value{x_f, DType::f32, xv.shape, nullptr});
  g.add_value(Value{y_f, DType::f32, g.value(y).shape, nullptr});

  Node dq;
  dq.name = g.fresh_name(n.name + "_dequantize");
  dq.op = "DequantizeLinear";
  dq.opset = n.opset;
  dq.inputs = {x, n.input(1), n.input(2)};
  dq.outputs = {x_f};
  Node op;
  op.name = n.name;
  op.op = conv ? "Conv" : "MatMul";
  op.opset = n.opset;
  op.attrs = n.attrs;
  op.inputs = {x_f, w_f};
  op.outputs = {y_f};
  const float sx = scalar_scale(g, n.input(1), n);
  if (conv && !n.input(8).empty()) {
    const Tensor* b = g.constant(n.input(8));
    RAMMER_CHECK(b, "node '", n.name, "' (QLinearConv): the bias must be a constant");
    Tensor bf(DType::f32, b->shape());
    for (int64_t m = 0; m < b->numel(); ++m)
      bf.set_f64(m, float(b->get_f64(m)) * (sx * w.scales[w.scales.size() == 1 ? 0 : size_t(m)]));
    const std::string b_f = g.fresh_name(n.name + "_b");
    g.add_constant(b_f, bf);
    op.inputs.push_back(b_f);
  }
  Node qn;
  qn.name = g.fresh_name(n.name + "_quantize");
  qn.op = "QuantizeLinear";
  qn.opset = n.opset;
  qn.inputs = {y_f, n.input(6), n.input(7)};
  qn.outputs = {y};
  const std::vector<float> scales = output_channel_scales(op, 1, w);
  RAMMER_CHECK(!scales.empty(), "node '", n.name, "' (", n.op, "): weight scales not per output channel");
  q.weight_scales[w_f] = scales;
  g.nodes[i] = qn;
  g.nodes.insert(g.nodes.begin() + long(i), op);
  g.nodes.insert(g.nodes.begin() + long(i), dq);
}

}  // namespace

bool has_quantised_nodes(const Graph& g) {
  for (const Node& n : g.nodes)
    if (is_op(n, "QuantizeLinear") || is_op(n, "DequantizeLinear") || is_op(n, "QLinearConv") ||
        is_op(n, "QLinearMatMul"))
      return true;
  return false;
}

npu::NpuQuantisation import_qdq_for_npu(Graph& g) {
  npu::NpuQuantisation q;
  q.int8 = true;
  q.source = "model";
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (is_op(g.nodes[i], "QLinearConv") || is_op(g.nodes[i], "QLinearMatMul")) expand_qlinear(g, i, q), i += 2;

  std::vector<bool> remove(g.nodes.size(), false);
  // Dequantised constants (weights).
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (!is_op(n, "DequantizeLinear") || !g.constant(n.input(0))) continue;
    Dequantised d = dequantise_constant(g, n, n.input(0), n.input(1), n.input(2), n.attrs.get_int("axis", 1));
    const std::string out = n.outputs.at(0);
    for (int r : g.consumers(out)) {
      const Node& reader = g.nodes[size_t(r)];
      for (size_t slot = 0; slot < reader.inputs.size(); ++slot) {
        if (reader.inputs[slot] != out) continue;
        std::vector<float> scales = output_channel_scales(reader, slot, d);
        if (scales.empty()) continue;
        require_symmetric(d, n);
        q.weight_scales[out] = scales;
      }
    }
    make_constant(g, out, std::make_shared<const Tensor>(std::move(d.values)));
    remove[i] = true;
  }
  // Activation pairs.
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& dq = g.nodes[i];
    if (remove[i] || !is_op(dq, "DequantizeLinear")) continue;
    const int p = g.producer(dq.input(0));
    RAMMER_CHECK(p >= 0 && is_op(g.nodes[size_t(p)], "QuantizeLinear"), "node '", dq.name,
                 "' (DequantizeLinear): its input ", dq.input(0),
                 " is neither a constant nor a QuantizeLinear's output (an int8 graph input has no NPU form)");
    const Node& qn = g.nodes[size_t(p)];
    const float s = scalar_scale(g, qn.input(1), qn), s2 = scalar_scale(g, dq.input(1), dq);
    const int z = int8_zero_point(g, qn.input(2), qn), z2 = int8_zero_point(g, dq.input(2), dq);
    RAMMER_CHECK(s == s2 && z == z2, "node '", dq.name, "' (DequantizeLinear): scale ", s2, " zero point ", z2,
                 " differ from its QuantizeLinear's ", s, ", ", z, " (a requantisation pair has no NPU form)");
    const std::string x = qn.input(0);
    // A reshaping op's input holds the same values: the plan may keep only that tensor's name (a
    // Flatten becomes an unnamed view of it).
    for (std::string v = x;;) {
      q.activations[v] = npu::ActivationQuant{s, z};
      const int from = g.producer(v);
      if (from < 0) break;
      const Node& r = g.nodes[size_t(from)];
      if (!(is_op(r, "Flatten") || is_op(r, "Reshape") || is_op(r, "Squeeze") || is_op(r, "Unsqueeze"))) break;
      v = r.input(0);
    }
    if (g.is_output(dq.outputs[0])) {
      // A graph output keeps its name and the pair's saturation: Clip to the grid's range (the
      // rounding to the grid is left out).
      const Tensor* zt = qn.input(2).empty() ? nullptr : g.constant(qn.input(2));
      const bool u8 = zt == nullptr || zt->dtype() == DType::u8;
      const int zq = z + (u8 ? 128 : 0);
      const double lo = (u8 ? 0.0 : -128.0) - zq, hi = (u8 ? 255.0 : 127.0) - zq;
      const std::string lo_name = g.fresh_name(dq.name + "_min"), hi_name = g.fresh_name(dq.name + "_max");
      Tensor lo_t(DType::f32, {}), hi_t(DType::f32, {});
      lo_t.set_f64(0, float(lo) * s);
      hi_t.set_f64(0, float(hi) * s);
      g.add_constant(lo_name, lo_t);
      g.add_constant(hi_name, hi_t);
      Node& clip = g.nodes[i];
      clip.op = "Clip";
      clip.inputs = {x, lo_name, hi_name};
      clip.attrs = Attributes{};
      continue;
    }
    replace_uses(g, dq.outputs[0], x);
    remove[i] = true;
  }
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (remove[i] || !is_op(n, "QuantizeLinear")) continue;
    for (int r : g.consumers(n.outputs[0]))
      RAMMER_CHECK(remove[size_t(r)], "node '", n.name, "' (QuantizeLinear): its int8 output is read by node '",
                   g.nodes[size_t(r)].name, "' (", g.nodes[size_t(r)].op, "), which has no NPU form");
    RAMMER_CHECK(!g.is_output(n.outputs[0]), "node '", n.name,
                 "' (QuantizeLinear): an int8 graph output has no NPU form");
    remove[i] = true;
  }
  erase_nodes(g, remove);
  g.prune_values();
  g.verify();
  return q;
}

}  // namespace rammer
