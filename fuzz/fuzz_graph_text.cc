// Fuzz target: the Graph IR text parser (frontend/graph/graph_text.h). Accepted text must verify and
// round-trip: print(parse(print(g))) == print(g).
#include <string_view>

#include "frontend/graph/graph_text.h"
#include "fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  rammer::fuzz::run_guarded([&] {
    rammer::Graph g = rammer::parse_graph(text, /*allow_hashed_constants=*/true);
    const std::string printed = rammer::print_graph(g);
    const std::string again = rammer::print_graph(rammer::parse_graph(printed, true));
    rammer::fuzz::require(printed == again, "graph text does not round-trip", printed + "\n---\n" + again);
  });
  return 0;
}
