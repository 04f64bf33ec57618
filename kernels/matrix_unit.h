// Which matrix unit a tensor-core tile (gemm_mma.h, conv_mma.h) is instantiated on: MmaUnit
// (mma.sync, kernels/mma_unit.h) or MfmaUnit (AMD MFMA, kernels/mfma_unit.h). The tile source is one;
// the unit is its template argument.
//
//   MatrixUnit<P>              the unit a GPU compilation has: MfmaUnit of the compiled arch under
//                              __HIP__, MmaUnit on CUDA and the host (for code that names one unit).
//   with_matrix_unit(op's unit kind, precision, f)
//                              calls f(MatrixUnitTag<Unit>{}) for the unit an op names (an op whose
//                              tile_path is the matrix one): CUDA has only mma.sync (tf32 / fp16 /
//                              bf16), HIP only the MFMA forms of the arch it compiles for (fp32 /
//                              fp16 / bf16), the host and the emulated GPU every one (so that a HIP
//                              device's tiles run under emulation on the MFMA unit, its forms and
//                              subnormal flushing included). Returns false only on the host for an
//                              MFMA op at a block size that is not whole waves (after reporting it).
//                              A device half that defines RAMMER_MATRIX_PRECISION instantiates
//                              that precision's form only.
#pragma once

#include "kernels/mfma_unit.h"
#include "kernels/mma_unit.h"
#include "kernels/op_params.h"

namespace rammer::kernels {

template <class U>
struct MatrixUnitTag {
  using type = U;
};

RAMMER_HOST_DEVICE constexpr MfmaPrecision mfma_precision_of(MathPrecision p) {
  return p == MathPrecision::fp16 ? MfmaPrecision::f16 : p == MathPrecision::bf16 ? MfmaPrecision::bf16
                                                                                 : MfmaPrecision::f32;
}
RAMMER_HOST_DEVICE constexpr MmaPrecision mma_precision_of(MathPrecision p) {
  return p == MathPrecision::fp16 ? MmaPrecision::f16 : p == MathPrecision::bf16 ? MmaPrecision::bf16
                                                                                : MmaPrecision::tf32;
}

#if defined(__HIP__)
template <MathPrecision P>
using MatrixUnit = MfmaUnit<kMfmaArch, mfma_precision_of(P)>;
#else
template <MathPrecision P>
using MatrixUnit = MmaUnit<mma_precision_of(P)>;
#endif

namespace matrix_unit_detail {
// The precision's form of the unit. The caller has tile_path's word that the unit takes the
// precision (kernels/op_params.h takes_matrix_unit), so the last form is taken unconditionally: no
// path falls through to the CUDA-core tile, which the compiler then leaves out of the matrix path
// (on CUDA its registers and spills would otherwise count against the matrix path's kernel).
template <MfmaArch A, int kThreads, class F>
RAMMER_DEVICE bool with_mfma(MathPrecision p, F&& f) {
  if constexpr (kThreads % 64 != 0) {
#if !defined(RAMMER_GPU)
    emulation_error("an MFMA tile needs whole 64-lane waves: threads per block must be a multiple of 64");
#endif
    return false;
  } else {
    if (p == MathPrecision::fp32) return f(MatrixUnitTag<MfmaUnit<A, MfmaPrecision::f32>>{}), true;
    if (p == MathPrecision::fp16) return f(MatrixUnitTag<MfmaUnit<A, MfmaPrecision::f16>>{}), true;
    return f(MatrixUnitTag<MfmaUnit<A, MfmaPrecision::bf16>>{}), true;
  }
}

template <class F>
RAMMER_DEVICE bool with_mma_sync(MathPrecision p, F&& f) {
  if (p == MathPrecision::tf32) return f(MatrixUnitTag<MmaUnit<MmaPrecision::tf32>>{}), true;
  if (p == MathPrecision::fp16) return f(MatrixUnitTag<MmaUnit<MmaPrecision::f16>>{}), true;
  return f(MatrixUnitTag<MmaUnit<MmaPrecision::bf16>>{}), true;
}
}  // namespace matrix_unit_detail

// For an op whose tile_path is gemm_mma / conv_mma (so takes_matrix_unit(u, p) holds).
template <int kThreads, class F>
RAMMER_DEVICE bool with_matrix_unit(MatrixUnitKind u, MathPrecision p, F&& f) {
#if defined(RAMMER_MATRIX_PRECISION)
  // A model's device half (backends/gpu/emit_gpu.cc) defines the model's precision, which every
  // matrix op of that model has (write_gpu_artifact checks): only its form is instantiated, so the
  // other forms' registers do not count in the fused kernel.
  p = static_cast<MathPrecision>(RAMMER_MATRIX_PRECISION);
#endif
#if defined(__HIP__)
  // A GPU compilation has one unit, the target's, which planned the op: the arch compiled for is the
  // one the code runs on.
  (void)u;
  return matrix_unit_detail::with_mfma<kMfmaArch, kThreads>(p, f);
#elif defined(RAMMER_GPU)
  (void)u;
  return matrix_unit_detail::with_mma_sync(p, f);
#else
  switch (u) {
    case MatrixUnitKind::mma_sync: return matrix_unit_detail::with_mma_sync(p, f);
    case MatrixUnitKind::mfma_gfx90a: return matrix_unit_detail::with_mfma<MfmaArch::gfx90a, kThreads>(p, f);
    case MatrixUnitKind::mfma_gfx908: return matrix_unit_detail::with_mfma<MfmaArch::gfx908, kThreads>(p, f);
  }
  return false;
#endif
}

}  // namespace rammer::kernels
