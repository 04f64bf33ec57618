#include "backends/npu/lower/lower_schedule.h"

#include <algorithm>
#include <map>

#include "backends/npu/lower/lower_ops.h"

namespace rammer::npu {

namespace {

// Per event: (core, counter after that signal), in program order per core.
std::vector<std::vector<std::pair<int, int64_t>>> signal_steps(const Schedule& s) {
  std::vector<std::vector<std::pair<int, int64_t>>> out(size_t(s.num_events));
  for (size_t c = 0; c < s.programs.size(); ++c) {
    int64_t step = 0;
    for (const rammer::Instr& in : s.programs[c])
      if (in.kind == InstrKind::signal) out.at(size_t(in.event)).push_back({int(c), ++step});
  }
  return out;
}

void emit_wait(const rammer::Instr& w, const std::vector<std::pair<int, int64_t>>& signals, Stream& s) {
  std::map<int, int64_t> need;  // core -> step
  if (w.count == int(signals.size())) {
    for (auto [core, step] : signals) need[core] = std::max(need[core], step);
  } else {
    for (auto [core, step] : signals)
      RAMMER_CHECK(core == signals.front().first, "npu: wait for ", w.count, " of the ", signals.size(),
                   " signals of event e", w.event, " from several cores has no step-counter form");
    RAMMER_CHECK(w.count >= 1 && w.count <= int(signals.size()), "npu: wait e", w.event, " ", w.count);
    need[signals.front().first] = signals[size_t(w.count - 1)].second;
  }
  // One WAIT per distinct step, its mask naming every core that must reach it.
  std::map<int64_t, uint32_t> masks;
  for (auto [core, step] : need) {
    RAMMER_CHECK(core < 32, "npu: WAIT masks name at most 32 cores");
    masks[step] |= uint32_t(1) << core;
  }
  for (auto [step, mask] : masks) s.wait(mask, step);
}

// Whether a dma.load under the strides in force reads only DRAM [0, end) (or nothing at all).
bool reads_below(const Instr& in, int64_t stride1, int64_t stride2, int64_t esize, int64_t end) {
  if (in[Field::valid0] == 0 || in[Field::valid1] == 0) return true;
  const int64_t es = esize_bytes(esize);
  const int64_t last = in[Field::dram] + (in[Field::n2] - 1) * stride2 + (in[Field::valid1] - 1) * stride1 +
                       (in[Field::valid0] - 1) * es;
  return stride1 >= 0 && stride2 >= 0 && last + es <= end;
}

// A task's first loads often read only constants (its bias rows, its resident weight tiles): they
// move ahead of the WAITs before the task (code [waits_at, task_at)), so that they stream while the
// core waits for the data the task reads from other cores. Safe: they read DRAM no core writes,
// and follow the previous task's last store in the DMA queue, which waits for all of that task's
// vector and matrix work, so the scratchpad they fill is free. The run stops at the first
// instruction that is not a dma.cfg or such a load, or that takes a token. Returns how many moved.
size_t hoist_constant_loads(Stream& s, size_t waits_at, size_t task_at, int64_t constants_end) {
  if (waits_at >= task_at) return 0;
  std::vector<Instr>& code = s.code();
  int64_t stride1 = -1, stride2 = -1, esize = 0;
  for (size_t i = task_at; i-- > 0;)
    if (code[i].op == Opcode::DMA_CFG) {
      stride1 = code[i][Field::stride1], stride2 = code[i][Field::stride2], esize = code[i][Field::esize];
      break;
    }
  size_t end = task_at;
  for (; end < code.size() && code[end].pop == 0; ++end) {
    const Instr& in = code[end];
    if (in.op == Opcode::DMA_CFG) {
      stride1 = in[Field::stride1], stride2 = in[Field::stride2], esize = in[Field::esize];
      continue;
    }
    if (in.op != Opcode::DMA_LOAD || !reads_below(in, stride1, stride2, esize, constants_end)) break;
  }
  while (end > task_at && code[end - 1].op == Opcode::DMA_CFG) --end;  // a trailing dma.cfg stays
  std::rotate(code.begin() + long(waits_at), code.begin() + long(task_at), code.begin() + long(end));
  return end - task_at;
}

}  // namespace

Result<NpuLowered> lower_schedule(const Plan& plan, const Schedule& schedule, const NpuGeometry& geo,
                                  const NpuQuantisation& quant) {
  NpuLowered out;
  Status st = capture_status([&] {
    LowerContext cx(plan, geo, quant);
    const auto steps = signal_steps(schedule);
    RAMMER_CHECK(plan.programs.size() == schedule.programs.size(), "npu: the plan has ", plan.programs.size(),
                 " vEU programs, the schedule ", schedule.programs.size());
    for (size_t core = 0; core < schedule.programs.size(); ++core) {
      const auto& prog = schedule.programs[core];
      Stream s;
      std::vector<TaskMark> marks;
      // Dead workspace bytes leave the L2 unwritten, right after the WAITs that order every access
      // to them before this core's next task (the DMA queue runs its own earlier accesses first).
      std::map<size_t, std::vector<Instr>> discards;
      for (const DeadBytes& d : plan.dead_bytes) {
        if (d.veu != int(core)) continue;
        Stream one;
        one.discard(cx.workspace_addr(d.offset), d.bytes / 2);
        discards[size_t(d.before)].push_back(one.code().front());
      }
      size_t waits_at = 0;  // where the WAITs right before the next task begin
      for (size_t i = 0; i < prog.size(); ++i) {
        const rammer::Instr& in = prog[i];
        switch (in.kind) {
          case InstrKind::exec: {
            const size_t task_at = s.size();
            lower_task(cx, in.op, in.task, s);
            // For the validator the task begins after its WAITs (it reads tasks and waits, not what
            // DMA reads); the mark also records where its code begins, at the constant loads
            // hoisted above them (the layer report counts those as the task's).
            const size_t hoisted = hoist_constant_loads(s, waits_at, task_at, cx.constants_end());
            const size_t begins = task_at + hoisted;
            if (auto d = discards.find(i); d != discards.end())
              s.code().insert(s.code().begin() + long(begins), d->second.begin(), d->second.end());
            marks.push_back({begins, in.op, in.task, hoisted > 0 ? waits_at : begins});
            waits_at = s.size();
            break;
          }
          case InstrKind::signal:
            s.signal();
            waits_at = s.size();
            break;
          case InstrKind::wait: emit_wait(in, steps.at(size_t(in.event)), s); break;
        }
      }
      if (auto d = discards.find(prog.size()); d != discards.end())
        s.code().insert(s.code().end(), d->second.begin(), d->second.end());
      out.program.cores.push_back(std::move(s.code()));
      out.marks.push_back(std::move(marks));
    }
    cx.finish();
    out.weights = cx.weights_image();
    out.dram_bytes = cx.dram_bytes();
    out.inputs = cx.inputs();
    out.outputs = cx.outputs();
    // One record per op (an op's rTasks on several cores record it once each).
    std::map<int, OpQuantRecord> by_op;
    for (const OpQuantRecord& r : cx.quant_records()) by_op.emplace(r.op, r);
    for (auto& [op, r] : by_op) out.int8_ops.push_back(r);
    out.int8_source = quant.source;
  });
  if (!st) return st;
  return out;
}

Schedule streams_to_schedule(const Program& program, const std::vector<std::vector<TaskMark>>& marks,
                             const Schedule& original) {
  Schedule s;
  s.policy = original.policy;
  s.device = original.device;
  s.ops = original.ops;
  std::vector<int> first_event;  // per core: event id of its first signal
  int events = 0;
  for (const auto& core : program.cores) {
    first_event.push_back(events);
    for (const npu::Instr& in : core) events += in.op == Opcode::SIGNAL;
  }
  s.num_events = events;
  for (size_t c = 0; c < program.cores.size(); ++c) {
    std::vector<rammer::Instr> prog;
    size_t next_mark = 0;
    int signals = 0;
    const auto& core = program.cores[c];
    for (size_t i = 0; i <= core.size(); ++i) {
      while (next_mark < marks[c].size() && marks[c][next_mark].instr == i) {
        prog.push_back(rammer::Instr::exec(marks[c][next_mark].op, marks[c][next_mark].task));
        ++next_mark;
      }
      if (i == core.size()) break;
      const npu::Instr& in = core[i];
      if (in.op == Opcode::SIGNAL) prog.push_back(rammer::Instr::signal(first_event[c] + signals++));
      if (in.op == Opcode::WAIT)
        for (size_t q = 0; q < program.cores.size(); ++q)
          if ((in[Field::mask] >> q) & 1 && in[Field::step] > 0)
            prog.push_back(rammer::Instr::wait(first_event[q] + int(in[Field::step]) - 1, 1));
    }
    s.programs.push_back(std::move(prog));
  }
  return s;
}

}  // namespace rammer::npu
