#include "frontend/ops/conv_window.h"

#include <algorithm>

#include "support/status.h"

namespace rammer {

namespace {
int64_t product(const std::vector<int64_t>& v) {
  int64_t n = 1;
  for (int64_t d : v) n *= d;
  return n;
}

int64_t ceil_div(int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }
int64_t floor_div(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// An attribute list of one entry per spatial axis, or `dflt` repeated when absent.
std::vector<int64_t> per_axis(const Attributes& attrs, const char* name, size_t rank, int64_t dflt,
                              size_t factor = 1) {
  std::vector<int64_t> v = attrs.get_ints(name, std::vector<int64_t>(rank * factor, dflt));
  RAMMER_CHECK(v.size() == rank * factor, "attribute ", name, " has ", v.size(),
               " entries; expected ", rank * factor, " for ", rank, " spatial axes");
  return v;
}
}  // namespace

int64_t ConvWindow::in_numel() const { return product(in); }
int64_t ConvWindow::out_numel() const { return product(out); }
int64_t ConvWindow::kernel_numel() const { return product(kernel); }

ConvWindow forward_window(const Attributes& attrs, const Shape& in_spatial,
                          const std::vector<int64_t>& kernel_from_weights, bool ceil_mode) {
  const size_t rank = in_spatial.size();
  RAMMER_CHECK(rank >= 1, "expected at least one spatial axis");
  ConvWindow w;
  w.in = in_spatial;
  if (attrs.has("kernel_shape") || kernel_from_weights.empty())
    w.kernel = per_axis(attrs, "kernel_shape", rank, 0);
  else
    w.kernel = kernel_from_weights;
  RAMMER_CHECK(w.kernel.size() == rank, "kernel has ", w.kernel.size(), " axes; input has ", rank,
               " spatial axes");
  for (int64_t k : w.kernel) RAMMER_CHECK(k >= 1, "kernel_shape entries must be >= 1");
  w.strides = per_axis(attrs, "strides", rank, 1);
  w.dilations = per_axis(attrs, "dilations", rank, 1);
  for (size_t a = 0; a < rank; ++a)
    RAMMER_CHECK(w.strides[a] >= 1 && w.dilations[a] >= 1, "strides and dilations must be >= 1");
  std::vector<int64_t> pads = per_axis(attrs, "pads", rank, 0, 2);
  w.pads_begin.assign(pads.begin(), pads.begin() + static_cast<int64_t>(rank));
  w.pads_end.assign(pads.begin() + static_cast<int64_t>(rank), pads.end());
  const std::string auto_pad = attrs.get_string("auto_pad", "NOTSET");
  w.out.resize(rank);
  for (size_t a = 0; a < rank; ++a) {
    const int64_t ext = w.dilated(a);
    if (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER") {
      // SAME: out = ceil(in / stride); the total padding is split, the odd element going to the
      // end (UPPER) or the beginning (LOWER).
      w.out[a] = ceil_div(w.in[a], w.strides[a]);
      const int64_t total = std::max<int64_t>(0, (w.out[a] - 1) * w.strides[a] + ext - w.in[a]);
      w.pads_begin[a] = auto_pad == "SAME_UPPER" ? total / 2 : total - total / 2;
      w.pads_end[a] = total - w.pads_begin[a];
      continue;
    }
    if (auto_pad == "VALID") {
      w.pads_begin[a] = w.pads_end[a] = 0;
    } else if (auto_pad != "NOTSET") {
      RAMMER_UNSUPPORTED("auto_pad '", auto_pad, "'");
    }
    const int64_t span = w.in[a] + w.pads_begin[a] + w.pads_end[a] - ext;
    RAMMER_CHECK(span >= 0, "spatial axis ", a, ": the dilated kernel (", ext,
                 ") is larger than the padded input (", w.in[a] + w.pads_begin[a] + w.pads_end[a],
                 ")");
    if (ceil_mode) {
      w.out[a] = ceil_div(span, w.strides[a]) + 1;
      // The last window must start inside the input or its left padding (as PyTorch and ONNX
      // Runtime do); otherwise it would pool padding only.
      if ((w.out[a] - 1) * w.strides[a] >= w.in[a] + w.pads_begin[a]) --w.out[a];
    } else {
      w.out[a] = floor_div(span, w.strides[a]) + 1;
    }
  }
  return w;
}

std::vector<int64_t> spatial(const Shape& s) { return {s.begin() + 2, s.end()}; }

ConvWindow conv_window(const Attributes& attrs, const Shape& x, const Shape& w) {
  return forward_window(attrs, spatial(x), spatial(w), /*ceil_mode=*/false);
}

ConvWindow pool_window(const Attributes& attrs, const Shape& x) {
  RAMMER_CHECK(attrs.has("kernel_shape"), "the kernel_shape attribute is required");
  return forward_window(attrs, spatial(x), {}, attrs.get_int("ceil_mode", 0) != 0);
}

ConvWindow transpose_window(const Attributes& attrs, const Shape& x, const Shape& w) {
  const std::vector<int64_t> in = spatial(x);
  const size_t rank = in.size();
  ConvWindow win;
  std::vector<int64_t> kernel = spatial(w);
  win.in = in;
  win.kernel = attrs.has("kernel_shape") ? attrs.get_ints("kernel_shape") : kernel;
  RAMMER_CHECK(win.kernel == kernel, "kernel_shape ", shape_str(win.kernel), " does not match W ",
               shape_str(w));
  win.strides = attrs.get_ints("strides", std::vector<int64_t>(rank, 1));
  win.dilations = attrs.get_ints("dilations", std::vector<int64_t>(rank, 1));
  std::vector<int64_t> pads = attrs.get_ints("pads", std::vector<int64_t>(2 * rank, 0));
  std::vector<int64_t> out_pad = attrs.get_ints("output_padding", std::vector<int64_t>(rank, 0));
  RAMMER_CHECK(win.strides.size() == rank && win.dilations.size() == rank &&
                   pads.size() == 2 * rank && out_pad.size() == rank,
               "strides, dilations, output_padding need ", rank, " entries and pads ", 2 * rank);
  win.pads_begin.assign(pads.begin(), pads.begin() + static_cast<int64_t>(rank));
  win.pads_end.assign(pads.begin() + static_cast<int64_t>(rank), pads.end());
  const std::string auto_pad = attrs.get_string("auto_pad", "NOTSET");
  if (auto_pad != "NOTSET" && auto_pad != "SAME_UPPER" && auto_pad != "SAME_LOWER" &&
      auto_pad != "VALID")
    RAMMER_UNSUPPORTED("auto_pad '", auto_pad, "'");
  std::vector<int64_t> out_shape = attrs.get_ints("output_shape");
  // output_shape may list the spatial sizes only, or N and C too.
  if (out_shape.size() == rank + 2) out_shape.erase(out_shape.begin(), out_shape.begin() + 2);
  RAMMER_CHECK(out_shape.empty() || out_shape.size() == rank, "output_shape has ",
               out_shape.size(), " entries; expected ", rank);
  if (out_shape.empty() && (auto_pad == "SAME_UPPER" || auto_pad == "SAME_LOWER"))
    for (size_t a = 0; a < rank; ++a) out_shape.push_back(in[a] * win.strides[a]);
  win.out.resize(rank);
  for (size_t a = 0; a < rank; ++a) {
    RAMMER_CHECK(win.strides[a] >= 1 && win.dilations[a] >= 1, "strides, dilations must be >= 1");
    const int64_t full = win.strides[a] * (in[a] - 1) + out_pad[a] + win.dilated(a);
    if (!out_shape.empty()) {
      // ONNX: total padding = full - output_shape, the odd element at the end for SAME_UPPER and
      // at the beginning otherwise. The halves use floor division (as ONNX's Python reference
      // does), so a negative total (output_shape past the full output) extends the end.
      const int64_t total = full - out_shape[a];
      const int64_t half = total >= 0 ? total / 2 : -((-total + 1) / 2);
      win.pads_begin[a] = auto_pad == "SAME_UPPER" ? half : total - half;
      win.pads_end[a] = total - win.pads_begin[a];
      win.out[a] = out_shape[a];
    } else {
      if (auto_pad == "VALID") win.pads_begin[a] = win.pads_end[a] = 0;
      win.out[a] = full - win.pads_begin[a] - win.pads_end[a];
      RAMMER_CHECK(win.out[a] >= 1, "ConvTranspose output axis ", a, " would have size ",
                   win.out[a]);
    }
  }
  return win;
}

std::vector<int64_t> window_offsets(const ConvWindow& w, const std::vector<int64_t>& positions,
                                    const std::vector<int64_t>& bound) {
  const size_t rank = w.rank();
  const int64_t P = product(positions);
  std::vector<int64_t> table(static_cast<size_t>(w.kernel_numel() * P));
  Shape bound_strides = shape_strides(bound);
  size_t i = 0;
  for_each_position(w.kernel, [&](const std::vector<int64_t>& k, int64_t) {
    for_each_position(positions, [&](const std::vector<int64_t>& p, int64_t) {
      int64_t off = 0;
      for (size_t a = 0; a < rank; ++a) {
        const int64_t c = p[a] * w.strides[a] - w.pads_begin[a] + k[a] * w.dilations[a];
        if (c < 0 || c >= bound[a]) {
          off = -1;
          break;
        }
        off += c * bound_strides[a];
      }
      table[i++] = off;
    });
  });
  return table;
}

void for_each_position(const std::vector<int64_t>& sizes,
                       const std::function<void(const std::vector<int64_t>&, int64_t)>& f) {
  int64_t total = product(sizes);
  std::vector<int64_t> idx(sizes.size(), 0);
  for (int64_t flat = 0; flat < total; ++flat) {
    f(idx, flat);
    for (int64_t a = static_cast<int64_t>(sizes.size()) - 1; a >= 0; --a) {
      if (++idx[static_cast<size_t>(a)] < sizes[static_cast<size_t>(a)]) break;
      idx[static_cast<size_t>(a)] = 0;
    }
  }
}

}  // namespace rammer
