// A fused LSTM / RNN step rTask (OpKind::rnn_gates with RnnParams::fused; kernels/rnn.h gives the
// equations and layouts) -> one GEMM group per block of batch rows and hidden units, then the cell
// on the vector unit.
//
// Gates on the matrix unit: the accumulator holds every gate of up to 64 units, tile g*blocks + u
// for gate g of unit block u. Summed into it: x_t W^T (or, when the projection was hoisted, the
// precomputed x W^T + Wb rows times an identity block, so they need no vector pass), h_{t-1} R^T,
// and the bias row (Rb, plus Wb without the hoisting) as a ones column times that row. W^T, R^T
// and the bias row are packed once per (tensor, direction), not per step.
// Cell on the vector unit: vec.cvt applies each gate's activation on the way out of the
// accumulator; c = f*c_prev + i*g and h = o*act_h(c) are vec.alu / vec.act steps; h and c (and
// Y_h / Y_c at the last step) are stored. With peepholes or a clip the gates leave the
// accumulator raw: + P row x c (bmode row), max / min with the bounds (bmode scalar), then vec.act.
#include <algorithm>

#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"
#include "kernels/rnn.h"

namespace rammer::npu {

namespace {

constexpr int64_t kMaxRows = 64;    // batch rows per group (the accumulator holds 64 x 256 words)
constexpr int64_t kMaxBlocks = 4;   // unit blocks per group: 4 gates x 4 blocks = 16 column tiles
constexpr int64_t kAluAdd = 0, kAluMul = 2, kAluMax = 3, kAluMin = 4;

// Shared-packing key of what `what` packs from weights tensor `tensor`, direction d (kinds 2..;
// lower_gemm.cc uses 0 and 1).
std::vector<int64_t> shared_key(LowerContext& cx, int tensor, int64_t d, int what) {
  return {2 + what, cx.desc(tensor).offset, d};
}

// rnpu act code of an RNN activation.
int64_t act_code(LowerContext& cx, int op, kernels::ActivationCode a) {
  switch (a) {
    case kernels::ActivationCode::relu: return 1;
    case kernels::ActivationCode::sigmoid: return 2;
    case kernels::ActivationCode::tanh: return 3;
  }
  cx.fail(op, "an RNN activation code " + std::to_string(int(a)));
}

// W[d] or R[d] ([dirs, G*H, n]) as B = W[d]^T, row-major [n][G*H], converted once.
int64_t packed_transposed(LowerContext& cx, int op, int tensor, int64_t d, int what) {
  auto& cache = cx.shared_packed();
  const auto key = shared_key(cx, tensor, d, what);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const kernels::TensorDesc& w = cx.desc(tensor);
  const int64_t rows = w.shape[1], n = w.shape[2];
  std::vector<float> v(size_t(rows * n));
  for (int64_t k = 0; k < n; ++k)
    for (int64_t j = 0; j < rows; ++j)
      v[size_t(k * rows + j)] = cx.weight(op, tensor, d * w.strides[0] + j * w.strides[1] + k * w.strides[2]);
  return cache[key] = cx.append(v);
}

// The bias row of direction d: Rb (+ Wb unless the projection already added it), G*H values.
int64_t packed_bias(LowerContext& cx, int op, int tensor, int64_t d, int64_t gh, bool with_wb) {
  auto& cache = cx.shared_packed();
  const auto key = shared_key(cx, tensor, d, with_wb ? 2 : 3);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const kernels::TensorDesc& b = cx.desc(tensor);
  std::vector<float> v(static_cast<size_t>(gh));
  for (int64_t j = 0; j < gh; ++j) {
    const int64_t base = d * b.strides[0];
    v[size_t(j)] = cx.weight(op, tensor, base + (gh + j) * b.strides[1]);
    if (with_wb) v[size_t(j)] += cx.weight(op, tensor, base + j * b.strides[1]);
  }
  return cache[key] = cx.append(v);
}

// A dim x dim identity (row-major), for adding a computed tile through the matrix unit.
int64_t identity(LowerContext& cx, int64_t dim) {
  auto& cache = cx.shared_packed();
  const std::vector<int64_t> key{-1, dim};
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::vector<float> v(size_t(dim * dim), 0.0f);
  for (int64_t i = 0; i < dim; ++i) v[size_t(i * dim + i)] = 1.0f;
  return cache[key] = cx.append(v);
}

}  // namespace

void lower_rnn_step(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::RnnParams rp = kernels::RnnParams::unpack(d);
  if (!rp.fused) cx.fail(op, "an RNN step whose cell is a separate op (GRU)");
  const bool lstm = rp.kind == kernels::RnnKind::lstm, clip = rp.clip > 0.0f;
  const int32_t* co = d.operands + 10;  // the cell's operands
  const int64_t G = rp.gates, H = d.space[1], dim = cx.geo().dim, t = rp.t, dir = rp.d, tp = rp.h_prev_time;
  const int64_t f_act = act_code(cx, op, rp.f);
  const int64_t g_act = lstm ? act_code(cx, op, rp.g) : 0, h_act = lstm ? act_code(cx, op, rp.h) : 0;

  const int x_t = d.operands[0], r_t = d.operands[2], b_t = d.operands[3], hp_t = d.operands[4];
  const kernels::TensorDesc& xd = cx.desc(x_t);
  const int64_t x_addr = cx.addr(op, x_t);
  const int64_t w_packed = rp.projected ? 0 : packed_transposed(cx, op, d.operands[1], dir, 0);
  const int64_t r_packed = hp_t >= 0 ? packed_transposed(cx, op, r_t, dir, 1) : 0;
  const int64_t bias = b_t >= 0 ? packed_bias(cx, op, b_t, dir, G * H, !rp.projected) : 0;
  const int64_t ident = rp.projected ? identity(cx, dim) : 0;
  const int64_t I = rp.projected ? 0 : xd.shape[2];

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  for (int64_t m0 = lo[0]; m0 < hi[0]; m0 += kMaxRows) {
    const int64_t rows = std::min(kMaxRows, hi[0] - m0);
    for (int64_t u0 = lo[1]; u0 < hi[1]; u0 += kMaxBlocks * dim) {
      const int64_t u1 = std::min(hi[1], u0 + kMaxBlocks * dim);
      const int64_t blocks = (u1 - u0 + dim - 1) / dim, tiles = G * blocks, ldc = tiles * dim;
      auto width = [&](int64_t b) { return std::min(dim, u1 - u0 - b * dim); };
      auto column = [&](int64_t g, int64_t b) { return g * H + u0 + b * dim; };  // first gate column of tile
      const int64_t a_bytes = align64(rows * dim * 2), b_bytes = dim * dim * 2;
      GemmGroup grp;
      bool first = true;
      // One chunk per dim-deep slice of an A operand (rows x kc at a_dram) against B packed [K][G*H].
      auto add_slices = [&](int64_t K, auto a_box, int64_t b_packed) {
        for (int64_t k0 = 0; k0 < K; k0 += dim) {
          const int64_t kc = std::min(dim, K - k0);
          GemmChunk ch;
          ch.loads.push_back({0, a_box(k0, kc)});
          for (int64_t g = 0; g < G; ++g)
            for (int64_t b = 0; b < blocks; ++b) {
              const int64_t p = g * blocks + b, w = width(b);
              const DmaBox bt = dense_box(b_packed + 2 * (k0 * G * H + column(g, b)), kc, w, G * H, 1);
              ch.loads.push_back({a_bytes + p * b_bytes, bt});
              ch.products.push_back({0, a_bytes + p * b_bytes, p * dim, rows, kc, w, kc, ldc, !first});
            }
          first = false;
          grp.chunks.push_back(ch);
          grp.slot_bytes = std::max(grp.slot_bytes, a_bytes + tiles * b_bytes);
        }
      };
      if (rp.projected) {
        // xproj[d, t, rows, columns] tiles as A (lda = width) times a width x width identity: the
        // full one at slot byte 0, a partial last block's at b_bytes.
        GemmChunk ch;
        const int64_t x_tile = align64(rows * dim * 2), partial = width(blocks - 1);
        ch.loads.push_back({0, dense_box(ident, dim, dim, dim, 1)});
        if (partial < dim) ch.loads.push_back({b_bytes, dense_box(ident, partial, partial, dim, 1)});
        for (int64_t g = 0; g < G; ++g)
          for (int64_t b = 0; b < blocks; ++b) {
            const int64_t p = g * blocks + b, w = width(b), at = 2 * b_bytes + p * x_tile;
            const int64_t off =
                dir * xd.strides[0] + t * xd.strides[1] + m0 * xd.strides[2] + column(g, b) * xd.strides[3];
            ch.loads.push_back({at, dense_box(x_addr + 2 * off, rows, w, xd.strides[2], xd.strides[3])});
            ch.products.push_back({at, w == dim ? 0 : b_bytes, p * dim, rows, w, w, w, ldc, false});
          }
        first = false;
        grp.chunks.push_back(ch);
        grp.slot_bytes = std::max(grp.slot_bytes, 2 * b_bytes + tiles * x_tile);
      } else {
        add_slices(I, [&](int64_t k0, int64_t kc) {
          return dense_box(x_addr + 2 * (t * xd.strides[0] + m0 * xd.strides[1] + k0 * xd.strides[2]), rows, kc,
                           xd.strides[1], xd.strides[2]);
        }, w_packed);
      }
      if (hp_t >= 0) {
        const kernels::TensorDesc& hd = cx.desc(hp_t);
        const int64_t h_addr = cx.addr(op, hp_t), bs = hd.strides[hd.rank - 2], ks = hd.strides[hd.rank - 1];
        add_slices(H, [&](int64_t k0, int64_t kc) {
          return dense_box(h_addr + 2 * kernels::rnn_state_offset(hd, tp, dir, m0, k0), rows, kc, bs, ks);
        }, r_packed);
      }
      if (b_t >= 0) {
        GemmChunk ch;  // ones[rows] x the bias row
        DmaBox ones;
        ones.dram = cx.ones(rows);
        ones.n0 = rows;
        ch.loads.push_back({0, ones});
        for (int64_t g = 0; g < G; ++g)
          for (int64_t b = 0; b < blocks; ++b) {
            const int64_t p = g * blocks + b, w = width(b);
            DmaBox row;
            row.dram = bias + 2 * column(g, b);
            row.n0 = w;
            ch.loads.push_back({a_bytes + p * b_bytes, row});
            ch.products.push_back({0, a_bytes + p * b_bytes, p * dim, rows, 1, w, 1, ldc, !first});
          }
        first = false;
        grp.chunks.push_back(ch);
        grp.slot_bytes = std::max(grp.slot_bytes, a_bytes + tiles * b_bytes);
      }
      const int64_t base = emit_gemm_reduction(grp, cx.geo(), s);

      // Cell. Per unit block: gate buffers (G), then c_prev, f*c_prev, i*g, c, act_h(c), h and a
      // peephole product. After the blocks: the peephole rows (i, o, f of each block) and the clip
      // bounds (-clip, clip), 64 bytes each. Every load is issued first; the group's first vector
      // op waits for them and for the matrix unit.
      const int64_t tile = align64(rows * dim * 2), per_block = (G + 7) * tile;
      const int64_t bounds = base + blocks * per_block + 3 * blocks * 64;
      RAMMER_CHECK(bounds + 128 <= cx.geo().scratchpad_bytes, "npu: an RNN step group needs ", bounds + 128,
                   " scratchpad bytes");
      auto buf = [&](int64_t b, int64_t k) { return base + b * per_block + k * tile; };
      auto peephole = [&](int64_t b, int64_t k) { return base + blocks * per_block + (3 * b + k) * 64; };
      const int cp_t = lstm ? co[1] : -1, p_t = lstm ? co[7] : -1;
      const bool raw = p_t >= 0 || clip;  // gates leave the accumulator before their activation
      long last_load = -1;
      if (cp_t >= 0) {
        const kernels::TensorDesc& cd = cx.desc(cp_t);
        const int64_t c_addr = cx.addr(op, cp_t);
        for (int64_t b = 0; b < blocks; ++b) {
          const int64_t at = c_addr + 2 * kernels::rnn_state_offset(cd, tp, dir, m0, u0 + b * dim);
          const DmaBox box = dense_box(at, rows, width(b), cd.strides[cd.rank - 2], cd.strides[cd.rank - 1]);
          last_load = long(s.load(buf(b, G), box));
        }
      }
      if (p_t >= 0) {
        const kernels::TensorDesc& pd = cx.desc(p_t);
        const int64_t p_addr = cx.addr(op, p_t);
        for (int64_t b = 0; b < blocks; ++b)
          for (int64_t k = 0; k < 3; ++k) {
            const int64_t at = p_addr + 2 * (dir * pd.strides[0] + (k * H + u0 + b * dim) * pd.strides[1]);
            last_load = long(s.load(peephole(b, k), dense_box(at, 1, width(b), 0, pd.strides[1])));
          }
      }
      if (clip) {
        const int64_t lim = cx.append({-rp.clip, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                       0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, rp.clip});
        for (int64_t k = 0; k < 2; ++k) {
          DmaBox one;
          one.dram = lim + 64 * k;
          last_load = long(s.load(bounds + 64 * k, one));
        }
      }
      if (last_load >= 0) s.push(size_t(last_load), Unit::VEC);
      bool first_vec = true;
      // Pre-activation x (in place): + peephole row k times `state`, clipped, then activation `act`.
      auto finish_gate = [&](int64_t b, int64_t w, int64_t x, int64_t k, int64_t state, int64_t act) {
        if (p_t >= 0 && state >= 0) {
          s.alu(buf(b, G + 6), state, peephole(b, k), rows, w, w, kAluMul, 1);
          s.alu(x, x, buf(b, G + 6), rows, w, w, kAluAdd, 0);
        }
        if (clip) {
          s.alu(x, x, bounds, rows, w, w, kAluMax, 2);
          s.alu(x, x, bounds + 64, rows, w, w, kAluMin, 2);
        }
        return s.act(x, x, rows, w, w, act);
      };
      for (int64_t b = 0; b < blocks; ++b) {
        const int64_t w = width(b);
        size_t last = 0;
        for (int64_t g = 0; g < G; ++g) {
          const int64_t act = !lstm ? f_act : g == 3 ? g_act : f_act;  // i, o, f, c
          last = s.cvt(buf(b, g), (g * blocks + b) * dim, rows, w, w, ldc, raw ? 0 : act);
          if (first_vec) {
            s.pop(last, Unit::MAT);
            if (last_load >= 0) s.pop(last, Unit::DMA);
            first_vec = false;
          }
        }
        int64_t h_buf = buf(b, 0), c_buf = -1;
        if (lstm) {
          const int64_t i = buf(b, 0), o = buf(b, 1), f = buf(b, 2), cand = buf(b, 3);
          const int64_t cp = cp_t >= 0 ? buf(b, G) : -1;
          if (raw) {
            finish_gate(b, w, i, 0, cp, f_act);
            finish_gate(b, w, f, 2, cp, f_act);
            finish_gate(b, w, cand, 3, -1, g_act);
          }
          c_buf = buf(b, G + 3);
          if (cp >= 0) {
            s.alu(buf(b, G + 1), f, cp, rows, w, w, kAluMul, 0);
            s.alu(buf(b, G + 2), i, cand, rows, w, w, kAluMul, 0);
            s.alu(c_buf, buf(b, G + 1), buf(b, G + 2), rows, w, w, kAluAdd, 0);
          } else {
            s.alu(c_buf, i, cand, rows, w, w, kAluMul, 0);
          }
          if (raw) finish_gate(b, w, o, 1, c_buf, f_act);  // o's peephole reads the new c
          s.act(buf(b, G + 4), c_buf, rows, w, w, h_act);
          h_buf = buf(b, G + 5);
          last = s.alu(h_buf, o, buf(b, G + 4), rows, w, w, kAluMul, 0);
        } else if (raw) {
          last = finish_gate(b, w, h_buf, 0, -1, f_act);
        }
        // Stores: h (and c) at (t, d), Y_h (and Y_c) at the last step; the first waits for `last`.
        bool waited = false;
        auto store = [&](int tensor, int64_t time, int64_t from) {
          if (tensor < 0) return;
          const kernels::TensorDesc& sd = cx.desc(tensor);
          const int64_t at = cx.addr(op, tensor) + 2 * kernels::rnn_state_offset(sd, time, dir, m0, u0 + b * dim);
          const size_t st = s.store(from, dense_box(at, rows, w, sd.strides[sd.rank - 2], sd.strides[sd.rank - 1]));
          if (!waited) s.push(last, Unit::DMA), s.pop(st, Unit::VEC), waited = true;
        };
        store(co[2], t, h_buf);
        store(co[4], 0, h_buf);
        if (lstm) store(co[3], t, c_buf), store(co[5], 0, c_buf);
      }
    }
  }
}

}  // namespace rammer::npu
