// Resize's sampling plan, shared by its reference implementation (resize.cc) and the pass that
// rewrites it into Gathers and weighted sums (frontend/passes/lower_resize.cc), so the taps, their
// weights and the coordinate modes are defined once.
#pragma once

#include <optional>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer {

// One axis of a Resize: each output index o reads `per_out` input indices index[o * per_out + k]
// (edge-clamped) with weights weight[o * per_out + k]; outside[o] marks an output that lies outside
// the input (tf_crop_and_resize) and takes the extrapolation value instead.
struct ResizeAxisTaps {
  int64_t in = 1, out = 1;
  bool identity = false;  // same size, identity mapping: the reference skips the axis
  int64_t per_out = 1;
  std::vector<int64_t> index;
  std::vector<double> weight;
  std::vector<bool> outside;
};

struct ResizeTaps {
  std::vector<ResizeAxisTaps> axes;  // one per dimension of X; the reference applies them innermost first
  double extrapolation = 0;
};

// The taps of Resize/Upsample node `node` on X of shape `x`, when scales or sizes (and roi where the
// mode reads it) are constants of `g`; nullopt otherwise. Throws as shape inference does on bad
// attributes.
std::optional<ResizeTaps> resize_taps(const Graph& g, const Node& node, const Shape& x);

}  // namespace rammer
