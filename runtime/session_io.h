// Binding a session's inputs and outputs to Graph IR tensors, for the in-process callers that time or
// trace whole runs (the bench, rammerc --tune): one place for the by-name input lookup and the
// output allocation.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "frontend/graph/tensor.h"
#include "runtime/session.h"

namespace rammer::runtime {

// Binds every model input to the tensor of the same name in `inputs` (which must hold each one and
// outlive the runs), allocates one tensor per model output, binds it, and returns them.
std::vector<Tensor> bind_io(Session& session, const std::map<std::string, Tensor>& inputs);

}  // namespace rammer::runtime
