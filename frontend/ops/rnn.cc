#include "frontend/ops/op_registry.h"

namespace rammer {

void register_rnn_ops(OpRegistry& r) { (void)r; }

}  // namespace rammer
