// The rammerc pipeline for one model: load -> optimise -> write the output directory.
//
// Expects: validated Options. Guarantees: returns an exit code from options.h; on failure exactly
// one "rammerc: error: ..." line is printed on stderr and nothing partial is claimed as written.
#pragma once

#include "tools/rammerc/options.h"

namespace rammer::cli {

int compile(const Options& options);

}  // namespace rammer::cli
