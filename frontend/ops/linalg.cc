#include "frontend/ops/op_registry.h"

namespace rammer {

void register_linalg_ops(OpRegistry& r) { (void)r; }

}  // namespace rammer
