// Splicing ONNX `If` nodes into their graph, so the Graph IR (which has no subgraphs) can hold them.
//
// Expects: a parsed model (any nesting of If inside If branches). Guarantees: every If node of the
// main graph, and of the branches it splices, is replaced in place by the nodes of its then_branch,
// then those of its else_branch, then one IfSelect node (domain ai.rammer, frontend/ops/
// control_flow.cc) named as the If was, reading the condition and both branches' outputs and writing
// the If's outputs. Names local to a branch (its node outputs, initializers and node names) are
// prefixed "<if name>/then/" or "<if name>/else/", so they cannot collide; names from the enclosing
// scopes keep theirs. Branch initializers become main-graph initializers. Returns whether anything
// was spliced (the ai.rammer opset is then imported).
#pragma once

#include <onnx/onnx_pb.h>

namespace rammer {

bool splice_if_nodes(onnx::ModelProto& model);

}  // namespace rammer
