// dead_bytes: where each workspace tensor's bytes are dead for the rest of the run.
//
// Expects: a Plan whose programs and memory plan (tensor offsets) are final. Guarantees: each
// Plan::dead_bytes entry names bytes of one workspace tensor T and a point (vEU v, before its
// instruction p) such that every access to T happens before that point (workspace_lifetimes.h), and
// every access to any other tensor over those bytes happens either before it too or after it (so
// dropping them there can neither lose a value still to be read nor a value already written over
// them). Bytes of another tensor accessed on both sides of the point are left out; so are graph
// outputs in the workspace.
//
// The point: on the vEU that made T's last access, else on the lowest-numbered vEU, the first rTask
// (or the end of its program) that the waits before it order after every access to T. A tensor whose
// accesses no single point follows (only partial waits between its readers and any later rTask) gets
// none.
#pragma once

#include "backends/plan/plan.h"

namespace rammer {

struct DeadBytesStats {
  int tensors = 0;      // workspace tensors
  int marked = 0;       // of them, with dead bytes
  int64_t bytes = 0;    // over all entries
};

DeadBytesStats mark_dead_bytes(Plan& plan);

}  // namespace rammer
