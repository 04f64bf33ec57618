// Op signatures for `rammerc --tune` (tools/rammerc/tune.h): ops with one signature run the same
// kernel on the same work, so the variant measured fastest for one is the choice for all of them,
// in this model and in the next one compiled against the same profile database.
#pragma once

#include <string>

#include "rtask/rprogram.h"

namespace rammer {

// A hash (16 hex digits) of the op's kind, iteration space, FLOPs per point, parameters and its
// candidate variants' tiles: two ops share it only when every candidate does the same work.
std::string tuning_signature(const ROperator& op);

// "1x64x56x56": the iteration space as the profile database shows it.
std::string space_text(const Shape& space);

}  // namespace rammer
