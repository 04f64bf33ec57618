// The graph optimisation pipeline: a list of named passes, each verified on exit.
//
// Pass names (and files frontend/passes/<name>.cc, functions rammer::<name>(Graph&)), in order:
//   fold_shape_arithmetic  Shape/Gather/Unsqueeze/Concat/... chains on static shapes -> constants
//   fold_constants         any node whose inputs are all constants -> constant
//   lower_if               the join of a spliced If -> Identity of the taken branch (constant condition) or Where
//   lower_resize           Resize/Upsample with constant scales or sizes -> Gathers and weighted sums
//   fuse_layernorm         layer normalisation written op by op (ReduceMean, Sub, Pow, ..., Div) -> one LayerNormalization
//   fold_transposes        Transposes moved below element-wise/Concat/Reduce ops; inverse pairs cancel
//   remove_identity        Identity and inference-mode Dropout bypassed
//   eliminate_dead_code    nodes and values that no graph output depends on removed
//   fold_batchnorm         BatchNormalization after Conv folded into the Conv's weight and bias
//   fuse_gelu              the erf form of GELU written op by op (Div, Erf, Add, Mul, Mul) -> one Gelu
//   mark_epilogues         elementwise bias/activation/residual after Conv/Gemm/MatMul marked fusable
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"

namespace rammer {

struct PipelineOptions {
  std::string print_after;              // a pass name, "all", or "" for none
  std::ostream* print_stream = nullptr; // where --print-after dumps go (nullptr: std::cout)
  std::ostream* log = nullptr;          // progress lines ("pass fold_constants: 12 -> 9 nodes")
  // Passes not run: rewrites into an op the target has no kernel for (the NPU's rnpu-v1 has no
  // LayerNormalization, but runs its decomposed form). An unknown name is an error.
  std::vector<std::string> skip;
};

std::vector<std::string> pass_names();
bool is_pass_name(const std::string& name);

// Runs every pass in order; after each, Graph::verify(). Throws rammer::Error.
void optimize_graph(Graph& g, const PipelineOptions& options = {});

// The passes, one file each.
void fold_shape_arithmetic(Graph& g);
void fold_constants(Graph& g);
void lower_if(Graph& g);
void lower_resize(Graph& g);
void fuse_layernorm(Graph& g);
void fold_transposes(Graph& g);
void remove_identity(Graph& g);
void eliminate_dead_code(Graph& g);
void fold_batchnorm(Graph& g);
void fuse_gelu(Graph& g);
void mark_epilogues(Graph& g);

}  // namespace rammer
