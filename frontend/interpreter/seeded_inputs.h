// Seeded random inputs for a graph, the ones rammerc --run, rammer-reference, rammer-bench policies
// and the tests draw: std::mt19937(seed), one uniform draw in [-1, 1) per element over the inputs in
// graph order; floats take it, booleans x > 0, integers floor((x + 1) * 2) in [0, 4).
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "frontend/graph/graph.h"

namespace rammer {

std::map<std::string, Tensor> seeded_inputs(const Graph& g, uint32_t seed);

}  // namespace rammer
