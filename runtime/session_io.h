// Binding a session's inputs and outputs to Graph IR tensors, for the in-process callers that time or
// trace whole runs (the bench, rammerc --run and --tune): one place for the by-name input lookup and
// the output allocation.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "frontend/graph/tensor.h"
#include "runtime/npu_library.h"
#include "runtime/session.h"

namespace rammer::runtime {

// Binds every model input to the tensor of the same name in `inputs` (which must hold each one and
// outlive the runs), allocates one tensor per model output, binds it, and returns them.
std::vector<Tensor> bind_io(Session& session, const std::map<std::string, Tensor>& inputs);

// One run of an NPU artifact in the simulator on `inputs` (bound by name as bind_io does); the outputs
// in the library's order, and the run's cycles in *cycles when given.
std::vector<Tensor> run_npu_once(const NpuLibrary& lib, const std::map<std::string, Tensor>& inputs,
                                 int64_t* cycles = nullptr);

}  // namespace rammer::runtime
