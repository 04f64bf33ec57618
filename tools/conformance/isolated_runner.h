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

// Runs run_node_test(dirs[i]) for every i; calls on_done(i, outcome) in this process as each finishes
// (in completion order).
void run_isolated(const std::vector<std::string>& dirs, const Tolerance& tol, const IsolationOptions& opts,
                  const std::function<void(size_t, const Outcome&)>& on_done);

}  // namespace rammer::conformance
