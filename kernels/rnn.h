// Recurrent tiles, one timestep of one direction each (the rProgram unrolls the sequence):
// rnn_gates (the input and recurrent projections) and rnn_cell (the pointwise cell). Equations and
// gate orders are the ONNX spec's, as frontend/ops/rnn_cell.h implements them: LSTM i,o,f,c with
// peepholes i,o,f; GRU z,r,h; RNN one gate; clip applies to every pre-activation.
//
// Layouts (ONNX layout 0; the plan transposes layout 1): X [seq, batch, I]; W [dirs, G*H, I];
// R [dirs, G*H, H]; B [dirs, 2*G*H] (Wb then Rb); P [dirs, 3H]. A state operand (h_prev, c_prev) is
// either Y-shaped [seq, dirs, batch, H], read at time RnnParams::h_prev_time, or an initial state
// [dirs, batch, H]. gates: [seq, dirs, batch, G*H] (read at (t, d)) or [batch, G*H].
// rnn_gates writes, for LSTM and RNN, x W^T + h R^T + Wb + Rb per gate; for GRU, the z and r gates
// likewise but only x W_h^T + Wb_h for the h gate: its recurrent part needs r and is finished by
// rnn_cell from h_prev, R and B (linear_before_reset or not).
// With RnnParams::projected the x part comes precomputed: operand 0 is xproj [dirs, seq, batch, G*H]
// (x W^T + Wb, a GEMM over a chunk of steps) and only h R^T + Rb is added. With RnnParams::fused
// (LSTM / RNN; the CPU plan's fused step) rnn_gates also runs the cell on its units' gates, with
// rnn_cell's operand s at 10 + s, and stores no gates (operand 5 absent).
// Space [batch, H]; each thread computes whole (batch row, hidden unit) points, every gate of it.
#pragma once

#include "kernels/common.h"
#include "kernels/scalar_ops.h"

namespace rammer::kernels {

// Element offset of state (time, d, b, k) in a Y-shaped (rank 4) or [dirs, batch, H] tensor.
RAMMER_DEVICE int64_t rnn_state_offset(const TensorDesc& s, int64_t time, int64_t d, int64_t b,
                                       int64_t k) {
  if (s.rank == 4) return time * s.strides[0] + d * s.strides[1] + b * s.strides[2] + k * s.strides[3];
  return d * s.strides[0] + b * s.strides[1] + k * s.strides[2];
}

RAMMER_DEVICE int64_t rnn_gates_offset(const TensorDesc& g, int64_t t, int64_t d, int64_t b, int64_t j) {
  if (g.rank == 4) return t * g.strides[0] + d * g.strides[1] + b * g.strides[2] + j * g.strides[3];
  return b * g.strides[0] + j * g.strides[1];
}

RAMMER_DEVICE float rnn_act(ActivationCode code, float x) { return ops::rnn_activation(code, x); }

RAMMER_DEVICE float rnn_clip(float v, float clip) { return clip > 0.0f ? ops::clip(v, -clip, clip) : v; }

// h_prev (or c_prev) at (time, d, b, k) of tensor ti; 0 when ti < 0 (absent).
RAMMER_DEVICE float rnn_prev(const TensorDesc* tensors, void* const* ptrs, int32_t ti, int64_t time,
                             int64_t d, int64_t b, int64_t k) {
  if (ti < 0) return 0.0f;
  const TensorDesc& s = tensors[ti];
  return load_f(s.dtype, ptrs[ti], rnn_state_offset(s, time, d, b, k));
}

// Stores v at (time, d, b, k) of state tensor ti (nothing when ti < 0).
RAMMER_DEVICE void rnn_store(const TensorDesc* tensors, void* const* ptrs, int32_t ti, int64_t time, int64_t d,
                             int64_t b, int64_t k, float v) {
  if (ti < 0) return;
  const TensorDesc& s = tensors[ti];
  store_f(s.dtype, ptrs[ti], rnn_state_offset(s, time, d, b, k), v);
}

// The LSTM / RNN cell of unit h of batch row bt from its gate pre-activations gate(g); co: the cell's
// operands in rnn_cell's slots (a fused step's start at operand 10). Writes h (and c) states.
template <class Gate>
RAMMER_DEVICE void rnn_cell_point(const OpDesc& op, const RnnParams& rp, const int32_t* co,
                                  const TensorDesc* tensors, void* const* ptrs, int64_t bt, int64_t h,
                                  Gate gate) {
  const int64_t t_step = rp.t, d = rp.d, H = op.space[1];
  const ActivationCode f_act = rp.f, g_act = rp.g, h_act = rp.h;
  const float clip = rp.clip;
  float h_new;
  if (rp.kind == RnnKind::lstm) {
    const float cp = rnn_prev(tensors, ptrs, co[1], rp.h_prev_time, d, bt, h);
    float pi = 0.0f, po = 0.0f, pf = 0.0f;
    if (co[7] >= 0) {
      const TensorDesc& P = tensors[co[7]];
      const void* pp = ptrs[co[7]];
      pi = load_f(P.dtype, pp, d * P.strides[0] + h * P.strides[1]);
      po = load_f(P.dtype, pp, d * P.strides[0] + (H + h) * P.strides[1]);
      pf = load_f(P.dtype, pp, d * P.strides[0] + (2 * H + h) * P.strides[1]);
    }
    const float i = rnn_act(f_act, rnn_clip(gate(0) + pi * cp, clip));
    const float f = rnn_act(f_act, rnn_clip(gate(2) + pf * cp, clip));
    const float cand = rnn_act(g_act, rnn_clip(gate(3), clip));
    const float c = f * cp + i * cand;
    const float o = rnn_act(f_act, rnn_clip(gate(1) + po * c, clip));
    h_new = o * rnn_act(h_act, c);
    rnn_store(tensors, ptrs, co[3], t_step, d, bt, h, c);
    rnn_store(tensors, ptrs, co[5], 0, d, bt, h, c);
  } else {
    h_new = rnn_act(f_act, rnn_clip(gate(0), clip));
  }
  rnn_store(tensors, ptrs, co[2], t_step, d, bt, h, h_new);
  rnn_store(tensors, ptrs, co[4], 0, d, bt, h, h_new);
}

// Dot product of row j of a [dirs, G*H, n] weight with n values read by `v(k)`.
template <class V>
RAMMER_DEVICE float rnn_row_dot(const TensorDesc& w, const void* pw, int64_t d, int64_t j, int64_t n, V v) {
  const int64_t base = d * w.strides[0] + j * w.strides[1];
  float s = 0.0f;
  for (int64_t k = 0; k < n; ++k) s += load_f(w.dtype, pw, base + k * w.strides[2]) * v(k);
  return s;
}

template <int kThreads>
RAMMER_DEVICE void rnn_gates_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                  void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const RnnParams rp = RnnParams::unpack(op);
  const int64_t t_step = rp.t, d = rp.d, G = rp.gates;
  const bool gru = rp.kind == RnnKind::gru;
  const bool projected = rp.projected;
  const TensorDesc& X = tensors[op.operands[0]];  // xproj when projected
  const TensorDesc& R = tensors[op.operands[2]];
  const bool fused = rp.fused;  // LSTM / RNN: the cell runs here, no gates tensor
  const int64_t H = op.space[1], I = X.shape[2];
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t bt = idx[0], h = idx[1];
      const int64_t xbase = t_step * X.strides[0] + bt * X.strides[1];
      float gv[4] = {0.0f, 0.0f, 0.0f, 0.0f};  // fused: this unit's gates (G <= 4)
      for (int64_t g = 0; g < G; ++g) {
        const int64_t j = g * H + h;
        float s;
        if (projected) {
          s = load_f(X.dtype, ptrs[op.operands[0]],
                     d * X.strides[0] + t_step * X.strides[1] + bt * X.strides[2] + j * X.strides[3]);
        } else {
          s = rnn_row_dot(tensors[op.operands[1]], ptrs[op.operands[1]], d, j, I, [&](int64_t k) {
            return load_f(X.dtype, ptrs[op.operands[0]], xbase + k * X.strides[2]);
          });
        }
        const bool recurrent = !(gru && g == 2);
        if (recurrent && op.operands[4] >= 0) {
          s += rnn_row_dot(R, ptrs[op.operands[2]], d, j, H, [&](int64_t k) {
            return rnn_prev(tensors, ptrs, op.operands[4], rp.h_prev_time, d, bt, k);
          });
        }
        if (op.operands[3] >= 0) {
          const TensorDesc& B = tensors[op.operands[3]];
          const void* pb = ptrs[op.operands[3]];
          if (!projected) s += load_f(B.dtype, pb, d * B.strides[0] + j * B.strides[1]);
          if (recurrent) s += load_f(B.dtype, pb, d * B.strides[0] + (G * H + j) * B.strides[1]);
        }
        if (fused) {
          gv[g] = s;
        } else {
          const TensorDesc& gates = tensors[op.operands[5]];
          store_f(gates.dtype, ptrs[op.operands[5]], rnn_gates_offset(gates, t_step, d, bt, j), s);
        }
      }
      if (fused) rnn_cell_point(op, rp, op.operands + 10, tensors, ptrs, bt, h, [&](int64_t g) { return gv[g]; });
    }
  });
}

template <int kThreads>
RAMMER_DEVICE void rnn_cell_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                 void* const* ptrs, int task) {
  const Box box = box_of(op, task);
  const RnnParams rp = RnnParams::unpack(op);
  const int64_t t_step = rp.t, d = rp.d, G = rp.gates;
  const RnnKind kind = rp.kind;
  const bool lbr = rp.linear_before_reset;
  const ActivationCode f_act = rp.f, g_act = rp.g;
  const float clip = rp.clip;
  const int64_t tp = rp.h_prev_time;
  const TensorDesc& gates = tensors[op.operands[0]];
  const void* pg = ptrs[op.operands[0]];
  const int64_t H = op.space[1];
  auto gate = [&](int64_t bt, int64_t j) {
    return load_f(gates.dtype, pg, rnn_gates_offset(gates, t_step, d, bt, j));
  };
  b.threads([&](int t) {
    for (int64_t p = t; p < box.count; p += kThreads) {
      int64_t idx[kMaxRank];
      box_point(box, p, idx);
      const int64_t bt = idx[0], h = idx[1];
      if (kind != RnnKind::gru) {
        rnn_cell_point(op, rp, op.operands, tensors, ptrs, bt, h, [&](int64_t g) { return gate(bt, g * H + h); });
        continue;
      }
      const int32_t hp = op.operands[6];
      const TensorDesc& R = tensors[op.operands[8]];
      const void* pr = ptrs[op.operands[8]];
      const int64_t row = 2 * H + h;
      const float z = rnn_act(f_act, rnn_clip(gate(bt, h), clip));
      float rec;
      if (lbr) {
        const float r = rnn_act(f_act, rnn_clip(gate(bt, H + h), clip));
        rec = r * rnn_row_dot(R, pr, d, row, H, [&](int64_t k) { return rnn_prev(tensors, ptrs, hp, tp, d, bt, k); });
      } else {
        rec = rnn_row_dot(R, pr, d, row, H, [&](int64_t k) {
          return rnn_act(f_act, rnn_clip(gate(bt, H + k), clip)) * rnn_prev(tensors, ptrs, hp, tp, d, bt, k);
        });
      }
      if (op.operands[9] >= 0) {
        const TensorDesc& B = tensors[op.operands[9]];
        const float rb = load_f(B.dtype, ptrs[op.operands[9]], d * B.strides[0] + (G * H + row) * B.strides[1]);
        rec += lbr ? rnn_act(f_act, rnn_clip(gate(bt, H + h), clip)) * rb : rb;
      }
      const float hh = rnn_act(g_act, rnn_clip(gate(bt, row) + rec, clip));
      const float h_new = (1.0f - z) * hh + z * rnn_prev(tensors, ptrs, hp, tp, d, bt, h);
      rnn_store(tensors, ptrs, op.operands[2], t_step, d, bt, h, h_new);
      rnn_store(tensors, ptrs, op.operands[4], 0, d, bt, h, h_new);
    }
  });
}

}  // namespace rammer::kernels
