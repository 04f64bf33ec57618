// build_plan: rOperators -> OpDescs (kernels/op_desc.h), schedule -> InstrDesc programs.
// Each rOperator is lowered by its family's file in backends/plan/lower/ (lower/lowering.h).
#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "backends/plan/alias_placed.h"
#include "backends/plan/channel_blocks.h"
#include "backends/plan/dead_bytes.h"
#include "backends/plan/lower/lowering.h"
#include "backends/plan/memory_plan.h"
#include "backends/plan/plan.h"
#include "backends/plan/weights_at_precision.h"

namespace rammer {

namespace {

using kernels::OpDesc;
using plan_detail::Lowering;

void lower_programs(const Schedule& s, Plan& plan) {
  for (const auto& prog : s.programs) {
    std::vector<kernels::InstrDesc> out;
    for (const auto& in : prog) {
      kernels::InstrDesc d{};
      switch (in.kind) {
        case InstrKind::exec:
          d = {static_cast<int32_t>(kernels::InstrCode::exec), in.op, in.task, 0};
          break;
        case InstrKind::wait:
          d = {static_cast<int32_t>(kernels::InstrCode::wait), in.event, in.count, 0};
          break;
        case InstrKind::signal:
          d = {static_cast<int32_t>(kernels::InstrCode::signal), in.event, 0, 0};
          break;
      }
      out.push_back(d);
    }
    plan.programs.push_back(std::move(out));
  }
  for (int n : s.signals_of()) plan.event_signals.push_back(n);
  plan.event_signals.resize(static_cast<size_t>(std::max(s.num_events, 0)), 0);
}

// The reference ops with their share of the predicted time (the task graph's per-rTask costs).
void note_reference_ops(const TaskGraph& tasks, Plan& plan) {
  double total = 0;
  for (double c : tasks.cost_us) total += c;
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    if (plan.ops[i].kind != static_cast<int32_t>(kernels::OpKind::reference)) continue;
    double cost = 0;
    if (i + 1 < tasks.op_first.size())
      for (int t = tasks.op_first[i]; t < tasks.op_first[i + 1]; ++t) cost += tasks.cost_us[static_cast<size_t>(t)];
    plan.reference_ops.push_back({plan.op_names[i], plan.op_kinds[i], total > 0 ? cost / total : 0.0});
  }
}

}  // namespace

std::string reference_ops_warning(const Plan& plan) {
  if (plan.reference_ops.empty()) return "";
  double share = 0;
  std::ostringstream list;
  for (size_t i = 0; i < plan.reference_ops.size(); ++i) {
    const ReferenceOp& r = plan.reference_ops[i];
    share += r.predicted_share;
    list << (i ? ", " : "") << r.name << " (" << r.op_type << ", " << std::fixed << std::setprecision(1)
         << 100.0 * r.predicted_share << "%)";
  }
  std::ostringstream o;
  o << "rammerc: warning: " << plan.reference_ops.size() << " op" << (plan.reference_ops.size() == 1 ? "" : "s")
    << " of " << plan.model << " run the reference implementation (no tile kernel on " << plan.device << "), "
    << std::fixed << std::setprecision(1) << 100.0 * share << "% of the predicted time: " << list.str();
  return o.str();
}

Result<Plan> build_plan(const Graph& g, const ScheduleReport& report, const PlanOptions& options) {
  Plan plan;
  Status s = capture_status([&] {
    plan.model = g.name;
    plan.device = report.device.spec.name;
    plan.policy = report.schedule.policy;
    plan.precision = kernels::math_precision_name(options.precision);
    plan.threads_per_block = report.options.threads_per_block;
    const RProgram& p = report.program;
    RAMMER_CHECK(report.schedule.ops.size() == p.ops.size(), "plan: the schedule has ",
                 report.schedule.ops.size(), " ops, the rProgram ", p.ops.size());
    Lowering lower(g, report, options, plan);
    for (size_t i = 0; i < p.ops.size(); ++i) {
      RAMMER_CHECK(report.schedule.ops[i].name == p.ops[i].name, "plan: schedule op ", i, " is ",
                   report.schedule.ops[i].name, ", the rProgram's ", p.ops[i].name);
      lower.op(i);
      RAMMER_CHECK(plan.ops.back().num_tasks == report.schedule.ops[i].tasks, "plan: op ", p.ops[i].name,
                   " has ", plan.ops.back().num_tasks, " rTasks, the schedule ", report.schedule.ops[i].tasks);
    }
    for (const auto& name : g.inputs) {
      int t = lower.tensors().named(name);
      plan.inputs.push_back({name, plan.tensors[static_cast<size_t>(t)].dtype,
                             plan.tensors[static_cast<size_t>(t)].shape, t});
    }
    for (const auto& name : g.outputs) {
      int t = lower.tensors().named(name);
      plan.outputs.push_back({name, plan.tensors[static_cast<size_t>(t)].dtype,
                              plan.tensors[static_cast<size_t>(t)].shape, t});
    }
    // The f32 originals of weights now stored at the precision (and any copy a refused op left).
    drop_unused_weights(plan, lower.tensors().droppable_weights());
    lower_programs(report.schedule, plan);
    note_reference_ops(report.tasks, plan);
    if (options.channel_blocks) block_channels(plan);
    if (options.alias_placed_outputs) alias_placed_outputs(plan);
    plan.workspace_bytes_unshared = plan.workspace_bytes;
    if (options.reuse_workspace)
      memory_plan(plan, options.in_place_outputs ? in_place_pairs(plan, p) : std::vector<InPlacePair>{});
    if (options.mark_dead_bytes) mark_dead_bytes(plan);
  });
  if (!s.is_ok()) return Status::error(s.message());
  return plan;
}

std::vector<std::vector<TileKernelAnswer>> tile_kernel_problems(const Graph& g, const RProgram& program) {
  std::vector<std::vector<TileKernelAnswer>> out(program.ops.size());
  // The lowering reads an rOperator's variant through `chosen`: a scratch report whose ops are tried
  // one variant at a time. Its tables (the scratch plan, which references the weights without copying
  // them) are dropped.
  ScheduleReport scratch;
  scratch.program = program;
  Plan plan;
  const PlanOptions defaults;  // outlives `lower`, which keeps a reference to it
  Lowering lower(g, scratch, defaults, plan);
  for (size_t i = 0; i < program.ops.size(); ++i) {
    ROperator& op = scratch.program.ops[i];
    const int chosen = op.chosen;
    for (size_t v = 0; v < op.variants.size(); ++v) {
      op.chosen = static_cast<int>(v);
      TileKernelAnswer a;
      a.problem = lower.tile_kernel_problem(i, &a.kind);
      out[i].push_back(std::move(a));
    }
    op.chosen = chosen;
  }
  return out;
}

std::string plan_summary(const Plan& plan) {
  std::ostringstream o;
  o << "plan " << plan.model << " device=" << plan.device << " policy=" << plan.policy
    << " tensors=" << plan.tensors.size() << " ops=" << plan.ops.size() << " veus=" << plan.programs.size()
    << " events=" << plan.event_signals.size() << " weights=" << plan.weights.size()
    << " workspace=" << plan.workspace_bytes << " (unshared " << plan.workspace_bytes_unshared << ")\n";
  for (size_t i = 0; i < plan.ops.size(); ++i) {
    const OpDesc& d = plan.ops[i];
    o << "op " << i << " " << plan.op_names[i] << " " << plan.op_kinds[i] << " kind=" << d.kind
      << " tasks=" << d.num_tasks << " steps=" << d.num_steps << "\n";
  }
  for (const PlanTensor& t : plan.tensors)  // a blocked base's views (Concat slices) are blocked with it
    if (t.desc.layout == static_cast<int32_t>(kernels::Layout::nchw16c) && t.base < 0)
      o << "layout " << t.name << " nchw16c\n";
  for (const DeadBytes& d : plan.dead_bytes)
    o << "dead " << plan.tensors[static_cast<size_t>(d.tensor)].name << " bytes=[" << d.offset << ", "
      << d.offset + d.bytes << ") veu=" << d.veu << " before=" << d.before << "\n";
  return o.str();
}

}  // namespace rammer
