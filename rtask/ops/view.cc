// Views: ops whose output is their input's data under another shape become view tensors, with no
// rTasks. (An inference Dropout is removed by the remove_identity pass; one that is left has a mask
// output or a training_mode input and runs whole.)
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

void Builder::register_view_splits() {
  attach_split({"Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity"},
               {SplitKind::view, &Builder::view, {{OpFamily::opaque, VariantFamily::whole}}});
}

// A node without its data input or outputs cannot be a view and runs whole.
void Builder::view(const Node& n) {
  if (n.input(0).empty() || n.outputs.empty()) return opaque(n);
  add_view(n);
}

void Builder::add_view(const Node& n) {
  std::string base = n.input(0);
  if (const TensorInfo* t = p_.find_tensor(base); t != nullptr && !t->view_of.empty()) {
    base = t->view_of;
  }
  const Value& v = val(n.outputs[0]);
  p_.add_tensor(TensorInfo{v.name, v.dtype, v.shape, base});
  done_.insert(n.name);
}

}  // namespace rammer::rtask_detail
