// Operator-level views of the rTask DAG and of an rProgram, and the variant choices built on them.
#include <algorithm>
#include <map>
#include <set>

#include "rtask/split.h"
#include "scheduler/policies.h"
#include "scheduler/tuning.h"

namespace rammer {

std::vector<int> op_levels(const TaskGraph& g) {
  std::vector<int> level(static_cast<size_t>(g.num_ops()), 0);
  for (int t = 0; t < g.num_tasks(); ++t) {
    int o = g.op_of[static_cast<size_t>(t)];
    for (int p : g.preds[static_cast<size_t>(t)]) {
      int po = g.op_of[static_cast<size_t>(p)];
      if (po != o) level[static_cast<size_t>(o)] = std::max(level[static_cast<size_t>(o)], level[static_cast<size_t>(po)] + 1);
    }
  }
  return level;
}

namespace {

struct VariantCost {
  double standalone;  // ceil(tasks / veus) x task time
  double work;        // tasks x task time
  int64_t tasks;
};

VariantCost variant_cost(const RProgram& p, const ROperator& op, const RKernel& k, const CostModel& cost,
                         int veus) {
  int64_t n = tile_count(op.space, k.tile);
  double t = cost.task_us(nominal_work(p, op, k));
  return VariantCost{static_cast<double>((n + veus - 1) / veus) * t, static_cast<double>(n) * t, n};
}

// The variant `rammerc --tune` measured fastest for this op's signature, or -1.
int tuned_variant(const ROperator& op, const CostModel& cost) {
  const ProfileDB* db = cost.profile();
  if (db == nullptr || db->tuned_size() == 0) return -1;
  const TunedOp* t = db->tuned(cost.device().spec.name, op.kind, tuning_signature(op));
  if (t == nullptr) return -1;
  for (size_t i = 0; i < op.variants.size(); ++i)
    if (op.variants[i].name == t->variant) return static_cast<int>(i);
  return -1;
}

int fastest(const RProgram& p, const ROperator& op, const CostModel& cost, int veus) {
  if (int tuned = tuned_variant(op, cost); tuned >= 0) return tuned;
  int best = 0;
  VariantCost bc{};
  for (size_t i = 0; i < op.variants.size(); ++i) {
    VariantCost c = variant_cost(p, op, op.variants[i], cost, veus);
    if (i == 0 || c.standalone < bc.standalone * (1 - 1e-9) ||
        (c.standalone <= bc.standalone * (1 + 1e-9) && c.work < bc.work)) {
      best = static_cast<int>(i);
      bc = c;
    }
  }
  return best;
}

int most_efficient(const RProgram& p, const ROperator& op, const CostModel& cost, int veus) {
  int best = 0;
  double bw = 0;
  for (size_t i = 0; i < op.variants.size(); ++i) {
    double w = variant_cost(p, op, op.variants[i], cost, veus).work;
    if (i == 0 || w < bw) best = static_cast<int>(i), bw = w;
  }
  return best;
}

// Levels of the rProgram's operator DAG, from the tensors ops write and read (views resolved).
std::vector<int> program_levels(const RProgram& p) {
  auto base = [&](const std::string& t) {
    const TensorInfo* ti = p.find_tensor(t);
    return ti != nullptr && !ti->view_of.empty() ? ti->view_of : t;
  };
  std::map<std::string, std::vector<size_t>> writers;
  std::vector<int> level(p.ops.size(), 0);
  for (size_t i = 0; i < p.ops.size(); ++i) {
    for (const auto& r : p.ops[i].reads) {
      auto it = writers.find(base(r.tensor));
      if (it == writers.end()) continue;
      for (size_t w : it->second) level[i] = std::max(level[i], level[w] + 1);
    }
    for (const auto& w : p.ops[i].writes) writers[base(w.tensor)].push_back(i);
  }
  return level;
}

}  // namespace

std::vector<int> choose_fastest_variants(const RProgram& p, const CostModel& cost, int veus) {
  std::vector<int> choice;
  for (const auto& op : p.ops) choice.push_back(fastest(p, op, cost, veus));
  return choice;
}

std::vector<int> choose_wavefront_variants(const RProgram& p, const CostModel& cost, int veus) {
  std::vector<int> level = program_levels(p);
  std::vector<int> fast = choose_fastest_variants(p, cost, veus);
  std::map<int, std::vector<size_t>> waves;
  for (size_t i = 0; i < p.ops.size(); ++i) waves[level[i]].push_back(i);
  std::vector<int> choice = fast;
  // A wave's predicted time: its longest op alone, or its total work spread over all vEUs.
  auto wave_time = [&](const std::vector<size_t>& ops, const std::vector<int>& pick) {
    double longest = 0, work = 0;
    int64_t tasks = 0;
    for (size_t i : ops) {
      VariantCost c = variant_cost(p, p.ops[i], p.ops[i].variants[static_cast<size_t>(pick[i])], cost, veus);
      longest = std::max(longest, c.standalone);
      work += c.work;
      tasks += c.tasks;
    }
    return std::make_pair(std::max(longest, work / veus), tasks);
  };
  for (const auto& [lvl, ops] : waves) {
    auto [t_fast, tasks] = wave_time(ops, fast);
    if (tasks <= veus) continue;  // the wave fits: every op keeps its fastest rKernel
    std::vector<int> eff = fast;
    for (size_t i : ops) eff[i] = most_efficient(p, p.ops[i], cost, veus);
    if (wave_time(ops, eff).first < t_fast) {
      for (size_t i : ops) choice[i] = eff[i];
    }
  }
  return choice;
}

}  // namespace rammer
