// The C++ side of the ONNX Runtime oracle (tools/oracle/oracle.js): tensor directories, running the
// oracle on a model, and the error measure that model tests compare with.
//
// A tensor directory is DIR/tensors.json plus one raw little-endian file per tensor (format in
// tools/oracle/README.md). run_oracle() needs `node` on PATH and onnxruntime-node installed under
// tools/oracle/node_modules (scripts/setup.sh); when either is missing it returns an error saying so.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "frontend/graph/tensor.h"
#include "support/status.h"

namespace rammer {

// Named tensors with their order (the model's input or output order).
struct NamedTensors {
  std::vector<std::string> order;
  std::map<std::string, Tensor> by_name;

  void add(const std::string& name, Tensor t);  // appends to order; replaces a tensor of that name
  const Tensor& at(const std::string& name) const;  // throws rammer::Error when absent
};

struct TensorDir {
  NamedTensors inputs;   // role "input"
  NamedTensors outputs;  // role "output"
};

// Reads DIR/tensors.json and the files it names. Checks every file's size against dtype and shape.
Result<TensorDir> read_tensor_dir(const std::string& dir);
// Writes inputs then outputs as <index>.bin and DIR/tensors.json (creates DIR).
Status write_tensor_dir(const std::string& dir, const TensorDir& tensors);

struct OracleOptions {
  std::string inputs_dir;                    // feed these inputs; "" = generate them from `seed`
  uint64_t seed = 0;
  int threads = 1;                           // ONNX Runtime intra-op threads
  std::map<std::string, int64_t> dims;       // symbolic input dimension -> value (--dim)
  std::map<std::string, Shape> input_shapes; // input -> full shape (--input-shape)
  int bench_runs = 0;                        // > 0: also time that many runs (after warm-up)
};

struct OracleRun {
  TensorDir tensors;                   // the inputs it ran on and the outputs ONNX Runtime computed
  std::optional<double> median_ms;     // set when bench_runs > 0
  std::string command;                 // the command line that ran, for messages
};

// The path of oracle.js in the source tree.
std::string oracle_script_path();
// The full path of `node` found on PATH, or "" when there is none.
std::string find_node();

// Runs the oracle on `model_path`, writing its tensor directory to `out_dir`, and reads it back.
// Errors (no node, oracle failed, unreadable output) carry the oracle's own message.
Result<OracleRun> run_oracle(const std::string& model_path, const std::string& out_dir,
                             const OracleOptions& options = {});

// The error of `actual` against `expected` (the reference):
//   rel_err = max_i |a_i - b_i| / max(|b_i|, floor),  floor = kRelFloor * max_j |b_j|  (and >= 1e-30)
// so elements near zero are measured against a small fraction of the tensor's scale rather than
// against their own (possibly cancelled-to-nothing) magnitude: a float32 result that is a sum of large
// terms carries an absolute error proportional to those terms, not to the result. (Measured on
// resnet18, ONNX Runtime's own float32 logits against a float64 evaluation: 2.6e-4 with a pure
// per-element measure, 8e-5 with a 1e-3 floor, 1.9e-5 with the 1e-2 floor used here.) NaN vs NaN and equal infinities count
// as 0; any other NaN or infinity difference makes the error infinite. Integer and bool tensors are
// compared exactly (rel_err 0 or infinity). A dtype or shape mismatch is reported in `mismatch`.
struct TensorError {
  double max_rel_error = 0;   // as defined above
  double max_abs_error = 0;   // max_i |a_i - b_i|
  int64_t worst_index = -1;   // flat index of the element with max_rel_error (-1: none)
  std::string mismatch;       // non-empty when dtype or shape differ (the errors are then infinite)
};
inline constexpr double kRelFloor = 1e-2;
TensorError tensor_error(const Tensor& actual, const Tensor& expected);

}  // namespace rammer
