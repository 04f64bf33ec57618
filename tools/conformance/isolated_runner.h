// Runs node tests each in its own child process, so that a crash, a runaway allocation or a hang in
// one test cannot stop or stall the run.
//
// Guarantees: every test yields exactly one Outcome. A child that dies on a signal or exits abnormally
// is "failed: crashed ..."; one that outlives the timeout is killed (SIGKILL) and is "failed: timed out".
// Each child's address space is capped (RLIMIT_AS) so a bad allocation fails fast instead of swapping.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tools/conformance/node_test.h"

namespace rammer::conformance {

struct IsolationOptions {
  int jobs = 1;                  // tests run at once
  double timeout_s = 60;         // per test
  size_t memory_limit_mb = 4096; // per child; 0 = no limit
};

// Runs job i = run(i) for every i < dirs.size(), each in a child process; dirs[i] is the test directory
// job i runs (named in abnormal outcomes; one directory may appear in several jobs, e.g. one per
// backend). Calls on_done(i, outcome) in this process as each finishes (in completion order).
void run_isolated(const std::vector<std::string>& dirs, const std::function<Outcome(size_t)>& run,
                  const IsolationOptions& opts, const std::function<void(size_t, const Outcome&)>& on_done);

}  // namespace rammer::conformance
