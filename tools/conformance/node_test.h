// One ONNX backend node test (a directory test_*/ with model.onnx and test_data_set_*/{input,output}_N.pb)
// run through the frontend and a backend, outputs compared with the .pb files:
//   reference: load_onnx -> optimize_graph -> interpret;
//   cpu:       load_onnx -> optimize_graph -> plan_graph (the compile driver, device cpu) -> runtime Session (in process).
//
// Guarantees: run_node_test never throws; every outcome is passed, failed (with a one-line reason) or
// unsupported (rammer::Unsupported, or a load error whose message says "unsupported"), together with
// the op types the model uses and the op the failure is attributed to.
#pragma once

#include <string>
#include <vector>

#include "frontend/graph/tensor.h"

namespace rammer::conformance {

enum class Verdict { passed, failed, unsupported };
const char* verdict_name(Verdict v);

enum class Backend { reference, cpu };
const char* backend_name(Backend b);

struct Outcome {
  Verdict verdict = Verdict::failed;
  // One line: why it failed or is unsupported; for a pass, empty or the graph inputs that had to be
  // bound to their data (shapes computed from them; rammerc compiles static shapes).
  std::string reason;
  std::vector<std::string> ops;      // distinct op types of the model (subgraphs included), sorted
  std::vector<std::string> blamed;   // ops the failure or unsupported verdict is attributed to
};

// Output tolerance, as numpy.testing.assert_allclose: |got - want| <= atol + rtol * |want|.
struct Tolerance {
  double rtol = 1e-3;
  double atol = 1e-5;
};

// Empty when `got` matches `want`: same dtype, same shape, and per element: floats within tolerance
// (NaN matches NaN, an infinity matches the same infinity), integers and bools exactly. Otherwise a
// one-line reason naming the first differing element.
std::string compare_tensor(const Tensor& got, const Tensor& want, const Tolerance& tol);

// The test directories (test_*/ containing model.onnx) under `data_dir`, sorted by name.
std::vector<std::string> list_node_tests(const std::string& data_dir);

// The distinct op types model.onnx uses (subgraphs included), sorted; empty when it cannot be parsed.
std::vector<std::string> model_ops(const std::string& test_dir);

// Runs every data set of the test in `test_dir` on `backend`. Never throws.
Outcome run_node_test(const std::string& test_dir, const Tolerance& tol, Backend backend = Backend::reference);

}  // namespace rammer::conformance
