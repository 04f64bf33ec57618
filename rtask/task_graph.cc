#include "rtask/task_graph.h"

#include <algorithm>
#include <map>

#include "rtask/split.h"
#include "support/status.h"

namespace rammer {

std::string TaskGraph::task_name(int task) const {
  return op_names[static_cast<size_t>(op_of[static_cast<size_t>(task)])] + "#" +
         std::to_string(index_in_op(task));
}

void TaskGraph::finalize() {
  op_of.assign(static_cast<size_t>(op_first.back()), 0);
  for (size_t o = 0; o + 1 < op_first.size(); ++o) {
    for (int t = op_first[o]; t < op_first[o + 1]; ++t) op_of[static_cast<size_t>(t)] = static_cast<int>(o);
  }
  preds.resize(op_of.size());
  succs.assign(op_of.size(), {});
  for (size_t t = 0; t < preds.size(); ++t) {
    for (int p : preds[t]) succs[static_cast<size_t>(p)].push_back(static_cast<int>(t));
  }
}

Region map_view_region(const Region& r, const Shape& view_shape, const Shape& base_shape,
                       const std::string& base) {
  Region out;
  out.tensor = base;
  out.lo.assign(base_shape.size(), 0);
  out.hi = base_shape;
  if (view_shape == base_shape) {
    out.lo = r.lo, out.hi = r.hi;
    return out;
  }
  if (region_volume(r) == 0) {
    out.hi = out.lo;
    return out;
  }
  Shape vs = shape_strides(view_shape), bs = shape_strides(base_shape);
  int64_t first = 0, last = 0;
  for (size_t i = 0; i < r.lo.size(); ++i) {
    first += r.lo[i] * vs[i];
    last += (r.hi[i] - 1) * vs[i];
  }
  // Base coordinates of the first and last element; dims before the first differing one are
  // fixed, that dim spans [a, b], later dims are whole.
  bool differ = false;
  for (size_t i = 0; i < base_shape.size(); ++i) {
    int64_t a = first / bs[i] % base_shape[i], b = last / bs[i] % base_shape[i];
    if (!differ) {
      out.lo[i] = a;
      out.hi[i] = b + 1;
      if (a != b) differ = true;
    }
  }
  return out;
}

namespace {

struct Writer {
  Region region;
  int task;
};

}  // namespace

TaskGraph build_task_graph(const RProgram& prog, const std::vector<int>& variant_per_op,
                           const CostModel& cost) {
  RAMMER_CHECK(variant_per_op.size() == prog.ops.size(), "build_task_graph: ",
               variant_per_op.size(), " variant choices for ", prog.ops.size(), " ops");
  TaskGraph g;
  std::map<std::string, std::vector<Writer>> writers;  // base tensor -> written regions
  auto to_base = [&](const Region& r) {
    const TensorInfo& t = prog.tensor(r.tensor);
    if (t.view_of.empty()) return r;
    const TensorInfo& b = prog.tensor(t.view_of);
    return map_view_region(r, t.shape, b.shape, b.name);
  };
  g.op_first.push_back(0);
  std::vector<int> seen;  // last task that recorded a pred, per pred (dedup without sorting)
  std::map<int, int> group_first;  // affinity group -> its first op
  for (size_t o = 0; o < prog.ops.size(); ++o) {
    const ROperator& op = prog.ops[o];
    int vi = variant_per_op[o];
    RAMMER_CHECK(vi >= 0 && vi < static_cast<int>(op.variants.size()), "build_task_graph: op ",
                 op.name, ": variant ", vi, " out of range");
    const RKernel& k = op.variants[static_cast<size_t>(vi)];
    g.op_names.push_back(op.name);
    g.op_kinds.push_back(op.kind);
    g.op_variants.push_back(k.name);
    g.op_affinity.push_back(op.affinity);
    std::vector<RTaskRegions> tasks = split(prog, op, k);
    int base_id = g.op_first.back();
    std::vector<std::pair<std::string, Writer>> new_writes;
    for (size_t i = 0; i < tasks.size(); ++i) {
      int id = base_id + static_cast<int>(i);
      g.op_of.push_back(static_cast<int>(o));
      // Weights a variant keeps resident on chip are read from memory once, not by every rTask.
      const double bytes = std::max(0.0, tasks[i].bytes - static_cast<double>(k.resident_bytes));
      g.cost_us.push_back(cost.task_us(TaskWork{tasks[i].flops, bytes, k.efficiency, op.kind, k.name, k.rate}));
      g.flops.push_back(tasks[i].flops);
      g.bytes.push_back(bytes);
      g.preds.emplace_back();
      seen.push_back(-1);
      auto& preds = g.preds.back();
      for (const auto& r : tasks[i].reads) {
        Region b = to_base(r);
        auto it = writers.find(b.tensor);
        if (it == writers.end()) continue;
        for (const auto& w : it->second) {
          if (seen[static_cast<size_t>(w.task)] != id && regions_overlap(w.region, b)) {
            seen[static_cast<size_t>(w.task)] = id;
            preds.push_back(w.task);
          }
        }
      }
      std::sort(preds.begin(), preds.end());
      for (const auto& w : tasks[i].writes) {
        Region b = to_base(w);
        new_writes.push_back({b.tensor, Writer{b, id}});
      }
    }
    // Registered after the op's own reads: an op never depends on itself.
    for (auto& [t, w] : new_writes) writers[t].push_back(std::move(w));
    g.op_first.push_back(base_id + static_cast<int>(tasks.size()));
    if (op.affinity >= 0) {
      auto [first, inserted] = group_first.emplace(op.affinity, static_cast<int>(o));
      const int first_tasks = g.op_first[static_cast<size_t>(first->second) + 1] - g.op_first[static_cast<size_t>(first->second)];
      RAMMER_CHECK(inserted || first_tasks == static_cast<int>(tasks.size()), "build_task_graph: op ", op.name,
                   " has ", tasks.size(), " rTasks under variant ", k.name, " but op ", prog.ops[static_cast<size_t>(first->second)].name,
                   " of the same affinity group ", op.affinity, " has ", first_tasks,
                   ": the ops of a group must split alike");
    }
  }
  g.succs.assign(g.op_of.size(), {});
  for (size_t t = 0; t < g.preds.size(); ++t) {
    for (int p : g.preds[t]) g.succs[static_cast<size_t>(p)].push_back(static_cast<int>(t));
  }
  return g;
}

}  // namespace rammer
