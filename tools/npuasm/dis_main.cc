// rammer-npu-dis: model.npu container -> rnpu-v1 assembly text; --update-isa-doc rewrites the
// generated tables of docs/npu-isa.md from the ISA definition.
#include <fstream>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "backends/npu/asm/assembly.h"
#include "backends/npu/isa/isa_doc.h"

namespace {

int update_doc(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "rammer-npu-dis: cannot open " << path << "\n";
    return 1;
  }
  std::stringstream text;
  text << in.rdbuf();
  auto doc = rammer::npu::with_generated_isa_tables(text.str());
  if (!doc) {
    std::cerr << "rammer-npu-dis: " << path << ": " << doc.status().message() << "\n";
    return 1;
  }
  std::ofstream(path) << *doc;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rammer-npu-dis: disassemble an NPU program (model.npu) into rnpu-v1 assembly"};
  std::string input, output, doc;
  app.add_option("input", input, "the container");
  app.add_option("-o,--output", output, "write the text here instead of stdout");
  app.add_option("--update-isa-doc", doc, "rewrite the generated tables in this markdown file (docs/npu-isa.md)");
  CLI11_PARSE(app, argc, argv);
  if (!doc.empty()) return update_doc(doc);
  if (input.empty()) {
    std::cerr << "rammer-npu-dis: give a model.npu to disassemble\n";
    return 1;
  }
  auto bytes = rammer::npu::read_file_bytes(input);
  if (!bytes) {
    std::cerr << "rammer-npu-dis: " << bytes.status().message() << "\n";
    return 1;
  }
  auto program = rammer::npu::read_container(*bytes);
  if (!program) {
    std::cerr << "rammer-npu-dis: " << input << ": " << program.status().message() << "\n";
    return 1;
  }
  std::string text = rammer::npu::print_assembly(*program);
  if (output.empty()) {
    std::cout << text;
  } else {
    std::ofstream(output) << text;
  }
  return 0;
}
