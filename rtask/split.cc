// The access maps of rprogram.h, one small function each. Maps are conservative where the exact
// set is not a box (a transposed-conv's inputs, a reflect pad): a larger read region only adds
// dependencies, never loses one.
#include "rtask/split.h"

#include <algorithm>

#include "support/status.h"

namespace rammer {
namespace {

int64_t param(const ROperator& op, const std::string& key, size_t i, int64_t dflt) {
  auto it = op.params.find(key);
  if (it == op.params.end() || i >= it->second.size()) return dflt;
  return it->second[i];
}

Region full_region(const std::string& name, const Shape& shape) {
  Region r;
  r.tensor = name;
  r.lo.assign(shape.size(), 0);
  r.hi = shape;
  return r;
}

void clamp_dim(Region& r, size_t i, int64_t lo, int64_t hi, int64_t extent) {
  r.lo[i] = std::clamp<int64_t>(lo, 0, extent);
  r.hi[i] = std::clamp<int64_t>(hi, 0, extent);
}

// Receptive field of output range [lo, hi) along one spatial dim.
void window(Region& r, size_t i, int64_t lo, int64_t hi, int64_t stride, int64_t pad, int64_t k,
            int64_t dil, int64_t extent) {
  clamp_dim(r, i, lo * stride - pad, (hi - 1) * stride - pad + (k - 1) * dil + 1, extent);
}

void push(std::vector<Region>& out, Region r) {
  if (region_volume(r) > 0) out.push_back(std::move(r));
}

void map_access(const RProgram& prog, const ROperator& op, const Access& a, const Region& box,
                std::vector<Region>& out) {
  const Shape& sh = prog.tensor(a.tensor).shape;
  const size_t rank = sh.size();
  const size_t srank = op.space.size();
  Region r = full_region(a.tensor, sh);
  const AccessMap m = a.map;
  auto arg = [&](size_t i) {
    RAMMER_CHECK(i < a.args.size(), "rOperator ", op.name, ": access ", a.tensor, " ", access_map_name(m),
                 " needs argument ", i);
    return a.args[i];
  };
  switch (m) {
    case AccessMap::full: push(out, r); return;
    case AccessMap::id:
      if (sh == op.space) r.lo = box.lo, r.hi = box.hi;
      push(out, r);
      return;
    case AccessMap::bcast:
      for (size_t i = 0; i < rank; ++i) {
        int64_t sd = static_cast<int64_t>(srank) - static_cast<int64_t>(rank) + static_cast<int64_t>(i);
        if (sd < 0) continue;
        if (sh[i] == 1) {
          r.lo[i] = 0, r.hi[i] = 1;
        } else if (sh[i] == op.space[sd]) {
          r.lo[i] = box.lo[sd], r.hi[i] = box.hi[sd];
        }
      }
      push(out, r);
      return;
    case AccessMap::chan: {
      size_t d = static_cast<size_t>(arg(0));
      if (rank == 1 && d < srank && sh[0] == op.space[d]) r.lo[0] = box.lo[d], r.hi[0] = box.hi[d];
      push(out, r);
      return;
    }
    case AccessMap::conv:
    case AccessMap::pool:
    case AccessMap::convt:
      // space [N, M, o...], tensor [N, C, i...]
      r.lo[0] = box.lo[0], r.hi[0] = box.hi[0];
      if (m == AccessMap::pool) {
        r.lo[1] = box.lo[1], r.hi[1] = box.hi[1];
      } else {
        int64_t groups = std::max<int64_t>(1, param(op, "group", 0, 1));
        int64_t mg = std::max<int64_t>(1, op.space[1] / groups), cg = std::max<int64_t>(1, sh[1] / groups);
        int64_t g0 = box.lo[1] / mg, g1 = (box.hi[1] - 1) / mg;
        clamp_dim(r, 1, g0 * cg, (g1 + 1) * cg, sh[1]);
      }
      if (m != AccessMap::convt) {
        for (size_t j = 2; j < rank && j < srank; ++j) {
          window(r, j, box.lo[j], box.hi[j], param(op, "strides", j - 2, 1), param(op, "pads", j - 2, 0),
                 param(op, "kernel", j - 2, 1), param(op, "dilations", j - 2, 1), sh[j]);
        }
      }
      push(out, r);
      return;
    case AccessMap::conv_w:
      r.lo[0] = box.lo[1], r.hi[0] = box.hi[1];
      push(out, r);
      return;
    case AccessMap::mm_a:
    case AccessMap::mm_b:
      if (rank >= 2) {
        bool trans = !a.args.empty() && a.args[0] != 0;
        int64_t mdim = param(op, "m_dim", 0, -1), ndim = param(op, "n_dim", 0, -1);
        int64_t nb = param(op, "batch", 0, 0);
        size_t outer = m == AccessMap::mm_a ? (trans ? rank - 1 : rank - 2) : (trans ? rank - 2 : rank - 1);
        int64_t sd = m == AccessMap::mm_a ? mdim : ndim;
        if (sd >= 0) r.lo[outer] = box.lo[sd], r.hi[outer] = box.hi[sd];
        for (size_t i = 0; i + 2 < rank; ++i) {
          int64_t bd = nb - static_cast<int64_t>(rank - 2) + static_cast<int64_t>(i);
          if (bd < 0) continue;
          if (sh[i] == 1) {
            r.lo[i] = 0, r.hi[i] = 1;
          } else if (sh[i] == op.space[bd]) {
            r.lo[i] = box.lo[bd], r.hi[i] = box.hi[bd];
          }
        }
      }
      push(out, r);
      return;
    case AccessMap::reduce: {
      bool keep = param(op, "keepdims", 0, 1) != 0;
      size_t sd = 0;
      for (size_t i = 0; i < rank; ++i) {
        bool reduced = std::find(a.args.begin(), a.args.end(), static_cast<int64_t>(i)) != a.args.end();
        if (reduced) {
          if (keep) ++sd;
          continue;
        }
        if (sd < srank) r.lo[i] = box.lo[sd], r.hi[i] = box.hi[sd];
        ++sd;
      }
      push(out, r);
      return;
    }
    case AccessMap::transpose:
      for (size_t i = 0; i < srank && i < a.args.size(); ++i) {
        size_t td = static_cast<size_t>(a.args[i]);
        r.lo[td] = box.lo[i], r.hi[td] = box.hi[i];
      }
      push(out, r);
      return;
    case AccessMap::slice:
      for (size_t i = 0; i < rank && i < srank; ++i) {
        int64_t st = arg(i), sp = arg(rank + i);
        if (sp > 0) {
          clamp_dim(r, i, st + box.lo[i] * sp, st + (box.hi[i] - 1) * sp + 1, sh[i]);
        } else {
          clamp_dim(r, i, st + (box.hi[i] - 1) * sp, st + box.lo[i] * sp + 1, sh[i]);
        }
      }
      push(out, r);
      return;
    case AccessMap::pad:
      for (size_t i = 0; i < rank && i < srank; ++i) {
        clamp_dim(r, i, box.lo[i] - arg(i), box.hi[i] - arg(i), sh[i]);
      }
      push(out, r);
      return;
    case AccessMap::concat: {
      size_t axis = static_cast<size_t>(arg(0));
      int64_t off = arg(1);
      if (sh.size() != srank) {
        push(out, r);
        return;
      }
      r.lo = box.lo, r.hi = box.hi;
      int64_t lo = std::max(box.lo[axis], off), hi = std::min(box.hi[axis], off + sh[axis]);
      if (lo >= hi) return;
      r.lo[axis] = lo - off, r.hi[axis] = hi - off;
      push(out, r);
      return;
    }
    case AccessMap::place: {
      // A tile of an input placed into a Concat's output: the same box shifted along the axis.
      size_t axis = static_cast<size_t>(arg(0));
      if (rank != srank || axis >= rank) {
        push(out, r);
        return;
      }
      r.lo = box.lo, r.hi = box.hi;
      r.lo[axis] += arg(1), r.hi[axis] += arg(1);
      push(out, r);
      return;
    }
    case AccessMap::gather: {
      // args = {axis, index rank, lowest index, highest index + 1}: output dims before the axis map
      // to data dims, the index dims to [lo, hi) on the axis, later dims shift by index rank - 1.
      size_t axis = static_cast<size_t>(arg(0));
      int64_t irank = arg(1);
      for (size_t i = 0; i < rank; ++i) {
        if (i < axis) {
          r.lo[i] = box.lo[i], r.hi[i] = box.hi[i];
        } else if (i == axis) {
          clamp_dim(r, i, arg(2), arg(3), sh[i]);
        } else {
          size_t sd = static_cast<size_t>(static_cast<int64_t>(i) + irank - 1);
          if (sd < srank) r.lo[i] = box.lo[sd], r.hi[i] = box.hi[sd];
        }
      }
      push(out, r);
      return;
    }
    case AccessMap::rnn_x:
      r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
      r.lo[1] = box.lo[0], r.hi[1] = box.hi[0];
      push(out, r);
      return;
    case AccessMap::rnn_h:
    case AccessMap::rnn_s:
      r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
      r.lo[1] = arg(1), r.hi[1] = arg(1) + 1;
      r.lo[2] = box.lo[0], r.hi[2] = box.hi[0];
      if (m == AccessMap::rnn_s) r.lo[3] = box.lo[1], r.hi[3] = box.hi[1];
      push(out, r);
      return;
    case AccessMap::rnn_s0:
    case AccessMap::rnn_h0:
      r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
      r.lo[1] = box.lo[0], r.hi[1] = box.hi[0];
      if (m == AccessMap::rnn_s0) r.lo[2] = box.lo[1], r.hi[2] = box.hi[1];
      push(out, r);
      return;
    case AccessMap::rnn_w: {
      int64_t gates = arg(1), hidden = op.space[1];
      for (int64_t g = 0; g < gates; ++g) {
        Region q = r;
        q.lo[0] = arg(0), q.hi[0] = arg(0) + 1;
        q.lo[1] = g * hidden + box.lo[1], q.hi[1] = g * hidden + box.hi[1];
        push(out, q);
      }
      return;
    }
    case AccessMap::rnn_g:
      r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
      r.lo[1] = arg(1), r.hi[1] = arg(1) + 1;
      r.lo[2] = box.lo[0], r.hi[2] = box.hi[0];
      if (a.args.size() < 3 || a.args[2] == 0) r.lo[4] = box.lo[1], r.hi[4] = box.hi[1];
      push(out, r);
      return;
    case AccessMap::rnn_xs:
    case AccessMap::rnn_ps: {
      // Space rows are (step, batch row) pairs from step t0: the steps the box's rows touch, and the
      // batch rows exactly when they lie in one step (else whole).
      const size_t td = m == AccessMap::rnn_xs ? 0 : 1;
      const int64_t t0 = m == AccessMap::rnn_xs ? arg(0) : arg(1), B = std::max<int64_t>(1, sh[td + 1]);
      if (box.hi[0] <= box.lo[0]) return;
      r.lo[td] = t0 + box.lo[0] / B, r.hi[td] = t0 + (box.hi[0] - 1) / B + 1;
      if (r.hi[td] - r.lo[td] == 1) r.lo[td + 1] = box.lo[0] % B, r.hi[td + 1] = (box.hi[0] - 1) % B + 1;
      if (m == AccessMap::rnn_ps) {
        r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
        r.lo[3] = box.lo[1], r.hi[3] = box.hi[1];
      }
      push(out, r);
      return;
    }
    case AccessMap::rnn_wp:
      r.lo[0] = arg(0), r.hi[0] = arg(0) + 1;
      r.lo[1] = box.lo[1], r.hi[1] = box.hi[1];
      push(out, r);
      return;
    case AccessMap::rnn_pg: {
      const int64_t hidden = op.space[1];
      for (int64_t g = 0; g < arg(2); ++g) {
        Region q = r;
        q.lo[0] = arg(0), q.hi[0] = arg(0) + 1;
        q.lo[1] = arg(1), q.hi[1] = arg(1) + 1;
        q.lo[2] = box.lo[0], q.hi[2] = box.hi[0];
        q.lo[3] = g * hidden + box.lo[1], q.hi[3] = g * hidden + box.hi[1];
        push(out, q);
      }
      return;
    }
  }
  RAMMER_FAIL("rOperator ", op.name, ": access map ", static_cast<int>(m), " out of range for tensor ",
              a.tensor);
}

}  // namespace

Region tile_box(const Shape& space, const std::vector<int64_t>& tile, int64_t index) {
  Region b;
  b.lo.assign(space.size(), 0);
  b.hi.assign(space.size(), 0);
  for (size_t k = space.size(); k-- > 0;) {
    const int64_t t = std::max<int64_t>(1, tile[k]);
    const int64_t n = std::max<int64_t>(1, (space[k] + t - 1) / t);  // a zero extent: one empty tile
    int64_t i = index % n;
    index /= n;
    b.lo[k] = std::min(space[k], i * t);
    b.hi[k] = std::min(space[k], b.lo[k] + t);
  }
  return b;
}

RTaskRegions split_task(const RProgram& prog, const ROperator& op, const RKernel& variant,
                        int64_t index) {
  RTaskRegions t;
  Region box = tile_box(op.space, variant.tile, index);
  for (const auto& a : op.reads) map_access(prog, op, a, box, t.reads);
  for (const auto& a : op.writes) map_access(prog, op, a, box, t.writes);
  t.flops = op.flops_per_point * static_cast<double>(region_volume(box));
  for (const auto* list : {&t.reads, &t.writes}) {
    for (const auto& r : *list) {
      t.bytes += static_cast<double>(region_volume(r)) *
                 static_cast<double>(dtype_size(prog.tensor(r.tensor).dtype));
    }
  }
  return t;
}

std::vector<RTaskRegions> split(const RProgram& prog, const ROperator& op, const RKernel& variant) {
  int64_t n = tile_count(op.space, variant.tile);
  std::vector<RTaskRegions> out;
  out.reserve(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) out.push_back(split_task(prog, op, variant, i));
  return out;
}

TaskWork nominal_work(const RProgram& prog, const ROperator& op, const RKernel& variant) {
  RTaskRegions t = split_task(prog, op, variant, 0);
  return TaskWork{t.flops, t.bytes, variant.efficiency, op.kind, variant.name, variant.rate};
}

}  // namespace rammer
