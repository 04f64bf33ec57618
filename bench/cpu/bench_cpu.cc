// rammer-bench cpu: our CPU backend vs ONNX Runtime, whole models (see bench_cpu.h).
#include "bench/cpu/bench_cpu.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "bench/cpu/bench_util.h"
#include "driver/compile.h"
#include "runtime/rammer.h"
#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;
using bench::fixed;
using bench::median;
using bench::split_list;

constexpr int kOrtThreads = 2;

struct Row {
  std::string model;
  int threads = 0;
  double ours_ms = 0, ort_ms = 0, max_err = -1;
  std::string error;  // non-empty: the model failed at this stage
};

// Compiles `model` for the cpu device into dir (libmodel.so and friends); returns the vEU count.
Result<int> compile_cpu(const std::string& model, const std::string& dir) {
  Result<Target> target = make_target("cpu");
  if (!target) return target.status();
  CompileOptions o;
  o.out_dir = dir;
  CompileResult r = compile_model(model, *target, o);
  if (!r.ok()) return Status::error(std::string(stage_name(r.failed_stage)) + ": " + r.status.message());
  return r.compiled.report.schedule.veus();
}

// Our artifact, opened once with one session bound to the oracle's inputs; each time_runs() call
// times `runs` more runs (after the warm-up of the first call) and the outputs are checked against
// ONNX Runtime's at the end.
class OurModel {
 public:
  ~OurModel() {
    if (s_) rammer_session_destroy(s_);
    if (lib_) rammer_close(lib_);
  }
  Status open(const std::string& dir, const OracleRun& ort) {
    lib_ = rammer_open(dir.c_str());
    if (!lib_) return Status::error(std::string("rammer_open: ") + rammer_last_error());
    s_ = rammer_session_create(lib_);
    if (!s_) return Status::error(std::string("rammer_session_create: ") + rammer_last_error());
    return capture_status([&] {
      const NamedTensors& ins = ort.tensors.inputs;
      for (const std::string& name : ins.order) {
        const Tensor& t = ins.at(name);
        RAMMER_CHECK(rammer_bind_input(s_, name.c_str(), t.raw(), t.nbytes()) == 0, rammer_last_error());
      }
      want_ = &ort.tensors.outputs;
      for (const std::string& name : want_->order) outs_.emplace_back(want_->at(name).dtype(), want_->at(name).shape());
      for (size_t i = 0; i < outs_.size(); ++i)
        RAMMER_CHECK(rammer_bind_output(s_, want_->order[i].c_str(), outs_[i].raw(), outs_[i].nbytes()) == 0,
                     rammer_last_error());
      for (int w = 0; w < 3; ++w) RAMMER_CHECK(rammer_run(s_) == 0, rammer_last_error());
    });
  }
  Status time_runs(int runs, std::vector<double>& ms) {
    return capture_status([&] {
      for (int r = 0; r < runs; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        RAMMER_CHECK(rammer_run(s_) == 0, rammer_last_error());
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
    });
  }
  double max_error() const {
    double e = 0;
    for (size_t i = 0; i < outs_.size(); ++i)
      e = std::max(e, tensor_error(outs_[i], want_->at(want_->order[i])).max_rel_error);
    return e;
  }

 private:
  rammer_library* lib_ = nullptr;
  rammer_session* s_ = nullptr;
  const NamedTensors* want_ = nullptr;
  std::vector<Tensor> outs_;
};

Row bench_model(const std::string& name, const std::string& model_dir, const std::string& tmp, int runs,
                int rounds) {
  Row row;
  row.model = name;
  const std::string model = (fs::path(model_dir) / (name + ".onnx")).string();
  if (!fs::exists(model)) {
    row.error = model + " is missing: export it with /usr/bin/python3 scripts/models/export_models.py --out " +
                model_dir + " --models " + name;
    return row;
  }
  const std::string dir = (fs::path(tmp) / name).string();
  Result<int> veus = compile_cpu(model, dir);
  if (!veus) {
    row.error = "compile: " + veus.status().message();
    return row;
  }
  row.threads = veus.value();
  // Rounds alternate ONNX Runtime (a fresh oracle process timing `runs` runs on the first round's
  // inputs) and `runs` runs of ours, so a slow phase of the machine lands on both sides rather than
  // on whichever happened to run then. ours_ms = median of all our runs; ort_ms = median of the
  // rounds' ORT medians (the oracle reports one median per process).
  OracleOptions oo;
  oo.threads = kOrtThreads;
  oo.bench_runs = runs;
  const std::string ort0 = (fs::path(dir) / "ort").string();
  Result<OracleRun> ort = run_oracle(model, ort0, oo);
  if (!ort) {
    row.error = "onnxruntime: " + ort.status().message();
    return row;
  }
  std::vector<double> ort_medians = {ort->median_ms.value_or(0.0)}, ours;
  OurModel m;
  Status s = m.open(dir, ort.value());
  for (int r = 0; s && r < rounds; ++r) {
    if (r > 0) {
      OracleOptions again = oo;
      again.inputs_dir = ort0;
      Result<OracleRun> more = run_oracle(model, (fs::path(dir) / ("ort" + std::to_string(r))).string(), again);
      if (!more) {
        row.error = "onnxruntime: " + more.status().message();
        return row;
      }
      ort_medians.push_back(more->median_ms.value_or(0.0));
    }
    s = m.time_runs(runs, ours);
  }
  if (!s) {
    row.error = "run: " + s.message();
    return row;
  }
  row.ort_ms = median(ort_medians);
  row.ours_ms = median(ours);
  row.max_err = m.max_error();
  return row;
}

// Named groups --models accepts besides model names: the Rammer evaluation set (the default) and the
// model zoo (scripts/models/zoo.py).
const std::map<std::string, std::string> kModelGroups = {
    {"rammer", "lstm_tc,seq2seq,nasnet,resnet50,resnet18,mobilenet_v2,alexnet,resnext29,deepspeech2,bert_layer"},
    {"zoo", "mobilenet_v3_large,efficientnet_b0,shufflenet_v2,regnet_y_400mf,densenet121,convnext_tiny,vit_tiny,"
            "unet,nhwc_cnn"},
};

// The model names of `list`, each group name replaced by its models.
std::vector<std::string> expand_groups(const std::string& list) {
  std::vector<std::string> names;
  for (const std::string& item : split_list(list)) {
    const auto group = kModelGroups.find(item);
    if (group == kModelGroups.end()) {
      names.push_back(item);
      continue;
    }
    for (const std::string& name : split_list(group->second)) names.push_back(name);
  }
  return names;
}

}  // namespace

int bench_cpu_main(int argc, char** argv) {
  CLI::App app{"rammer-bench cpu: whole models on the CPU backend vs ONNX Runtime"};
  std::string models = "rammer";
  std::string csv, model_dir = "build/models";
  int runs = 20, rounds = 3;
  app.add_option("--models", models,
                 "comma-separated model names (files MODEL-DIR/NAME.onnx) or groups: rammer (the Rammer "
                 "evaluation set), zoo (scripts/models/zoo.py)");
  CLI::Option* csv_opt =
      app.add_option("--csv", csv,
                     "also print model,threads,ours_ms,ort_ms,ratio rows after the table, or write them to this file")
          ->expected(0, 1);
  app.add_option("--runs", runs, "timed runs per model after warm-up (median reported)")->check(CLI::Range(20, 100000));
  app.add_option("--rounds", rounds, "alternations of ONNX Runtime and ours per model (each times --runs runs)")
      ->check(CLI::Range(1, 100));
  app.add_option("--model-dir", model_dir, "where the exported .onnx models are");
  CLI11_PARSE(app, argc, argv);

  const fs::path tmp = fs::temp_directory_path() / ("rammer-bench-cpu-" + std::to_string(::getpid()));
  std::vector<Row> rows;
  for (const std::string& name : expand_groups(models)) {
    std::cerr << "rammer-bench cpu: " << name << " ..." << std::endl;
    rows.push_back(bench_model(name, model_dir, tmp.string(), runs, rounds));
    if (!rows.back().error.empty()) std::cerr << "  " << name << ": " << rows.back().error << std::endl;
  }
  std::error_code ec;
  fs::remove_all(tmp, ec);

  bool ok = true;
  std::cout << "| model | threads | ours ms | ORT ms | ratio |\n|---|---|---|---|---|\n";
  for (const Row& r : rows) {
    if (!r.error.empty()) {
      ok = false;
      std::cout << "| " << r.model << " | - | - | - | failed |\n";
      continue;
    }
    std::cout << "| " << r.model << " | " << r.threads << " | " << fixed(r.ours_ms, 3) << " | "
              << fixed(r.ort_ms, 3) << " | " << fixed(r.ort_ms / r.ours_ms, 2) << " |\n";
  }
  std::cout << "\nratio = ORT ms / ours ms (> 1: ours is faster). ORT: " << kOrtThreads
            << " intra-op threads; ours: one worker per vEU. Max relative error of our outputs vs ORT:\n";
  for (const Row& r : rows)
    std::cout << "- " << r.model << ": " << (r.error.empty() ? fixed(r.max_err, 7) : r.error) << "\n";
  auto write_csv = [&](std::ostream& f) {
    f << "model,threads,ours_ms,ort_ms,ratio\n";
    for (const Row& r : rows)
      if (r.error.empty())
        f << r.model << "," << r.threads << "," << fixed(r.ours_ms, 4) << "," << fixed(r.ort_ms, 4) << ","
          << fixed(r.ort_ms / r.ours_ms, 4) << "\n";
  };
  if (csv_opt->count() > 0 && csv.empty()) {
    std::cout << "\n";
    write_csv(std::cout);
  } else if (!csv.empty()) {
    std::ofstream f(csv);
    write_csv(f);
    if (!f) {
      std::cerr << "rammer-bench cpu: cannot write " << csv << std::endl;
      return 1;
    }
  }
  return ok ? 0 : 1;
}

}  // namespace rammer
