// Conv and ConvTranspose rOperators -> OpKind::conv / conv_transpose, with their epilogue programs.
#include "backends/plan/lower/lowering.h"

#include <algorithm>

namespace rammer::plan_detail {

using kernels::OpDesc;
using kernels::OpKind;

bool Lowering::conv(const ROperator& rop, OpDesc& d) {
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

void Lowering::register_conv_lowerings() {
  attach_lowering({"Conv"}, {{{OpFamily::conv, &Lowering::conv}}});
  attach_lowering({"ConvTranspose"}, {{{OpFamily::conv_transpose, &Lowering::conv}}});
}

}  // namespace rammer::plan_detail
