// place_concat_inputs: a Concat's inputs written straight into its output by their producers.
//
// A Concat copies every input once more after all of them exist, and its rTasks wait for the last
// one: in NASNet every cell ends that way (the copy was ~7% of the busy time and, sitting where
// both vEUs meet, ~10% of the latency). Instead, for each input that a Conv, ConvTranspose (a
// UNet's upsampling before its skip join) or Elementwise rOperator computes as its last node's
// output, that producer also writes the value (through the
// Concat's fused Relu, if any) into its slice of the output: a write access
// {output, "place", {axis, offset, relu}} that the plan turns into a store step to an offset view.
// When the Concat was the input's only reader, the producer stops writing the input itself. Inputs
// that cannot be placed that way each get a one-input Concat rOperator of the input's shape that
// writes its slice ("place" again), so no copy waits for unrelated inputs.
//
// Expects: the rProgram of build_rprogram (before its topological sort) and the Graph it came
// from. Guarantees: a Concat is rewritten only when it is f32, none of its inputs repeats or is a
// view, and at least one input is placed by its producer; every element of the output is written
// by exactly one rOperator; each producer carries at most one placement.
#pragma once

#include "frontend/graph/graph.h"
#include "rtask/rprogram.h"
#include "rtask/variants.h"

namespace rammer {

void place_concat_inputs(const Graph& g, RProgram& p, const VariantOptions& options);

}  // namespace rammer
