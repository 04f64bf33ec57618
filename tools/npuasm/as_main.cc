// rammer-npu-as: rnpu-v1 assembly text -> model.npu container.
#include <fstream>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "backends/npu/asm/assembly.h"

int main(int argc, char** argv) {
  CLI::App app{"rammer-npu-as: assemble rnpu-v1 assembly (model.s) into an NPU program (model.npu)"};
  std::string input, output;
  app.add_option("input", input, "assembly text")->required();
  app.add_option("-o,--output", output, "the container to write")->required();
  CLI11_PARSE(app, argc, argv);
  std::ifstream f(input);
  if (!f) {
    std::cerr << "rammer-npu-as: cannot open " << input << "\n";
    return 1;
  }
  std::stringstream text;
  text << f.rdbuf();
  auto program = rammer::npu::parse_assembly(text.str());
  if (!program) {
    std::cerr << "rammer-npu-as: " << input << ": " << program.status().message() << "\n";
    return 1;
  }
  rammer::Status st = rammer::npu::write_file_bytes(output, rammer::npu::write_container(*program));
  if (!st) {
    std::cerr << "rammer-npu-as: " << st.message() << "\n";
    return 1;
  }
  return 0;
}
