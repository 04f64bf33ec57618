// Tensor movement rOperators: Concat (with a Relu folded into the copy), Split, Slice, Transpose,
// Pad and Gather.
#include <algorithm>

#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_movement_splits() {
  attach_split({"Concat"}, {SplitKind::tiled, &Builder::concat, {{OpFamily::concat, VariantFamily::memory}}});
  attach_split({"Split"}, {SplitKind::tiled, &Builder::split_op, {{OpFamily::slice, VariantFamily::memory}}});
  attach_split({"Slice"}, {SplitKind::tiled, &Builder::slice, {{OpFamily::slice, VariantFamily::memory}}});
  attach_split({"Transpose"},
               {SplitKind::tiled, &Builder::transpose, {{OpFamily::transpose, VariantFamily::memory}}});
  attach_split({"Pad"}, {SplitKind::tiled, &Builder::pad, {{OpFamily::pad, VariantFamily::memory}}});
  attach_split({"Gather"}, {SplitKind::tiled, &Builder::gather, {{OpFamily::gather, VariantFamily::memory}}});
}

void Builder::concat(const Node& n) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::concat, "Concat", y);
  int64_t axis = n.attrs.get_int("axis", 0);
  if (axis < 0) axis += static_cast<int64_t>(y.size());
  int64_t off = 0;
  for (const auto& in : n.inputs) {
    if (in.empty()) continue;
    op.reads.push_back({in, AccessMap::concat, {axis, off}});
    off += shape(in)[static_cast<size_t>(axis)];
  }
  op.flops_per_point = 0;
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  if (const Node* r = relu_after_concat(n)) {
    // The Relu runs in the copy: one pass over the data instead of two.
    op.nodes.push_back(r->name);
    op.writes = {{r->outputs[0], AccessMap::id, {}}};
    op.params["relu"] = {1};
    done_.insert(r->name);
  }
  op.variants = memory_variants(y, {}, 1, o_);
  finish(std::move(op));
}

// The Relu that is the only reader of an f32 Concat's output (NASNet's cell outputs: each is read
// through one ReLU by the next two cells), or null. Not a Relu that already runs as depthwise convs'
// input prologue, nor one whose input is a graph output.
const Node* Builder::relu_after_concat(const Node& concat) const {
  const std::string& y = concat.outputs[0];
  auto it = consumers_.find(y);
  if (g_.is_output(y) || it == consumers_.end() || it->second.size() != 1) return nullptr;
  const Node& r = g_.nodes[it->second[0]];
  return plain_f32_relu(r) && !done_.count(r.name) ? &r : nullptr;
}

// Split: one Slice-shaped rOperator per output (named "<node>.<i>", the first keeps the node's
// name), so each part is a strided copy with its own tasks and a consumer of one part waits only
// for that part.
void Builder::split_op(const Node& n) {
  const Shape& x = shape(n.input(0));
  const size_t rank = x.size();
  int64_t axis = n.attrs.get_int("axis", 0);
  if (axis < 0) axis += static_cast<int64_t>(rank);
  int64_t off = 0;
  int part = 0;
  for (const auto& out : n.outputs) {
    if (out.empty()) continue;
    const Shape& y = shape(out);
    ROperator op = begin(n, OpFamily::slice, "Slice", y);
    if (part > 0) op.name = n.name + "." + std::to_string(part);
    std::vector<int64_t> args(2 * rank, 0);
    args[static_cast<size_t>(axis)] = off;
    for (size_t j = 0; j < rank; ++j) args[rank + j] = 1;
    op.reads = {{n.input(0), AccessMap::slice, args}};
    op.writes = {{out, AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    finish(std::move(op));
    off += y[static_cast<size_t>(axis)];
    ++part;
  }
}

void Builder::slice(const Node& n) {
  const Shape& x = shape(n.input(0));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::slice, "Slice", y);
  const int64_t rank = static_cast<int64_t>(x.size());
  std::vector<int64_t> starts, ends, axes, steps;
  bool known = true;
  if (n.attrs.has("starts")) {
    starts = n.attrs.get_ints("starts");
    ends = n.attrs.get_ints("ends");
    axes = n.attrs.get_ints("axes");
  } else {
    for (size_t j = 1; j < n.inputs.size() && j < 5; ++j) {
      if (!n.input(j).empty() && g_.constant(n.input(j)) == nullptr) known = false;
    }
    if (known) {
      starts = const_ints(n, 1);
      ends = const_ints(n, 2);
      axes = const_ints(n, 3);
      steps = const_ints(n, 4);
    }
  }
  if (axes.empty()) {
    for (size_t j = 0; j < starts.size(); ++j) axes.push_back(static_cast<int64_t>(j));
  }
  if (steps.empty()) steps.assign(starts.size(), 1);
  std::vector<int64_t> st(static_cast<size_t>(rank), 0), sp(static_cast<size_t>(rank), 1);
  for (size_t j = 0; j < starts.size() && j < axes.size(); ++j) {
    int64_t a = axes[j] < 0 ? axes[j] + rank : axes[j];
    int64_t d = x[static_cast<size_t>(a)];
    int64_t s = starts[j] < 0 ? starts[j] + d : starts[j];
    s = steps[j] > 0 ? std::clamp<int64_t>(s, 0, d) : std::clamp<int64_t>(s, 0, d - 1);
    st[static_cast<size_t>(a)] = s;
    sp[static_cast<size_t>(a)] = steps[j];
  }
  std::vector<int64_t> args = st;
  args.insert(args.end(), sp.begin(), sp.end());
  op.reads = {known ? Access{n.input(0), AccessMap::slice, args} : Access{n.input(0), AccessMap::full, {}}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, 1, o_);
  finish(std::move(op));
}

void Builder::transpose(const Node& n) {
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::transpose, "Transpose", y);
  std::vector<int64_t> perm = n.attrs.get_ints("perm");
  if (perm.empty()) {
    for (int64_t j = static_cast<int64_t>(y.size()); j-- > 0;) perm.push_back(j);
  }
  op.reads = {{n.input(0), AccessMap::transpose, perm}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, 1, o_);
  finish(std::move(op));
}

void Builder::pad(const Node& n) {
  const Shape& y = shape(n.outputs[0]);
  const size_t rank = y.size();
  ROperator op = begin(n, OpFamily::pad, "Pad", y);
  std::vector<int64_t> pads = n.attrs.has("pads") ? n.attrs.get_ints("pads")
                              : (!n.input(1).empty() && g_.constant(n.input(1)))
                                  ? const_ints(n, 1)
                                  : std::vector<int64_t>{};
  bool exact = n.attrs.get_string("mode", "constant") == "constant" && pads.size() == 2 * rank &&
               n.input(3).empty();
  if (exact) {
    op.reads = {{n.input(0), AccessMap::pad, std::vector<int64_t>(pads.begin(), pads.begin() + rank)}};
  } else {
    op.reads = {{n.input(0), AccessMap::full, {}}};
  }
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, 1, o_);
  finish(std::move(op));
}

// Gather with constant indices: an output tile reads the data rows between the smallest and
// largest index (a box), not the whole table. With computed indices it reads data and indices
// whole (any row may be picked).
void Builder::gather(const Node& n) {
  const Shape& x = shape(n.input(0));
  const Shape& y = shape(n.outputs[0]);
  ROperator op = begin(n, OpFamily::gather, "Gather", y);
  if (g_.constant(n.input(1)) == nullptr) {
    op.reads = {{n.input(0), AccessMap::full, {}}, {n.input(1), AccessMap::full, {}}};
    op.writes = {{n.outputs[0], AccessMap::id, {}}};
    op.variants = memory_variants(y, {}, 1, o_);
    return finish(std::move(op));
  }
  const int64_t rank = static_cast<int64_t>(x.size());
  int64_t axis = n.attrs.get_int("axis", 0);
  if (axis < 0) axis += rank;
  std::vector<int64_t> idx = const_ints(n, 1);
  int64_t lo = x[static_cast<size_t>(axis)], hi = 0;
  for (int64_t i : idx) {
    if (i < 0) i += x[static_cast<size_t>(axis)];
    lo = std::min(lo, i);
    hi = std::max(hi, i + 1);
  }
  if (idx.empty()) lo = 0;
  int64_t irank = static_cast<int64_t>(shape(n.input(1)).size());
  op.reads = {{n.input(0), AccessMap::gather, {axis, irank, lo, std::max(lo, hi)}},
              {n.input(1), AccessMap::full, {}}};
  op.writes = {{n.outputs[0], AccessMap::id, {}}};
  op.variants = memory_variants(y, {}, 1, o_);
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
