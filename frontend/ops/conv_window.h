// Sliding-window geometry shared by Conv, ConvTranspose and the pooling ops: kernel, strides,
// dilations, pads (after auto_pad) and the output spatial size, per spatial axis.
//
// Expects: the node's attributes as ONNX defines them for Conv/MaxPool/AveragePool/LpPool.
// Guarantees: every vector has one entry per spatial axis; pads_begin/pads_end are explicit
// (auto_pad resolved); out >= 1 or an Error names the axis.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer {

struct ConvWindow {
  std::vector<int64_t> in;  // input spatial sizes
  std::vector<int64_t> kernel;
  std::vector<int64_t> strides;
  std::vector<int64_t> dilations;
  std::vector<int64_t> pads_begin;
  std::vector<int64_t> pads_end;
  std::vector<int64_t> out;  // output spatial sizes

  size_t rank() const { return in.size(); }
  int64_t in_numel() const;
  int64_t out_numel() const;
  int64_t kernel_numel() const;
  // Extent of the dilated kernel along axis a: (k - 1) * d + 1.
  int64_t dilated(size_t a) const { return (kernel[a] - 1) * dilations[a] + 1; }
};

// Reads kernel_shape (or `kernel_from_weights` when the attribute is absent and it is non-empty),
// strides, dilations, pads and auto_pad, and computes the forward (Conv/pool) output size.
// `ceil_mode` applies the pooling rule: output sizes round up, but the last window must start
// inside the input or its left padding.
ConvWindow forward_window(const Attributes& attrs, const Shape& in_spatial,
                          const std::vector<int64_t>& kernel_from_weights, bool ceil_mode);

// The spatial sizes of an [N, C, spatial...] shape (or of weights [M, C/group, kernel...]).
std::vector<int64_t> spatial(const Shape& s);

// The window of each op kind, from its attributes and its input shapes (x = [N, C, spatial...];
// w = the weights [M, C/group, kernel...]). These are the only place rammerc resolves auto_pad,
// output_shape and ceil_mode: shape inference, the reference, the rTask split and the lowering to
// tile kernels all read their geometry from here.
ConvWindow conv_window(const Attributes& attrs, const Shape& x, const Shape& w);
// MaxPool, AveragePool, LpPool (kernel_shape required; ceil_mode honoured).
ConvWindow pool_window(const Attributes& attrs, const Shape& x);
// ConvTranspose seen as the Conv whose gradient it is: `in` is X's spatial size, `out` the computed
// output size, pads resolved from auto_pad / output_shape (a negative total extends the end).
ConvWindow transpose_window(const Attributes& attrs, const Shape& x, const Shape& w);

// For every kernel position kp and window position p (both row-major), the flat row-major offset of
// coordinate p*stride - pad_begin + k*dilation into a tensor of spatial sizes `bound`, or -1 where
// that coordinate is outside it (padding). Returns kernel_numel * product(positions) entries. Conv
// reads its input through it (positions = output, bound = input); ConvTranspose scatters into its
// output through it (positions = input, bound = output).
std::vector<int64_t> window_offsets(const ConvWindow& w, const std::vector<int64_t>& positions,
                                    const std::vector<int64_t>& bound);

// Calls f(out_index_vector, flat_out) for every output position, row-major. Used by loops that
// are not hot enough to need hand-unrolling.
void for_each_position(const std::vector<int64_t>& sizes,
                       const std::function<void(const std::vector<int64_t>&, int64_t)>& f);

}  // namespace rammer
