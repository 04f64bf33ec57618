#include "tools/npusim/simulator.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>

#include "backends/npu/asm/assembly.h"
#include "tools/npusim/cycle_model.h"
#include "tools/npusim/loop_fetcher.h"
#include "tools/npusim/race_checker.h"

namespace rammer::npu {
namespace {

constexpr Unit kDataUnits[] = {Unit::DMA, Unit::MAT, Unit::VEC};

// One core's run state: its front end, its queues' times and the token channels between them.
struct CoreRun {
  explicit CoreRun(const std::vector<Instr>& stream) : fetcher(stream) {}
  LoopFetcher fetcher;
  std::optional<LoopFetcher::Fetched> pending;  // fetched but not yet dispatched (a blocked WAIT)
  bool finished = false;
  std::string stuck;  // why the core cannot go on, when it cannot
  int64_t held_until = -1;  // the start of the instruction the horizon holds back (-1: none)
  int64_t fetch_time = 0;
  std::array<int64_t, kUnitCount> unit_free{};
  std::array<int64_t, kUnitCount> last_complete{};
  std::deque<int64_t> tokens[kUnitCount][kUnitCount];  // [from][to]: times tokens were pushed
  std::vector<int64_t> counter_visible;  // [k-1]: when other cores see this core's counter reach k
  CoreStats stats;
  std::optional<RaceChecker> races;  // SimOptions::check_races
};

class Engine {
 public:
  Engine(const NpuConfig& cfg, const Program& p, std::vector<uint8_t>& dram, std::vector<CoreMemory>& mem,
         const SimOptions& options)
      : cfg_(cfg), program_(p), dram_(dram), mem_(mem), options_(options) {
    for (const auto& stream : p.cores) {
      runs_.emplace_back(stream);
      if (options.check_races) runs_.back().races.emplace(cfg.scratchpad_bytes, cfg.acc_words);
    }
    if (cfg.has_l2()) {
      l2_.emplace(cfg.l2_bytes, cfg.l2_line_bytes);
      channel_.bytes_per_cycle = cfg.dram_bytes_per_cycle * cfg.cores;
    }
  }

  SimResult run() {
    while (true) {
      bool progress = false;
      for (size_t i = 0; i < runs_.size(); ++i) {
        const size_t c = (i + first_) % runs_.size();
        if (runs_[c].finished || !runs_[c].stuck.empty()) continue;
        progress |= advance(int(c));
      }
      bool all_done = std::all_of(runs_.begin(), runs_.end(), [](const CoreRun& r) { return r.finished; });
      if (all_done) break;
      if (!progress) {
        // Every core waits on a counter or on the horizon: move the horizon to the earliest held
        // instruction, or stop when none is held (a deadlock).
        int64_t next = std::numeric_limits<int64_t>::max();
        for (const CoreRun& r : runs_)
          if (!r.finished && r.stuck.empty() && r.held_until >= 0) next = std::min(next, r.held_until);
        if (next == std::numeric_limits<int64_t>::max()) break;
        horizon_ = next + kQuantum;
        ++first_;
      }
    }
    for (size_t c = 0; c < runs_.size(); ++c) {
      CoreRun& r = runs_[c];
      r.stats.cycles = std::max(r.fetch_time, *std::max_element(r.last_complete.begin(), r.last_complete.end()));
      r.stats.signals = int64_t(r.counter_visible.size());
      result_.cycles = std::max(result_.cycles, r.stats.cycles);
      result_.cores.push_back(r.stats);
      if (!r.finished) result_.deadlock.push_back(detail::concat("core ", c, ": ", stuck_reason(int(c))));
    }
    if (l2_ && l2_->dirty_bytes() > 0) {
      // The run ends when the L2's dirty bytes (the model's outputs among them) are in DRAM.
      result_.flush_bytes = l2_->dirty_bytes();
      const int64_t end = result_.cycles;
      result_.cycles = end + int64_t(std::ceil(channel_.queue(end, result_.flush_bytes)));
      result_.flush_cycles = result_.cycles - end;
    }
    return std::move(result_);
  }

 private:
  // Runs core c until it finishes or blocks; true when it dispatched anything or finished.
  bool advance(int c) {
    CoreRun& r = runs_[size_t(c)];
    bool progress = false;
    while (true) {
      if (!r.pending) {
        try {
          r.pending = r.fetcher.next();
        } catch (const Error& e) {
          throw Error(detail::concat("core ", c, " ", e.what()));
        }
        if (!r.pending) {
          r.finished = true;
          return true;
        }
        r.fetch_time += r.pending->loops_fetched;
        r.pending->loops_fetched = 0;
      }
      const Instr& in = r.pending->instr;
      if (const Unit u = op_info(in.op).unit; u != Unit::CTRL) {
        const int64_t start = std::max(r.fetch_time, r.unit_free[size_t(u)]);
        if (start > horizon_) {
          r.held_until = start;
          return progress;
        }
      }
      r.held_until = -1;
      if (in.op == Opcode::WAIT && (uint64_t(in[Field::mask]) >> runs_.size()) != 0)
        throw Error(detail::concat("core ", c, " instruction ", r.pending->index, " (", print_instr(in),
                                   ") waits on a core the program has no stream for (", runs_.size(), " streams)"));
      if (in.op == Opcode::WAIT && !wait_ready(in)) return progress;
      if (++dispatched_ > options_.max_instructions)
        throw Error(detail::concat("more than ", options_.max_instructions, " dynamic instructions: a runaway loop?"));
      if (!dispatch(c, r, in, r.pending->index)) return progress;
      r.pending.reset();
      progress = true;
    }
  }

  bool wait_ready(const Instr& in) const {
    for (size_t q = 0; q < runs_.size(); ++q)
      if ((in[Field::mask] >> q) & 1 && int64_t(runs_[q].counter_visible.size()) < in[Field::step]) return false;
    return true;
  }

  std::string stuck_reason(int c) const {
    const CoreRun& r = runs_[size_t(c)];
    if (!r.stuck.empty()) return r.stuck;
    const Instr& in = r.pending->instr;
    std::string s = detail::concat("instruction ", r.pending->index, " (", print_instr(in), ") never satisfied:");
    for (size_t q = 0; q < runs_.size(); ++q)
      if ((in[Field::mask] >> q) & 1 && int64_t(runs_[q].counter_visible.size()) < in[Field::step])
        s += detail::concat(" core ", q, " stopped at counter ", runs_[q].counter_visible.size(),
                            runs_[q].finished ? " (finished)" : " (stuck)");
    return s;
  }

  void slice(int c, Unit u, const std::string& name, int64_t start, int64_t cycles, size_t index,
             const Effect& effect = {}) {
    if (options_.record_trace && cycles > 0)
      result_.trace.push_back({c, u, name, start, cycles, int64_t(index), effect.dram_bytes, effect.l2_hit_bytes});
  }

  // Dispatches one instruction; false when it can never start (a token that was never pushed).
  bool dispatch(int c, CoreRun& r, const Instr& in, size_t index) {
    const OpInfo& op = op_info(in.op);
    std::string name = detail::concat(op.mnemonic, " #", index);
    int64_t now = r.fetch_time;
    ++r.stats.instructions;
    switch (in.op) {
      case Opcode::NOP:
        r.fetch_time = now + 1;
        return true;
      case Opcode::SIGNAL: {
        int64_t t = std::max(now, *std::max_element(r.last_complete.begin(), r.last_complete.end()));
        r.counter_visible.push_back(t + cfg_.sync_latency_cycles);
        slice(c, Unit::CTRL, name, now, t - now + 1, index);
        r.fetch_time = t + 1;
        return true;
      }
      case Opcode::WAIT: {
        int64_t t = now;
        for (size_t q = 0; q < runs_.size(); ++q)
          if ((in[Field::mask] >> q) & 1 && in[Field::step] > 0)
            t = std::max(t, runs_[q].counter_visible[size_t(in[Field::step] - 1)]);
        r.stats.busy[size_t(Unit::CTRL)] += t - now;
        slice(c, Unit::CTRL, name, now, t - now + 1, index);
        r.fetch_time = t + 1;
        return true;
      }
      default: break;
    }
    Unit u = op.unit;
    int64_t start = std::max(now, r.unit_free[size_t(u)]);
    for (Unit from : kDataUnits) {
      if (!(in.pop & token_bit(from))) continue;
      auto& channel = r.tokens[size_t(from)][size_t(u)];
      if (channel.empty()) {
        r.stuck = detail::concat("instruction ", index, " (", print_instr(in), ") pops a token from ", unit_name(from),
                                 " that no earlier instruction pushed");
        return false;
      }
      start = std::max(start, channel.front());
      channel.pop_front();
    }
    Effect effect;
    try {
      effect = execute(in, cfg_, mem_[size_t(c)], dram_);
    } catch (const Error& e) {
      throw Error(detail::concat("core ", c, " instruction ", index, " (", print_instr(in), "): ", e.what()));
    }
    // With an L2 a load's DRAM bytes are its misses and a store's none (written back later).
    const bool through_l2 = l2_ && (in.op == Opcode::DMA_LOAD || in.op == Opcode::DMA_STORE);
    L2Access l2;
    effect.port_bytes = effect.dram_bytes;
    if (l2_ && in.op == Opcode::L2_DISCARD) l2_->discard(effect.dram_rows);
    if (through_l2) {
      if (in.op == Opcode::DMA_LOAD) l2 = l2_->read(effect.dram_rows, start);
      effect.dram_bytes = l2.miss_bytes;
      effect.l2_hit_bytes = l2.hit_bytes;
      effect.dram_channel_cycles = channel_.queue(start, effect.dram_bytes);
    }
    Cost cost = instruction_cost(in, effect, cfg_);
    r.unit_free[size_t(u)] = start + cost.occupancy;
    // A load that merged with another core's fetch in flight has its data when that fetch does.
    int64_t complete = std::max(start + cost.complete, l2.ready);
    // The DMA queue retires in order, so its tokens say that every earlier transfer is done too: a
    // transfer that hits (shorter latency) completes no earlier than the one before it.
    if (u == Unit::DMA) complete = std::max(complete, r.last_complete[size_t(u)]);
    if (through_l2) {
      // Dirty lines the new ones evict are written back on the channel, behind the transfer.
      const int64_t written_back =
          in.op == Opcode::DMA_LOAD ? l2_->fetched(complete) : l2_->write(effect.dram_rows, complete);
      channel_.queue(start, written_back);
      effect.dram_bytes += written_back;
    }
    if (r.races) {
      const std::string race = r.races->check(in, int64_t(index), u, start, complete, mem_[size_t(c)].esize);
      if (!race.empty())
        throw Error(detail::concat("core ", c, " instruction ", index, " (", print_instr(in), "): ", race));
    }
    r.last_complete[size_t(u)] = std::max(r.last_complete[size_t(u)], complete);
    for (Unit to : kDataUnits)
      if (in.push & token_bit(to)) r.tokens[size_t(u)][size_t(to)].push_back(complete);
    r.stats.busy[size_t(u)] += cost.occupancy;
    r.stats.macs += effect.macs;
    r.stats.dram_bytes += effect.dram_bytes;
    r.stats.l2_bytes += effect.l2_hit_bytes;
    slice(c, u, name, start, cost.occupancy, index, effect);
    r.fetch_time = now + 1;
    return true;
  }

  const NpuConfig& cfg_;
  const Program& program_;
  std::vector<uint8_t>& dram_;
  std::vector<CoreMemory>& mem_;
  const SimOptions& options_;
  std::vector<CoreRun> runs_;
  std::optional<L2Cache> l2_;
  DramChannel channel_;  // with an L2
  // Cores are advanced in turn, each only as far as data-unit instructions that start by the
  // horizon; the horizon moves on by a quantum when every core is held. So the shared L2 sees the
  // cores' accesses in time order up to a quantum, and without an L2 the result is the same.
  static constexpr int64_t kQuantum = 256;
  int64_t horizon_ = kQuantum;
  // The core visited first in a quantum, rotated per quantum: the first visited takes the DRAM
  // channel's earliest idle time, so a fixed order would always put the same core last.
  size_t first_ = 0;
  SimResult result_;
  int64_t dispatched_ = 0;
};

}  // namespace

Simulator::Simulator(const NpuConfig& cfg, Program program) : cfg_(cfg), program_(std::move(program)) {
  for (size_t c = 0; c < program_.cores.size(); ++c) {
    CoreMemory m;
    m.scratchpad.assign(size_t(cfg.scratchpad_bytes), 0);
    m.acc.assign(size_t(cfg.acc_words), 0);
    memories_.push_back(std::move(m));
  }
}

Result<Simulator> Simulator::create(const NpuConfig& cfg, Program program) {
  if (int64_t(program.cores.size()) > cfg.cores)
    return Status::error(detail::concat("the program has ", program.cores.size(), " core streams; the device has ",
                                        cfg.cores, " cores"));
  return Simulator(cfg, std::move(program));
}

Result<SimResult> Simulator::run(const SimOptions& options) {
  std::optional<SimResult> out;
  Status st = capture_status([&] { out = Engine(cfg_, program_, dram_, memories_, options).run(); });
  if (!st) return st;
  return std::move(*out);
}

}  // namespace rammer::npu
