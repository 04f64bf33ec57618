// backends/plan's hook on an op's registry entry (frontend/ops/op_registry.h): per family of
// rOperator the op's split produces (rtask/op_split.h), the Lowering member that fills its tile
// kernel's OpDesc (kernels/op_desc.h), or none: reference only, the rOperator runs its nodes'
// reference implementation as OpKind::reference (and must then have one rTask).
//
// Every op rtask splits has one, attached by register_plan_hooks() from one registration function
// per family file in backends/plan/lower/; Lowering looks an rOperator up by its first node's op and
// its family instead of switching on the family.
#pragma once

#include <string>
#include <vector>

#include "rtask/rprogram.h"

namespace rammer {

namespace kernels {
struct OpDesc;
}
namespace plan_detail {
class Lowering;
}

struct OpLowering {
  // Fills the OpDesc; false when this rOperator (its dtype, rank or attributes) has no tile kernel.
  using Fn = bool (plan_detail::Lowering::*)(const ROperator&, kernels::OpDesc&);
  struct Entry {
    OpFamily family;
    Fn lower;  // nullptr: reference only
  };
  std::vector<Entry> entries;

  const Entry* entry(OpFamily f) const;
  bool has_tile_kernel() const;  // some family of the op lowers to a tile kernel
};

// Attaches plan's OpLowering to every op rtask splits; runs once (std::call_once), safe to call
// from any thread. Callers of op_lowering() need not call it.
void register_plan_hooks();

// The lowering of ai.onnx op `op`, or nullptr when the op has none.
const OpLowering* op_lowering(const std::string& op);

}  // namespace rammer
