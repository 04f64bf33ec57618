// Reading a tensor directory (tools/oracle/README.md) and measuring a result against it, for the GPU
// test driver, which builds with the CUDA toolkit alone (no JSON library): tensors.json is written by
// rammer-reference through nlohmann::json, so each entry is an object whose "name", "file" and "role"
// are plain strings; this reader relies on exactly that.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gpu_check {

struct RefTensor {
  std::string name, dtype, role;
  std::vector<unsigned char> bytes;
};

struct RefSet {
  std::vector<RefTensor> inputs, outputs;
  const RefTensor* input(const std::string& name) const {
    for (const auto& t : inputs)
      if (t.name == name) return &t;
    return nullptr;
  }
  const RefTensor* output(const std::string& name) const {
    for (const auto& t : outputs)
      if (t.name == name) return &t;
    return nullptr;
  }
};

inline bool read_file(const std::string& path, std::string* out) {
  std::ifstream is(path, std::ios::binary);
  if (!is) return false;
  std::stringstream ss;
  ss << is.rdbuf();
  *out = ss.str();
  return true;
}

// The string value of "key" inside one JSON object's text, or "" when absent.
inline std::string json_string_field(const std::string& object, const std::string& key) {
  const size_t k = object.find("\"" + key + "\"");
  if (k == std::string::npos) return "";
  const size_t open = object.find('"', object.find(':', k) + 1);
  const size_t close = object.find('"', open + 1);
  if (open == std::string::npos || close == std::string::npos) return "";
  return object.substr(open + 1, close - open - 1);
}

// Reads DIR/tensors.json and its files. Returns "" on success, else what went wrong.
inline std::string read_ref_set(const std::string& dir, RefSet* out) {
  std::string json;
  if (!read_file(dir + "/tensors.json", &json)) return "cannot read " + dir + "/tensors.json";
  // Entries are the innermost objects: each starts at a '{' that is followed by "dtype"/"name" fields
  // before the next '{' (the shape is an array, never an object).
  size_t pos = json.find('[');
  while ((pos = json.find('{', pos + 1)) != std::string::npos) {
    const size_t end = json.find('}', pos);
    if (end == std::string::npos) break;
    const std::string obj = json.substr(pos, end - pos + 1);
    RefTensor t;
    t.name = json_string_field(obj, "name");
    t.dtype = json_string_field(obj, "dtype");
    t.role = json_string_field(obj, "role");
    const std::string file = json_string_field(obj, "file");
    if (file.empty()) return "entry without a file in " + dir + "/tensors.json";
    std::string data;
    if (!read_file(dir + "/" + file, &data)) return "cannot read " + dir + "/" + file;
    t.bytes.assign(data.begin(), data.end());
    (t.role == "output" ? out->outputs : out->inputs).push_back(std::move(t));
    pos = end;
  }
  if (out->inputs.empty() && out->outputs.empty()) return "no tensors in " + dir + "/tensors.json";
  return "";
}

// The error measures against the reference outputs. Element (fp32, the model tests' measure,
// tools/oracle/client/oracle_client.h tensor_error): |a_i - b_i| / max(|b_i|, 1e-2 * max_j |b_j|), so
// elements near zero are measured against the tensor's scale. Scale (tf32, fp16, bf16: the rounded
// products' error grows with the output, driver/target.h precision_error): |a_i - b_i| / max(1, max_j
// |b_j|). NaN against NaN counts as 0, any other NaN or infinity mismatch as infinity. Float32 only
// (every bundled model's outputs are f32).
enum class Measure { element, scale };

// max_j |b_j| over the finite reference elements: what either measure scales by.
inline double reference_scale(const float* b, size_t n) {
  double scale = 0;
  for (size_t i = 0; i < n; ++i)
    if (std::isfinite(b[i])) scale = std::max(scale, std::fabs(static_cast<double>(b[i])));
  return scale;
}

// Element i's error under `m`: infinity for a NaN or infinity mismatch, 0 for NaN against NaN.
inline double element_error(float a, float b, double scale, Measure m) {
  if (std::isnan(a) && std::isnan(b)) return 0;
  if (!std::isfinite(a) || !std::isfinite(b)) return a != b ? INFINITY : 0;
  const double d = std::fabs(static_cast<double>(a) - b);
  if (m == Measure::scale) return d / std::max(1.0, scale);
  return d / std::max(std::fabs(static_cast<double>(b)), std::max(1e-2 * scale, 1e-30));
}

inline double rel_error(const float* a, const float* b, size_t n, Measure m = Measure::element) {
  const double scale = reference_scale(b, n);
  double worst = 0;
  for (size_t i = 0; i < n; ++i) worst = std::max(worst, element_error(a[i], b[i], scale, m));
  return worst;
}

// Where `a` is off `b` under `m`: how many elements exceed `tol` (how many of them are not finite)
// and the first, with both values, so that a failure says which part of an output went wrong.
inline std::string mismatch_where(const float* a, const float* b, size_t n, double tol,
                                  Measure m = Measure::element) {
  const double scale = reference_scale(b, n);
  size_t off = 0, not_finite = 0, first = n;
  for (size_t i = 0; i < n; ++i) {
    if (!(element_error(a[i], b[i], scale, m) > tol)) continue;
    not_finite += !std::isfinite(a[i]) || !std::isfinite(b[i]);
    if (first == n) first = i;
    ++off;
  }
  if (off == 0) return "";
  char text[200];
  std::snprintf(text, sizeof text, "%zu of %zu elements off (%zu not finite), first at %zu: %g, want %g", off, n,
                not_finite, first, static_cast<double>(a[first]), static_cast<double>(b[first]));
  return text;
}

}  // namespace gpu_check
