// rammer-conformance: the ONNX backend node tests through the frontend, the passes and a backend.
//
//   rammer-conformance [--data DIR] [--filter SUBSTR]... [--verbose] [--jobs N] [--timeout S]
//                      [--memory-limit-mb MB] [--in-process] [--require-passed N]
//                      [--max-failed-percent P] [--ops-doc FILE] [--backend reference]
//
// Each test runs in its own process (isolated_runner.h) unless --in-process. Prints the failures
// (name: reason), the unsupported ops (op -> tests), then exactly one line starting "conformance: ":
// "conformance: N passed, M failed, K unsupported". Exit status: 0; 1 when --require-passed or
// --max-failed-percent is not met; 2 for bad usage or missing test data.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <thread>

#include "tools/conformance/isolated_runner.h"
#include "tools/conformance/ops_doc.h"

namespace fs = std::filesystem;
using namespace rammer::conformance;

namespace {

constexpr const char* kDefaultData = "/usr/share/libonnx-testdata/data/node";

bool matches(const std::string& name, const std::vector<std::string>& filters) {
  if (filters.empty()) return true;
  for (const auto& f : filters)
    if (name.find(f) != std::string::npos) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Runs the ONNX backend node tests through rammerc's frontend and a backend."};
  std::string data = kDefaultData, ops_doc_path, backend = "reference";
  std::vector<std::string> filters;
  bool verbose = false, in_process = false;
  int require_passed = -1;
  double max_failed_percent = -1;
  IsolationOptions iso;
  iso.jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  app.add_option("--data", data, "directory holding the test_* node test directories")->capture_default_str();
  app.add_option("--filter", filters, "run only tests whose name contains SUBSTR (repeatable)");
  app.add_flag("--verbose,-v", verbose, "print one line per test");
  app.add_option("--jobs,-j", iso.jobs, "tests run at once, each in its own process")->check(CLI::PositiveNumber);
  app.add_option("--timeout", iso.timeout_s, "seconds per test before it is killed")->capture_default_str();
  app.add_option("--memory-limit-mb", iso.memory_limit_mb, "address-space cap per test process (0: none)")
      ->capture_default_str();
  app.add_flag("--in-process", in_process, "run tests in this process, one by one (for debuggers)");
  app.add_option("--require-passed", require_passed, "exit 1 unless at least N tests pass");
  app.add_option("--max-failed-percent", max_failed_percent,
                 "exit 1 if failed > P% of (passed + failed)");
  app.add_option("--ops-doc", ops_doc_path, "write the op table (docs/ops.md) to FILE");
  app.add_option("--backend", backend, "backend that runs the graphs")->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  if (backend != "reference") {
    std::cerr << "rammer-conformance: backend '" << backend
              << "' is not available; the only backend so far is 'reference'\n";
    return 2;
  }
  if (!fs::is_directory(data)) {
    std::cerr << "rammer-conformance: test data directory " << data
              << " does not exist; install libonnx-testdata (scripts/setup.sh) or pass --data DIR\n";
    return 2;
  }
  std::vector<std::string> dirs;
  for (const auto& d : list_node_tests(data))
    if (matches(fs::path(d).filename().string(), filters)) dirs.push_back(d);
  if (dirs.empty()) {
    std::cerr << "rammer-conformance: no test_*/model.onnx under " << data
              << (filters.empty() ? "" : " matches the filters") << "\n";
    return 2;
  }

  const Tolerance tol;
  std::cout << "running " << dirs.size() << " ONNX node tests from " << data << " on backend " << backend
            << "; floats match when |got - want| <= " << tol.atol << " + " << tol.rtol
            << " * |want| (NaN matches NaN), integers and bools exactly\n";
  std::vector<Outcome> outcomes(dirs.size());
  auto done = [&](size_t i, const Outcome& o) {
    outcomes[i] = o;
    if (verbose) {
      std::cout << verdict_name(o.verdict) << " " << fs::path(dirs[i]).filename().string();
      if (!o.reason.empty()) std::cout << ": " << o.reason;
      std::cout << std::endl;
    }
  };
  if (in_process) {
    for (size_t i = 0; i < dirs.size(); ++i) done(i, run_node_test(dirs[i], tol));
  } else {
    run_isolated(dirs, tol, iso, done);
  }

  RunSummary summary;
  summary.filters = filters;
  std::vector<std::string> failures;
  std::map<std::string, std::vector<size_t>> unsupported;  // op -> tests
  for (size_t i = 0; i < dirs.size(); ++i) {
    const Outcome& o = outcomes[i];
    summary.add(o);
    const std::string name = fs::path(dirs[i]).filename().string();
    if (o.verdict == Verdict::failed) failures.push_back(name + ": " + o.reason);
    if (o.verdict == Verdict::unsupported)
      for (const auto& op : o.blamed.empty() ? std::vector<std::string>{"?"} : o.blamed)
        unsupported[op].push_back(i);
  }

  std::cout << "failures (" << failures.size() << "):\n";
  for (const auto& f : failures) std::cout << "  " << f << "\n";
  std::cout << "unsupported ops (" << unsupported.size() << " ops, " << summary.unsupported << " tests):\n";
  for (const auto& [op, tests] : unsupported) {
    const size_t first = tests.front();
    std::cout << "  " << op << ": " << tests.size() << " test" << (tests.size() == 1 ? "" : "s") << " (e.g. "
              << fs::path(dirs[first]).filename().string() << ": " << outcomes[first].reason << ")\n";
  }

  if (!ops_doc_path.empty()) {
    std::ofstream os(ops_doc_path);
    os << ops_doc(summary, tol);
    if (!os.good()) {
      std::cerr << "rammer-conformance: cannot write " << ops_doc_path << "\n";
      return 2;
    }
  }
  size_t bound = 0;
  for (const auto& o : outcomes) bound += o.verdict == Verdict::passed && !o.reason.empty();
  std::cout << "passed with shape-determining inputs bound to their data (static shapes): " << bound << "\n";
  std::cout << summary.overall_line() << std::endl;

  int rc = 0;
  if (require_passed >= 0 && summary.passed < require_passed) {
    std::cerr << "rammer-conformance: " << summary.passed << " passed, fewer than the required "
              << require_passed << "\n";
    rc = 1;
  }
  const int ran = summary.passed + summary.failed;
  if (max_failed_percent >= 0 && summary.failed > max_failed_percent / 100.0 * ran) {
    std::cerr << "rammer-conformance: " << summary.failed << " of " << ran << " tests failed, more than "
              << max_failed_percent << "%\n";
    rc = 1;
  }
  return rc;
}
