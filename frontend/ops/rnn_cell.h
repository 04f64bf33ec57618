// One time step of the ONNX recurrent cells (LSTM, GRU, RNN) for one batch row, plus the
// activation functions their `activations` attribute names (kernels/scalar_ops.h's formulas, in
// double).
//
// The equations are the ONNX operator spec's, with its gate orders: LSTM i,o,f,c (peepholes i,o,f),
// GRU z,r,h, RNN one gate. Weights are the per-direction slices of the op inputs: W [G*H, I],
// R [G*H, H], Wb and Rb [G*H] (nullptr = zero), row-major. `clip` > 0 clips every gate's
// pre-activation to [-clip, clip]. Kept free of Graph types so that a later unrolling of the
// recurrence into per-timestep work can evaluate or test against the same math.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rammer {

struct RnnActivation {
  enum Kind { sigmoid, tanh, relu, affine, leaky_relu, thresholded_relu, scaled_tanh,
              hard_sigmoid, elu, softsign, softplus } kind = sigmoid;
  float alpha = 0;
  float beta = 0;
  double operator()(double x) const;
};

// Parses `activations`, `activation_alpha`, `activation_beta` for `num_directions` directions of
// `per_direction` functions each (defaults when the attribute is absent). Alphas and betas are
// consumed in order by the functions that take them; a missing one takes the ONNX operator's
// default. Unknown names throw Unsupported.
std::vector<RnnActivation> parse_rnn_activations(const std::vector<std::string>& names,
                                                 const std::vector<float>& alphas,
                                                 const std::vector<float>& betas,
                                                 const std::vector<std::string>& defaults,
                                                 int64_t num_directions);

template <class T>
struct RnnCellWeights {
  int64_t input_size = 0;
  int64_t hidden_size = 0;
  const T* W = nullptr;   // [G*H, I]
  const T* R = nullptr;   // [G*H, H]
  const T* Wb = nullptr;  // [G*H] or nullptr
  const T* Rb = nullptr;  // [G*H] or nullptr
  const T* P = nullptr;   // LSTM peepholes [3*H] (i, o, f) or nullptr
};

// LSTM: acts = f, g, h. Writes h_out, c_out ([H] each; may alias h_prev, c_prev).
template <class T>
void lstm_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, const T* c_prev, T* h_out,
               T* c_out, const RnnActivation* acts, float clip, bool input_forget);

// GRU: acts = f, g. Writes h_out ([H]; may alias h_prev).
template <class T>
void gru_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, T* h_out,
              const RnnActivation* acts, float clip, bool linear_before_reset);

// RNN: acts = f. Writes h_out ([H]; may alias h_prev).
template <class T>
void rnn_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, T* h_out,
              const RnnActivation* acts, float clip);

}  // namespace rammer
