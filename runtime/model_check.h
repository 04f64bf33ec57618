// Checks of a model loaded from an artifact, before any session runs it.
//
// check_model_tables: the tables' indices and extents are in range (tensor buffers, dtypes, ranks,
// operands, programs, events), so a session never reads outside the weights, the workspace or the
// bound buffers. check_model_matches_manifest: the libmodel.so and manifest.json describe the same
// model (name, weights size and checksum, inputs and outputs by name, dtype and shape). Both throw
// rammer::Error naming the artifact and the first disagreement.
#pragma once

#include <cstdint>

#include "runtime/artifact_manifest.h"
#include "runtime/model.h"

namespace rammer::runtime {

void check_model_tables(const Model& m);
void check_model_matches_manifest(const Model& m, int64_t tables_weights_bytes, uint64_t tables_weights_checksum,
                                  const ArtifactManifest& manifest);

}  // namespace rammer::runtime
