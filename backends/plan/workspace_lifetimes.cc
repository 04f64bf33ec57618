// workspace_lifetimes: the slots of a plan's workspace, the replay of its programs with vector
// clocks, and each slot's accesses in that order.
#include "backends/plan/workspace_lifetimes.h"

#include <algorithm>
#include <climits>
#include <string>

#include "kernels/op_params.h"

namespace rammer::plan_detail {

namespace {
constexpr int64_t kAlign = 64;
int64_t align_up(int64_t v) { return (v + kAlign - 1) / kAlign * kAlign; }
}  // namespace

WorkspaceSlots workspace_slots(const Plan& plan) {
  WorkspaceSlots ws;
  for (size_t i = 0; i < plan.tensors.size(); ++i) {
    const PlanTensor& t = plan.tensors[i];
    if (t.base < 0 && t.desc.buffer == static_cast<int32_t>(kernels::Buffer::workspace)) {
      ws.slot_of[static_cast<int>(i)] = static_cast<int>(ws.tensor_of.size());
      ws.tensor_of.push_back(static_cast<int>(i));
      ws.size.push_back(align_up(std::max<int64_t>(1, shape_numel(t.shape)) * dtype_code_size(t.desc.dtype)));
    }
  }
  // Graph outputs that live in the workspace (a view of an intermediate, e.g. a Reshape of a
  // LayerNorm statistic) are copied out after the run: their bytes stay live until the end.
  ws.live_to_end.assign(ws.tensor_of.size(), false);
  for (const PlanIO& io : plan.outputs) {
    const PlanTensor& t = plan.tensors[static_cast<size_t>(io.tensor)];
    if (t.desc.buffer != static_cast<int32_t>(kernels::Buffer::workspace)) continue;
    ws.live_to_end[static_cast<size_t>(ws.slot_of.at(t.base >= 0 ? t.base : io.tensor))] = true;
  }
  return ws;
}

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

void replay(const Plan& plan, const std::function<void(size_t v, size_t pc, const Clock& clock)>& visit) {
  const size_t V = plan.programs.size();
  std::vector<Clock> clock(V, Clock(V, 0));
  std::vector<Clock> event_clock(plan.event_signals.size());
  std::vector<int32_t> signalled(plan.event_signals.size(), 0);
  std::vector<size_t> pc(V, 0);
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
        }
        visit(v, pc[v], c);
      }
    }
  }
  for (size_t v = 0; v < V; ++v) {
    RAMMER_CHECK(pc[v] == plan.programs[v].size(), "memory plan: the schedule's replay is stuck on vEU ", v);
  }
}

std::vector<Lifetime> lifetimes(const Plan& plan, const std::vector<std::vector<int>>& access, size_t slots) {
  const size_t V = plan.programs.size();
  std::vector<Lifetime> life(slots, Lifetime{Clock(V, 0), Clock(V, INT32_MAX)});
  int64_t step = 0;
  replay(plan, [&](size_t v, size_t pc, const Clock& c) {
    const kernels::InstrDesc& in = plan.programs[v][pc];
    if (static_cast<kernels::InstrCode>(in.code) != kernels::InstrCode::exec) return;
    for (int s : access[static_cast<size_t>(in.a)]) {
      Lifetime& l = life[static_cast<size_t>(s)];
      l.last[v] = std::max(l.last[v], static_cast<int32_t>(pc + 1));
      for (size_t u = 0; u < V; ++u) l.min_seen[u] = std::min(l.min_seen[u], c[u]);
      if (step < l.first_step) l.first_step = step, l.first_veu = static_cast<int>(v);
      if (step > l.last_step) l.last_step = step, l.last_veu = static_cast<int>(v);
    }
    ++step;
  });
  return life;
}

bool before(const Lifetime& a, const Lifetime& b) {
  for (size_t u = 0; u < a.last.size(); ++u) {
    if (a.last[u] > b.min_seen[u]) return false;
  }
  return true;
}

}  // namespace rammer::plan_detail
