// rammerc MODEL.onnx --device=<name|spec.json> -o <dir> [--input-shape name:d0,d1,...]...
//         [--print-after=<pass>|all] [--quiet] [--version]
// Exit codes: see tools/rammerc/options.h (0 ok, 1 model error, 2 usage error, 3 output error).
#include <exception>

#include "tools/rammerc/compile.h"
#include "tools/rammerc/options.h"

int main(int argc, char** argv) {
  using namespace rammer::cli;
  try {
    ParsedCommandLine cmd = parse_command_line(argc, argv);
    if (!cmd.options) return cmd.exit_code;
    return compile(*cmd.options);
  } catch (const std::exception& e) {  // a bug, still reported on one line rather than a crash
    print_error(std::string("internal error: ") + e.what());
    return kModelError;
  }
}
