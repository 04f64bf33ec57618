// npu_calibration: the int8 quantisation of an NPU build (--device=npu --precision=int8), from
// calibration inputs run through the reference interpreter in fp32.
//
// Calibration inputs (`rammerc --calibrate DIR`): raw little-endian f32 files, each holding one
// input tensor in the model's shape (C order). A model with one input: every `*.f32` file in DIR
// is one sample. Several inputs: every subdirectory of DIR is one sample holding `NAME.f32` per
// input NAME. Samples are taken in name order. Without DIR: `samples` seeded random inputs
// (seeded_inputs with seeds 1, 2, ...; rammerc --run checks with seed 1234, which is not among them).
//
// Quantisation: the input of every conv and GEMM op (the lowering runs in int8 those whose weights
// are constant and that use the matrix unit) gets its tensor's range over all samples (min and
// max: the observed range, no clipping), as an asymmetric int8 scale and zero point
// (backends/npu/lower/int8.h); weights are quantised per output channel when lowered.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "backends/npu/lower/int8.h"
#include "backends/plan/plan.h"
#include "frontend/graph/graph.h"

namespace rammer {

using InputSet = std::map<std::string, Tensor>;

// Errors name the file or directory and what is wrong (a missing input, a size that is not the
// input's f32 bytes, an empty directory).
Result<std::vector<InputSet>> calibration_inputs(const Graph& g, const std::string& dir, int samples);

// The quantisation of `plan`'s int8 ops from the graph's values on `inputs`; `source` says where the
// inputs came from (for the manifest).
npu::NpuQuantisation calibrate_npu(const Graph& g, const Plan& plan, const std::vector<InputSet>& inputs,
                                   const std::string& source);

}  // namespace rammer
