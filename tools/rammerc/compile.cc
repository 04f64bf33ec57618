#include "tools/rammerc/compile.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "frontend/analysis/graph_stats.h"
#include "frontend/graph/graph_text.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "scheduler/compile_schedule.h"

namespace rammer::cli {

namespace {

namespace fs = std::filesystem;

// Fails early, before any compilation work, when -o names something that cannot be a directory.
std::string output_dir_problem(const std::string& dir) {
  std::error_code ec;
  if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
    return "cannot use output directory '" + dir + "': it exists and is not a directory";
  return "";
}

// Writes `text` to dir/name; returns "" or what went wrong.
std::string write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return "cannot open '" + path.string() + "' for writing";
  out << text;
  out.close();
  if (!out) return "cannot write '" + path.string() + "'";
  return "";
}

nlohmann::json summary(const Options& o, const Graph& g, const ScheduleReport& r) {
  return {{"rammerc_version", kVersion},
          {"model", o.model},
          {"device", o.device},
          {"input_shapes", o.input_shapes},
          {"graph", graph_stats_json(graph_stats(g))},
          {"schedule",
           {{"policy", r.options.policy},
            {"rtasks", r.tasks.num_tasks()},
            {"rops", r.program.ops.size()},
            {"veus", r.schedule.veus()},
            {"waits", r.schedule.num_waits()},
            {"predicted_us", r.sim.makespan_us},
            {"utilization", r.sim.utilization},
            {"schedule_ms", r.schedule_ms}}}};
}

}  // namespace

int compile(const Options& o) {
  if (std::string problem = output_dir_problem(o.out_dir); !problem.empty()) {
    print_error(problem);
    return kOutputError;
  }
  auto progress = [&](const std::string& line) {
    if (!o.quiet) std::cerr << "rammerc: " << line << std::endl;
  };

  LoadOptions load;
  load.input_shapes = o.input_shapes;
  Result<Graph> loaded = load_onnx(o.model, load);
  if (!loaded) {
    print_error(loaded.status().message());
    return kModelError;
  }
  Graph& g = loaded.value();
  progress("loaded " + o.model + ": " + std::to_string(g.nodes.size()) + " nodes");

  PipelineOptions pipeline;
  pipeline.print_after = o.print_after;
  Status optimised = capture_status([&] { optimize_graph(g, pipeline); });
  if (!optimised) {
    print_error(o.model + ": " + optimised.message());
    return kModelError;
  }
  progress("optimised: " + std::to_string(g.nodes.size()) + " nodes");

  ScheduleOptions sched;
  sched.device = o.device;
  sched.policy = o.policy;
  Result<ScheduleReport> scheduled = schedule_graph(g, sched);
  if (!scheduled) {
    print_error(o.model + ": " + scheduled.status().message());
    return kModelError;
  }
  const ScheduleReport& report = scheduled.value();
  progress("scheduled (" + o.policy + " on " + report.device.spec.name + "): " +
           std::to_string(report.tasks.num_tasks()) + " rTasks on " + std::to_string(report.schedule.veus()) +
           " vEUs, predicted " + std::to_string(report.sim.makespan_us) + " us");

  std::error_code ec;
  fs::create_directories(o.out_dir, ec);
  if (ec || !fs::is_directory(o.out_dir)) {
    print_error("cannot create output directory '" + o.out_dir + "': " +
                (ec ? ec.message() : std::string("not a directory")));
    return kOutputError;
  }
  const fs::path graph_txt = fs::path(o.out_dir) / "graph.txt";
  const fs::path summary_json = fs::path(o.out_dir) / "summary.json";
  std::string problem = write_file(graph_txt, print_graph(g));
  if (problem.empty()) problem = write_file(summary_json, summary(o, g, report).dump(2) + "\n");
  if (problem.empty()) {
    Status written = write_schedule_artifacts(report, o.out_dir);
    if (!written) problem = written.message();
  }
  if (!problem.empty()) {
    print_error(problem);
    return kOutputError;
  }
  progress("wrote " + graph_txt.string() + ", " + summary_json.string() +
           ", schedule.json, trace.json, schedule.txt, schedule_report.txt");
  return kOk;
}

}  // namespace rammer::cli
