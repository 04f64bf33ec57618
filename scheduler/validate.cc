#include "scheduler/validate.h"

#include <algorithm>
#include <map>
#include <queue>
#include <sstream>

namespace rammer {

Status validate(const Schedule& s, const TaskGraph& g, int max_coresident_veus) {
  return capture_status([&] {
    const int veus = s.veus();
    RAMMER_CHECK(veus <= max_coresident_veus, "schedule uses ", veus, " vEUs but the device holds only ",
                 max_coresident_veus, " co-resident blocks: waits could deadlock");
    RAMMER_CHECK(static_cast<int>(s.ops.size()) == g.num_ops(), "schedule names ", s.ops.size(),
                 " rOperators, the task graph has ", g.num_ops());
    // 2. Exactly once; record where each task runs (vEU, 1-based exec position there).
    std::vector<int> veu_of(static_cast<size_t>(g.num_tasks()), -1), pos_of(veu_of.size(), 0);
    for (int v = 0; v < veus; ++v) {
      int pos = 0;
      for (const auto& in : s.programs[static_cast<size_t>(v)]) {
        if (in.kind == InstrKind::exec) {
          RAMMER_CHECK(in.op >= 0 && in.op < g.num_ops(), "vEU ", v, ": exec of unknown rOperator ", in.op);
          int ntasks = g.op_first[static_cast<size_t>(in.op) + 1] - g.op_first[static_cast<size_t>(in.op)];
          RAMMER_CHECK(in.task >= 0 && in.task < ntasks, "vEU ", v, ": exec of rTask ",
                       g.op_names[static_cast<size_t>(in.op)], "#", in.task, ", which does not exist (the op has ",
                       ntasks, ")");
          int t = g.op_first[static_cast<size_t>(in.op)] + in.task;
          RAMMER_CHECK(veu_of[static_cast<size_t>(t)] < 0, "rTask ", g.task_name(t), " is executed twice (vEU ",
                       veu_of[static_cast<size_t>(t)], " and vEU ", v, ")");
          veu_of[static_cast<size_t>(t)] = v;
          pos_of[static_cast<size_t>(t)] = ++pos;
        } else {
          RAMMER_CHECK(in.event >= 0 && in.event < s.num_events, "vEU ", v, ": event e", in.event,
                       " out of range (events=", s.num_events, ")");
        }
      }
    }
    for (int t = 0; t < g.num_tasks(); ++t) {
      RAMMER_CHECK(veu_of[static_cast<size_t>(t)] >= 0, "rTask ", g.task_name(t), " is never executed");
    }
    // 2b. Affinity: rTask j of every op of one group on one vEU.
    std::map<std::pair<int, int>, int> slice_task;  // (group, j) -> the first such rTask
    for (int o = 0; o < g.num_ops(); ++o) {
      const int group = g.affinity_of_op(o);
      if (group < 0) continue;
      for (int t = g.op_first[static_cast<size_t>(o)]; t < g.op_first[static_cast<size_t>(o) + 1]; ++t) {
        const int j = g.index_in_op(t);
        auto [it, first] = slice_task.emplace(std::make_pair(group, j), t);
        const int u = veu_of[static_cast<size_t>(it->second)], v = veu_of[static_cast<size_t>(t)];
        RAMMER_CHECK(first || u == v, "rTask ", g.task_name(t), " runs on vEU ", v, " but rTask ",
                     g.task_name(it->second), " of the same affinity group ", group, " (slice ", j,
                     ") runs on vEU ", u, ": the rTasks of a slice must stay on one vEU");
      }
    }
    // 3. Satisfiable waits.
    std::vector<int> total = s.signals_of();
    for (int v = 0; v < veus; ++v) {
      for (const auto& in : s.programs[static_cast<size_t>(v)]) {
        if (in.kind == InstrKind::wait) {
          RAMMER_CHECK(in.count <= total[static_cast<size_t>(in.event)], "vEU ", v, ": wait e", in.event, " ",
                       in.count, " can never be satisfied: the event is signalled ",
                       total[static_cast<size_t>(in.event)], " times");
        }
      }
    }
    // 3 + 4. Run all programs concurrently without timing; vector clocks count execs per vEU.
    std::vector<std::vector<int>> vc(static_cast<size_t>(veus), std::vector<int>(static_cast<size_t>(veus), 0));
    std::vector<std::vector<int>> ec(static_cast<size_t>(s.num_events));
    std::vector<int> count(static_cast<size_t>(s.num_events), 0);
    std::vector<size_t> pc(static_cast<size_t>(veus), 0);
    // Per event, the vEUs blocked on it keyed by the signal count they need (smallest first).
    using Need = std::pair<int, int>;
    std::vector<std::priority_queue<Need, std::vector<Need>, std::greater<Need>>> blocked(
        static_cast<size_t>(s.num_events));
    std::vector<int> runnable;
    for (int v = veus; v-- > 0;) runnable.push_back(v);
    int finished = 0;
    while (!runnable.empty()) {
      int v = runnable.back();
      runnable.pop_back();
      auto& prog = s.programs[static_cast<size_t>(v)];
      auto& clock = vc[static_cast<size_t>(v)];
      size_t& i = pc[static_cast<size_t>(v)];
      for (; i < prog.size(); ++i) {
        const Instr& in = prog[i];
        if (in.kind == InstrKind::exec) {
          int t = g.op_first[static_cast<size_t>(in.op)] + in.task;
          for (int p : g.preds[static_cast<size_t>(t)]) {
            int u = veu_of[static_cast<size_t>(p)];
            if (clock[static_cast<size_t>(u)] < pos_of[static_cast<size_t>(p)]) {
              RAMMER_FAIL("rTask ", g.task_name(t), " on vEU ", v, " depends on rTask ", g.task_name(p),
                          " on vEU ", u, ", but no ",
                          u == v ? "program order" : "signal->wait happens-before chain",
                          " orders them (", g.task_name(p), " may not have finished)");
            }
          }
          ++clock[static_cast<size_t>(v)];
        } else if (in.kind == InstrKind::signal) {
          auto& e = ec[static_cast<size_t>(in.event)];
          if (e.empty()) e.assign(static_cast<size_t>(veus), 0);
          for (int u = 0; u < veus; ++u) e[static_cast<size_t>(u)] = std::max(e[static_cast<size_t>(u)], clock[static_cast<size_t>(u)]);
          int now = ++count[static_cast<size_t>(in.event)];
          auto& b = blocked[static_cast<size_t>(in.event)];
          while (!b.empty() && b.top().first <= now) {
            runnable.push_back(b.top().second);
            b.pop();
          }
        } else {
          if (count[static_cast<size_t>(in.event)] < in.count) {
            blocked[static_cast<size_t>(in.event)].push({in.count, v});
            break;
          }
          // Only a wait for every signal knows which signals it saw.
          if (in.count == total[static_cast<size_t>(in.event)] && in.count > 0) {
            const auto& e = ec[static_cast<size_t>(in.event)];
            for (int u = 0; u < veus; ++u) clock[static_cast<size_t>(u)] = std::max(clock[static_cast<size_t>(u)], e[static_cast<size_t>(u)]);
          }
        }
      }
      if (i == prog.size()) ++finished;
    }
    if (finished < veus) {
      std::ostringstream os;
      int shown = 0;
      for (int v = 0; v < veus && shown < 4; ++v) {
        const auto& prog = s.programs[static_cast<size_t>(v)];
        size_t i = pc[static_cast<size_t>(v)];
        if (i >= prog.size()) continue;
        os << (shown++ ? "; " : "") << "vEU " << v << " waits on e" << prog[i].event << " (" << count[static_cast<size_t>(prog[i].event)]
           << " of " << prog[i].count << " signals)";
        for (size_t k = i; k < prog.size(); ++k) {
          if (prog[k].kind == InstrKind::exec) {
            os << " before rTask " << g.task_name(g.op_first[static_cast<size_t>(prog[k].op)] + prog[k].task);
            break;
          }
        }
      }
      RAMMER_FAIL("schedule deadlocks: ", veus - finished, " vEUs can never finish: ", os.str());
    }
  });
}

}  // namespace rammer
