#include "backends/npu/lower/int8.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace rammer::npu {

ActivationQuant activation_quant(float lo, float hi) {
  lo = std::min(lo, 0.0f);
  hi = std::max(hi, 0.0f);
  if (!(hi > lo)) return {1.0f, 0};
  ActivationQuant q;
  q.scale = (hi - lo) / 255.0f;
  q.zero_point = int(std::clamp(std::nearbyint(-128.0 - double(lo) / double(q.scale)), -128.0, 127.0));
  return q;
}

float weight_scale(float max_abs) { return max_abs > 0.0f ? max_abs / 127.0f : 1.0f; }

int8_t quantise_weight(float w, float scale) {
  return int8_t(std::clamp(std::nearbyint(double(w / scale)), -128.0, 127.0));
}

std::vector<uint8_t> dequant_table(float input_scale, const std::vector<float>& weight_scales,
                                   const std::vector<float>& bias, int64_t channels) {
  std::vector<uint8_t> out(size_t(channels) * 8, 0);
  for (size_t c = 0; c < weight_scales.size() && int64_t(c) < channels; ++c) {
    const float pair[2] = {input_scale * weight_scales[c], c < bias.size() ? bias[c] : 0.0f};
    std::memcpy(out.data() + 8 * c, pair, 8);
  }
  return out;
}

}  // namespace rammer::npu
