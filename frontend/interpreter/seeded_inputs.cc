#include "frontend/interpreter/seeded_inputs.h"

#include <cmath>
#include <random>

namespace rammer {

std::map<std::string, Tensor> seeded_inputs(const Graph& g, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::map<std::string, Tensor> out;
  for (const auto& name : g.inputs) {
    const Value& v = g.value(name);
    Tensor t(v.dtype, v.shape);
    for (int64_t i = 0; i < t.numel(); ++i) {
      const double x = real(rng);
      t.set_f64(i, dtype_is_float(v.dtype) ? x : v.dtype == DType::boolean ? (x > 0) : std::floor((x + 1) * 2));
    }
    out.emplace(name, std::move(t));
  }
  return out;
}

}  // namespace rammer
