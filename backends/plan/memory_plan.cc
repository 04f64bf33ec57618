// memory_plan: vector clocks over a replay of the schedule, then placement (first-fit, or over a
// recently touched dead tensor: warm_offset) in which a tensor may only overlap tensors that are
// ordered with it (memory_plan.h states the rule).
#include "backends/plan/memory_plan.h"

#include <algorithm>
#include <climits>
#include <map>

#include "kernels/op_params.h"

namespace rammer {

namespace {

constexpr int64_t kAlign = 64;
int64_t align_up(int64_t v) { return (v + kAlign - 1) / kAlign * kAlign; }

using Clock = std::vector<int32_t>;  // per vEU: instructions of that vEU known complete

struct Lifetime {
  Clock last;     // per vEU: 1 + the position of its last access there (0: none)
  Clock min_seen; // per vEU: the fewest instructions known complete at any access (INT_MAX: no access)
  int64_t first_step = INT64_MAX;  // replay step of the first access (placement order)
  int64_t last_step = -1;          // replay step of the last access
  int first_veu = -1, last_veu = -1;  // the vEUs of those two accesses
};

// Workspace base tensors each op touches (operands, or a reference op's node values).
std::vector<std::vector<int>> op_accesses(const Plan& plan, const std::map<int, int>& slot_of) {
  std::map<std::string, int> by_name;
  for (size_t i = 0; i < plan.tensors.size(); ++i) {
    if (!plan.tensors[i].name.empty()) by_name.emplace(plan.tensors[i].name, static_cast<int>(i));
  }
  auto slot = [&](int t) {
    if (t < 0) return -1;
    const PlanTensor& pt = plan.tensors[static_cast<size_t>(t)];
    auto it = slot_of.find(pt.base >= 0 ? pt.base : t);
    return it == slot_of.end() ? -1 : it->second;
  };
  std::vector<std::vector<int>> out(plan.ops.size());
  for (size_t o = 0; o < plan.ops.size(); ++o) {
    const kernels::OpDesc& d = plan.ops[o];
    std::vector<int>& acc = out[o];
    if (d.kind == static_cast<int32_t>(kernels::OpKind::reference)) {
      const auto ref = kernels::ReferenceParams::unpack(d);
      for (int64_t k = 0; k < ref.node_count; ++k) {
        const Node& n = plan.reference_nodes.at(static_cast<size_t>(ref.first_node + k));
        for (const auto* names : {&n.inputs, &n.outputs}) {
          for (const auto& name : *names) {
            auto it = by_name.find(name);
            if (it != by_name.end()) acc.push_back(slot(it->second));
          }
        }
      }
    } else {
      for (int32_t t : d.operands) acc.push_back(slot(t));
    }
    acc.erase(std::remove(acc.begin(), acc.end(), -1), acc.end());
    std::sort(acc.begin(), acc.end());
    acc.erase(std::unique(acc.begin(), acc.end()), acc.end());
  }
  return out;
}

// Replays the per-vEU programs in an order the waits allow and records each slot's lifetime.
std::vector<Lifetime> lifetimes(const Plan& plan, const std::vector<std::vector<int>>& access, size_t slots) {
  const size_t V = plan.programs.size();
  std::vector<Lifetime> life(slots, Lifetime{Clock(V, 0), Clock(V, INT32_MAX)});
  std::vector<Clock> clock(V, Clock(V, 0));
  std::vector<Clock> event_clock(plan.event_signals.size());
  std::vector<int32_t> signalled(plan.event_signals.size(), 0);
  std::vector<size_t> pc(V, 0);
  int64_t step = 0;
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t v = 0; v < V; ++v) {
      const auto& prog = plan.programs[v];
      for (; pc[v] < prog.size(); ++pc[v], progress = true) {
        const kernels::InstrDesc& in = prog[pc[v]];
        const auto code = static_cast<kernels::InstrCode>(in.code);
        Clock& c = clock[v];
        c[v] = static_cast<int32_t>(pc[v]);
        if (code == kernels::InstrCode::wait) {
          const size_t e = static_cast<size_t>(in.a);
          if (signalled[e] < in.b) break;
          // Only a wait for every signal of the run orders all the signallers before it.
          if (in.b >= plan.event_signals[e] && !event_clock[e].empty()) {
            for (size_t u = 0; u < V; ++u) c[u] = std::max(c[u], event_clock[e][u]);
          }
        } else if (code == kernels::InstrCode::signal) {
          const size_t e = static_cast<size_t>(in.a);
          c[v] = static_cast<int32_t>(pc[v] + 1);
          if (event_clock[e].empty()) event_clock[e] = Clock(V, 0);
          for (size_t u = 0; u < V; ++u) event_clock[e][u] = std::max(event_clock[e][u], c[u]);
          ++signalled[e];
        } else {
          for (int s : access[static_cast<size_t>(in.a)]) {
            Lifetime& l = life[static_cast<size_t>(s)];
            l.last[v] = std::max(l.last[v], static_cast<int32_t>(pc[v] + 1));
            for (size_t u = 0; u < V; ++u) l.min_seen[u] = std::min(l.min_seen[u], c[u]);
            if (step < l.first_step) l.first_step = step, l.first_veu = static_cast<int>(v);
            if (step > l.last_step) l.last_step = step, l.last_veu = static_cast<int>(v);
          }
          ++step;
        }
      }
    }
  }
  for (size_t v = 0; v < V; ++v) {
    RAMMER_CHECK(pc[v] == plan.programs[v].size(), "memory plan: the schedule's replay is stuck on vEU ", v);
  }
  return life;
}

// Every access to a happens-before every access to b.
bool before(const Lifetime& a, const Lifetime& b) {
  for (size_t u = 0; u < a.last.size(); ++u) {
    if (a.last[u] > b.min_seen[u]) return false;
  }
  return true;
}

// Where to put tensor b: first-fit gives `at`; among the free places that start at a dead tensor's
// offset (`dead`: every access to it happens before b's) and do not raise the peak beyond what
// first-fit needs, prefer the tensor whose bytes were touched last, on the vEU that first writes b:
// those lines are likely still in that core's cache, so b's first write hits there instead of
// fetching cold lines from memory (a CPU core's stores allocate: they read the line first).
int64_t warm_offset(size_t b, int64_t at, int64_t peak, const std::vector<size_t>& dead,
                    const std::vector<std::pair<int64_t, int64_t>>& busy, const std::vector<Lifetime>& life,
                    const std::vector<int64_t>& offset, const std::vector<int64_t>& size) {
  const int64_t limit = std::max(peak, at + size[b]);
  auto free_at = [&](int64_t p) {
    for (const auto& [lo, hi] : busy) {
      if (lo < p + size[b] && p < hi) return false;
    }
    return p + size[b] <= limit;
  };
  int64_t best = at;
  std::pair<int, int64_t> best_score{-1, -1};
  for (size_t a : dead) {
    const std::pair<int, int64_t> score{life[a].last_veu == life[b].first_veu ? 1 : 0, life[a].last_step};
    if (score > best_score && free_at(offset[a])) best = offset[a], best_score = score;
  }
  return best;
}

}  // namespace

MemoryPlanStats memory_plan(Plan& plan) {
  MemoryPlanStats stats;
  stats.bytes_before = plan.workspace_bytes;
  std::vector<int> tensor_of;  // slot -> tensor
  std::map<int, int> slot_of;
  for (size_t i = 0; i < plan.tensors.size(); ++i) {
    const PlanTensor& t = plan.tensors[i];
    if (t.base < 0 && t.desc.buffer == static_cast<int32_t>(kernels::Buffer::workspace)) {
      slot_of[static_cast<int>(i)] = static_cast<int>(tensor_of.size());
      tensor_of.push_back(static_cast<int>(i));
    }
  }
  const size_t n = tensor_of.size();
  stats.tensors = static_cast<int>(n);
  const std::vector<Lifetime> life = lifetimes(plan, op_accesses(plan, slot_of), n);

  std::vector<int64_t> size(n), old_offset(n), offset(n, -1);
  for (size_t s = 0; s < n; ++s) {
    const PlanTensor& t = plan.tensors[static_cast<size_t>(tensor_of[s])];
    size[s] = align_up(std::max<int64_t>(1, shape_numel(t.shape)) * dtype_code_size(t.desc.dtype));
    old_offset[s] = t.desc.offset;
  }
  // Graph outputs that live in the workspace (a view of an intermediate, e.g. a Reshape of a
  // LayerNorm statistic) are copied out after the run: their bytes stay live until the end.
  std::vector<bool> live_to_end(n, false);
  for (const PlanIO& io : plan.outputs) {
    const PlanTensor& t = plan.tensors[static_cast<size_t>(io.tensor)];
    if (t.desc.buffer != static_cast<int32_t>(kernels::Buffer::workspace)) continue;
    live_to_end[static_cast<size_t>(slot_of.at(t.base >= 0 ? t.base : io.tensor))] = true;
  }
  std::vector<size_t> order(n);
  for (size_t s = 0; s < n; ++s) order[s] = s;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return life[a].first_step < life[b].first_step; });
  std::vector<size_t> placed;
  int64_t peak = 0;
  for (size_t b : order) {
    // Intervals b must not overlap: placed tensors not ordered with it.
    std::vector<std::pair<int64_t, int64_t>> busy;
    std::vector<size_t> dead;  // placed tensors whose every access happens before b's
    bool overlaps_other = false;
    for (size_t a : placed) {
      if (!live_to_end[a] && before(life[a], life[b])) {
        overlaps_other = true;
        dead.push_back(a);
        continue;
      }
      if (!live_to_end[b] && before(life[b], life[a])) {
        overlaps_other = true;
        continue;
      }
      busy.push_back({offset[a], offset[a] + size[a]});
    }
    std::sort(busy.begin(), busy.end());
    int64_t at = 0;
    for (const auto& [lo, hi] : busy) {
      if (at + size[b] <= lo) break;
      at = std::max(at, hi);
    }
    at = warm_offset(b, at, peak, dead, busy, life, offset, size);
    offset[b] = at;
    placed.push_back(b);
    peak = std::max(peak, at + size[b]);
    if (overlaps_other) {
      for (size_t a : placed) {
        if (a != b && offset[a] < at + size[b] && at < offset[a] + size[a]) {
          ++stats.shared;
          break;
        }
      }
    }
  }
  for (auto& t : plan.tensors) {
    if (t.desc.buffer != static_cast<int32_t>(kernels::Buffer::workspace)) continue;
    const size_t s = static_cast<size_t>(slot_of.at(t.base >= 0 ? t.base : static_cast<int>(&t - plan.tensors.data())));
    t.desc.offset = offset[s] + (t.desc.offset - old_offset[s]);
  }
  plan.workspace_bytes = peak;
  stats.bytes_after = peak;
  return stats;
}

}  // namespace rammer
