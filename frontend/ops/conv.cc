// Conv and ConvTranspose (1-D, 2-D, 3-D, any rank): groups, dilations, strides, pads, auto_pad,
// optional bias; ConvTranspose also output_padding and output_shape.
//
// Reference semantics as im2col + GEMM (Conv) and GEMM + col2im (ConvTranspose): the same sums as
// the ONNX definition, arranged so that resnet-sized convolutions run in seconds. f32 and f64; f16
// and bf16 through f32 (eval_half_through_f32).
#include <algorithm>

#include "frontend/ops/conv_window.h"
#include "frontend/ops/op_registry.h"

namespace rammer {

namespace {

// C[M x N] += A[M x K] * B[K x N], all row-major. The inner loop runs along contiguous rows of B
// and C so the compiler vectorises it; four rows of C share each loaded row of B, and columns are
// blocked so those C row segments stay in cache.
template <class T>
void gemm_accumulate(int64_t M, int64_t N, int64_t K, const T* A, const T* B, T* C) {
  constexpr int64_t kBlock = 256;
  for (int64_t j0 = 0; j0 < N; j0 += kBlock) {
    const int64_t j1 = std::min(N, j0 + kBlock);
    int64_t i = 0;
    for (; i + 4 <= M; i += 4) {
      // Distinct rows of C and B never overlap; __restrict lets the compiler vectorise freely.
      T* __restrict c0 = C + i * N;
      T* __restrict c1 = c0 + N;
      T* __restrict c2 = c1 + N;
      T* __restrict c3 = c2 + N;
      for (int64_t k = 0; k < K; ++k) {
        const T a0 = A[i * K + k], a1 = A[(i + 1) * K + k], a2 = A[(i + 2) * K + k],
                a3 = A[(i + 3) * K + k];
        const T* __restrict b = B + k * N;
        for (int64_t j = j0; j < j1; ++j) {
          const T bj = b[j];
          c0[j] += a0 * bj;
          c1[j] += a1 * bj;
          c2[j] += a2 * bj;
          c3[j] += a3 * bj;
        }
      }
    }
    for (; i < M; ++i) {
      T* c = C + i * N;
      for (int64_t k = 0; k < K; ++k) {
        const T a = A[i * K + k];
        const T* b = B + k * N;
        for (int64_t j = j0; j < j1; ++j) c[j] += a * b[j];
      }
    }
  }
}


// Checks the common Conv/ConvTranspose inputs; returns group.
int64_t check_conv_inputs(InferContext& ctx, bool transpose) {
  ctx.require_dtype(0, {DType::f32, DType::f64, DType::f16, DType::bf16});
  RAMMER_CHECK(ctx.dtype(1) == ctx.dtype(0), "W has dtype ", dtype_name(ctx.dtype(1)),
               " but X has ", dtype_name(ctx.dtype(0)));
  RAMMER_CHECK(ctx.rank(0) >= 3, "X must have rank >= 3 (N, C, spatial...), got ",
               shape_str(ctx.shape(0)));
  RAMMER_CHECK(ctx.rank(1) == ctx.rank(0), "W ", shape_str(ctx.shape(1)),
               " must have the rank of X ", shape_str(ctx.shape(0)));
  const int64_t group = ctx.attrs().get_int("group", 1);
  RAMMER_CHECK(group >= 1, "group must be >= 1");
  const Shape& x = ctx.shape(0);
  const Shape& w = ctx.shape(1);
  if (!transpose) {
    RAMMER_CHECK(w[1] * group == x[1], "W ", shape_str(w), " with group ", group,
                 " does not match the ", x[1], " input channels");
    RAMMER_CHECK(w[0] % group == 0, "output channels ", w[0], " not divisible by group ", group);
  } else {
    RAMMER_CHECK(w[0] == x[1], "W ", shape_str(w), " must have ", x[1], " (input channels) rows");
    RAMMER_CHECK(x[1] % group == 0, "input channels ", x[1], " not divisible by group ", group);
  }
  if (ctx.has_input(2)) {
    const int64_t m = transpose ? w[1] * group : w[0];
    RAMMER_CHECK(ctx.dtype(2) == ctx.dtype(0), "B must have the dtype of X");
    RAMMER_CHECK(ctx.shape(2) == Shape{m}, "B ", shape_str(ctx.shape(2)), " must be [", m, "]");
  }
  return group;
}

// ---- Conv --------------------------------------------------------------------------------------


void infer_conv(InferContext& ctx) {
  check_conv_inputs(ctx, false);
  ConvWindow win = conv_window(ctx.attrs(), ctx.shape(0), ctx.shape(1));
  RAMMER_CHECK(win.kernel == spatial(ctx.shape(1)), "kernel_shape ", shape_str(win.kernel),
               " does not match W ", shape_str(ctx.shape(1)));
  Shape out = {ctx.shape(0)[0], ctx.shape(1)[0]};
  out.insert(out.end(), win.out.begin(), win.out.end());
  ctx.set_output(0, ctx.dtype(0), out);
}

template <class T>
Tensor conv(const Attributes& attrs, const Tensor& X, const Tensor& W, const Tensor* B) {
  const ConvWindow win = conv_window(attrs, X.shape(), W.shape());
  const int64_t group = attrs.get_int("group", 1);
  const int64_t N = X.dim(0), C = X.dim(1), M = W.dim(0);
  const int64_t Cg = C / group, Mg = M / group;
  const int64_t K = win.kernel_numel(), P = win.out_numel(), I = win.in_numel();
  Shape out_shape = {N, M};
  out_shape.insert(out_shape.end(), win.out.begin(), win.out.end());
  Tensor Y(X.dtype(), out_shape);

  const std::vector<int64_t> offsets = window_offsets(win, win.out, win.in);
  // A 1x1, stride-1, unpadded convolution reads its input as the column matrix directly.
  bool identity = K == 1 && P == I;
  for (int64_t p = 0; identity && p < P; ++p) identity = offsets[static_cast<size_t>(p)] == p;
  std::vector<T> col(identity ? 0 : static_cast<size_t>(Cg * K * P));

  const T* x = X.data<T>();
  const T* w = W.data<T>();
  T* y = Y.data<T>();
  for (int64_t n = 0; n < N; ++n) {
    for (int64_t g = 0; g < group; ++g) {
      const T* xg = x + (n * C + g * Cg) * I;
      if (!identity) {
        for (int64_t c = 0; c < Cg; ++c)
          for (int64_t k = 0; k < K; ++k) {
            const int64_t* off = offsets.data() + k * P;
            T* dst = col.data() + (c * K + k) * P;
            for (int64_t p = 0; p < P; ++p) dst[p] = off[p] < 0 ? T(0) : xg[c * I + off[p]];
          }
      }
      T* yg = y + (n * M + g * Mg) * P;
      if (B)
        for (int64_t m = 0; m < Mg; ++m) std::fill_n(yg + m * P, P, B->data<T>()[g * Mg + m]);
      gemm_accumulate<T>(Mg, P, Cg * K, w + g * Mg * Cg * K, identity ? xg : col.data(), yg);
    }
  }
  return Y;
}

void eval_conv(EvalContext& ctx) {
  if (dtype_is_half(ctx.input(0).dtype())) return eval_half_through_f32(ctx, eval_conv);
  const Tensor* B = ctx.has_input(2) ? &ctx.input(2) : nullptr;
  if (ctx.input(0).dtype() == DType::f64)
    ctx.set_output(0, conv<double>(ctx.attrs(), ctx.input(0), ctx.input(1), B));
  else
    ctx.set_output(0, conv<float>(ctx.attrs(), ctx.input(0), ctx.input(1), B));
}

// ---- ConvTranspose -----------------------------------------------------------------------------

void infer_conv_transpose(InferContext& ctx) {
  const int64_t group = check_conv_inputs(ctx, true);
  ConvWindow win = transpose_window(ctx.attrs(), ctx.shape(0), ctx.shape(1));
  Shape out = {ctx.shape(0)[0], ctx.shape(1)[1] * group};
  out.insert(out.end(), win.out.begin(), win.out.end());
  ctx.set_output(0, ctx.dtype(0), out);
}

template <class T>
Tensor conv_transpose(const Attributes& attrs, const Tensor& X, const Tensor& W, const Tensor* B) {
  const ConvWindow win = transpose_window(attrs, X.shape(), W.shape());
  const int64_t group = attrs.get_int("group", 1);
  const int64_t N = X.dim(0), C = X.dim(1), Mg = W.dim(1), Cg = C / group, M = Mg * group;
  const int64_t K = win.kernel_numel(), Pin = win.in_numel(), Pout = win.out_numel();
  Shape out_shape = {N, M};
  out_shape.insert(out_shape.end(), win.out.begin(), win.out.end());
  Tensor Y(X.dtype(), out_shape);
  // Input position p with kernel position k lands on output offsets[k * Pin + p] (or nowhere).
  const std::vector<int64_t> offsets = window_offsets(win, win.in, win.out);
  std::vector<T> col(static_cast<size_t>(Mg * K * Pin));
  std::vector<T> wt(static_cast<size_t>(Mg * K * Cg));
  const T* x = X.data<T>();
  const T* w = W.data<T>();
  T* y = Y.data<T>();
  for (int64_t g = 0; g < group; ++g) {
    // W_g is [Cg, Mg*K]; the column matrix is W_g^T [Mg*K, Cg] times X_g [Cg, Pin].
    const T* wg = w + g * Cg * Mg * K;
    for (int64_t c = 0; c < Cg; ++c)
      for (int64_t r = 0; r < Mg * K; ++r) wt[static_cast<size_t>(r * Cg + c)] = wg[c * Mg * K + r];
    for (int64_t n = 0; n < N; ++n) {
      std::fill(col.begin(), col.end(), T(0));
      gemm_accumulate<T>(Mg * K, Pin, Cg, wt.data(), x + (n * C + g * Cg) * Pin, col.data());
      for (int64_t m = 0; m < Mg; ++m) {
        T* ym = y + (n * M + g * Mg + m) * Pout;
        if (B) std::fill_n(ym, Pout, B->data<T>()[g * Mg + m]);
        for (int64_t k = 0; k < K; ++k) {
          const int64_t* off = offsets.data() + k * Pin;
          const T* src = col.data() + (m * K + k) * Pin;
          for (int64_t p = 0; p < Pin; ++p)
            if (off[p] >= 0) ym[off[p]] += src[p];
        }
      }
    }
  }
  return Y;
}

void eval_conv_transpose(EvalContext& ctx) {
  if (dtype_is_half(ctx.input(0).dtype())) return eval_half_through_f32(ctx, eval_conv_transpose);
  const Tensor* B = ctx.has_input(2) ? &ctx.input(2) : nullptr;
  if (ctx.input(0).dtype() == DType::f64)
    ctx.set_output(0, conv_transpose<double>(ctx.attrs(), ctx.input(0), ctx.input(1), B));
  else
    ctx.set_output(0, conv_transpose<float>(ctx.attrs(), ctx.input(0), ctx.input(1), B));
}

}  // namespace

void register_conv_ops(OpRegistry& r) {
  r.add({"Conv", "", 1, 21,
         {"auto_pad", "dilations", "group", "kernel_shape", "pads", "strides"},
         "any spatial rank; f32, f64, f16, bf16 (through f32)", infer_conv, eval_conv});
  r.add({"ConvTranspose", "", 1, 21,
         {"auto_pad", "dilations", "group", "kernel_shape", "output_padding", "output_shape",
          "pads", "strides"},
         "any spatial rank; f32, f64, f16, bf16 (through f32)", infer_conv_transpose, eval_conv_transpose});
}

}  // namespace rammer
