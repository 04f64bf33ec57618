// alias_placed_outputs: a value that is stored whole and also placed into its Concat's output
// (rtask/place_concat.h) lives in its Concat slice, and is stored there once.
//
// place_concat stops a producer writing its own output only when the Concat was that output's only
// reader. A UNet's encoder conv feeds both its max pool and the skip join, so its program stores the
// same register twice: into its output and into its slice of the Concat. The second store doubles
// the conv's writes into long-lived buffers and takes the conv off the CPU's one-store tile paths.
// When the two destinations are laid out alike (same shape, dtype and layout, the same strides on
// every dimension of more than one element: a channel slice of one image), the output becomes a
// view of the Concat's output at the slice and the program keeps only its store of the output.
// A value that a copy rOperator also moves into further Concats (a DenseNet feature map, which
// every later layer of its block joins) keeps its own bytes: in its first Concat's slice it would
// keep that whole output alive until the last copy.
//
// Expects: a Plan after the channel-block pass (layouts are final) and before the memory plan.
// Relies on every element of a Concat's output being written by one rOperator (place_concat), so
// the slice holds the stored value for as long as the Concat's output lives. Guarantees: an aliased
// tensor was a workspace base tensor, neither a graph input nor an output, that no view names and
// no other step stores; it is now a view of the Concat's output at the slice's offset, keeping its own strides;
// the writer's program lost exactly the slice's store. Returns the number of tensors aliased.
#pragma once

#include "backends/plan/plan.h"

namespace rammer {

int alias_placed_outputs(Plan& plan);

}  // namespace rammer
