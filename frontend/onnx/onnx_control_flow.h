// Splicing ONNX `If` nodes into their graph, so the Graph IR (which has no subgraphs) can hold them.
//
// Expects: a parsed model (any nesting of If inside If branches). Guarantees: every If node of the
// main graph, and of the branches it splices, is replaced in place by the nodes of its then_branch,
// then those of its else_branch, then one IfSelect node (frontend/ops/control_flow.cc) named as
// the If was, reading the condition and both branches' outputs and writing
// the If's outputs. Names local to a branch (its node outputs, initializers and node names) are
// prefixed "<if name>/then/" or "<if name>/else/", so they cannot collide; names from the enclosing
// scopes keep theirs. Branch initializers become main-graph initializers. Returns whether anything
// was spliced. has_if_nodes refuses a model that uses IfSelect itself (Unsupported); splice_if_nodes
// may run again on a model it spliced.
#pragma once

#include <functional>
#include <map>
#include <string>

#include <onnx/onnx_pb.h>

namespace rammer {

bool splice_if_nodes(onnx::ModelProto& model);

// Whether the main graph has an If node (splice_if_nodes would change it). Throws Unsupported, as
// splice_if_nodes does, for a model that uses IfSelect itself.
bool has_if_nodes(const onnx::ModelProto& model);

// Renames the references of `g`'s nodes (and of graphs nested in them) and its outputs as `rename` maps
// them: a nested subgraph may read values of the scope around it, which splicing renames. ONNX names are
// unique across scopes, so a name the nested graph defines itself is never renamed.
void rename_references(onnx::GraphProto& g, const std::function<std::string(const std::string&)>& rename);

// Copies `body`'s nodes into the enclosing scope: inputs (and nested subgraphs' references) renamed
// through `local`, outputs and node names prefixed with `prefix`; `local` gains each output's new name.
// Shared by If splicing and Loop/Scan unrolling.
google::protobuf::RepeatedPtrField<onnx::NodeProto> prefixed_body_nodes(const onnx::GraphProto& body,
                                                                       const std::string& prefix,
                                                                       std::map<std::string, std::string>& local);

}  // namespace rammer
