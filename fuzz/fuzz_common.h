// Shared by the fuzz targets: run a parser on untrusted bytes, where a rammer::Error (a clean
// rejection) is the expected outcome and anything else (a crash, a sanitizer report, a broken
// round-trip) is a finding.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "support/status.h"

namespace rammer::fuzz {

// A property the target checks on accepted input; a violation aborts so libFuzzer saves the input.
inline void require(bool ok, const char* what, const std::string& detail = "") {
  if (ok) return;
  std::fprintf(stderr, "fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

// Runs f; rammer::Error and std::bad_alloc (a size the input asked for) are clean rejections.
template <class F>
void run_guarded(F&& f) {
  (void)capture_status(f);
}

}  // namespace rammer::fuzz
