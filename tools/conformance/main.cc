// rammer-conformance: the ONNX backend node tests through the frontend, the passes and a backend.
//
//   rammer-conformance [--data DIR] [--filter SUBSTR]... [--verbose] [--jobs N] [--timeout S]
//                      [--memory-limit-mb MB] [--in-process] [--require-passed N]
//                      [--max-failed-percent P] [--ops-doc FILE]
//                      [--backend reference|cpu|both] [--compare-backends]
//
// Each test runs in its own process (isolated_runner.h) unless --in-process; with --backend both, each
// test runs once per backend, each run in its own process. Per backend it prints the failures
// (name: reason), the unsupported ops (op -> tests), then exactly one summary line:
// "conformance: N passed, M failed, K unsupported" for the reference interpreter,
// "conformance(cpu): N passed, M failed, K unsupported" for the CPU backend (schedule on device cpu,
// build_plan, the runtime's executor in process). With both backends (--compare-backends is the same
// as --backend both) it then checks the comparison rule: the CPU backend passes at least as many tests as
// the reference, and no test the reference passes fails on the CPU; it prints every test the reference
// passes and the CPU does not, then one line "compare-backends: ok ..." or "compare-backends: violated ...".
// Exit status: 0; 1 when --require-passed or --max-failed-percent is not met by a backend, or the
// comparison rule is violated; 2 for bad usage or missing test data.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <thread>

#include "tools/conformance/compare.h"
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
  bool verbose = false, in_process = false, compare = false;
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
  app.add_option("--require-passed", require_passed, "exit 1 unless at least N tests pass (on each backend)");
  app.add_option("--max-failed-percent", max_failed_percent,
                 "exit 1 if failed > P% of (passed + failed) (on any backend)");
  app.add_option("--ops-doc", ops_doc_path, "write the op table (docs/ops.md) of the reference run to FILE");
  app.add_option("--backend", backend, "backend that runs the graphs: reference, cpu, or both (compared)")
      ->capture_default_str();
  app.add_flag("--compare-backends", compare,
               "run reference and cpu; exit 1 unless cpu passes as many tests and every test reference passes "
               "does not fail on cpu (same as --backend both)");
  CLI11_PARSE(app, argc, argv);

  std::vector<Backend> backends;
  if (compare || backend == "both") backends = {Backend::reference, Backend::cpu};
  else if (backend == "reference") backends = {Backend::reference};
  else if (backend == "cpu") backends = {Backend::cpu};
  else {
    std::cerr << "rammer-conformance: backend '" << backend
              << "' is not available; the backends are 'reference', 'cpu' and 'both'\n";
    return 2;
  }
  const bool with_reference = backends.front() == Backend::reference;
  if (!ops_doc_path.empty() && !with_reference) {
    std::cerr << "rammer-conformance: --ops-doc describes the reference run; use --backend reference or both\n";
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
  std::string names;
  for (Backend b : backends) names += std::string(names.empty() ? "" : " and ") + backend_name(b);
  std::cout << "running " << dirs.size() << " ONNX node tests from " << data << " on backend " << names
            << "; floats match when |got - want| <= " << tol.atol << " + " << tol.rtol
            << " * |want| (NaN matches NaN), integers and bools exactly\n";

  // Job j runs test j / B on backend j % B: a test's runs are adjacent, so --verbose pairs them.
  const size_t nb = backends.size();
  std::vector<std::string> job_dirs;
  for (const auto& d : dirs)
    for (size_t b = 0; b < nb; ++b) job_dirs.push_back(d);
  std::vector<std::vector<Outcome>> outcomes(nb, std::vector<Outcome>(dirs.size()));
  auto run = [&](size_t j) { return run_node_test(dirs[j / nb], tol, backends[j % nb]); };
  auto done = [&](size_t j, const Outcome& o) {
    outcomes[j % nb][j / nb] = o;
    if (verbose) {
      std::cout << verdict_name(o.verdict) << (backends[j % nb] == Backend::cpu ? "(cpu) " : " ")
                << fs::path(dirs[j / nb]).filename().string();
      if (!o.reason.empty()) std::cout << ": " << o.reason;
      std::cout << std::endl;
    }
  };
  if (in_process) {
    for (size_t j = 0; j < job_dirs.size(); ++j) done(j, run(j));
  } else {
    run_isolated(job_dirs, run, iso, done);
  }

  int rc = 0;
  std::vector<RunSummary> summaries(nb);
  for (size_t b = 0; b < nb; ++b) {
    const bool cpu = backends[b] == Backend::cpu;
    const std::string tag = cpu ? "(cpu)" : "";
    RunSummary& summary = summaries[b];
    summary.filters = filters;
    if (cpu) summary.label = "conformance(cpu)";
    std::vector<std::string> failures;
    std::map<std::string, std::vector<size_t>> unsupported;  // op -> tests
    for (size_t i = 0; i < dirs.size(); ++i) {
      const Outcome& o = outcomes[b][i];
      summary.add(o);
      const std::string name = fs::path(dirs[i]).filename().string();
      if (o.verdict == Verdict::failed) failures.push_back(name + ": " + o.reason);
      if (o.verdict == Verdict::unsupported)
        for (const auto& op : o.blamed.empty() ? std::vector<std::string>{"?"} : o.blamed)
          unsupported[op].push_back(i);
    }

    std::cout << "failures" << tag << " (" << failures.size() << "):\n";
    for (const auto& f : failures) std::cout << "  " << f << "\n";
    std::cout << "unsupported ops" << tag << " (" << unsupported.size() << " ops, " << summary.unsupported
              << " tests):\n";
    for (const auto& [op, tests] : unsupported) {
      const size_t first = tests.front();
      std::cout << "  " << op << ": " << tests.size() << " test" << (tests.size() == 1 ? "" : "s") << " (e.g. "
                << fs::path(dirs[first]).filename().string() << ": " << outcomes[b][first].reason << ")\n";
    }
    size_t bound = 0;
    for (const auto& o : outcomes[b]) bound += o.verdict == Verdict::passed && !o.reason.empty();
    std::cout << "passed" << tag << " with shape-determining inputs bound to their data (static shapes): "
              << bound << "\n";
    std::cout << summary.overall_line() << std::endl;

    if (require_passed >= 0 && summary.passed < require_passed) {
      std::cerr << "rammer-conformance: " << backend_name(backends[b]) << ": " << summary.passed
                << " passed, fewer than the required " << require_passed << "\n";
      rc = 1;
    }
    const int ran = summary.passed + summary.failed;
    if (max_failed_percent >= 0 && summary.failed > max_failed_percent / 100.0 * ran) {
      std::cerr << "rammer-conformance: " << backend_name(backends[b]) << ": " << summary.failed << " of " << ran
                << " tests failed, more than " << max_failed_percent << "%\n";
      rc = 1;
    }
  }

  if (!ops_doc_path.empty()) {
    std::ofstream os(ops_doc_path);
    os << ops_doc(summaries.front(), tol);
    if (!os.good()) {
      std::cerr << "rammer-conformance: cannot write " << ops_doc_path << "\n";
      return 2;
    }
  }

  if (nb == 2) {
    // A test the reference passes but the CPU reports unsupported is listed too: it lowers the CPU's
    // count, which the first half of the rule checks.
    const BackendComparison c = compare_backends(outcomes[0], outcomes[1]);
    std::cout << "passed on reference, not on cpu (" << c.lost.size() << "):\n";
    for (size_t i : c.lost)
      std::cout << "  " << fs::path(dirs[i]).filename().string() << ": " << verdict_name(outcomes[1][i].verdict)
                << " on cpu: " << outcomes[1][i].reason << "\n";
    std::cout << "compare-backends: " << (c.ok ? "ok" : "violated") << " (cpu passed " << c.cpu_passed
              << (c.cpu_passed >= c.ref_passed ? " >= " : " < ") << "reference passed " << c.ref_passed << "; "
              << c.lost_failed << " cpu failures the reference passes)" << std::endl;
    if (!c.ok) rc = 1;
  }
  return rc;
}
