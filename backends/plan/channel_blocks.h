// channel_blocks: the CPU plan's conv activations laid out channel-blocked (kernels::Layout::nchw16c).
//
// ONNX Runtime's CPU convs (MLAS) and oneDNN keep the activations between convs in NCHWc: each
// position's 16 channels are one cache line, which a conv's micro-kernel broadcasts as it sweeps
// output positions, where channel planes put each channel of a position on its own line and page.
// Among the CPU tile kernels only the plain conv tile (backends/cpu/kernels/cpu_blocked_conv_impl.h),
// the depthwise one (cpu_blocked_depthwise_impl.h) and the conv + max pool (cpu_conv_pool_impl.h)
// write that layout; those, the pointwise conv's transposed GEMM, the 2-D pools and the
// ConvTranspose tile read it. So a workspace tensor is blocked when every op that names it is
//   - a 2-D conv of constant weights, one group or depthwise (one channel per group), whose step
//     program has the tile form, naming it as x, as the tensor the program stores to (with channel
//     boxes of whole blocks), or as the residual the program adds; or a one-group conv with a
//     max-pool epilogue (a ResNet stem) naming it as its pooled output; or
//   - a 2-D average or max pool reading it as x (into a y in channel planes); or
//   - a 2-D fp32 ConvTranspose reading it as x (into a y in channel planes);
// and, over all those convs, a conv's stored output and its residual are both blocked or both not
// (the tile reads the residual in the output's layout); a depthwise conv's x and output are both
// blocked or both not; a 1x1 conv with an affine input prologue (an SE scale, a
// BatchNormalization + Relu: kernels::InputAffineParams) writes blocked only from blocked x; a conv
// reads blocked x only when its output is blocked too (into channel planes its tiles would be
// stored transposed and finished in a second pass, which costs more than the blocked x saves),
// unless it is a pointwise conv (its transposed GEMM packs blocked x as cheaply as planes) reading
//   - a depthwise conv's output, with an affine prologue only (an SE block's projection: an
//     EfficientNet block whose 24- or 40-channel chain has no whole blocks still runs its depthwise
//     conv blocked; NASNet's separable convs ran slower with their 1x1 reading so), or
//   - without a prologue, a tensor that other convs keep blocked whatever it does: one of a
//     residual chain or a Concat's output (the first branches and the transitions of ResNeXt's
//     later stages; a lone conv output read only into planes, UNet's head or RegNet's stem, ran
//     slower blocked).
// Other one-group convs may read x in channel planes and write blocked: the layout changes inside
// a conv, never in a copy. A Concat's output whose inputs its producers write in place
// (rtask/place_concat.h) is blocked with those slices when each is whole blocks and named only as
// such a conv's output: a base and its views are blocked all or none.
//
// Expects: a Plan of CPU tile kernels, before the memory plan (sizes do not change). Guarantees:
// every blocked tensor is a rank-4 f32 workspace tensor, named by some op (a base: itself or one of
// its views), with C a multiple of 16, neither a graph input nor an output, with the strides of
// Layout::nchw16c (a view: its base's, at an offset of whole blocks); a base is blocked exactly
// when all its views are; every op naming a blocked tensor is one of the above. Returns the number of tensors blocked.
#pragma once

#include "backends/plan/plan.h"

namespace rammer {

int block_channels(Plan& plan);

}  // namespace rammer
