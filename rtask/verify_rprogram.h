// verify_rprogram: the checks an rProgram must pass on leaving the compile driver's `rprogram` stage.
//
// Guarantees when it returns: every rOperator has at least one variant and `chosen` names one; every
// variant's tile has the rank of the op's iteration space with positive extents (0 along an
// empty dimension of the space); every tensor an
// access names is a tensor of the program, and every view names a base tensor that is not a view.
// Throws rammer::Error naming the op or tensor otherwise.
#pragma once

#include "rtask/rprogram.h"

namespace rammer {

void verify_rprogram(const RProgram& p);

}  // namespace rammer
