// The rule for the CPU backend against the reference interpreter over the same node tests:
// the CPU passes at least as many tests, and no test the reference passes fails on the CPU.
//
// Expects: ref[i] and cpu[i] are the outcomes of the same test i. Guarantees: `lost` lists, in test
// order, every test the reference passes and the CPU does not (failed or unsupported), so the report
// shows all of them; `ok` is exactly the rule above. Header-only: the runner's tests use it without
// linking the runner.
#pragma once

#include <cstddef>
#include <vector>

#include "tools/conformance/node_test.h"

namespace rammer::conformance {

struct BackendComparison {
  int ref_passed = 0, cpu_passed = 0;
  std::vector<size_t> lost;  // tests passed by the reference, not by the CPU
  int lost_failed = 0;       // of those, the ones that failed on the CPU (not unsupported)
  bool ok = true;
};

inline BackendComparison compare_backends(const std::vector<Outcome>& ref, const std::vector<Outcome>& cpu) {
  BackendComparison c;
  for (size_t i = 0; i < ref.size() && i < cpu.size(); ++i) {
    c.ref_passed += ref[i].verdict == Verdict::passed;
    c.cpu_passed += cpu[i].verdict == Verdict::passed;
    if (ref[i].verdict != Verdict::passed || cpu[i].verdict == Verdict::passed) continue;
    c.lost.push_back(i);
    c.lost_failed += cpu[i].verdict == Verdict::failed;
  }
  c.ok = ref.size() == cpu.size() && c.cpu_passed >= c.ref_passed && c.lost_failed == 0;
  return c;
}

}  // namespace rammer::conformance
