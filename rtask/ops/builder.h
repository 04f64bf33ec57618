// Internal to rtask/: the state build_rprogram shares with the per-family rOperator builders.
//
// build_rprogram.cc walks the graph and hands each node to the builder its op's registry entry names
// (rtask/op_split.h); each family's file in rtask/ops/ defines the Builder members that fill its
// rOperators (iteration space, accesses, params, FLOPs per point, variants) and one function that
// attaches them to its ops. backends/plan/lower/ has a file of the same name per family that lowers
// those rOperators to tile kernels (opaque ones run as reference ops: lower/lowering.cc).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"
#include "frontend/ops/conv_window.h"
#include "rtask/op_split.h"
#include "rtask/rprogram.h"
#include "rtask/variants.h"

namespace rammer::rtask_detail {

inline int64_t prod(const Shape& s, size_t from = 0, size_t to = SIZE_MAX) {
  int64_t p = 1;
  for (size_t i = from; i < s.size() && i < to; ++i) p *= s[i];
  return p;
}

inline std::vector<int> iota_dims(int from, int to) {
  std::vector<int> v;
  for (int i = from; i < to; ++i) v.push_back(i);
  return v;
}

// Attaches `split` to each of `ops` (the family files' registration functions).
void attach_split(std::initializer_list<const char*> ops, const OpSplit& split);

class Builder {
 public:
  Builder(const Graph& g, const VariantOptions& o) : g_(g), o_(o) {}

  RProgram run();

  // op_split.cc: attaches every family's splits (register_rtask_hooks).
  static void register_splits();

 private:
  // build_rprogram.cc: the walk over the graph.
  void build_node(size_t i);
  void check_products() const;
  void topo_sort_ops();

  // builder.cc: what every family's builder uses.
  const Value& val(const std::string& name) const { return g_.value(name); }
  const Shape& shape(const std::string& name) const { return val(name).shape; }
  std::vector<int64_t> const_ints(const Node& n, size_t input) const;
  ROperator begin(const Node& n, OpFamily family, const std::string& kind, const Shape& space);
  void finish(ROperator op) { p_.ops.push_back(std::move(op)); }
  bool is_epilogue_member(const Node& n) const;
  void add_epilogue(ROperator& op, const Node& anchor);
  void drop_internal_writes(ROperator& op) const;
  bool plain_f32_relu(const Node& r) const;

  // ops/conv.cc
  static void register_conv_splits();
  void conv(const Node& n);
  void conv_transpose(const Node& n);
  // What Conv and ConvTranspose share after their input accesses: the window's params, the bias and
  // output accesses, the epilogue, and GEMM variants over output channels x (batch, positions).
  void finish_conv_like(ROperator op, const Node& n, const ConvWindow& win);
  const Node* relu_prologue(const Node& n) const;
  const Node* activation_source(const std::string& v, const Node& reader) const;
  bool sole_reader(const std::string& t, const Node& r) const;
  const Node* dw_prologue(const Node& n) const;
  const Node* affine_prologue(const Node& n) const;
  int se_scale(const Node& m) const;
  int64_t fused_tiles(const Shape& y) const;
  bool recompute_pays(const Shape& y, int64_t shared_rows, const Shape& t, double flops_per_element) const;
  const Node* expand_prologue(const Node& dw) const;
  static std::string conv_fusion_env();
  static std::string gpu_rnn_step_env();
  bool f32_pointwise(const Node& n) const;
  static bool is_f32_4d(const Value& v);
  bool f32_depthwise(const Node& n) const;

  // ops/gemm.cc
  static void register_gemm_splits();
  void gemm(const Node& n);
  void matmul(const Node& n);

  // ops/pool.cc
  static void register_pool_splits();
  void pool(const Node& n);
  const Node* pooled_conv(const Node& pool) const;
  void conv_max_pool(const Node& pool, const Node& conv);
  void global_pool(const Node& n);

  // ops/reduce.cc: reductions and ops over whole rows or planes.
  static void register_reduce_splits();
  void reduce(const Node& n);
  void softmax_like(const Node& n) { row_op(n, 5); }
  void layer_norm(const Node& n) { row_op(n, 8); }
  void row_op(const Node& n, double flops);
  void instance_norm(const Node& n);
  void lrn(const Node& n);

  // ops/movement.cc: tensor movement.
  static void register_movement_splits();
  void concat(const Node& n);
  const Node* relu_after_concat(const Node& concat) const;
  void split_op(const Node& n);
  void slice(const Node& n);
  void transpose(const Node& n);
  void pad(const Node& n);
  void gather(const Node& n);

  // ops/elementwise.cc
  static void register_elementwise_splits();
  void elementwise_chain(const Node& first);

  // ops/rnn.cc
  static void register_rnn_splits();
  void rnn(const Node& n);
  void rnn_fuse_cell(const Node& n, ROperator& op, int64_t s, int64_t t, int64_t tp, int64_t d,
                     const std::string& h, const std::string& c) const;
  // On a CPU, steps whose R is at most this many bytes run as one rTask (rnn_variants).
  static constexpr int64_t kWholeStepBytes = 512 * 1024;
  int64_t rnn_chunk_steps(int64_t seq, bool whole_steps) const;
  void rnn_projection(const Node& n, int64_t d, int64_t chunk, int64_t t0, int64_t steps, const std::string& xp);
  std::vector<RKernel> rnn_variants(const Shape& space, bool gemm, int64_t r_bytes);
  // ops/rnn_gpu.cc: a GPU step's slice of hidden units and what its vEU keeps resident.
  struct RnnSlicing {
    int64_t units = 0;           // hidden units per rTask of a step
    int64_t resident_bytes = 0;  // the slice of R kept in shared memory (0: streamed every step)
    int64_t carve_bytes = 0;     // the gates tile's own carve
    int64_t needed_bytes = 0, budget_bytes = 0;  // streamed: a one-unit slice's bytes, the budget
    int64_t needed_veus = 0, veus = 0;  // streamed: the vEUs resident slices would need, the vEUs
  };
  RnnSlicing rnn_gpu_slicing(const Node& n, int64_t inputs) const;
  std::vector<RKernel> rnn_gpu_variants(const Shape& space, bool gates_op, const RnnSlicing& s) const;
  int64_t rnn_layer_directions() const;
  int next_affinity_group() const;

  // ops/view.cc
  static void register_view_splits();
  void view(const Node& n);
  void add_view(const Node& n);

  // ops/opaque.cc
  static void register_opaque_splits();
  void opaque(const Node& n);

  const Graph& g_;
  VariantOptions o_;
  RProgram p_;
  std::map<std::string, std::vector<const Node*>> epilogues_;
  std::map<std::string, size_t> node_index_;
  std::map<std::string, const Node*> prologue_;           // conv -> the Relu it applies to its input
  std::map<std::string, const Node*> dw_prologue_;        // 1x1 conv -> the depthwise conv it computes
  std::map<std::string, const Node*> ex_prologue_;        // 1x1 conv -> the expansion conv it computes
  std::map<std::string, const Node*> affine_prologue_;    // 1x1 conv -> the BatchNormalization or SE Mul it applies
  std::map<std::string, const Node*> pooled_conv_;        // MaxPool -> the conv it computes the rows of
  std::map<std::string, size_t> producer_;                // value -> producing node
  std::map<std::string, std::vector<size_t>> consumers_;  // value -> reading nodes
  std::set<std::string> done_;
};

}  // namespace rammer::rtask_detail
