// rtask's hook on an op's registry entry (frontend/ops/op_registry.h): how build_rprogram splits the
// op's node into rOperators, and which rKernel variants (the kernel choice) those offer.
//
// Every registered op has one, attached by register_rtask_hooks() from one registration function
// per family file in rtask/ops/; build_rprogram looks the node's op up instead of testing op names.
// The products an entry lists are checked on every build: an rOperator whose family its node's
// entry does not list is an internal error.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "frontend/graph/graph.h"
#include "rtask/rprogram.h"

namespace rammer {

namespace rtask_detail {
class Builder;
}

enum class SplitKind : uint8_t {
  tiled,              // its own rOperator(s), with an access model, tiled by their variants
  elementwise_chain,  // fused with the elementwise nodes after it into one elementwise rOperator
  view,               // a view of its input: no rTasks (an opaque rOperator when it cannot be one)
  whole,              // opaque: one rTask runs the node's reference implementation
};
const char* split_kind_name(SplitKind k);

// The rKernel variant family of an rOperator: the tile configurations it offers (rtask/variants.h).
// The split calls it with the op's own shape arguments (which dims are M, N, kept whole), so the
// choice is named here and made by the split.
enum class VariantFamily : uint8_t {
  gemm,            // gemm_variants
  memory,          // memory_variants
  rnn_step,        // Builder::rnn_variants: batch x a range of hidden units per step
  rnn_projection,  // Builder::rnn_projection: gemm_variants on a GPU, column blocks on a CPU
  whole,           // Builder::opaque: one rTask
};
const char* variant_family_name(VariantFamily f);

// One family of rOperators a split produces, with the variants it offers for them.
struct SplitProduct {
  OpFamily family;
  VariantFamily variants;
};

struct OpSplit {
  SplitKind kind = SplitKind::whole;
  // The Builder member that builds the node's rOperators (rtask/ops/<family>.cc).
  void (rtask_detail::Builder::*build)(const Node&) = nullptr;
  std::vector<SplitProduct> products;  // every family its rOperators can have

  const SplitProduct* product(OpFamily f) const;
};

// Attaches rtask's OpSplit to every op it handles; runs once (std::call_once), safe to call from
// any thread. Callers of op_split() need not call it.
void register_rtask_hooks();

// The split of ai.onnx op `op`, or nullptr when the op has none (not registered).
const OpSplit* op_split(const std::string& op);

}  // namespace rammer
