// Fuzz target: the Schedule IR and rProgram text parsers (scheduler/schedule.h, rtask/rprogram.h).
// The first byte picks the parser. Accepted text must round-trip exactly, as the headers promise.
#include <string_view>

#include "fuzz/fuzz_common.h"
#include "rtask/rprogram.h"
#include "scheduler/schedule.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  rammer::fuzz::run_guarded([&] {
    if (data[0] & 1) {
      const std::string printed = rammer::print_rprogram(rammer::parse_rprogram(text));
      const std::string again = rammer::print_rprogram(rammer::parse_rprogram(printed));
      rammer::fuzz::require(printed == again, "rprogram text does not round-trip", printed + "\n---\n" + again);
    } else {
      const std::string printed = rammer::print_schedule(rammer::parse_schedule(text));
      const std::string again = rammer::print_schedule(rammer::parse_schedule(printed));
      rammer::fuzz::require(printed == again, "schedule text does not round-trip", printed + "\n---\n" + again);
    }
  });
  return 0;
}
