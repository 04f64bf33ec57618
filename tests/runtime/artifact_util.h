// Small CPU artifacts for the C API tests: a graph in text form compiled for the cpu, written and
// built as a directory under build/<subdir>/<pid>/ (ctest runs each test case as its own process, in
// parallel), and copies of it to damage. remove_artifacts() deletes the process's directory.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "backends/cpu/cpu_artifact.h"
#include "driver/compile.h"
#include "frontend/graph/graph_text.h"

namespace rammer::test {

// y = relu(x + b), b = [1, -1, 0.5] broadcast over rows of x [2, 3]: the small model the C API tests
// compile, damage and misuse.
inline constexpr const char* kAddRelu = R"(graph addrelu opset=17
input x f32[2,3]
const b f32[3] = [1.0,-1.0,0.5]
node add_0 = Add(x, b) -> s f32[2,3]
node relu_0 = Relu(s) -> y f32[2,3]
output y
)";

inline std::string artifact_root(const std::string& subdir) {
  return std::string(RAMMER_BINARY_DIR) + "/" + subdir + "/" + std::to_string(getpid());
}

inline std::string artifact_dir(const std::string& subdir, const std::string& name) {
  return artifact_root(subdir) + "/" + name;
}

inline void remove_artifacts(const std::string& subdir) { std::filesystem::remove_all(artifact_root(subdir)); }

// Compiles `graph_text` for the cpu into build/<subdir>/<name> (libmodel.so built); "" on success,
// else the error.
inline std::string build_artifact(const char* graph_text, const std::string& subdir, const std::string& name) {
  const std::string dir = artifact_dir(subdir, name);
  std::filesystem::remove_all(dir);
  CompileResult r = plan_graph(parse_graph(graph_text), "cpu");
  if (!r.ok()) return r.status.message();
  Status s = write_cpu_artifact(r.compiled.plan, dir);
  if (s) s = build_cpu_artifact(dir);
  return s.message();
}

// A fresh copy of artifact `from` as `to` (both under build/<subdir>).
inline std::string copy_artifact(const std::string& subdir, const std::string& from, const std::string& to) {
  namespace fs = std::filesystem;
  const std::string dst = artifact_dir(subdir, to);
  fs::remove_all(dst);
  fs::copy(artifact_dir(subdir, from), dst, fs::copy_options::recursive);
  return dst;
}

}  // namespace rammer::test
