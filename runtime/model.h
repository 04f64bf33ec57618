// A loaded model: the plan's tables (from a Plan in process, or from an artifact directory's
// libmodel.so + weights.bin), read-only and shared by every session of it.
//
// Expects: tables that build_plan produced (tensor indices valid, reference ops with one rTask).
// Guarantees: reference ops' nodes are resolved to tensor indices once. An artifact is untrusted
// input: load_model checks manifest.json (format version), weights.bin (size, checksum) and
// libmodel.so (ABI, same model and weights as the manifest, indices in range) and throws
// rammer::Error naming the directory and the problem.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "backends/cpu/kernels/aligned_vector.h"
#include "backends/plan/plan.h"
#include "frontend/graph/graph.h"
#include "kernels/op_desc.h"

namespace rammer::runtime {

struct IOInfo {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
  int tensor = -1;
  int64_t bytes = 0;
};

// A reference node with its operands resolved: plan tensor index, or -1 for a value produced by an
// earlier node of the same op (kept in a local map while the op runs).
struct RefNode {
  Node node;
  std::vector<int> input_tensors, output_tensors;
};

struct Model {
  std::string model, device, policy, dir;
  bool emulate = false;
  int threads_per_block = 256;
  int64_t shared_bytes = 0, workspace_bytes = 0;
  std::vector<kernels::TensorDesc> tensors;
  // Logical shape of each tensor. Equal to the descriptor's, except for tensors of rank > kMaxRank
  // (described flattened; only reference ops touch them), whose shape comes from the plan or, in an
  // artifact, from the reference graph's values.
  std::vector<Shape> shapes;
  std::vector<int64_t> io_bytes;
  std::vector<std::string> tensor_names;
  std::vector<kernels::OpDesc> ops;
  std::vector<std::string> op_names;
  std::vector<std::vector<kernels::InstrDesc>> programs;
  std::vector<int32_t> event_signals;
  cpu::AlignedVector<uint8_t> weights;  // 64-byte aligned: tensors sit at 64-byte offsets in it
  std::vector<IOInfo> inputs, outputs;
  std::vector<RefNode> ref_nodes;
  void* dl_handle = nullptr;

  ~Model();
  const uint8_t* weights_data() const { return weights.data(); }
};

DType dtype_from_code(int32_t code);  // kernels::DTypeCode -> DType

// From a Plan in this process (tests, rammerc --run before the library is built).
std::shared_ptr<Model> model_from_plan(const Plan& plan, bool emulate = false);
// From an artifact directory (libmodel.so, weights.bin).
std::shared_ptr<Model> load_model(const std::string& dir);

}  // namespace rammer::runtime
