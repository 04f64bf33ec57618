// LSTM, GRU and RNN: forward, reverse and bidirectional; optional B, sequence_lens, initial_h,
// initial_c, P; layout 0 ([seq, batch, ...]) and 1 ([batch, seq, ...]); activations, clip,
// GRU linear_before_reset, LSTM input_forget; every output optional.
//
// The recurrence walks each batch row for its own sequence length (sequence_lens, default the
// full length); Y is zero past a row's length and Y_h / Y_c hold the state after its last step.
// The per-step math lives in rnn_cell.h.
#include <algorithm>
#include <functional>

#include "frontend/ops/op_registry.h"
#include "frontend/ops/rnn_cell.h"

namespace rammer {

namespace {

enum class Cell { lstm, gru, rnn };

int64_t gate_count(Cell c) { return c == Cell::lstm ? 4 : c == Cell::gru ? 3 : 1; }

// Input indices shared by the three ops; LSTM adds initial_c (6) and P (7).
constexpr size_t kX = 0, kW = 1, kR = 2, kB = 3, kSeqLens = 4, kInitH = 5, kInitC = 6, kP = 7;

struct RnnDims {
  int64_t seq = 0, batch = 0, input = 0, hidden = 0, dirs = 1;
  bool batch_major = false;  // layout = 1
  // Shape of Y and of Y_h / Y_c (and initial_h / initial_c) for this layout.
  Shape y() const { return batch_major ? Shape{batch, seq, dirs, hidden} : Shape{seq, dirs, batch, hidden}; }
  Shape state() const { return batch_major ? Shape{batch, dirs, hidden} : Shape{dirs, batch, hidden}; }
  int64_t x_index(int64_t t, int64_t b) const {
    return (batch_major ? b * seq + t : t * batch + b) * input;
  }
  int64_t y_index(int64_t t, int64_t d, int64_t b) const {
    return (batch_major ? (b * seq + t) * dirs + d : (t * dirs + d) * batch + b) * hidden;
  }
  int64_t state_index(int64_t d, int64_t b) const {
    return (batch_major ? b * dirs + d : d * batch + b) * hidden;
  }
};

int64_t num_directions(const Attributes& attrs) {
  const std::string dir = attrs.get_string("direction", "forward");
  if (dir == "forward" || dir == "reverse") return 1;
  if (dir == "bidirectional") return 2;
  RAMMER_UNSUPPORTED("direction '", dir, "'");
}

// Reads and checks shapes from the input shapes (works for inference and evaluation alike).
RnnDims rnn_dims(Cell cell, const Attributes& attrs, int opset,
                 const std::function<const Shape*(size_t)>& shape_of) {
  RnnDims d;
  const int64_t layout = opset >= 14 ? attrs.get_int("layout", 0) : 0;
  if (layout != 0 && layout != 1) RAMMER_UNSUPPORTED("layout ", layout);
  d.batch_major = layout == 1;
  d.dirs = num_directions(attrs);
  // X, W and R are required inputs: a model may still omit them.
  for (auto [i, name] : {std::pair{kX, "X"}, std::pair{kW, "W"}, std::pair{kR, "R"}})
    RAMMER_CHECK(shape_of(i) != nullptr, "the required input ", name, " is missing");
  const Shape& x = *shape_of(kX);
  RAMMER_CHECK(x.size() == 3, "X must have rank 3, got ", shape_str(x));
  d.seq = d.batch_major ? x[1] : x[0];
  d.batch = d.batch_major ? x[0] : x[1];
  d.input = x[2];
  const Shape& r = *shape_of(kR);
  RAMMER_CHECK(r.size() == 3, "R must have rank 3, got ", shape_str(r));
  d.hidden = attrs.get_int("hidden_size", r[2]);
  RAMMER_CHECK(d.hidden > 0 && d.hidden <= (int64_t{1} << 31), "hidden_size ", d.hidden, " is out of range");
  const int64_t G = gate_count(cell);
  RAMMER_CHECK(r == (Shape{d.dirs, G * d.hidden, d.hidden}), "R ", shape_str(r), " must be [",
               d.dirs, ",", G * d.hidden, ",", d.hidden, "]");
  RAMMER_CHECK(*shape_of(kW) == (Shape{d.dirs, G * d.hidden, d.input}), "W ",
               shape_str(*shape_of(kW)), " must be [", d.dirs, ",", G * d.hidden, ",", d.input, "]");
  if (const Shape* b = shape_of(kB))
    RAMMER_CHECK(*b == (Shape{d.dirs, 2 * G * d.hidden}), "B ", shape_str(*b), " must be [",
                 d.dirs, ",", 2 * G * d.hidden, "]");
  if (const Shape* s = shape_of(kSeqLens))
    RAMMER_CHECK(*s == Shape{d.batch}, "sequence_lens ", shape_str(*s), " must be [", d.batch, "]");
  for (size_t i : {kInitH, kInitC}) {
    if (i == kInitC && cell != Cell::lstm) continue;
    if (const Shape* s = shape_of(i))
      RAMMER_CHECK(*s == d.state(), "initial state input ", i, " is ", shape_str(*s),
                   " but must be ", shape_str(d.state()));
  }
  if (cell == Cell::lstm)
    if (const Shape* p = shape_of(kP))
      RAMMER_CHECK(*p == (Shape{d.dirs, 3 * d.hidden}), "P ", shape_str(*p), " must be [",
                   d.dirs, ",", 3 * d.hidden, "]");
  return d;
}

std::vector<std::string> default_activations(Cell cell) {
  if (cell == Cell::lstm) return {"Sigmoid", "Tanh", "Tanh"};
  if (cell == Cell::gru) return {"Sigmoid", "Tanh"};
  return {"Tanh"};
}

std::vector<RnnActivation> activations(Cell cell, const Attributes& attrs, int64_t dirs) {
  return parse_rnn_activations(attrs.get_strings("activations"), attrs.get_floats("activation_alpha"),
                               attrs.get_floats("activation_beta"), default_activations(cell), dirs);
}

template <Cell cell>
void infer_rnn(InferContext& ctx) {
  ctx.require_dtype(kX, {DType::f32, DType::f64});
  const size_t last_input = cell == Cell::lstm ? kP : kInitH;
  RAMMER_CHECK(ctx.num_inputs() <= last_input + 1, "has ", ctx.num_inputs(), " inputs; at most ",
               last_input + 1, " are defined");
  for (size_t i = 1; i <= last_input; ++i)
    if (ctx.has_input(i) && i != kSeqLens)
      RAMMER_CHECK(ctx.dtype(i) == ctx.dtype(kX), "input ", i, " must have the dtype of X");
  if (ctx.has_input(kSeqLens)) ctx.require_dtype(kSeqLens, {DType::i32, DType::i64});
  RnnDims d = rnn_dims(cell, ctx.attrs(), ctx.opset(), [&](size_t i) -> const Shape* {
    return i <= last_input && ctx.has_input(i) ? &ctx.shape(i) : nullptr;
  });
  activations(cell, ctx.attrs(), d.dirs);  // rejects unsupported names at compile time
  if (cell == Cell::gru) {
    const int64_t lbr = ctx.attrs().get_int("linear_before_reset", 0);
    if (lbr != 0 && lbr != 1) RAMMER_UNSUPPORTED("linear_before_reset ", lbr);
  }
  if (ctx.has_output(0)) ctx.set_output(0, ctx.dtype(kX), d.y());
  if (ctx.has_output(1)) ctx.set_output(1, ctx.dtype(kX), d.state());
  if (cell == Cell::lstm && ctx.has_output(2)) ctx.set_output(2, ctx.dtype(kX), d.state());
}

template <Cell cell, class T>
void run_rnn(EvalContext& ctx) {
  const Attributes& attrs = ctx.attrs();
  // Inference already rejected inputs past the op's last one, so presence is all that matters.
  auto in = [&](size_t i) -> const Tensor* { return ctx.has_input(i) ? &ctx.input(i) : nullptr; };
  const RnnDims d = rnn_dims(cell, attrs, ctx.opset(), [&](size_t i) -> const Shape* {
    return in(i) ? &in(i)->shape() : nullptr;
  });
  const std::vector<RnnActivation> acts = activations(cell, attrs, d.dirs);
  const size_t acts_per_dir = acts.size() / static_cast<size_t>(d.dirs);
  const float clip = attrs.has("clip") ? attrs.get_float("clip", 0) : 0.0f;
  const bool input_forget = attrs.get_int("input_forget", 0) != 0;
  const bool linear_before_reset = attrs.get_int("linear_before_reset", 0) != 0;
  const bool reverse_only = attrs.get_string("direction", "forward") == "reverse";
  const int64_t G = gate_count(cell), H = d.hidden;
  const Tensor* bias = in(kB);
  const Tensor* seq_lens = in(kSeqLens);
  const T* init_h = in(kInitH) ? in(kInitH)->template data<T>() : nullptr;
  const T* init_c = in(kInitC) ? in(kInitC)->template data<T>() : nullptr;
  const T* peep = in(kP) ? in(kP)->template data<T>() : nullptr;

  Tensor Y(ctx.input(kX).dtype(), d.y());
  Tensor Yh(ctx.input(kX).dtype(), d.state());
  Tensor Yc(ctx.input(kX).dtype(), d.state());
  const T* x = ctx.input(kX).data<T>();
  std::vector<T> h(static_cast<size_t>(H)), c(static_cast<size_t>(H));
  for (int64_t dir = 0; dir < d.dirs; ++dir) {
    RnnCellWeights<T> w;
    w.input_size = d.input;
    w.hidden_size = H;
    w.W = ctx.input(kW).data<T>() + dir * G * H * d.input;
    w.R = ctx.input(kR).data<T>() + dir * G * H * H;
    if (bias) {
      w.Wb = bias->template data<T>() + dir * 2 * G * H;
      w.Rb = w.Wb + G * H;
    }
    if (peep) w.P = peep + dir * 3 * H;
    const RnnActivation* a = acts.data() + static_cast<size_t>(dir) * acts_per_dir;
    const bool backward = reverse_only || dir == 1;
    for (int64_t b = 0; b < d.batch; ++b) {
      const int64_t len = seq_lens ? seq_lens->get_i64(b) : d.seq;
      RAMMER_CHECK(len >= 0 && len <= d.seq, "sequence_lens[", b, "] = ", len,
                   " is outside [0, ", d.seq, "]");
      const int64_t s0 = d.state_index(dir, b);
      for (int64_t j = 0; j < H; ++j) {
        h[static_cast<size_t>(j)] = init_h ? init_h[s0 + j] : T(0);
        c[static_cast<size_t>(j)] = init_c ? init_c[s0 + j] : T(0);
      }
      for (int64_t step = 0; step < len; ++step) {
        const int64_t t = backward ? len - 1 - step : step;
        const T* xt = x + d.x_index(t, b);
        if constexpr (cell == Cell::lstm)
          lstm_cell<T>(w, xt, h.data(), c.data(), h.data(), c.data(), a, clip, input_forget);
        else if constexpr (cell == Cell::gru)
          gru_cell<T>(w, xt, h.data(), h.data(), a, clip, linear_before_reset);
        else
          rnn_cell<T>(w, xt, h.data(), h.data(), a, clip);
        std::copy(h.begin(), h.end(), Y.data<T>() + d.y_index(t, dir, b));
      }
      std::copy(h.begin(), h.end(), Yh.data<T>() + s0);
      std::copy(c.begin(), c.end(), Yc.data<T>() + s0);
    }
  }
  if (ctx.has_output(0)) ctx.set_output(0, std::move(Y));
  if (ctx.has_output(1)) ctx.set_output(1, std::move(Yh));
  if (cell == Cell::lstm && ctx.has_output(2)) ctx.set_output(2, std::move(Yc));
}

template <Cell cell>
void eval_rnn(EvalContext& ctx) {
  if (ctx.input(kX).dtype() == DType::f64)
    run_rnn<cell, double>(ctx);
  else
    run_rnn<cell, float>(ctx);
}

}  // namespace

void register_rnn_ops(OpRegistry& r) {
  const std::vector<std::string> common = {"activation_alpha", "activation_beta", "activations",
                                           "clip", "direction", "hidden_size", "layout"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> a = common;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
  };
  r.add({"LSTM", "", 7, 21, with({"input_forget"}),
         "f32, f64; per-row sequence_lens; activations Sigmoid/Tanh/Relu/Affine/LeakyRelu/"
         "ThresholdedRelu/ScaledTanh/HardSigmoid/Elu/Softsign/Softplus",
         infer_rnn<Cell::lstm>, eval_rnn<Cell::lstm>});
  r.add({"GRU", "", 7, 21, with({"linear_before_reset"}),
         "f32, f64; per-row sequence_lens; activations as LSTM", infer_rnn<Cell::gru>,
         eval_rnn<Cell::gru>});
  r.add({"RNN", "", 7, 21, common, "f32, f64; per-row sequence_lens; activations as LSTM",
         infer_rnn<Cell::rnn>, eval_rnn<Cell::rnn>});
}

}  // namespace rammer
