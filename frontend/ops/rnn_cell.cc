#include "frontend/ops/rnn_cell.h"

#include <cctype>

#include "kernels/scalar_ops.h"
#include "support/status.h"

namespace rammer {

namespace {

namespace ops = kernels::ops;

struct ActivationInfo {
  const char* name;
  RnnActivation::Kind kind;
  int params;  // 0: none, 1: alpha, 2: alpha and beta
  float alpha, beta;
};

// Names as in the ONNX spec; defaults are those of the same-named ONNX operators.
constexpr ActivationInfo kActivations[] = {
    {"sigmoid", RnnActivation::sigmoid, 0, 0, 0},
    {"tanh", RnnActivation::tanh, 0, 0, 0},
    {"relu", RnnActivation::relu, 0, 0, 0},
    {"affine", RnnActivation::affine, 2, 1.0f, 0.0f},
    {"leakyrelu", RnnActivation::leaky_relu, 1, 0.01f, 0},
    {"thresholdedrelu", RnnActivation::thresholded_relu, 1, 1.0f, 0},
    {"scaledtanh", RnnActivation::scaled_tanh, 2, 1.0f, 1.0f},
    {"hardsigmoid", RnnActivation::hard_sigmoid, 2, 0.2f, 0.5f},
    {"elu", RnnActivation::elu, 1, 1.0f, 0},
    {"softsign", RnnActivation::softsign, 0, 0, 0},
    {"softplus", RnnActivation::softplus, 0, 0, 0},
};

double clipped(double v, float clip) { return clip > 0 ? ops::clip<double>(v, -clip, clip) : v; }

// Row r of a [rows, n] matrix times v, plus the biases of row r.
template <class T>
double row_dot(const T* M, int64_t r, int64_t n, const T* v) {
  double s = 0;
  const T* m = M + r * n;
  for (int64_t k = 0; k < n; ++k) s += static_cast<double>(m[k]) * static_cast<double>(v[k]);
  return s;
}

template <class T>
double bias(const T* b, int64_t r) {
  return b ? static_cast<double>(b[r]) : 0.0;
}

}  // namespace

double RnnActivation::operator()(double x) const {
  const double a = alpha, b = beta;
  switch (kind) {
    case sigmoid: return ops::sigmoid(x);
    case tanh: return ops::tanh(x);
    case relu: return ops::relu(x);
    case affine: return ops::affine(x, a, b);
    case leaky_relu: return ops::leaky_relu(x, a);
    case thresholded_relu: return ops::thresholded_relu(x, a);
    case scaled_tanh: return ops::scaled_tanh(x, a, b);
    case hard_sigmoid: return ops::hard_sigmoid(x, a, b);
    case elu: return ops::elu(x, a);
    case softsign: return ops::softsign(x);
    case softplus: return ops::softplus(x);
  }
  return x;
}

std::vector<RnnActivation> parse_rnn_activations(const std::vector<std::string>& names,
                                                 const std::vector<float>& alphas,
                                                 const std::vector<float>& betas,
                                                 const std::vector<std::string>& defaults,
                                                 int64_t num_directions) {
  const size_t per_dir = defaults.size();
  std::vector<std::string> list = names;
  if (list.empty())
    for (int64_t d = 0; d < num_directions; ++d) list.insert(list.end(), defaults.begin(), defaults.end());
  // One direction's list given for a bidirectional op applies to both directions.
  if (list.size() == per_dir && num_directions == 2) list.insert(list.end(), names.begin(), names.end());
  RAMMER_CHECK(list.size() == per_dir * static_cast<size_t>(num_directions), "activations has ",
               list.size(), " entries; expected ", per_dir, " per direction");
  std::vector<RnnActivation> out;
  size_t next_alpha = 0, next_beta = 0;
  for (const std::string& name : list) {
    std::string lower;
    for (char ch : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const ActivationInfo* info = nullptr;
    for (const auto& a : kActivations)
      if (lower == a.name) info = &a;
    if (!info) RAMMER_UNSUPPORTED("activation '", name, "'");
    RnnActivation act{info->kind, info->alpha, info->beta};
    if (info->params >= 1 && next_alpha < alphas.size()) act.alpha = alphas[next_alpha++];
    if (info->params >= 2 && next_beta < betas.size()) act.beta = betas[next_beta++];
    out.push_back(act);
  }
  return out;
}

template <class T>
void lstm_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, const T* c_prev, T* h_out,
               T* c_out, const RnnActivation* acts, float clip, bool input_forget) {
  const int64_t I = w.input_size, H = w.hidden_size;
  std::vector<double> g(static_cast<size_t>(4 * H));
  for (int64_t r = 0; r < 4 * H; ++r)
    g[static_cast<size_t>(r)] = row_dot(w.W, r, I, x) + row_dot(w.R, r, H, h_prev) +
                                bias(w.Wb, r) + bias(w.Rb, r);
  std::vector<double> h(static_cast<size_t>(H)), c(static_cast<size_t>(H));
  for (int64_t j = 0; j < H; ++j) {
    auto at = [&](int64_t gate) { return g[static_cast<size_t>(gate * H + j)]; };
    const double cp = c_prev ? static_cast<double>(c_prev[j]) : 0.0;
    // Gate order in W, R, B: i, o, f, c. Peepholes P: i, o, f.
    const double i = acts[0](clipped(at(0) + bias(w.P, j) * cp, clip));
    const double f = input_forget ? 1.0 - i : acts[0](clipped(at(2) + bias(w.P, 2 * H + j) * cp, clip));
    const double cand = acts[1](clipped(at(3), clip));
    const double ct = f * cp + i * cand;
    const double o = acts[0](clipped(at(1) + bias(w.P, H + j) * ct, clip));
    c[static_cast<size_t>(j)] = ct;
    h[static_cast<size_t>(j)] = o * acts[2](ct);
  }
  for (int64_t j = 0; j < H; ++j) {
    h_out[j] = static_cast<T>(h[static_cast<size_t>(j)]);
    c_out[j] = static_cast<T>(c[static_cast<size_t>(j)]);
  }
}

template <class T>
void gru_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, T* h_out,
              const RnnActivation* acts, float clip, bool linear_before_reset) {
  const int64_t I = w.input_size, H = w.hidden_size;
  std::vector<double> z(static_cast<size_t>(H)), r(static_cast<size_t>(H));
  for (int64_t j = 0; j < H; ++j) {
    // Gate order in W, R, B: z, r, h.
    z[static_cast<size_t>(j)] =
        acts[0](clipped(row_dot(w.W, j, I, x) + row_dot(w.R, j, H, h_prev) + bias(w.Wb, j) +
                            bias(w.Rb, j), clip));
    r[static_cast<size_t>(j)] =
        acts[0](clipped(row_dot(w.W, H + j, I, x) + row_dot(w.R, H + j, H, h_prev) +
                            bias(w.Wb, H + j) + bias(w.Rb, H + j), clip));
  }
  std::vector<T> gated(static_cast<size_t>(H));  // r (.) h_prev, for linear_before_reset = 0
  for (int64_t k = 0; k < H; ++k)
    gated[static_cast<size_t>(k)] = static_cast<T>(r[static_cast<size_t>(k)] * h_prev[k]);
  std::vector<double> h(static_cast<size_t>(H));
  for (int64_t j = 0; j < H; ++j) {
    const int64_t row = 2 * H + j;
    const double xpart = row_dot(w.W, row, I, x) + bias(w.Wb, row);
    const double hpart = linear_before_reset
                             ? r[static_cast<size_t>(j)] * (row_dot(w.R, row, H, h_prev) + bias(w.Rb, row))
                             : row_dot(w.R, row, H, gated.data()) + bias(w.Rb, row);
    const double ht = acts[1](clipped(xpart + hpart, clip));
    const double zj = z[static_cast<size_t>(j)];
    h[static_cast<size_t>(j)] = (1 - zj) * ht + zj * static_cast<double>(h_prev[j]);
  }
  for (int64_t j = 0; j < H; ++j) h_out[j] = static_cast<T>(h[static_cast<size_t>(j)]);
}

template <class T>
void rnn_cell(const RnnCellWeights<T>& w, const T* x, const T* h_prev, T* h_out,
              const RnnActivation* acts, float clip) {
  const int64_t I = w.input_size, H = w.hidden_size;
  std::vector<double> h(static_cast<size_t>(H));
  for (int64_t j = 0; j < H; ++j)
    h[static_cast<size_t>(j)] = acts[0](clipped(
        row_dot(w.W, j, I, x) + row_dot(w.R, j, H, h_prev) + bias(w.Wb, j) + bias(w.Rb, j), clip));
  for (int64_t j = 0; j < H; ++j) h_out[j] = static_cast<T>(h[static_cast<size_t>(j)]);
}

#define RAMMER_RNN_CELLS(T)                                                                      \
  template void lstm_cell<T>(const RnnCellWeights<T>&, const T*, const T*, const T*, T*, T*,     \
                             const RnnActivation*, float, bool);                                 \
  template void gru_cell<T>(const RnnCellWeights<T>&, const T*, const T*, T*,                    \
                            const RnnActivation*, float, bool);                                  \
  template void rnn_cell<T>(const RnnCellWeights<T>&, const T*, const T*, T*,                    \
                            const RnnActivation*, float);
RAMMER_RNN_CELLS(float)
RAMMER_RNN_CELLS(double)
#undef RAMMER_RNN_CELLS

}  // namespace rammer
