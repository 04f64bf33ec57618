#include "backends/npu/lower/lower_schedule.h"

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

}  // namespace

Result<NpuLowered> lower_schedule(const Plan& plan, const Schedule& schedule, const NpuGeometry& geo,
                                  const NpuQuantisation& quant) {
  NpuLowered out;
  Status st = capture_status([&] {
    LowerContext cx(plan, geo, quant);
    const auto steps = signal_steps(schedule);
    for (const auto& prog : schedule.programs) {
      Stream s;
      std::vector<TaskMark> marks;
      for (const rammer::Instr& in : prog) {
        switch (in.kind) {
          case InstrKind::exec:
            marks.push_back({s.size(), in.op, in.task});
            lower_task(cx, in.op, in.task, s);
            break;
          case InstrKind::signal: s.signal(); break;
          case InstrKind::wait: emit_wait(in, steps.at(size_t(in.event)), s); break;
        }
      }
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
