// int8 on the NPU: what the lowering needs to run a GEMM-shaped op (Conv, Gemm / MatMul with a
// constant B) on the matrix unit in int8, and the arithmetic of packing its weights.
//
// Activations stay fp16 in DRAM. An int8 op quantises its input in the scratchpad (vec.quant: one
// scale and zero point per tensor, asymmetric), multiplies int8 x int8 into int32 (mat.gemm int8,
// the input zero point subtracted), and dequantises the accumulator to fp16 (vec.dequant: per
// output channel scale = input scale x weight scale, plus the fp32 bias); its epilogue then runs in
// fp16 as in the fp16 build. Weights are symmetric int8 per output channel (zero point 0): scale =
// max |w| / 127 over the channel, or the scales a pre-quantised model carries.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rammer::npu {

struct ActivationQuant {
  float scale = 1.0f;
  int zero_point = 0;  // int8
};

struct NpuQuantisation {
  bool int8 = false;
  // By plan tensor name (a view's base name also serves): the inputs of the int8 ops.
  std::map<std::string, ActivationQuant> activations;
  // By weight tensor name: per-output-channel scales a pre-quantised model fixed (its int8 values
  // are then recovered exactly); weights not named here get max |w| / 127.
  std::map<std::string, std::vector<float>> weight_scales;
  std::string source;  // "calibration directory DIR (N samples)", "seeded random (N samples)", "model"
};

// What the lowering decided for one int8 op, for the manifest.
struct OpQuantRecord {
  int op = -1;
  std::string input;  // the quantised input tensor
  ActivationQuant activation;
  std::vector<float> weight_scales;  // per output channel
};

// The asymmetric int8 quantisation of values in [lo, hi] (the range widened to hold 0, so that 0
// and the DMA's zero padding are exact): scale = (hi - lo) / 255, zero point = -128 - lo / scale.
ActivationQuant activation_quant(float lo, float hi);

// The symmetric per-channel scale of a channel whose largest magnitude is `max_abs` (1 for an
// all-zero channel).
float weight_scale(float max_abs);
// round_half_even(w / scale) saturated to [-128, 127] (a computed scale gives at most 127 in
// magnitude; an imported model may use -128).
int8_t quantise_weight(float w, float scale);

// The vec.dequant table of `channels` output channels: (fp32 input scale x weight scale[c], fp32
// bias[c]) pairs as bytes, zero past `scales.size()`.
std::vector<uint8_t> dequant_table(float input_scale, const std::vector<float>& weight_scales,
                                   const std::vector<float>& bias, int64_t channels);

}  // namespace rammer::npu
