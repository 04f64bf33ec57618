// docs/ops.md: every op in the registry with its opset range, attributes and notes, and how the ONNX
// node conformance tests of one run went for it.
//
// Guarantees: the text depends only on the registry and the run's outcomes (no dates, paths or
// timings), so regenerating it after the same run gives the same file.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tools/conformance/node_test.h"

namespace rammer::conformance {

struct OpTally {
  int passed = 0;       // tests using the op that passed
  int failed = 0;       // failed tests attributed to the op
  int unsupported = 0;  // unsupported tests attributed to the op
};

struct RunSummary {
  int passed = 0, failed = 0, unsupported = 0;
  std::map<std::string, OpTally> per_op;  // key: op, or domain.op outside ai.onnx
  std::vector<std::string> filters;       // --filter values of the run ([] = every test)
  std::string label = "conformance";      // "conformance(cpu)" for the CPU backend

  void add(const Outcome& o);
  std::string overall_line() const;  // "<label>: N passed, M failed, K unsupported"
};

std::string ops_doc(const RunSummary& summary, const Tolerance& tol);

}  // namespace rammer::conformance
