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
// Space [batch, H]; a tile covers batch rows x a slice of hidden units, every gate of each unit.
// rnn_gates runs its dot products on the whole block (warps over rows, lanes over the reduction
// dim) and can keep its slice of R resident in the block's shared memory (RnnParams::resident);
// rnn_cell computes whole (batch row, unit) points per thread.
#pragma once

#include "kernels/common.h"
#include "kernels/rnn_layout.h"
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

// The slice a resident region holds: R's tensor, direction and unit range (a zero tag: none).
struct RnnSliceTag {
  int32_t r_tensor, d, lo, hi;
};
static_assert(sizeof(RnnSliceTag) == kResidentTagBytes, "the slice tag is the resident region's tag");

// Makes the block's resident region hold rows [0, rows) of this slice, row r = R[d, g * H + u0 + r %
// units] for g = r / units, [rows][H] floats after the tag: nothing to do when the tag already names
// the slice (the vEU ran it before, in this launch), else every thread copies its share from global
// memory and thread 0 writes the tag. Every thread reads the tag before the barrier; the caller's
// next barrier (rnn_gates_tile stages h_prev behind one before any row is read) completes the copy.
// On a hit no barrier is needed: the rows were written by an earlier tile, behind the barriers
// between tiles.
template <int kThreads>
RAMMER_DEVICE void rnn_load_resident(Block<kThreads>& b, const TensorDesc& R, const void* pr, const RnnSliceTag& want,
                                     int64_t units, int64_t rows, int64_t H) {
  const SharedPtr<int32_t> tag = b.template resident<int32_t>(0);
  const bool hit = tag[0] == want.r_tensor && tag[1] == want.d && tag[2] == want.lo && tag[3] == want.hi;
  if (hit) return;
  b.sync();  // every thread has read the tag: thread 0 may rewrite it
  const SharedPtr<float> res = b.template resident<float>(kResidentTagBytes);
  b.threads([&](int t) {
    for (int64_t e = t; e < rows * H; e += kThreads) {
      const int64_t r = e / H, k = e % H;
      const int64_t j = (r / units) * H + want.lo + r % units;
      res[e] = load_f(R.dtype, pr, want.d * R.strides[0] + j * R.strides[1] + k * R.strides[2]);
    }
    if (t == 0) {
      tag[0] = want.r_tensor;
      tag[1] = want.d;
      tag[2] = want.lo;
      tag[3] = want.hi;
#ifdef RAMMER_EMULATED_BLOCK
      ::rammer::emu::counter_add("rnn_resident_loads", 1);  // what the tests count: loads per run
#endif
    }
  });
}

// What the gates tile's dot products read: rows [0, rows) are (gate g, unit u) of its units [u0, u0 +
// units), row r = g * units + (u - u0), weight row j = g * H + u; rows [0, rec_rows) also take h R^T.
struct RnnDotRows {
  int64_t rows, rec_rows, units, u0, H, I, d;
  bool resident;
  const TensorDesc* W;  // nullptr when projected
  const void* pw;
  const TensorDesc* R;
  const void* pr;
};

// The dot products of a chunk of nb <= kBatch batch rows, added to sums[i * rows + r] (which holds the
// row's other terms, staged before the barrier this follows). Warp w takes the
// contiguous rows [w * per_warp, (w + 1) * per_warp), kGroup at a time: its lanes stride over the
// reduction dim (consecutive lanes read consecutive elements of a row, conflict-free in shared
// memory), each staged x or h value feeds the group's kGroup independent accumulators (instruction
// parallelism where one row per warp would wait on each load), and one warp_sum reduces the group;
// lane q stores row q's sum. Every row sums its products in the same order whatever kGroup is, so
// the batch-1 path (kGroup 8, kBatch 1) and the chunked one (kGroup 1, kBatch kRnnBatchChunk) agree
// bit for bit.
template <int kGroup, int kBatch, int kThreads>
RAMMER_DEVICE void rnn_gates_dots(Block<kThreads>& b, const RnnDotRows& q, SharedPtr<float> xs, SharedPtr<float> hs,
                                  SharedPtr<float> res, SharedPtr<float> sums, int64_t nb) {
  static_assert(kGroup <= kWarpLanes, "lane q stores row q of the group");
  constexpr int kWarps = kThreads / kWarpLanes;
  const int64_t per_warp = (q.rows + kWarps - 1) / kWarps;
  for (int64_t g0 = 0; g0 < per_warp; g0 += kGroup) {
    PerThread<float[kGroup * kBatch], kThreads> acc;
    b.threads([&](int t) {
      const int lane = t % kWarpLanes;
      const int64_t r0 = (t / kWarpLanes) * per_warp + g0;
      int64_t n = per_warp - g0 < kGroup ? per_warp - g0 : kGroup;  // the group's rows: r0 .. r0 + n - 1
      if (q.rows - r0 < n) n = q.rows - r0 > 0 ? q.rows - r0 : 0;
      // The weight rows j of the group's rows, stepped from r0's (gate, unit) without a division each
      // (32-bit: j < G * H, and registers are what the fused kernel runs short of).
      int32_t j[kGroup];
      {
        int32_t g = static_cast<int32_t>(r0 / q.units), u = static_cast<int32_t>(r0 % q.units);
        RAMMER_UNROLL
        for (int c = 0; c < kGroup; ++c) {
          j[c] = static_cast<int32_t>(g * q.H + q.u0 + u);
          if (++u == q.units) u = 0, ++g;
        }
      }
      float a[kGroup * kBatch] = {};
      // Adds v . weight(c, .) over the reduction dim of length len for the group's rows below row_end.
      auto accumulate = [&](int64_t len, SharedPtr<float> v, int64_t row_end, auto weight) {
        for (int64_t k = lane; k < len; k += kWarpLanes) {
          float x[kBatch];
          RAMMER_UNROLL
          for (int i = 0; i < kBatch; ++i) x[i] = i < nb ? static_cast<float>(v[i * len + k]) : 0.0f;
          RAMMER_UNROLL
          for (int c = 0; c < kGroup; ++c) {
            if (c >= n || r0 + c >= row_end) break;
            const float w = weight(c, k);
            RAMMER_UNROLL
            for (int i = 0; i < kBatch; ++i)
              if (i < nb) a[c * kBatch + i] = fmaf(w, x[i], a[c * kBatch + i]);
          }
        }
      };
      if (q.W != nullptr)
        accumulate(q.I, xs, q.rows, [&](int c, int64_t k) {
          return load_f(q.W->dtype, q.pw, q.d * q.W->strides[0] + j[c] * q.W->strides[1] + k * q.W->strides[2]);
        });
      accumulate(q.H, hs, q.rec_rows, [&](int c, int64_t k) {
        if (q.resident) return static_cast<float>(res[(r0 + c) * q.H + k]);
        return load_f(q.R->dtype, q.pr, q.d * q.R->strides[0] + j[c] * q.R->strides[1] + k * q.R->strides[2]);
      });
      RAMMER_UNROLL
      for (int e = 0; e < kGroup * kBatch; ++e) acc(t)[e] = a[e];
    });
    warp_sum(b, acc);
    b.threads([&](int t) {
      const int lane = t % kWarpLanes;
      const int64_t r = (t / kWarpLanes) * per_warp + g0 + lane;
      if (lane < kGroup && g0 + lane < per_warp && r < q.rows) {
        RAMMER_UNROLL
        for (int i = 0; i < kBatch; ++i) {
          float v = 0.0f;
          RAMMER_UNROLL
          for (int c = 0; c < kGroup; ++c) v = c == lane ? acc(t)[c * kBatch + i] : v;  // constant indices: registers
          if (i < nb) sums[i * q.rows + r] = v + static_cast<float>(sums[i * q.rows + r]);
        }
      }
    });
  }
}

// The step's gate pre-activations on the whole block. Per chunk of kRnnBatchChunk batch rows, h_prev
// (and x, when not projected) is staged in shared memory together with each (batch row, row)'s other
// terms (xproj or the input bias, then the recurrent bias); rnn_gates_dots adds the products to
// them, and after a barrier the gates are stored or, fused, the cell runs on whole (batch row, unit)
// points. With RnnParams::resident and a resident region that holds the slice, the rows of R come
// from there (rnn_load_resident), else from global memory: the same sums in the same order either way.
template <int kThreads>
RAMMER_DEVICE void rnn_gates_tile(Block<kThreads>& b, const OpDesc& op, const TensorDesc* tensors,
                                  void* const* ptrs, int task) {
  static_assert(kThreads % kWarpLanes == 0, "rnn_gates_tile needs whole warps");
  constexpr int kB = kRnnBatchChunk;
  const Box box = box_of(op, task);
  const RnnParams rp = RnnParams::unpack(op);
  const int64_t t_step = rp.t, d = rp.d, G = rp.gates;
  const bool gru = rp.kind == RnnKind::gru;
  const bool projected = rp.projected;
  const bool fused = rp.fused;  // LSTM / RNN: the cell runs here, no gates tensor
  const TensorDesc& X = tensors[op.operands[0]];  // xproj when projected
  const void* px = ptrs[op.operands[0]];
  const TensorDesc& R = tensors[op.operands[2]];
  const void* pr = ptrs[op.operands[2]];
  const int32_t hp = op.operands[4];
  const int64_t H = op.space[1], I = projected ? 0 : X.shape[2];
  const int64_t u0 = box.lo[1], units = box.hi[1] - box.lo[1];
  const int64_t rows = G * units;
  // Rows [0, rec_rows) are the recurrent gates' (GRU's h gate, the last, is finished by rnn_cell).
  const int64_t rec_rows = hp >= 0 ? rnn_recurrent_gates(G, gru) * units : 0;
  const bool resident = rp.resident && rec_rows > 0 &&
                        static_cast<int64_t>(b.resident_bytes()) >= rnn_resident_bytes(rec_rows / units, units, H);
  if (resident) {
    const RnnSliceTag want{op.operands[2], static_cast<int32_t>(d), static_cast<int32_t>(u0),
                           static_cast<int32_t>(u0 + units)};
    rnn_load_resident(b, R, pr, want, units, rec_rows, H);
  }
  const RnnDotRows q{rows, rec_rows, units, u0, H, I, d, resident,
                     projected ? nullptr : &tensors[op.operands[1]], projected ? nullptr : ptrs[op.operands[1]],
                     &R, pr};
  const SharedPtr<float> res = b.template resident<float>(kResidentTagBytes);
  const SharedPtr<float> hs = b.template shared<float>(static_cast<size_t>(kB * H));
  const SharedPtr<float> xs = b.template shared<float>(static_cast<size_t>(kB * I));
  const SharedPtr<float> sums = b.template shared<float>(static_cast<size_t>(kB * rows));
  for (int64_t b0 = box.lo[0]; b0 < box.hi[0]; b0 += kB) {
    const int64_t nb = box.hi[0] - b0 < kB ? box.hi[0] - b0 : kB;
    b.threads([&](int t) {
      if (rec_rows > 0)
        for (int64_t e = t; e < nb * H; e += kThreads)
          hs[e] = rnn_prev(tensors, ptrs, hp, rp.h_prev_time, d, b0 + e / H, e % H);
      for (int64_t e = t; e < nb * I; e += kThreads)
        xs[e] = load_f(X.dtype, px, t_step * X.strides[0] + (b0 + e / I) * X.strides[1] + (e % I) * X.strides[2]);
      // Each (batch row, row)'s terms besides the products: xproj or the input bias, and the recurrent
      // bias, loaded with h_prev (one round trip to memory, not two in turn).
      for (int64_t p = t; p < nb * rows; p += kThreads) {
        const int64_t i = p / rows, r = p % rows, g = r / units, j = g * H + u0 + r % units;
        float s = 0.0f;
        if (projected)
          s = load_f(X.dtype, px, d * X.strides[0] + t_step * X.strides[1] + (b0 + i) * X.strides[2] + j * X.strides[3]);
        if (op.operands[3] >= 0) {
          const TensorDesc& B = tensors[op.operands[3]];
          const void* pb = ptrs[op.operands[3]];
          if (!projected) s += load_f(B.dtype, pb, d * B.strides[0] + j * B.strides[1]);
          if (!(gru && g == 2)) s += load_f(B.dtype, pb, d * B.strides[0] + (G * H + j) * B.strides[1]);
        }
        sums[p] = s;
      }
    });
    b.sync();
    if (nb == 1)
      rnn_gates_dots<8, 1>(b, q, xs, hs, res, sums, nb);  // batch 1: a group of rows per warp
    else
      rnn_gates_dots<1, kB>(b, q, xs, hs, res, sums, nb);
    b.sync();
    if (fused) {  // the cell on whole (batch row, unit) points, from the finished pre-activations
      b.threads([&](int t) {
        for (int64_t p = t; p < nb * units; p += kThreads) {
          const int64_t i = p / units, uu = p % units;
          rnn_cell_point(op, rp, op.operands + 10, tensors, ptrs, b0 + i, u0 + uu,
                         [&](int64_t g) { return static_cast<float>(sums[i * rows + g * units + uu]); });
        }
      });
    } else {
      b.threads([&](int t) {
        const TensorDesc& gates = tensors[op.operands[5]];
        for (int64_t p = t; p < nb * rows; p += kThreads) {
          const int64_t i = p / rows, r = p % rows, j = (r / units) * H + u0 + r % units;
          store_f(gates.dtype, ptrs[op.operands[5]], rnn_gates_offset(gates, t_step, d, b0 + i, j),
                  static_cast<float>(sums[p]));
        }
      });
    }
    // The next chunk's staging writes sums, which a fused chunk's cell reads across threads (a stored
    // chunk's thread reads back only the slots it staged); hs and xs only this chunk's dot products
    // read, behind the barrier after them.
    if (fused && b0 + kB < box.hi[0]) b.sync();
  }
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
