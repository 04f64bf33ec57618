// The Schedule IR: per-vEU ordered programs of exec(op, rtask) / wait(event, count) / signal(event).
//
// Semantics (what the backends implement and validate() checks):
//   exec op t      run rTask t of rOperator op to completion on this vEU
//   signal e       release: everything this vEU did before is visible, then counter[e] += 1
//   wait e n       acquire: block until counter[e] >= n; `launch` marks a kernel boundary of the
//                  per-op baseline (the simulator charges a launch instead of a sync latency)
// An event is signalled a fixed number of times per run (signals_of); a wait for all of them
// orders every signalling exec before the waiter's next instructions.
//
// Text form (print_schedule / parse_schedule, round-trip exact):
//   schedule policy=critical-path device=a100 veus=2 events=1
//   op conv_0 Conv gemm_64x64 tasks=2
//   veu 0
//     exec conv_0 0
//     signal e0
//   veu 1
//     exec conv_0 1
//     wait e0 1
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rammer {

enum class InstrKind { exec, wait, signal };

struct Instr {
  InstrKind kind = InstrKind::exec;
  int op = -1;        // exec: rOperator index
  int task = -1;      // exec: rTask index within the op
  int event = -1;     // wait / signal
  int count = 0;      // wait
  bool launch = false;  // wait: a kernel boundary

  static Instr exec(int op, int task) { return Instr{InstrKind::exec, op, task, -1, 0, false}; }
  static Instr wait(int event, int count, bool launch = false) {
    return Instr{InstrKind::wait, -1, -1, event, count, launch};
  }
  static Instr signal(int event) { return Instr{InstrKind::signal, -1, -1, event, 0, false}; }
  bool operator==(const Instr&) const = default;
};

struct ScheduleOp {
  std::string name, kind, variant;
  int tasks = 0;
};

struct Schedule {
  std::string policy;
  std::string device;
  int num_events = 0;
  std::vector<ScheduleOp> ops;
  std::vector<std::vector<Instr>> programs;  // one per vEU

  int veus() const { return static_cast<int>(programs.size()); }
  std::vector<int> signals_of() const;  // per event: number of signal instructions
  int num_waits() const;
};

std::string print_schedule(const Schedule& s);
Schedule parse_schedule(std::string_view text);  // throws rammer::Error with a line number
// schedule.json: {"policy", "device", "veus", "events": [signals per event], "ops": [...],
//                 "programs": [[{"exec": [op, task]} | {"wait": [event, count], "launch": bool} |
//                               {"signal": event}, ...], ...]}
std::string schedule_to_json(const Schedule& s);

}  // namespace rammer
