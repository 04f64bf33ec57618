#include "driver/npu_calibration.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>

#include "frontend/interpreter/interpreter.h"
#include "frontend/interpreter/seeded_inputs.h"

namespace rammer {

namespace {

namespace fs = std::filesystem;

Tensor read_f32(const fs::path& file, const Value& input) {
  Tensor t(DType::f32, input.shape);
  std::ifstream f(file, std::ios::binary | std::ios::ate);
  RAMMER_CHECK(f.good(), "--calibrate: cannot read ", file.string());
  const auto bytes = int64_t(f.tellg());
  RAMMER_CHECK(bytes == int64_t(t.nbytes()), "--calibrate: ", file.string(), " holds ", bytes, " bytes; input '",
               input.name, "' ", shape_str(input.shape), " is ", t.nbytes(), " bytes of f32");
  f.seekg(0);
  f.read(reinterpret_cast<char*>(t.raw()), std::streamsize(bytes));
  return t;
}

std::vector<fs::path> sorted_entries(const fs::path& dir, bool directories) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (directories ? e.is_directory() : (e.is_regular_file() && e.path().extension() == ".f32"))
      out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

Result<std::vector<InputSet>> calibration_inputs(const Graph& g, const std::string& dir, int samples) {
  std::vector<InputSet> out;
  Status st = capture_status([&] {
    if (dir.empty()) {
      RAMMER_CHECK(samples >= 1, "--calibration-samples must be at least 1");
      for (int s = 1; s <= samples; ++s) out.push_back(seeded_inputs(g, uint32_t(s)));
      return;
    }
    RAMMER_CHECK(fs::is_directory(dir), "--calibrate: '", dir, "' is not a directory");
    for (const std::string& name : g.inputs)
      RAMMER_CHECK(g.value(name).dtype == DType::f32, "--calibrate: input '", name, "' is ",
                   dtype_name(g.value(name).dtype), " (calibration files are f32)");
    if (g.inputs.size() == 1) {
      for (const fs::path& file : sorted_entries(dir, false))
        out.push_back({{g.inputs[0], read_f32(file, g.value(g.inputs[0]))}});
      RAMMER_CHECK(!out.empty(), "--calibrate: '", dir, "' holds no .f32 file (one per sample)");
      return;
    }
    for (const fs::path& sample : sorted_entries(dir, true)) {
      InputSet set;
      for (const std::string& name : g.inputs) set[name] = read_f32(sample / (name + ".f32"), g.value(name));
      out.push_back(std::move(set));
    }
    RAMMER_CHECK(!out.empty(), "--calibrate: '", dir,
                 "' holds no sample directory (one per sample, NAME.f32 per input)");
  });
  if (!st) return st;
  return out;
}

npu::NpuQuantisation calibrate_npu(const Graph& g, const Plan& plan, const std::vector<InputSet>& inputs,
                                   const std::string& source) {
  // The tensors to observe: each conv / GEMM input, by its name and its base's (a view such as a
  // Flatten is a graph value of its own, or only its base is).
  std::map<std::string, std::pair<float, float>> range;
  for (const kernels::OpDesc& d : plan.ops) {
    const auto kind = kernels::OpKind(d.kind);
    if (kind != kernels::OpKind::conv && kind != kernels::OpKind::gemm) continue;
    for (int t = d.operands[0]; t >= 0; t = plan.tensors[size_t(t)].base)
      range.emplace(plan.tensors[size_t(t)].name,
                    std::pair{std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity()});
  }
  InterpreterOptions io;
  io.keep_intermediates = true;
  for (const InputSet& in : inputs) {
    std::map<std::string, Tensor> values = interpret(g, in, io);
    for (const auto& [name, t] : in) values.emplace(name, t);
    for (auto& [name, r] : range) {
      auto it = values.find(name);
      if (it == values.end() || it->second.dtype() != DType::f32) continue;
      const float* v = it->second.data<float>();
      for (int64_t i = 0; i < it->second.numel(); ++i)
        r.first = std::min(r.first, v[i]), r.second = std::max(r.second, v[i]);
    }
  }
  npu::NpuQuantisation q;
  q.int8 = true;
  q.source = source;
  for (const auto& [name, r] : range)
    if (r.first <= r.second) q.activations[name] = npu::activation_quant(r.first, r.second);
  return q;
}

}  // namespace rammer
