// The CPU tile kernels per OpKind (gemm, conv, depthwise conv here; pool, rnn, row/reduce, conv
// transpose in their own headers; elementwise in cpu_steps_impl.h), compiled once per ISA inside
// RAMMER_CPU_NS; cpu_fast_tile_impl.h dispatches to them. Each kernel first checks that
// it supports the op (dtypes, ranks, layouts) and returns false before writing anything otherwise.
#pragma once

#include "backends/cpu/kernels/cpu_blocked_conv_impl.h"
#include "backends/cpu/kernels/cpu_blocked_depthwise_impl.h"
#include "backends/cpu/kernels/cpu_grouped_conv_impl.h"
#include "backends/cpu/kernels/cpu_copy_impl.h"
#include "backends/cpu/kernels/cpu_kernels.h"
#include "backends/cpu/kernels/cpu_depthwise_masked_impl.h"
#include "backends/cpu/kernels/cpu_direct_conv_impl.h"
#include "backends/cpu/kernels/cpu_gemm_impl.h"
#include "backends/cpu/kernels/cpu_pool_impl.h"
#include "backends/cpu/kernels/cpu_rnn_impl.h"
#include "backends/cpu/kernels/cpu_row_impl.h"
#include "backends/cpu/kernels/cpu_tap_conv_impl.h"

namespace rammer::cpu::RAMMER_CPU_NS {

// Integer division rounding toward -inf / +inf (b > 0; a of either sign).
inline int64_t floor_div_s(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
inline int64_t ceil_div_s(int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }

// Floats per merged epilogue call (conv_tile's merge_channels).
constexpr int64_t kMergedRun = 4096;

// The prefetch hint of a GEMM (GemmParams::prefetch_hint, operand 4): the task's share of the view's
// rows, spread over `ticks` calls so the GEMM's own loads keep the core's miss buffers. The
// cursor (u, g, line) walks the rows without a division per line.
class PrefetchHint {
 public:
  PrefetchHint(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task, int64_t ticks) {
    const int32_t t = op.operands[4];
    if (!k::GemmParams::unpack(op).prefetch_hint || t < 0 || T[t].rank != 3 || T[t].strides[2] != 1 || !is_f32(T, t)) return;
    const k::TensorDesc& P = T[t];
    const int64_t n = std::max(1, op.num_tasks), U = P.shape[0];
    const int64_t u0 = task * U / n, u1 = (task + 1) * U / n;
    su_ = P.strides[0] * 4;
    sg_ = P.strides[1] * 4;
    G_ = P.shape[1];
    row_lines_ = (P.shape[2] * 4 + 63) / 64;
    row_ = static_cast<const char*>(ptrs[t]) + u0 * su_;
    left_ = (u1 - u0) * G_ * row_lines_;
    const float* packed = nullptr;
    if (P.strides[1] == U * P.strides[0] && u0 % kRnnRows == 0)
      packed = rnn_packed_r(static_cast<const float*>(ptrs[t]), G_, U, P.shape[2], P.strides[0]);
    if (packed != nullptr) {
      // The steps read R's packed copy (rnn_gates_projected), where the task's units of every
      // gate are one contiguous run: (u1 - u0) * G * kp floats from u0 * G * kp.
      const int64_t kp = rnn_kp(P.shape[2]);
      row_ = reinterpret_cast<const char*>(packed + u0 * G_ * kp);
      row_lines_ = ((u1 - u0) * G_ * kp * 4 + 63) / 64;
      su_ = 0;
      G_ = 1;
      left_ = row_lines_;
    }
    per_tick_ = (left_ + std::max<int64_t>(1, ticks) - 1) / std::max<int64_t>(1, ticks);
  }
  void operator()() {
    for (int64_t i = 0; i < per_tick_ && left_ > 0; ++i, --left_) {
      __builtin_prefetch(row_ + g_ * sg_ + line_ * 64, 0, 2);
      if (++line_ < row_lines_) continue;
      line_ = 0;
      if (++g_ < G_) continue;
      g_ = 0;
      row_ += su_;
    }
  }

 private:
  const char* row_ = nullptr;  // unit u's row of gate 0
  int64_t su_ = 0, sg_ = 0, G_ = 1, row_lines_ = 1, left_ = 0, per_tick_ = 0, g_ = 0, line_ = 0;
};

// OpKind::gemm (see kernels/op_desc.h): batched, strided views, alpha/beta/C, epilogue. A constant
// A or B (a model weight: Gemm/MatMul weights, transposed views included) is packed once per
// process; the epilogue runs per finished block of C while it is in cache.
inline bool gemm_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  const int32_t* o = op.operands;
  const int r = op.rank;
  if (r < 2 || o[0] < 0 || o[1] < 0 || o[3] < 0) return false;
  for (int i = 0; i < 4; ++i)
    if (!is_f32(T, o[i]) || (o[i] >= 0 && T[o[i]].rank != r)) return false;
  if (!steps_supported(op, T)) return false;
  const k::TensorDesc& A = T[o[0]];
  const k::TensorDesc& B = T[o[1]];
  const k::GemmParams gp = k::GemmParams::unpack(op);
  const int64_t K = gp.K;
  const float alpha = gp.alpha, beta = gp.beta;
  const Box b = task_box(op, task);
  for (int d = 0; d < r; ++d)
    if (b.extent(d) <= 0) return true;
  const int64_t m0 = b.lo[r - 2], n0 = b.lo[r - 1];
  const int64_t Mr = b.extent(r - 2), Nt = b.extent(r - 1);  // Mr: rows per batch item
  const int64_t sam = A.strides[r - 2], sak = A.strides[r - 1];
  const int64_t sbk = B.strides[r - 2], sbn = B.strides[r - 1];
  const bool a_const = A.buffer == static_cast<int32_t>(k::Buffer::weights);
  const bool b_const = B.buffer == static_cast<int32_t>(k::Buffer::weights);
  const bool simple = simple_epilogue(op, T);
  const bool has_c = o[2] >= 0 && beta != 0.0f;
  // The box's items of the last batch dim run as one GEMM of all their rows when B is the same
  // matrix for each (stride 0) and A's rows chain across that dim (the box holds whole item rows):
  // a Linear layer over an NHWC map, [1, H, W, C] x [C, N], is H items of W rows, and apart each
  // item would stream all of B again.
  const bool merge = r >= 3 && B.strides[r - 3] == 0 && m0 == 0 && Mr == T[o[3]].shape[r - 2] &&
                     A.strides[r - 3] == Mr * sam && b.extent(r - 3) > 1;
  const int64_t Mt = merge ? b.extent(r - 3) * Mr : Mr;
  // C is the result's tensor itself (y, or the operand the program's last store writes:
  // final_store_operand) when its rows are dense: the GEMM writes each output once and the epilogue
  // finishes it in place, instead of a scratch block as large as the task's output (beyond the L2 on
  // ConvNeXt's first stage) copied out afterwards.
  const int32_t c_t = o[tile_epilogue_enabled() ? final_store_operand(op) : 3];
  const k::TensorDesc& Ct = T[c_t];
  const bool c_direct = simple && is_f32(T, c_t) && Ct.rank == r && Ct.strides[r - 1] == 1 &&
                        (!merge || Ct.strides[r - 3] == Mr * Ct.strides[r - 2]);
  const int64_t ldc = c_direct ? Ct.strides[r - 2] : Nt;
  float* acc = c_direct ? nullptr : scratch(kAcc, static_cast<size_t>(Mt * Nt));

  Box batch = b;  // the batch dims of the box, with one run over (m, n) each
  batch.rank = r - 1;
  batch.lo[r - 2] = 0;
  batch.hi[r - 2] = 1;
  if (merge) batch.hi[r - 3] = batch.lo[r - 3] + 1;
  for_each_run(batch, [&](const int64_t* bidx) {
    int64_t idx[k::kMaxRank];
    int64_t aoff = 0, boff = 0, coff = 0;
    for (int d = 0; d < r - 2; ++d) {
      idx[d] = bidx[d];
      aoff += bidx[d] * A.strides[d];
      boff += bidx[d] * B.strides[d];
      coff += bidx[d] * Ct.strides[d];
    }
    const float* a = static_cast<const float*>(ptrs[o[0]]) + aoff + m0 * sam;
    const float* bb = static_cast<const float*>(ptrs[o[1]]) + boff + n0 * sbn;
    float* const c0 = c_direct ? static_cast<float*>(ptrs[c_t]) + coff + m0 * ldc + n0 : acc;
    // alpha, beta * C and the epilogue of acc rows [i0, i0 + mc), columns [j0, j0 + nc).
    auto epilogue = [&](int64_t i0, int64_t mc, int64_t j0, int64_t nc) {
      for (int64_t i = i0; i < i0 + mc; ++i) {
        float* row = c0 + i * ldc + j0;
        if (merge) {
          idx[r - 3] = bidx[r - 3] + i / Mr;
          idx[r - 2] = i % Mr;
        } else {
          idx[r - 2] = m0 + i;
        }
        idx[r - 1] = n0 + j0;
        if (alpha != 1.0f)
          for (int64_t j = 0; j < nc; ++j) row[j] *= alpha;
        if (has_c) {
          const k::TensorDesc& C = T[o[2]];
          const float* c = static_cast<const float*>(ptrs[o[2]]) + view_offset(C, idx);
          const int64_t sc = C.strides[r - 1];
          if (sc == 1) {  // a bias row (an RNN projection's Wb + Rb): vectors, same sums as below
            const typename Simd::V bv = Simd::set1(beta);
            map2(row, row, c, nc, [&](typename Simd::V x, typename Simd::V y) { return Simd::add(x, Simd::mul(bv, y)); },
                 [&](float x, float y) { return x + beta * y; });
          } else {
            for (int64_t j = 0; j < nc; ++j) row[j] += beta * c[j * sc];
          }
        }
        if (simple) {
          simple_finish(op, T, ptrs, idx, row, nc, 0.0f);
        } else {
          finish_run(op, T, ptrs, idx, row, nc);
        }
      }
    };
    if (Mt <= 3) {
      for (int64_t i = 0; i < Mt; ++i) gemv(Nt, K, a + i * sam, sak, bb, sbk, sbn, c0 + i * ldc);
      epilogue(0, Mt, 0, Nt);
      return;
    }
    PrefetchHint prefetch(op, T, ptrs, task, ((Mt + MR - 1) / MR) * ((Nt + NR - 1) / NR) * ((K + KC - 1) / KC));
    auto run = [&](auto&& a_block) {
      if (b_const && K > 0) {
        const WeightView v{bb, K, Nt, sbk, sbn};
        const float* packed = packed_weights(v, whole_b_floats(K, Nt), &pack_b_whole);
        gemm_core(Mt, Nt, K, a_block, whole_b_block(packed, K, Nt), c0, ldc, epilogue, prefetch);
      } else {
        gemm_core(Mt, Nt, K, a_block, strided_b_block(bb, sbk, sbn), c0, ldc, epilogue, prefetch);
      }
    };
    if (a_const && K > 0) {
      const WeightView v{a, Mt, K, sam, sak};
      run(whole_a_block(packed_weights(v, whole_a_floats(Mt, K), &pack_a_whole), Mt));
    } else {
      run(strided_a_block(a, sam, sak));
    }
  });
  return true;
}

// Conv and ConvTranspose take x, w and y (the bias optional), all f32.
inline bool conv_operands_f32(const k::OpDesc& op, const k::TensorDesc* T) {
  const int32_t* o = op.operands;
  if (o[0] < 0 || o[1] < 0 || o[3] < 0) return false;
  for (int i = 0; i < 4; ++i)
    if (!is_f32(T, o[i])) return false;
  return true;
}

// OpKind::conv: implicit GEMM per (batch, group): A = weights [Mg x Cg*k], B = im2col of the box's
// output positions packed straight from x, then bias and epilogue per output row run.
// The conv of output box b (conv_tile's box, or one a fused kernel picks: cpu_conv_pool_impl.h).
inline bool conv_box(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, const Box& b) {
  const int32_t* o = op.operands;
  if (!conv_operands_f32(op, T)) return false;
  const k::ConvParams cp = k::ConvParams::unpack(op);
  ConvGeom g;
  g.nd = cp.nd;
  g.group = cp.group;
  g.input_relu = cp.input_relu;
  const int nd = g.nd;
  if (nd < 1 || nd > 3 || op.rank != nd + 2 || g.group < 1) return false;
  const k::TensorDesc& X = T[o[0]];
  const k::TensorDesc& Wd = T[o[1]];
  const k::TensorDesc& Y = T[o[3]];
  if (X.rank != nd + 2 || Wd.rank != nd + 2 || Y.rank != nd + 2 || !contiguous(Wd)) return false;
  if (o[2] >= 0 && T[o[2]].rank != 1) return false;
  if (!steps_supported(op, T)) return false;
  for (int i = 0; i < nd; ++i) {
    g.kern[i] = cp.kernel[i];
    g.str[i] = cp.stride[i];
    g.dil[i] = cp.dilation[i];
    g.pad[i] = cp.pad_begin[i];
    g.in[i] = X.shape[2 + i];
    g.ks *= g.kern[i];
  }
  g.Cg = X.shape[1] / g.group;
  g.Mg = Y.shape[1] / g.group;
  g.Kdim = g.Cg * g.ks;
  for (int d = 0; d < op.rank; ++d)
    if (b.extent(d) <= 0) return true;
  if (nd == 2 && g.Cg == 1 && g.Mg == 1) {
    if (channel_blocked(X) || channel_blocked(T[o[final_store_operand(op)]]))
      return blocked_depthwise(op, T, ptrs, b, g);
    depthwise2d(op, T, ptrs, b, g);
    return true;
  }
  // Few channels per group (RegNet, ResNeXt): direct over flat planes, not a GEMM per group.
  if (grouped_flat_applies(g, X) && !channel_blocked(X) && !channel_blocked(T[o[final_store_operand(op)]])) {
    grouped_flat_conv(op, T, ptrs, b, g);
    return true;
  }
  // Channel-blocked tensors (kernels::Layout::nchw16c): an output in that layout through
  // blocked_out_conv, an x in it through the tap offsets or, for a pointwise conv, the transposed
  // GEMM's A panels packed from its runs (pack_a_blocked).
  if (channel_blocked(T[o[final_store_operand(op)]])) return blocked_out_conv(op, T, ptrs, b, g);
  const bool x_blocked = channel_blocked(X);
  // An input-ReLU prologue alone (set on depthwise convs only) is applied by the depthwise kernel
  // alone: the implicit GEMM below declines, the generic kernel honours it. With a per-channel
  // affine prologue (InputAffineParams: a 1x1 conv after a BatchNormalization + Relu) every path
  // below that reads x applies x * scale[c] + shift[c] (and the ReLU) as it copies x; the tap path
  // and reading B in place, which would not, are off. Only 1x1 group-1 convs carry it.
  const k::InputAffineParams affine = k::InputAffineParams::unpack(op);
  if (g.input_relu && !affine.on) return false;
  if (affine.on) {
    if (g.ks != 1 || g.group != 1 || nd != 2) return false;
    for (int slot : {k::InputAffineParams::kScale, k::InputAffineParams::kShift}) {
      const int32_t t = o[slot];  // [C] f32, contiguous; the shift may be absent
      if (t < 0 && slot == k::InputAffineParams::kShift) continue;
      if (t < 0 || !is_f32(T, t) || T[t].rank != 1 || T[t].shape[0] != X.shape[1] || T[t].strides[0] != 1) return false;
    }
  }
  InputAffine in_affine;  // off (null scale) without the prologue
  if (affine.on) {
    const int32_t shift_t = o[k::InputAffineParams::kShift];
    in_affine = {static_cast<const float*>(ptrs[o[k::InputAffineParams::kScale]]),
                 shift_t >= 0 ? static_cast<const float*>(ptrs[shift_t]) : nullptr, g.input_relu};
  }

  // Columns = the box's output positions, row-major; colbase = their input origin per dim.
  int64_t P = 1;
  for (int i = 0; i < nd; ++i) P *= b.extent(2 + i);
  const int64_t len_last = b.extent(nd + 1);
  int64_t* colbase = iscratch(static_cast<size_t>(P * (nd + 1) + g.Kdim * (nd + 2)));
  int64_t* kdec = colbase + P * nd;  // per k: channel offset in x, then kernel offset per dim
  int64_t* koff = kdec + g.Kdim * (nd + 1);  // the direct and tap paths' tap offsets
  int64_t* poff = koff + g.Kdim;             // the tap path's position offsets
  {
    // An odometer over the box's output positions (no divisions: small-map tasks are short).
    int64_t pos[3] = {b.lo[2], nd > 1 ? b.lo[3] : 0, nd > 2 ? b.lo[4] : 0};
    for (int64_t p = 0; p < P; ++p) {
      for (int i = 0; i < nd; ++i) colbase[p * nd + i] = pos[i] * g.str[i] - g.pad[i];
      for (int i = nd - 1; i >= 0; --i) {
        if (++pos[i] < b.hi[2 + i]) break;
        pos[i] = b.lo[2 + i];
      }
    }
  }
  {
    // k = (channel, kernel position) with the last kernel dim fastest, walked as an odometer (no
    // divisions: per k they are a large share of a wide 1x1 conv's rTask).
    int64_t ch = 0, kpos[3] = {0, 0, 0};
    for (int64_t kk = 0; kk < g.Kdim; ++kk) {
      int64_t* kd = kdec + kk * (nd + 1);
      kd[0] = ch * X.strides[1];
      for (int i = 0; i < nd; ++i) kd[1 + i] = kpos[i] * g.dil[i];
      int i = nd - 1;
      for (; i >= 0; --i) {
        if (++kpos[i] < g.kern[i]) break;
        kpos[i] = 0;
      }
      if (i < 0) ++ch;
    }
  }
  const int64_t m0 = b.lo[1], Mt = b.extent(1);
  // The direct path (cpu_direct_conv_impl.h) for stride-1 and stride-2 windows over whole output
  // rows: no im2col, but the padded width's (KW - 1) / sw extra columns per row. Taken while they
  // add at most a tenth to the NR-wide column panels the GEMM runs (SqueezeNet's 27x27 tiles: 203
  // columns in 7 panels of 32 instead of 189 in 6, a loss: docs/perf-notes.md).
  const bool direct_strides = (g.str[0] == 1 || g.str[0] == 2) && (g.str[1] == 1 || g.str[1] == 2);
  const int64_t direct_pw = Y.shape[3] + (g.kern[1] - 1) / g.str[1], direct_q = b.extent(2) * direct_pw;
  const bool direct_window = direct_conv_enabled() && nd == 2 && g.ks > 1 && direct_strides && g.dil[0] == 1 &&
                             g.dil[1] == 1 && X.strides[3] == 1 && b.extent(3) == Y.shape[3] &&
                             (direct_q + NR - 1) / NR * 10 <= (P + NR - 1) / NR * 11;
  // The tap path (cpu_tap_conv_impl.h) for 2-D convs of constant weights.
  const bool w_const = Wd.buffer == static_cast<int32_t>(k::Buffer::weights);
  const bool tap_window = (tap_conv_mode() != 0 || x_blocked) && nd == 2 && (X.strides[3] == 1 || x_blocked) &&
                          w_const && !affine.on;
  // A pointwise conv over blocked x into a plain output: the transposed GEMM, its A panels packed
  // from each position's runs of 16 channels (pack_a_blocked); the tap path would store its tiles
  // transposed and finish every output in a second pass, as on channel planes.
  // An affine input prologue is applied as those panels are packed.
  const bool blocked_pointwise = x_blocked && g.ks == 1 && g.pad[0] == 0 && g.pad[1] == 0;
  RAMMER_CHECK(!x_blocked || (affine.on ? blocked_pointwise && w_const && nd == 2 : tap_window),
               "CPU kernels: a conv reading a channel-blocked x must be a 2-D conv of constant weights, with an "
               "input prologue only if 1x1 (the channel-block pass should not have blocked it)");
  const int64_t tap_floats = tap_window ? tap_acc_floats(P, Mt, g.Kdim) : 0;
  const int64_t other_floats = Mt * (direct_window ? std::max(P, direct_q) : P);
  float* acc = scratch(kAcc, static_cast<size_t>(std::max(tap_floats, other_floats)));
  const float* wp = static_cast<const float*>(ptrs[o[1]]);
  const EpiloguePlan plan = epilogue_plan(op, T);
  const bool simple = plan.simple;
  // A 1x1 conv with stride 1 and no padding over whole output rows (or one row) reads x at
  // consecutive positions: no im2col, B is packed straight from x.
  const bool direct_b = nd == 2 && g.ks == 1 && g.str[0] == 1 && g.str[1] == 1 && g.pad[0] == 0 &&
                        g.pad[1] == 0 && X.strides[3] == 1 && X.strides[2] == g.in[1] &&
                        Y.shape[3] == g.in[1] && (b.extent(3) == g.in[1] || b.extent(2) == 1);
  // Epilogue runs may cross output rows when the box holds whole rows of every inner dim and the
  // tensors the epilogue touches are dense there (a 1x1 conv's small maps: one call per channel).
  bool whole_rows = true;
  for (int i = 1; i < nd; ++i) whole_rows = whole_rows && b.extent(2 + i) == Y.shape[2 + i];
  const bool merge_rows = whole_rows && simple && epilogue_dense_from(op, T, 2);
  // When the box holds whole rows of one image of y (dense from its rows on), the box's positions
  // are one run per channel: the GEMM's C is y itself (row stride y's channel stride) and the
  // epilogue finishes it in place, no scratch block written and copied to y afterwards.
  // When the program's one store is its last step (the plan's form when nothing reads the conv's
  // own output: y is then not written at all), C is that store's operand instead of y.
  const bool c_in_y = merge_rows && b.extent(0) == 1;
  const int32_t c_t = o[c_in_y && tile_epilogue_enabled() ? final_store_operand(op) : 3];  // C's tensor
  const k::TensorDesc& Ct = T[c_t];
  bool whole_maps = c_in_y && Ct.strides[1] == P;
  for (int i = 0; i < nd; ++i) whole_maps = whole_maps && b.extent(2 + i) == Y.shape[2 + i];
  // Small maps: channels' runs are short (64 floats on 8x8), so the epilogue of several channels
  // runs as one call when every tensor it touches is dense over channels and positions.
  const bool merge_channels = whole_maps && epilogue_dense_from(op, T, 1);
  // The plain path's epilogue in the micro-kernel's registers (TileEpilogue) when C is the output
  // and the step program has that form; the epilogue below then has nothing left to do.
  const bool fused = c_in_y && tile_epilogue_enabled() && plan.form;
  const int64_t ldcb = c_in_y ? Ct.strides[1] : P;  // c_base's row (channel) stride
  float* c_base = c_in_y ? static_cast<float*>(ptrs[c_t]) + b.lo[0] * Ct.strides[0] + m0 * Ct.strides[1] +
                               b.lo[2] * Ct.strides[2]
                         : acc;
  const float* bias = o[2] >= 0 ? static_cast<const float*>(ptrs[o[2]]) : nullptr;
  const int64_t bias_st = o[2] >= 0 ? T[o[2]].strides[0] : 0;
  for (int64_t n = b.lo[0]; n < b.hi[0]; ++n) {
    for (int64_t grp = m0 / g.Mg; grp * g.Mg < b.hi[1]; ++grp) {
      const int64_t mlo = std::max(m0, grp * g.Mg), mhi = std::min(b.hi[1], (grp + 1) * g.Mg);
      const float* wg = wp + mlo * g.Kdim;
      const float* xg = static_cast<const float*>(ptrs[o[0]]) + n * X.strides[0] +
                        grp * g.Cg * X.strides[1];
      // im2col of one k row over columns [pn, pn + nc) into `row`. 2-D walks output rows and
      // copies each valid input run at once; other ranks go column by column.
      const int64_t e1 = b.extent(nd + 1);
      auto fill_row = [&](int64_t kk, int64_t pn, int64_t nc, float* row) {
        const int64_t* kd = kdec + kk * (nd + 1);
        const float* xc = xg + kd[0];
        if (nd == 2) {
          const int64_t sw = g.str[1], xs3 = X.strides[3], off = kd[2] - g.pad[1];
          for (int64_t c = pn; c < pn + nc;) {
            const int64_t ow0 = c % e1, run = std::min(e1 - ow0, pn + nc - c);
            float* out = row + (c - pn);
            const int64_t ih = colbase[c * 2] + kd[1];
            if (ih < 0 || ih >= g.in[0]) {
              std::fill(out, out + run, 0.0f);
            } else {
              const float* xr = xc + ih * X.strides[2];
              const int64_t ow_base = b.lo[3] + ow0;  // output column of out[0]
              if (sw == 1 && xs3 == 1 && run <= 16) {
                // A short row (a small map): one bounds-checked pass beats three library calls.
                const float* xs = xr + ow_base + off;
                const int64_t lo = -off - ow_base, hi = g.in[1] - off - ow_base;
                for (int64_t t = 0; t < run; ++t) out[t] = t >= lo && t < hi ? xs[t] : 0.0f;
                c += run;
                continue;
              }
              if (sw == 1 && xs3 == 1) {
                // Unit stride: zeros, one contiguous copy, zeros.
                const int64_t t0 = std::clamp<int64_t>(-off - ow_base, 0, run);
                const int64_t t1 = std::clamp<int64_t>(g.in[1] - off - ow_base, t0, run);
                std::fill(out, out + t0, 0.0f);
                std::memcpy(out + t0, xr + ow_base + t0 + off, static_cast<size_t>(t1 - t0) * sizeof(float));
                std::fill(out + t1, out + run, 0.0f);
                c += run;
                continue;
              }
              if (sw == 2 && xs3 == 1 && Simd::W > 1) {
                // Stride 2 (stems, ResNet's downsampling 1x1 convs): the row's even phase from
                // column ow_base * 2 + off, split off in vector pairs (zeros outside the row); the
                // odd phase goes to a scratch row. The scalar gather below was most of the pack.
                thread_local std::vector<float> odd;
                if (odd.size() < static_cast<size_t>(run + Simd::W)) odd.resize(static_cast<size_t>(run + Simd::W));
                split_phases2(xr, ow_base * 2 + off, g.in[1], 0.0f, false, run, out, odd.data());
                c += run;
                continue;
              }
              // Strided: the outputs whose input column (ow_base + t) * sw + off lies in
              // [0, in) form one range [t0, t1); zeros around it.
              const int64_t t0 = std::clamp<int64_t>(ceil_div_s(-off, sw) - ow_base, 0, run);
              const int64_t t1 =
                  std::clamp<int64_t>(floor_div_s(g.in[1] - 1 - off, sw) - ow_base + 1, t0, run);
              std::fill(out, out + t0, 0.0f);
              const float* xs = xr + ((ow_base + t0) * sw + off) * xs3;
              const int64_t step = sw * xs3;
              for (int64_t t = t0; t < t1; ++t) out[t] = xs[(t - t0) * step];
              std::fill(out + t1, out + run, 0.0f);
            }
            c += run;
          }
          return;
        }
        for (int64_t j = 0; j < nc; ++j) {
          const int64_t* cb = colbase + (pn + j) * nd;
          int64_t o = 0;
          bool inside = true;
          for (int i = 0; i < nd; ++i) {
            const int64_t c = cb[i] + kd[1 + i];
            inside = inside && c >= 0 && c < g.in[i];
            o += c * X.strides[2 + i];
          }
          row[j] = inside ? xc[o] : 0.0f;
        }
      };
      auto pack_b_im2col = scratch_b_block([&](int64_t k0, int64_t kc, int64_t pn, int64_t nc, float* dst) {
        float* row = scratch(kStepTmp, static_cast<size_t>(nc));
        if (direct_b) {  // 1x1, stride 1, no padding: B's rows are runs of x itself
          const float* x0 = xg + b.lo[2] * X.strides[2] + b.lo[3];
          if (!affine.on) {
            pack_b_strided(x0, X.strides[1], 1, k0, kc, pn, nc, dst);
            return;
          }
          for (int64_t kk = 0; kk < kc; ++kk) {
            in_affine.apply_row(row, x0 + (k0 + kk) * X.strides[1] + pn, nc, k0 + kk);
            row_to_panels(row, nc, kc, dst + kk * NR);
          }
          return;
        }
        for (int64_t kk = 0; kk < kc; ++kk) {
          fill_row(k0 + kk, pn, nc, row);
          if (affine.on) in_affine.apply_row(row, row, nc, k0 + kk);
          row_to_panels(row, nc, kc, dst + kk * NR);
        }
      });
      // A 1x1 direct B of whole panels is read in place (each k row is a run of x): no packing,
      // unless x's channel stride is a multiple of 1 KB (16x16 and 32x32 maps): a panel's rows then
      // fall into a few L1 sets and evict each other between the micro-tiles that share them; nor
      // when x's planes are large (56x56): a panel's k rows then lie in as many pages, and x, cold
      // in a model, misses on every one of them, where packing streams each row once.
      constexpr int64_t kInPlaceMaxPlane = 2048;  // floats
      const bool in_place = direct_b && !affine.on && X.strides[1] < kInPlaceMaxPlane &&
                            X.strides[1] * static_cast<int64_t>(sizeof(float)) % 1024 != 0;
      auto pack_b = [&](int64_t k0, int64_t kc, int64_t pn, int64_t nc) -> BPanels {
        if (in_place && nc % NR == 0)
          return {xg + b.lo[2] * X.strides[2] + b.lo[3] + k0 * X.strides[1] + pn, X.strides[1], NR};
        return pack_b_im2col(k0, kc, pn, nc);
      };
      // Bias and epilogue of channel m's outputs v[0, np) at positions [p0, p0 + np) (v is
      // clobbered); finish_run takes runs within one output row unless merge_rows.
      auto finish_positions = [&](int64_t m, float* v, int64_t p0, int64_t np) {
        const float bv = bias ? bias[m * bias_st] : 0.0f;
        if (bias && !simple)
          for (int64_t i = 0; i < np; ++i) v[i] += bv;
        for (int64_t p = p0; p < p0 + np;) {
          const int64_t len = merge_rows ? p0 + np - p : std::min(len_last - p % len_last, p0 + np - p);
          int64_t idx[k::kMaxRank] = {};
          idx[0] = n;
          idx[1] = m;
          for (int i = 0; i < nd; ++i) idx[2 + i] = (colbase[p * nd + i] + g.pad[i]) / g.str[i];
          if (simple) {
            simple_finish(op, T, ptrs, idx, v + (p - p0), len, bv, &plan);
          } else {
            finish_run(op, T, ptrs, idx, v + (p - p0), len);
          }
          p += len;
        }
      };
      // The epilogue of a finished block of C (rows [r0, r0 + mc) of this group's part, columns
      // [p0, p0 + np)) while it is in cache.
      TileEpilogue tile_epi = plan.fused;
      if (fused) {
        tile_epi.bias = bias ? bias + mlo * bias_st : nullptr;
        tile_epi.bias_stride = bias_st;
        if (plan.residual_operand >= 0) {
          const int32_t t = o[plan.residual_operand];
          int64_t idx[k::kMaxRank] = {};
          idx[0] = n;
          idx[1] = mlo;
          for (int i = 0; i < nd; ++i) idx[2 + i] = b.lo[2 + i];
          tile_epi.residual = static_cast<const float*>(ptrs[t]) + view_offset(T[t], idx);
          tile_epi.residual_ld = T[t].strides[1];
        }
      }
      auto epilogue = [&](int64_t r0, int64_t mc, int64_t p0, int64_t np) {
        if (fused) return;
        if (merge_channels && p0 == 0 && np == P) {
          const int64_t per = std::max<int64_t>(1, kMergedRun / P);
          for (int64_t m = mlo + r0; m < mlo + r0 + mc; m += per) {
            const int64_t nch = std::min(per, mlo + r0 + mc - m);
            float* v = c_base + (m - m0) * P;
            if (bias) {
              for (int64_t j = 0; j < nch; ++j) {
                const float bv = bias[(m + j) * bias_st];
                const typename Simd::V bvv = Simd::set1(bv);
                map1(v + j * P, v + j * P, P, [&](typename Simd::V x) { return Simd::add(x, bvv); },
                     [&](float x) { return x + bv; });
              }
            }
            int64_t idx[k::kMaxRank] = {};
            idx[0] = n;
            idx[1] = m;
            simple_finish(op, T, ptrs, idx, v, nch * P, 0.0f, &plan);
          }
          return;
        }
        for (int64_t m = mlo + r0; m < mlo + r0 + mc; ++m) finish_positions(m, c_base + (m - m0) * ldcb + p0, p0, np);
      };
      const int64_t rows = mhi - mlo;
      // Small maps leave the column panels part empty (7x7 = 49 of 64, 14x14 = 196 of 208:
      // padded_cols): then compute C^T = im2col^T W^T instead, positions as the MR-row side and the
      // channels (a multiple of NR in CNNs) as columns, when that wastes 5% less of the micro-tiles,
      // or 12% less when the plain path would finish in registers (the transposed path pays a
      // transposing pass and the epilogue's own per output: docs/perf-notes.md).
      const int64_t t_area = round_up(P, MR) * padded_cols(rows), p_area = round_up(rows, MR) * padded_cols(P);
      const bool transposed = w_const && (transposed_mode() == 1 ||
                                          (transposed_mode() != 0 &&
                                           (fused ? t_area * 25 < p_area * 22 : t_area * 20 < p_area * 19)));
      // On small maps the direct path beats the transposed GEMM when K is deep (ResNet's 3x3
      // convs on 14x14 and 7x7, K >= 1152) and loses to it when K is shallow (SqueezeNet's
      // expand convs on 27x27 and 13x13, K = 288 and 576): docs/perf-notes.md.
      const bool direct = direct_window && (!transposed || g.Kdim >= 1024);
      // The direct path one output row at a time: each row's OW columns are a GEMM of their own
      // whose C is y itself, finished in the micro-kernel's registers (the register epilogue's
      // form), so no junk columns, no C block and no finishing pass. Taken when each row is a whole
      // number of half panels (the stems' 112 columns: 3.5 panels); a ragged last panel per row
      // costs more than the padded width's junk columns and finishing pass (ResNet's 56 and 28).
      const bool whole_half_panels = padded_cols(Y.shape[3]) == Y.shape[3];
      const bool direct_rows =
          direct && fused && direct_rows_mode() != 0 && (direct_rows_mode() == 1 || whole_half_panels);
      const int64_t direct_cols = direct_rows ? b.extent(2) * padded_cols(Y.shape[3]) : padded_cols(direct_q);
      // Against the tap path the rows win ties, on AVX-512 or without a gate: AVX2's 16 registers
      // spill the micro-kernel's sigmoid (EfficientNet's SiLU stem ran slower by rows there).
      const bool rows_in_registers = direct_rows && whole_half_panels &&
                                     (Simd::W >= 16 || plan.fused.gate == TileEpilogue::Gate::none);
      // B'(k, m) = W[mlo + m, k], packed once per process.
      auto packed_t = [&] {
        const WeightView v{wg, g.Kdim, rows, 1, g.Kdim};
        return packed_weights(v, whole_b_floats(g.Kdim, rows), &pack_b_whole);
      };
      const int64_t direct_area = direct ? round_up(rows, MR) * direct_cols : 0;
      if (tap_window &&
          (x_blocked || use_tap_path(P, rows, g.Kdim, direct_area, rows_in_registers, transposed, g.ks == 1)) &&
          !blocked_pointwise) {
        run_tap_conv(xg, X, b, g, koff, poff, P, rows, packed_t(), acc,
                     [&](int64_t j, float* v, int64_t p0, int64_t np) { finish_positions(mlo + j, v, p0, np); });
        continue;
      }
      if ((transposed || blocked_pointwise) && !direct) {
        int64_t* pos_off = poff;  // blocked_pointwise: each position's run of channels 0-15 in x
        if (blocked_pointwise)
          for (int64_t p = 0; p < P; ++p) pos_off[p] = colbase[p * 2] * X.strides[2] + colbase[p * 2 + 1] * X.strides[3];
        // A' panels of positions [q0, q0 + qc): [kk * MR + i] = im2col(k0 + kk, q0 + p*MR + i).
        auto a_block = [&](int64_t q0, int64_t qc, int64_t k0, int64_t kc) -> const float* {
          float* dst = scratch(kPackA, static_cast<size_t>(KC * kMcMax));
          if (blocked_pointwise) {
            pack_a_blocked(xg, X.strides[1], pos_off, q0, qc, k0, kc, dst, in_affine);
            return dst;
          }
          float* row = scratch(kStepTmp, static_cast<size_t>(qc));
          const float* x0 = xg + b.lo[2] * X.strides[2] + b.lo[3] + q0;
          const int64_t full = qc / MR * MR;
          for (int64_t kk = 0; kk < kc; ++kk) {
            const float* src = row;
            if (direct_b) {
              src = x0 + (k0 + kk) * X.strides[1];
              if (affine.on) {
                in_affine.apply_row(row, src, qc, k0 + kk);
                src = row;
              }
            } else {
              fill_row(k0 + kk, q0, qc, row);
              if (affine.on) in_affine.apply_row(row, row, qc, k0 + kk);
            }
            float* d = dst + kk * MR;
            for (int64_t p = 0; p < full; p += MR)
              std::memcpy(d + p * kc, src + p, static_cast<size_t>(MR) * sizeof(float));
            if (full < qc) {
              float* t = d + full * kc;
              std::memcpy(t, src + full, static_cast<size_t>(qc - full) * sizeof(float));
              std::fill(t + (qc - full), t + MR, 0.0f);
            }
          }
          return dst;
        };
        // C' = acc as [P x rows]; its block (positions [q0, q0 + qc), channels [c0, c0 + cc)) is
        // transposed 16 channels at a time (whole cache lines of C' rows), then finished per channel.
        auto epilogue_t = [&](int64_t q0, int64_t qc, int64_t c0, int64_t cc) {
          constexpr int64_t kCh = 16;
          // An odd number of cache lines between the rows of `cols`: a stride of a multiple of 4 KB
          // (1024 positions) would put all 16 rows in one L1 set.
          const int64_t qs = ((qc + 15) / 16 * 16) | 16;
          float* cols = scratch(kCoords, static_cast<size_t>(kCh * qs));
          for (int64_t j0 = c0; j0 < c0 + cc; j0 += kCh) {
            const int64_t nj = std::min(kCh, c0 + cc - j0);
            for (int64_t i = 0; i < qc; ++i) {
              const float* src = acc + (q0 + i) * rows + j0;
              if (nj == kCh) {
                for (int64_t j = 0; j < kCh; ++j) cols[j * qs + i] = src[j];
              } else {
                for (int64_t j = 0; j < nj; ++j) cols[j * qs + i] = src[j];
              }
            }
            for (int64_t j = 0; j < nj; ++j) finish_positions(mlo + j0 + j, cols + j * qs, q0, qc);
          }
        };
        gemm_core(P, rows, g.Kdim, a_block, whole_b_block(packed_t(), g.Kdim, rows), acc, rows, epilogue_t);
        continue;
      }
      // C[rows x N] (row stride ldc) = W * B with B from b_block, done() its epilogue (per row
      // strip with row_strips: see gemm_core).
      auto run_gemm = [&](int64_t N, auto&& b_block, float* c, int64_t ldc, auto&& done, bool row_strips,
                          const TileEpilogue* epi) {
        if (w_const) {
          // Model weights never change: pack this task's rows once per process, not per rTask.
          const WeightView v{wg, rows, g.Kdim, g.Kdim, 1};
          const float* packed = packed_weights(v, whole_a_floats(rows, g.Kdim), &pack_a_whole);
          gemm_core(rows, N, g.Kdim, whole_a_block(packed, rows), b_block, c, ldc, done, NoTick{}, row_strips, epi);
        } else {
          gemm_core(rows, N, g.Kdim, strided_a_block(wg, g.Kdim, 1), b_block, c, ldc, done, NoTick{}, row_strips, epi);
        }
      };
      if (direct) {
        const int64_t KH = g.kern[0], KW = g.kern[1], OW = Y.shape[3], rows_out = b.extent(2);
        const int64_t sh = g.str[0];
        const PaddedPlanes pp = pad_planes(xg, X.strides[1], X.strides[2], g.Cg, g.in[0], g.in[1],
                                           b.lo[2] * sh - g.pad[0], (rows_out - 1) * sh + KH, g.pad[1], direct_pw,
                                           sh, g.str[1]);
        direct_tap_offsets(pp, g.Cg, KH, KW, koff);
        if (direct_rows) {
          float* c_rows = c_base + (mlo - m0) * ldcb;
          const int64_t res_row = plan.residual_operand >= 0 ? T[o[plan.residual_operand]].strides[2] : 0;
          for (int64_t r = 0; r < rows_out; ++r) {
            const float* brow = pp.p + r * pp.pw;
            auto b_row = [&](int64_t k0, int64_t, int64_t n0, int64_t) -> BPanels {
              return {brow + n0, 0, NR, koff + k0};
            };
            TileEpilogue row_epi = tile_epi;
            if (row_epi.residual != nullptr) row_epi.residual += r * res_row;
            run_gemm(OW, b_row, c_rows + r * Ct.strides[2], ldcb, epilogue, false, &row_epi);
          }
          continue;
        }
        const int64_t Q = direct_q;
        auto b_block = [&](int64_t k0, int64_t, int64_t n0, int64_t) -> BPanels {
          return {pp.p + n0, 0, NR, koff + k0};
        };
        // The output rows whose last column lies in this block of C (all of their columns are
        // summed by now): their first OW columns are the outputs.
        auto done = [&](int64_t r0, int64_t mc, int64_t n0, int64_t nc) {
          const int64_t rlo = std::max<int64_t>(0, ceil_div_s(n0 - OW + 1, pp.pw));
          const int64_t rhi = std::min(rows_out, floor_div_s(n0 + nc - OW, pp.pw) + 1);
          for (int64_t m = r0; m < r0 + mc; ++m)
            for (int64_t r = rlo; r < rhi; ++r) finish_positions(mlo + m, acc + m * Q + r * pp.pw, r * OW, OW);
        };
        run_gemm(Q, b_block, acc, Q, done, false, nullptr);
        continue;
      }
      // Row strips: the epilogue (bias, residual, activation) of each strip while it is in L1/L2,
      // not of a whole block after the GEMM has streamed it out (the pass re-read y from memory).
      run_gemm(P, pack_b, c_base + (mlo - m0) * ldcb, ldcb, epilogue, row_strips_enabled(),
               fused ? &tile_epi : nullptr);
    }
  }
  return true;
}

inline bool conv_tile(const k::OpDesc& op, const k::TensorDesc* T, void* const* ptrs, int task) {
  return conv_box(op, T, ptrs, task_box(op, task));
}

}  // namespace rammer::cpu::RAMMER_CPU_NS
