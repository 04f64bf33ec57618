#include "frontend/ops/op_registry.h"

namespace rammer {

void register_elementwise_ops(OpRegistry& r) { (void)r; }

}  // namespace rammer
