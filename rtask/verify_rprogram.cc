#include "rtask/verify_rprogram.h"

#include "support/status.h"

namespace rammer {

void verify_rprogram(const RProgram& p) {
  for (const TensorInfo& t : p.tensors) {
    if (t.view_of.empty()) continue;
    const TensorInfo* base = p.find_tensor(t.view_of);
    RAMMER_CHECK(base != nullptr, "rprogram: view ", t.name, " of unknown tensor ", t.view_of);
    RAMMER_CHECK(base->view_of.empty(), "rprogram: view ", t.name, " of ", t.view_of, ", itself a view");
  }
  for (const ROperator& op : p.ops) {
    RAMMER_CHECK(!op.variants.empty(), "rprogram: rOperator ", op.name, " has no variant");
    RAMMER_CHECK(op.chosen >= 0 && op.chosen < static_cast<int>(op.variants.size()), "rprogram: rOperator ",
                 op.name, " chose variant ", op.chosen, " of ", op.variants.size());
    for (const RKernel& k : op.variants) {
      RAMMER_CHECK(k.tile.size() == op.space.size(), "rprogram: rOperator ", op.name, " variant ", k.name,
                   " has a tile of rank ", k.tile.size(), " for a space of rank ", op.space.size());
      for (size_t j = 0; j < k.tile.size(); ++j)
        RAMMER_CHECK(k.tile[j] >= 1 || (k.tile[j] == 0 && op.space[j] == 0), "rprogram: rOperator ", op.name,
                     " variant ", k.name, " has a tile extent ", k.tile[j], " for space extent ", op.space[j]);
    }
    for (const auto* list : {&op.reads, &op.writes})
      for (const Access& a : *list)
        RAMMER_CHECK(p.find_tensor(a.tensor) != nullptr, "rprogram: rOperator ", op.name,
                     " accesses unknown tensor ", a.tensor);
  }
}

}  // namespace rammer
