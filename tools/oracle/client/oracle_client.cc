#include "tools/oracle/client/oracle_client.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

namespace rammer {

namespace fs = std::filesystem;

void NamedTensors::add(const std::string& name, Tensor t) {
  if (!by_name.count(name)) order.push_back(name);
  by_name[name] = std::move(t);
}

const Tensor& NamedTensors::at(const std::string& name) const {
  auto it = by_name.find(name);
  RAMMER_CHECK(it != by_name.end(), "no tensor named '", name, "'");
  return it->second;
}

namespace {

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

Tensor read_entry(const fs::path& dir, const nlohmann::json& e) {
  const std::string name = e.at("name").get<std::string>();
  const std::string dt = e.at("dtype").get<std::string>();
  auto dtype = dtype_from_name(dt);
  RAMMER_CHECK(dtype.has_value(), "tensor '", name, "' has unknown dtype '", dt, "'");
  Shape shape = e.at("shape").get<Shape>();
  for (int64_t d : shape) RAMMER_CHECK(d >= 0, "tensor '", name, "' has a negative dimension");
  Tensor t(*dtype, shape);
  const fs::path file = dir / e.at("file").get<std::string>();
  std::ifstream in(file, std::ios::binary);
  RAMMER_CHECK(in.good(), "cannot open ", file.string());
  in.read(reinterpret_cast<char*>(t.raw()), static_cast<std::streamsize>(t.nbytes()));
  RAMMER_CHECK(static_cast<size_t>(in.gcount()) == t.nbytes(), file.string(), " holds fewer than the ",
               t.nbytes(), " bytes of ", dt, shape_str(shape));
  in.peek();
  RAMMER_CHECK(in.eof(), file.string(), " holds more than the ", t.nbytes(), " bytes of ", dt,
               shape_str(shape));
  return t;
}

}  // namespace

Result<TensorDir> read_tensor_dir(const std::string& dir) {
  TensorDir out;
  Status st = capture_status([&] {
    const fs::path index = fs::path(dir) / "tensors.json";
    RAMMER_CHECK(fs::exists(index), index.string(), " does not exist");
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(read_file(index));
      for (const auto& e : j.at("tensors")) {
        const std::string role = e.value("role", std::string("input"));
        RAMMER_CHECK(role == "input" || role == "output", "tensor role '", role,
                     "' is neither input nor output");
        Tensor t = read_entry(dir, e);
        (role == "input" ? out.inputs : out.outputs).add(e.at("name").get<std::string>(), std::move(t));
      }
    } catch (const nlohmann::json::exception& e) {
      RAMMER_FAIL(index.string(), ": ", e.what());
    }
  });
  if (!st) return Status::error("reading tensor directory " + dir + ": " + st.message());
  return out;
}

Status write_tensor_dir(const std::string& dir, const TensorDir& tensors) {
  Status st = capture_status([&] {
    fs::create_directories(dir);
    nlohmann::json list = nlohmann::json::array();
    int index = 0;
    auto write = [&](const NamedTensors& ts, const char* role) {
      for (const auto& name : ts.order) {
        const Tensor& t = ts.at(name);
        const std::string file = std::to_string(index++) + ".bin";
        std::ofstream os(fs::path(dir) / file, std::ios::binary);
        os.write(reinterpret_cast<const char*>(t.raw()), static_cast<std::streamsize>(t.nbytes()));
        RAMMER_CHECK(os.good(), "cannot write ", (fs::path(dir) / file).string());
        list.push_back({{"name", name}, {"dtype", std::string(dtype_name(t.dtype()))},
                        {"shape", t.shape()}, {"file", file}, {"role", role}});
      }
    };
    write(tensors.inputs, "input");
    write(tensors.outputs, "output");
    std::ofstream os(fs::path(dir) / "tensors.json");
    os << nlohmann::json{{"tensors", list}}.dump(1) << "\n";
    RAMMER_CHECK(os.good(), "cannot write ", dir, "/tensors.json");
  });
  if (!st) return Status::error("writing tensor directory " + dir + ": " + st.message());
  return Status::ok();
}

std::string oracle_script_path() { return std::string(RAMMER_SOURCE_DIR) + "/tools/oracle/oracle.js"; }

std::string find_node() {
  const char* path = std::getenv("PATH");
  if (!path) return "";
  std::stringstream ss(path);
  std::string dir;
  while (std::getline(ss, dir, ':')) {
    if (dir.empty()) continue;
    const fs::path p = fs::path(dir) / "node";
    if (::access(p.c_str(), X_OK) == 0 && !fs::is_directory(p)) return p.string();
  }
  return "";
}

namespace {

// Runs argv with stdout and stderr going to `log` and TMPDIR set to `tmp_dir`; returns the exit
// status (-1: could not run). The environment is built before the fork: the child only execs.
int run_logged(const std::vector<std::string>& argv, const fs::path& log, const fs::path& tmp_dir) {
  std::vector<std::string> env_strings{"TMPDIR=" + tmp_dir.string()};
  for (char** e = environ; *e != nullptr; ++e)
    if (std::strncmp(*e, "TMPDIR=", 7) != 0) env_strings.emplace_back(*e);
  std::vector<char*> env;
  for (auto& e : env_strings) env.push_back(e.data());
  env.push_back(nullptr);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = ::fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    FILE* f = std::freopen(log.c_str(), "w", stdout);
    if (f) ::dup2(::fileno(stdout), STDERR_FILENO);
    ::execve(args[0], args.data(), env.data());
    std::fprintf(stderr, "cannot execute %s\n", args[0]);
    ::_exit(127);
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

std::string last_line(const std::string& text) {
  std::string s = text;
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  auto nl = s.rfind('\n');
  return nl == std::string::npos ? s : s.substr(nl + 1);
}

}  // namespace

Result<OracleRun> run_oracle(const std::string& model_path, const std::string& out_dir,
                             const OracleOptions& options) {
  const std::string node = find_node();
  if (node.empty())
    return Status::error("oracle: `node` is not on PATH; install Node.js (scripts/setup.sh)");
  const std::string script = oracle_script_path();
  if (!fs::exists(script)) return Status::error("oracle: " + script + " does not exist");
  const fs::path ort = fs::path(script).parent_path() / "node_modules/onnxruntime-node/package.json";
  if (!fs::exists(ort))
    return Status::error("oracle: onnxruntime-node is not installed in tools/oracle/node_modules; run "
                         "scripts/setup.sh");
  if (!fs::exists(model_path)) return Status::error("oracle: model " + model_path + " does not exist");

  std::vector<std::string> argv = {node, script, model_path, "--out", out_dir,
                                   "--seed", std::to_string(options.seed),
                                   "--threads", std::to_string(options.threads)};
  if (!options.inputs_dir.empty()) argv.insert(argv.end(), {"--inputs", options.inputs_dir});
  for (const auto& [name, v] : options.dims) argv.insert(argv.end(), {"--dim", name + "=" + std::to_string(v)});
  for (const auto& [name, shape] : options.input_shapes) {
    std::string dims;
    for (size_t i = 0; i < shape.size(); ++i) {
      if (i) dims += ',';
      dims += std::to_string(shape[i]);
    }
    argv.insert(argv.end(), {"--input-shape", name + ":" + dims});
  }
  if (options.bench_runs > 0) argv.insert(argv.end(), {"--bench", std::to_string(options.bench_runs)});

  OracleRun run;
  for (size_t i = 0; i < argv.size(); ++i) {
    if (i) run.command += ' ';
    run.command += argv[i];
  }

  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) return Status::error("oracle: cannot create " + out_dir + ": " + ec.message());
  // A failed run must not leave an earlier run's tensors to be read back as if they were new.
  fs::remove(fs::path(out_dir) / "tensors.json", ec);
  fs::remove(fs::path(out_dir) / "bench.json", ec);
  const fs::path log = fs::path(out_dir) / "oracle.log";
  // ONNX Runtime leaves an empty mat-debug-<pid>.log in $TMPDIR per process: a directory of the
  // run's own, removed afterwards, keeps them out of /tmp.
  const fs::path tmp = fs::path(out_dir) / "tmp";
  fs::create_directories(tmp, ec);
  int rc = run_logged(argv, log, ec ? fs::temp_directory_path() : tmp);
  fs::remove_all(tmp, ec);
  if (rc != 0) {
    std::string why = last_line(read_file(log));
    return Status::error("oracle failed (exit " + std::to_string(rc) + "): " +
                         (why.empty() ? std::string("no message") : why) + " [" + run.command + "]");
  }
  auto dir = read_tensor_dir(out_dir);
  if (!dir) return dir.status();
  run.tensors = std::move(dir.value());
  if (options.bench_runs > 0) {
    try {
      auto j = nlohmann::json::parse(read_file(fs::path(out_dir) / "bench.json"));
      run.median_ms = j.at("median_ms").get<double>();
    } catch (const std::exception& e) {
      return Status::error("oracle: cannot read " + out_dir + "/bench.json: " + e.what());
    }
  }
  return run;
}

TensorError tensor_error(const Tensor& actual, const Tensor& expected) {
  TensorError r;
  const double inf = std::numeric_limits<double>::infinity();
  if (actual.dtype() != expected.dtype() || actual.shape() != expected.shape()) {
    r.mismatch = std::string("got ") + std::string(dtype_name(actual.dtype())) +
                 shape_str(actual.shape()) + ", expected " + std::string(dtype_name(expected.dtype())) +
                 shape_str(expected.shape());
    r.max_rel_error = r.max_abs_error = inf;
    return r;
  }
  const int64_t n = expected.numel();
  if (!dtype_is_float(expected.dtype())) {
    for (int64_t i = 0; i < n; ++i) {
      if (actual.get_i64(i) != expected.get_i64(i)) {
        r.max_rel_error = r.max_abs_error = inf;
        r.worst_index = i;
        return r;
      }
    }
    return r;
  }
  double scale = 0;
  for (int64_t i = 0; i < n; ++i) {
    double b = std::fabs(expected.get_f64(i));
    if (std::isfinite(b)) scale = std::max(scale, b);
  }
  const double floor = std::max(kRelFloor * scale, 1e-30);
  for (int64_t i = 0; i < n; ++i) {
    const double a = actual.get_f64(i), b = expected.get_f64(i);
    double abs_err = 0, rel = 0;
    if (std::isnan(a) || std::isnan(b)) {
      abs_err = rel = (std::isnan(a) && std::isnan(b)) ? 0 : inf;
    } else if (std::isinf(a) || std::isinf(b)) {
      abs_err = rel = (a == b) ? 0 : inf;
    } else {
      abs_err = std::fabs(a - b);
      rel = abs_err / std::max(std::fabs(b), floor);
    }
    r.max_abs_error = std::max(r.max_abs_error, abs_err);
    if (rel > r.max_rel_error || (r.worst_index < 0 && rel > 0)) {
      r.max_rel_error = rel;
      r.worst_index = i;
    }
  }
  return r;
}

}  // namespace rammer
