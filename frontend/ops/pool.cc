#include "frontend/ops/op_registry.h"

namespace rammer {

void register_pool_ops(OpRegistry& r) { (void)r; }

}  // namespace rammer
