// See cpu_kernels_bench.h. Each case builds an OpDesc by hand, runs all its rTasks on one thread
// (the executor runs one rTask per worker), and reports the fastest of `reps` timed runs, or with
// --cold the median of runs that each start with the caches flushed.
#include "bench/cpu/cpu_kernels_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "backends/cpu/kernels/cpu_kernels.h"
#include "kernels/op_params.h"

namespace rammer {
namespace {

namespace k = kernels;

k::TensorDesc dense(std::vector<int64_t> shape) {
  k::TensorDesc d{};
  d.buffer = static_cast<int32_t>(k::Buffer::workspace);
  d.dtype = static_cast<int32_t>(k::DTypeCode::f32);
  d.rank = static_cast<int32_t>(shape.size());
  int64_t s = 1;
  for (int i = d.rank - 1; i >= 0; --i) {
    d.shape[i] = shape[i];
    d.strides[i] = s;
    s *= shape[i];
  }
  return d;
}

int64_t numel(const k::TensorDesc& d) {
  int64_t n = 1;
  for (int i = 0; i < d.rank; ++i) n *= d.shape[i];
  return n;
}

k::OpDesc make_op(k::OpKind kind, std::vector<int64_t> space, std::vector<int64_t> tile) {
  k::OpDesc op{};
  op.kind = static_cast<int32_t>(kind);
  op.rank = static_cast<int32_t>(space.size());
  for (int i = 0; i < k::kMaxOperands; ++i) op.operands[i] = -1;
  op.num_tasks = 1;
  for (int d = 0; d < op.rank; ++d) {
    op.space[d] = space[d];
    op.tile[d] = tile[d];
    op.num_tasks *= static_cast<int>((space[d] + tile[d] - 1) / tile[d]);
  }
  return op;
}

struct Case {
  std::string name;
  k::OpDesc op;
  std::vector<k::TensorDesc> tensors;
  double work;  // flops (compute cases) or bytes (memory cases)
  const char* unit;
};

// Fastest of `reps` timed passes over the op's rTasks (seconds): on a shared machine the minimum is
// the run least disturbed by other processes.
// cold: every timed pass starts after a 64 MB write has pushed the operands and the packed weights
// out of every cache level (a model's ops mostly find them there: each op's weights are read once
// per run, and its output buffer was last touched many ops before); the median is reported, the
// flush making the minimum meaningless.
double time_case(cpu::CpuIsa isa, const Case& c, int reps, bool cold, bool* ok) {
  std::vector<std::vector<float>> bufs;
  std::vector<void*> ptrs;
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (const k::TensorDesc& d : c.tensors) {
    bufs.emplace_back(static_cast<size_t>(numel(d)));
    for (float& v : bufs.back()) v = u(rng);
  }
  for (auto& b : bufs) ptrs.push_back(b.data());
  auto pass = [&] {
    for (int t = 0; t < c.op.num_tasks; ++t)
      if (!cpu::cpu_fast_tile_isa(isa, c.op, c.tensors.data(), ptrs.data(), t)) return false;
    return true;
  };
  *ok = pass();
  if (!*ok) return 0.0;
  std::vector<double> times;
  std::vector<float> flush(cold ? (64 << 20) / sizeof(float) : 0);
  for (int r = 0; r < reps; ++r) {
    for (float& f : flush) f += 1.0f;
    auto t0 = std::chrono::steady_clock::now();
    pass();
    times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return cold ? times[times.size() / 2] : times.front();
}

Case gemm_case(int64_t M, int64_t N, int64_t K, int64_t tm, int64_t tn) {
  Case c{"gemm " + std::to_string(M) + "x" + std::to_string(N) + "x" + std::to_string(K), make_op(k::OpKind::gemm, {M, N}, {tm, tn}),
         {dense({M, K}), dense({K, N}), dense({M, N})}, 2.0 * M * N * K, "GFLOP/s"};
  k::GemmParams{.K = K}.pack(c.op);
  c.op.operands[0] = 0;
  c.op.operands[1] = 1;
  c.op.operands[3] = 2;
  return c;
}

// A MatMul against a model weight (packed once per process), as BERT's projections (B = W) or an
// RNN's input projection / Gemm transB (B = W^T, a view with strides (1, K)).
Case weight_gemm_case(int64_t M, int64_t N, int64_t K, int64_t tn, bool transposed) {
  Case c = gemm_case(M, N, K, M, tn);
  c.name += transposed ? " W^T" : " W";
  if (transposed) {
    c.tensors[1] = dense({N, K});  // the weight's storage; the op sees its transpose
    c.tensors[1].rank = 2;
    c.tensors[1].shape[0] = K;
    c.tensors[1].shape[1] = N;
    c.tensors[1].strides[0] = 1;
    c.tensors[1].strides[1] = K;
  }
  c.tensors[1].buffer = static_cast<int32_t>(k::Buffer::weights);
  return c;
}

// A 2-D conv on one image of HW x HW with a k x k kernel ("same" padding), stride `stride`, and a
// relu epilogue; `tile` is over the output space [1, M, OH, OW].
Case conv_case(const std::string& name, int64_t C, int64_t M, int64_t HW, int64_t kk, int64_t group,
               std::vector<int64_t> tile, int64_t stride = 1) {
  const int64_t pad = kk / 2;
  const int64_t OH = (HW + 2 * pad - kk) / stride + 1;
  Case c{name, make_op(k::OpKind::conv, {1, M, OH, OH}, tile),
         {dense({1, C, HW, HW}), dense({M, C / group, kk, kk}), dense({M}), dense({1, M, OH, OH})},
         2.0 * M * (C / group) * kk * kk * OH * OH, "GFLOP/s"};
  const int64_t kernel[] = {kk, kk}, strides[] = {stride, stride}, ones[] = {1, 1}, pads[] = {pad, pad};
  k::ConvParams{.group = group, .nd = 2, .kernel = kernel, .stride = strides, .dilation = ones, .pad_begin = pads}
      .pack(c.op);
  for (int i = 0; i < 4; ++i) c.op.operands[i] = i;
  c.tensors[1].buffer = static_cast<int32_t>(k::Buffer::weights);  // packed once, as in a model
  c.op.steps[0] = {static_cast<int32_t>(k::ElemOp::relu), 0, 0, 0, 0, 0, 0};
  c.op.num_steps = 1;
  return c;
}

Case lstm_gates_case(int64_t in, int64_t H, int64_t tile) {
  Case c{"lstm gates in=" + std::to_string(in) + " H=" + std::to_string(H),
         make_op(k::OpKind::rnn_gates, {1, H}, {1, tile}),
         {dense({1, 1, in}), dense({1, 4 * H, in}), dense({1, 4 * H, H}), dense({1, 8 * H}),
          dense({1, 1, H}), dense({1, 1, 1, 4, H})},
         4.0 * 4 * H * (in + H), "GB/s"};
  k::RnnParams{.gates = 4, .h_prev_time = -1}.pack(c.op);
  for (int i = 0; i < 6; ++i) c.op.operands[i] = i;
  return c;
}

// A 1x1 conv on one HW x HW image, tiled as rammerc tiles it for 2 vEUs (half the map by all
// channels, or half the channels by the whole map on 14x14 and smaller), with the tensors of the
// plan's program when nothing else reads the conv's own output: tensor 4 for an operand the
// program reads, tensor 5 (operand 5) where it stores the result (y is not written). The caller
// writes the program.
Case stored_pointwise_case(const std::string& name, int64_t C, int64_t M, int64_t HW) {
  const bool small = HW <= 14;
  Case c = conv_case(name + " model-tile", C, M, HW, 1, 1, {1, small ? M / 2 : M, small ? HW : HW / 2, HW});
  c.tensors.push_back(dense({1, M, HW, HW}));
  c.tensors.push_back(dense({1, M, HW, HW}));
  c.op.operands[5] = 5;
  return c;
}

// The case with x, y and the program's operands channel-blocked (kernels::Layout::nchw16c), as the
// plan lays out activations that only convs read and write: the same work in that layout.
Case channel_blocked(Case c) {
  c.name += " nchw16c";
  for (size_t i = 0; i < c.tensors.size(); ++i) {
    k::TensorDesc& d = c.tensors[i];
    if (i == 1 || i == 2 || d.rank != 4) continue;  // the weights and the bias keep theirs
    d.layout = static_cast<int32_t>(k::Layout::nchw16c);
    d.strides[3] = k::kChannelBlock;
    d.strides[2] = d.shape[3] * k::kChannelBlock;
    d.strides[1] = d.shape[2] * d.shape[3] * k::kChannelBlock;
  }
  return c;
}

// ResNet-50's conv shapes, each with a GPU-shaped tile (128 x 64 outputs, the rtask gemm_128x64
// variant) and a CPU-shaped one (whole M, or M / 4 for 7x7 maps, by a quarter of the map): what
// the tile shape costs a CPU rTask.
void add_resnet_cases(std::vector<Case>& cases) {
  struct R {
    const char* name;
    int64_t C, M, HW, kk, stride;
  };
  static const R kShapes[] = {
      {"r50 conv1 7x7/2 3->64 224", 3, 64, 224, 7, 2},
      {"r50 l1 1x1 256->64 56", 256, 64, 56, 1, 1},
      {"r50 l1 3x3 64->64 56", 64, 64, 56, 3, 1},
      {"r50 l1 1x1 64->256 56", 64, 256, 56, 1, 1},
      {"r50 l2 ds 1x1/2 256->512 56", 256, 512, 56, 1, 2},
      {"r50 l2 3x3 128->128 28", 128, 128, 28, 3, 1},
      {"r50 l3 3x3 256->256 14", 256, 256, 14, 3, 1},
      {"r50 l4 3x3 512->512 7", 512, 512, 7, 3, 1},
      {"r50 l4 1x1 512->2048 7", 512, 2048, 7, 1, 1},
      {"r18 l2 3x3/2 64->128 56", 64, 128, 56, 3, 2},
      {"r18 l4 3x3/2 256->512 14", 256, 512, 14, 3, 2},
      {"mb2 stem 3x3/2 3->32 224", 3, 32, 224, 3, 2},
  };
  for (const R& r : kShapes) {
    const int64_t OH = (r.HW + 2 * (r.kk / 2) - r.kk) / r.stride + 1;
    const int64_t gw = std::min<int64_t>(64, OH), gh = std::max<int64_t>(1, 64 / OH);
    cases.push_back(conv_case(std::string(r.name) + " gpu-tile", r.C, r.M, r.HW, r.kk, 1,
                              {1, std::min<int64_t>(128, r.M), gh, gw}, r.stride));
    const bool small = OH < 14;
    cases.push_back(conv_case(std::string(r.name) + " cpu-tile", r.C, r.M, r.HW, r.kk, 1,
                              {1, small ? r.M / 4 : r.M, small ? OH : (OH + 3) / 4, OH}, r.stride));
  }
  // The stem as rammerc tiles it for 2 vEUs (half the map by all channels each).
  cases.push_back(conv_case("r50 conv1 7x7/2 3->64 224 model-tile", 3, 64, 224, 7, 1, {1, 64, 56, 112}, 2));
  // The same stem with its 3x3/2 max pool fused (MaxPoolEpilogueParams), split as rammerc splits it.
  Case fused = conv_case("r50 conv1 7x7/2 3->64 224 +maxpool model-tile", 3, 64, 224, 7, 1, {1, 64, 28, 56}, 2);
  for (int d = 2; d < 4; ++d) fused.op.space[d] = 56;
  fused.op.num_tasks = 2;
  fused.tensors[3] = dense({1, 64, 56, 56});
  k::MaxPoolEpilogueParams{.on = true, .kernel = {3, 3}, .stride = {2, 2}, .pad_begin = {1, 1}, .conv_out = {112, 112}}
      .pack(fused.op);
  cases.push_back(fused);
  // The bottleneck expansions as the model runs them: bias, the residual add, then relu (the sum
  // and the relu in new registers, the result stored to the block's output).
  struct E {
    const char* name;
    int64_t C, M, HW;
  };
  static const E kExpansions[] = {
      {"r50 l1 1x1 64->256 56 +res", 64, 256, 56},
      {"r50 l2 1x1 128->512 28 +res", 128, 512, 28},
      {"r50 l3 1x1 256->1024 14 +res", 256, 1024, 14},
      {"r50 l4 1x1 512->2048 7 +res", 512, 2048, 7},
      {"mb2 project 1x1 384->64 14 +res", 384, 64, 14},
      {"mb2 project 1x1 960->160 7 +res", 960, 160, 7},
  };
  for (const E& e : kExpansions) {
    Case c = stored_pointwise_case(e.name, e.C, e.M, e.HW);
    c.op.operands[4] = 4;  // the residual
    c.op.steps[0] = {static_cast<int32_t>(k::ElemOp::add), 1, 0, k::kOperandBase + 4, 0, 0, 0};
    c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::relu), 2, 1, 0, 0, 0, 0};
    c.op.steps[2] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 2, 0, 0, 0, 0};
    c.op.num_steps = 3;
    cases.push_back(c);
    if (e.M % k::kChannelBlock == 0 && e.C % k::kChannelBlock == 0) cases.push_back(channel_blocked(c));
  }
  // The bottleneck reductions (the block's first 1x1 conv) with their ReLU, stored as the model
  // stores them.
  static const E kReductions[] = {
      {"r50 l1 1x1 256->64 56 relu", 256, 64, 56},
      {"r50 l2 1x1 512->128 28 relu", 512, 128, 28},
      {"r50 l3 1x1 1024->256 14 relu", 1024, 256, 14},
  };
  for (const E& e : kReductions) {
    Case c = stored_pointwise_case(e.name, e.C, e.M, e.HW);
    c.op.steps[0] = {static_cast<int32_t>(k::ElemOp::relu), 1, 0, 0, 0, 0, 0};
    c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 1, 0, 0, 0, 0};
    c.op.num_steps = 2;
    cases.push_back(c);
    cases.push_back(channel_blocked(c));
  }
  // The bottleneck's 3x3 convs with their ReLU as the model splits them (half the map by all
  // channels, or half the channels on 14x14 and smaller), plain and channel-blocked.
  static const E k3x3[] = {
      {"r50 l1 3x3 64->64 56 relu", 64, 64, 56},
      {"r50 l2 3x3 128->128 28 relu", 128, 128, 28},
      {"r50 l3 3x3 256->256 14 relu", 256, 256, 14},
      {"r50 l4 3x3 512->512 7 relu", 512, 512, 7},
  };
  for (const E& e : k3x3) {
    const bool small = e.HW <= 14;
    Case c = conv_case(std::string(e.name) + " model-tile", e.C, e.M, e.HW, 3, 1,
                       {1, small ? e.M / 2 : e.M, small ? e.HW : e.HW / 2, e.HW});
    cases.push_back(c);
    cases.push_back(channel_blocked(c));
  }
  // A stage's first pointwise conv: x in channel planes (the max pool's output), y blocked.
  Case first = stored_pointwise_case("r50 l1 1x1 64->64 56 relu", 64, 64, 56);
  first.op.steps[0] = {static_cast<int32_t>(k::ElemOp::relu), 1, 0, 0, 0, 0, 0};
  first.op.steps[1] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 1, 0, 0, 0, 0};
  first.op.num_steps = 2;
  cases.push_back(first);
  Case first_blocked = channel_blocked(first);
  first_blocked.name += " (x planes)";
  first_blocked.tensors[0] = first.tensors[0];
  cases.push_back(first_blocked);
  // MobileNet-V2's 14x14 expansion with its ReLU6, stored to its own operand as in the model.
  Case e = stored_pointwise_case("mb2 expand 1x1 96->576 14 relu6", 96, 576, 14);
  e.op.steps[0] = {static_cast<int32_t>(k::ElemOp::clip), 1, 0, 0, 0, 0.0f, 6.0f};
  e.op.steps[1] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 1, 0, 0, 0, 0};
  e.op.num_steps = 2;
  cases.push_back(e);
}

// A conv case given the plan's SiLU epilogue (x * sigmoid(x) in new registers) with the result stored
// to its own operand (5; tensor 4 is unused), as the model runs EfficientNet-B0's convs.
Case stored_silu(Case c) {
  const k::TensorDesc& y = c.tensors[3];
  c.tensors.push_back(y);
  c.tensors.push_back(y);
  c.op.operands[5] = 5;
  c.op.steps[0] = {static_cast<int32_t>(k::ElemOp::sigmoid), 1, 0, 0, 0, 0, 0};
  c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::mul), 2, 0, 1, 0, 0, 0};
  c.op.steps[2] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 2, 0, 0, 0, 0};
  c.op.num_steps = 3;
  return c;
}

// EfficientNet-B0's and MobileNet-V3's gated expansions (x * sigmoid(x), x * hard_sigmoid(x)) as
// the plan writes them (the gate in new registers, one store to the output operand).
void add_gated_cases(std::vector<Case>& cases) {
  struct G {
    const char* name;
    int64_t C, M, HW;
    bool hard;
  };
  static const G kShapes[] = {
      {"eb0 1x1 16->96 112 silu", 16, 96, 112, false},
      {"eb0 1x1 112->672 14 silu", 112, 672, 14, false},
      {"eb0 head 1x1 320->1280 7 silu", 320, 1280, 7, false},
      {"mb3 1x1 40->240 28 hswish", 40, 240, 28, true},
  };
  for (const G& g : kShapes) {
    Case c = stored_pointwise_case(g.name, g.C, g.M, g.HW);
    const auto act = g.hard ? k::ElemOp::hard_sigmoid : k::ElemOp::sigmoid;
    c.op.steps[0] = {static_cast<int32_t>(act), 1, 0, 0, 0, 1.0f / 6.0f, 0.5f};
    c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::mul), 2, 0, 1, 0, 0, 0};
    c.op.steps[2] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 5, 2, 0, 0, 0, 0};
    c.op.num_steps = 3;
    cases.push_back(c);
  }
  // EfficientNet-B0's stem (3x3 stride 2, 3 -> 32 channels on 224x224) with its SiLU, tiled as for
  // 2 vEUs (half the output rows each).
  cases.push_back(stored_silu(conv_case("eb0 stem 3x3/2 3->32 224 silu", 3, 32, 224, 3, 1, {1, 32, 56, 112}, 2)));
  // EfficientNet-B0's depthwise convs with their SiLU, tiled as memory_variants does for 2 vEUs
  // (half the channels per rTask), the result stored to its own operand as in the model.
  struct D {
    int64_t C, HW, kk, stride;
  };
  static const D kDepthwise[] = {{96, 112, 3, 2}, {144, 56, 3, 1}, {144, 56, 5, 2},
                                 {240, 28, 5, 1}, {672, 14, 5, 1}, {1152, 7, 3, 1}};
  for (const D& d : kDepthwise) {
    const int64_t OH = (d.HW + 2 * (d.kk / 2) - d.kk) / d.stride + 1;
    const std::string name = "eb0 dw " + std::to_string(d.kk) + "x" + std::to_string(d.kk) +
                             (d.stride == 2 ? "/2 " : " ") + std::to_string(d.C) + " " + std::to_string(d.HW) + " silu";
    cases.push_back(stored_silu(conv_case(name, d.C, d.C, d.HW, d.kk, d.C, {1, d.C / 2, OH, OH}, d.stride)));
  }
}

// SqueezeNet 1.1's 3x3 expand convs and ResNeXt-29's grouped 3x3 conv (stride 1, pad 1: the
// direct conv path), tiled as for 2 vEUs: a quarter of the rows by all channels.
void add_squeezenet_cases(std::vector<Case>& cases) {
  struct S {
    const char* name;
    int64_t C, M, HW;
  };
  static const S kShapes[] = {
      {"sq fire2 3x3 16->64 55", 16, 64, 55},
      {"sq fire4 3x3 32->128 27", 32, 128, 27},
      {"sq fire9 3x3 64->256 13", 64, 256, 13},
  };
  for (const S& s : kShapes)
    cases.push_back(conv_case(s.name, s.C, s.M, s.HW, 3, 1, {1, s.M, (s.HW + 3) / 4, s.HW}));
  // ResNeXt-29's grouped 3x3 conv (8 groups of 64 channels on 32x32).
  cases.push_back(conv_case("rx29 3x3 g8 512->512 32", 512, 512, 32, 3, 8, {1, 512, 8, 32}));
  // One branch of ResNeXt-29 as the bench model writes it (a 64-channel 3x3 conv, one rTask).
  cases.push_back(conv_case("rx29 branch 3x3 64->64 32", 64, 64, 32, 3, 1, {1, 64, 32, 32}));
}

// UNet's 3x3 convs (the bench zoo's unet: 16 to 128 channels on 128x128 down to 16x16) with their
// ReLU, tiled as for 2 vEUs (half the map by all channels), in channel planes and channel-blocked,
// and its ConvTranspose up-samplings.
void add_unet_cases(std::vector<Case>& cases) {
  struct U {
    const char* name;
    int64_t C, M, HW;
  };
  static const U kShapes[] = {
      {"unet 3x3 16->16 128", 16, 16, 128}, {"unet 3x3 32->16 128", 32, 16, 128},
      {"unet 3x3 16->32 64", 16, 32, 64},   {"unet 3x3 32->32 64", 32, 32, 64},
      {"unet 3x3 64->32 64", 64, 32, 64},   {"unet 3x3 32->64 32", 32, 64, 32},
      {"unet 3x3 64->64 32", 64, 64, 32},   {"unet 3x3 128->64 32", 128, 64, 32},
      {"unet 3x3 128->128 16", 128, 128, 16},
  };
  for (const U& u : kShapes) {
    Case c = conv_case(u.name, u.C, u.M, u.HW, 3, 1, {1, u.M, u.HW / 2, u.HW});
    cases.push_back(c);
    cases.push_back(channel_blocked(c));
  }
  // An encoder conv's program as the plan writes it when a max pool reads its output and the skip
  // join's Concat takes the value too (rtask/place_concat.h): ReLU, then a store to each, or (the
  // plan's form for the decoder's convs) to one.
  for (int stores = 1; stores <= 2; ++stores) {
    Case c = conv_case(std::string("unet 3x3 16->16 128 ") + (stores == 1 ? "one store" : "two stores"), 16, 16,
                       128, 3, 1, {1, 16, 64, 128});
    for (int s = 0; s < stores; ++s) {
      c.tensors.push_back(dense({1, 16, 128, 128}));
      c.op.operands[4 + s] = 4 + s;
      c.op.steps[c.op.num_steps++] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 4 + s, 0, 0, 0, 0, 0};
    }
    cases.push_back(c);
  }
  // Its up-samplings: ConvTranspose with kernel 2, stride 2 (C -> M channels, HW -> 2 HW), tiled as
  // for 2 vEUs, reading x in channel planes and (as after the blocked decoder convs) blocked.
  static const U kUps[] = {{"unet up 128->64 16", 128, 64, 16}, {"unet up 64->32 32", 64, 32, 32},
                           {"unet up 32->16 64", 32, 16, 64}};
  for (const U& u : kUps) {
    const int64_t OH = 2 * u.HW;
    Case c{u.name, make_op(k::OpKind::conv_transpose, {1, u.M, OH, OH}, {1, u.M, OH / 2, OH}),
           {dense({1, u.C, u.HW, u.HW}), dense({u.C, u.M, 2, 2}), dense({u.M}), dense({1, u.M, OH, OH})},
           2.0 * u.M * u.C * OH * OH, "GFLOP/s"};
    const int64_t kernel[] = {2, 2}, ones[] = {1, 1}, zeros[] = {0, 0};
    k::ConvParams{.group = 1, .nd = 2, .kernel = kernel, .stride = kernel, .dilation = ones, .pad_begin = zeros}
        .pack(c.op);
    for (int i = 0; i < 4; ++i) c.op.operands[i] = i;
    c.tensors[1].buffer = static_cast<int32_t>(k::Buffer::weights);
    cases.push_back(c);
    Case blocked = channel_blocked(c);  // x alone: the tile writes y in channel planes
    blocked.tensors[3] = c.tensors[3];
    cases.push_back(blocked);
  }
}

// NASNet-style pointwise 1x1 convs on small maps (its cells' prev/base projections and separable
// convs' pointwise halves), tiled as cpu_gemm_variants does for 2 vEUs: half the map by whole M,
// or half of M by the whole map when the map has fewer than 256 positions.
void add_pointwise_cases(std::vector<Case>& cases) {
  struct P {
    int64_t C, M, HW;
  };
  static const P kShapes[] = {{32, 32, 32},  {64, 64, 32},  {64, 64, 16},   {128, 128, 16}, {128, 128, 8},
                              {256, 256, 8}, {192, 32, 32}, {384, 64, 16}, {768, 128, 8}};
  for (const P& p : kShapes) {
    const bool small = p.HW * p.HW < 256;
    const std::string name = "pw 1x1 " + std::to_string(p.C) + "->" + std::to_string(p.M) + " " +
                             std::to_string(p.HW);
    cases.push_back(conv_case(name, p.C, p.M, p.HW, 1, 1,
                              {1, small ? p.M / 2 : p.M, small ? p.HW : p.HW / 2, p.HW}));
    // As the list schedule runs NASNet's cell branches: the whole op in one rTask.
    cases.push_back(conv_case(name + " whole", p.C, p.M, p.HW, 1, 1, {1, p.M, p.HW, p.HW}));
  }
}

// NASNet's separable convs' depthwise halves (3x3, 5x5, 7x7 on 32x32, 16x16 and 8x8 maps, and the
// reduction cells' stride-2 ones), tiled as memory_variants does for 2 vEUs: half the channels per
// rTask; no epilogue.
void add_depthwise_cases(std::vector<Case>& cases) {
  struct D {
    int64_t C, HW, kk;
  };
  static const D kShapes[] = {{32, 32, 3}, {32, 32, 5}, {64, 16, 3}, {64, 16, 5}, {128, 8, 3}, {128, 8, 5}, {128, 8, 7}};
  for (const D& d : kShapes) {
    const std::string name = "dw " + std::to_string(d.kk) + "x" + std::to_string(d.kk) + " " +
                             std::to_string(d.C) + " " + std::to_string(d.HW);
    cases.push_back(conv_case(name, d.C, d.C, d.HW, d.kk, d.C, {1, d.C / 2, d.HW, d.HW}));
    cases.back().op.num_steps = 0;  // in NASNet the ReLU comes before the depthwise conv
  }
  // MobileNet-V2's stride-1 depthwise convs on the maps whose rows are not whole 8-float vectors,
  // with the conv case's activation, half the channels per rTask.
  static const D kMobile[] = {{192, 28, 3}, {576, 14, 3}, {960, 7, 3}};
  for (const D& d : kMobile) {
    const std::string name = "mbv2 dw 3x3 " + std::to_string(d.C) + " " + std::to_string(d.HW);
    cases.push_back(conv_case(name, d.C, d.C, d.HW, d.kk, d.C, {1, d.C / 2, d.HW, d.HW}));
  }
  // The reduction cells' first depthwise layers: stride 2 (the WindowPlane path).
  static const D kStrided[] = {{64, 32, 5}, {64, 32, 7}, {128, 16, 5}, {128, 16, 7}};
  for (const D& d : kStrided) {
    const std::string name = "dw " + std::to_string(d.kk) + "x" + std::to_string(d.kk) + "/2 " +
                             std::to_string(d.C) + " " + std::to_string(d.HW);
    const int64_t OH = d.HW / 2;
    cases.push_back(conv_case(name, d.C, d.C, d.HW, d.kk, d.C, {1, d.C / 2, OH, OH}, 2));
    cases.back().op.num_steps = 0;
  }
}

// A 2-D pool (square kk window, stride, the same pad on every side) over one C x HW x HW image,
// output tile `tile_c` channels by the whole output map. Rate: input bytes read per second.
Case pool_case(const std::string& name, int64_t C, int64_t HW, k::PoolMode mode, int64_t kk, int64_t stride,
               int64_t pad, int64_t tile_c) {
  const int64_t OH = (HW + 2 * pad - kk) / stride + 1;
  Case c{name, make_op(k::OpKind::pool, {1, C, OH, OH}, {1, tile_c, OH, OH}),
         {dense({1, C, HW, HW}), dense({1, C, OH, OH})}, 4.0 * C * HW * HW, "GB/s"};
  const int64_t kernel[] = {kk, kk}, strides[] = {stride, stride}, ones[] = {1, 1}, pads[] = {pad, pad};
  k::PoolParams pp;
  pp.nd = 2;
  pp.mode = mode;
  pp.kernel = kernel;
  pp.stride = strides;
  pp.dilation = ones;
  pp.pad_begin = pads;
  pp.pad_end = pads;
  pp.pack(c.op);
  c.op.operands[0] = 0;
  c.op.operands[1] = 1;
  return c;
}

// The squeeze of EfficientNet-B0's SE blocks (a global average pool of each channel; maps of
// 112x112 down to 7x7, whose rows fill no vector), one rTask as memory_variants gives it. Rate:
// input bytes read per second.
void add_global_pool_cases(std::vector<Case>& cases) {
  struct G {
    int64_t C, HW;
  };
  static const G kShapes[] = {{32, 112}, {144, 56}, {240, 28}, {672, 14}, {1152, 7}};
  for (const G& g : kShapes)
    cases.push_back(pool_case("pool global avg " + std::to_string(g.C) + " " + std::to_string(g.HW), g.C, g.HW,
                              k::PoolMode::avg, g.HW, 1, 0, g.C));
}

// The activations whose vector forms divide (an LSTM's gates, a standalone SiLU's sigmoid) as an
// elementwise op over 64 K floats (L2-resident), two rTasks. Rate: floats out per second.
void add_activation_cases(std::vector<Case>& cases) {
  const int64_t n = 64 * 1024;
  for (k::ElemOp act : {k::ElemOp::sigmoid, k::ElemOp::tanh}) {
    Case c{std::string("act ") + (act == k::ElemOp::sigmoid ? "sigmoid" : "tanh") + " 64K",
           make_op(k::OpKind::elementwise, {n}, {n / 2}), {dense({n}), dense({n})}, 1.0 * n, "G/s"};
    c.op.operands[0] = 0;
    c.op.operands[1] = 1;
    c.op.steps[0] = {static_cast<int32_t>(act), 0, k::kOperandBase + 0, 0, 0, 0, 0};
    c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 1, 0, 0, 0, 0, 0};
    c.op.num_steps = 2;
    cases.push_back(c);
  }
}

// DenseNet-121's pre-activation BatchNormalization + ReLU (after a Concat, so no conv takes it in
// as an epilogue): x * scale[c] + shift[c], then relu, over a 224-channel map of 56x56 (beyond the
// L2: the memory bounds it) and of 14x14, two rTasks of half the channels. Rate: input bytes read
// per second.
void add_channel_affine_cases(std::vector<Case>& cases) {
  const int64_t C = 224;
  for (const int64_t HW : {56, 14}) {
    Case c{"bn+relu 224 " + std::to_string(HW), make_op(k::OpKind::elementwise, {1, C, HW, HW}, {1, C / 2, HW, HW}),
           {dense({1, C, HW, HW}), dense({1, C, 1, 1}), dense({1, C, 1, 1}), dense({1, C, HW, HW})},
           4.0 * C * HW * HW, "GB/s"};
    for (size_t t : {1, 2}) {  // per-channel operands broadcast over the map
      c.tensors[t].shape[2] = HW;
      c.tensors[t].shape[3] = HW;
      c.tensors[t].strides[2] = 0;
      c.tensors[t].strides[3] = 0;
    }
    for (int i = 0; i < 4; ++i) c.op.operands[i] = i;
    c.op.steps[0] = {static_cast<int32_t>(k::ElemOp::mul), 0, k::kOperandBase + 0, k::kOperandBase + 1, 0, 0, 0};
    c.op.steps[1] = {static_cast<int32_t>(k::ElemOp::add), 1, 0, k::kOperandBase + 2, 0, 0, 0};
    c.op.steps[2] = {static_cast<int32_t>(k::ElemOp::relu), 2, 1, 0, 0, 0, 0};
    c.op.steps[3] = {static_cast<int32_t>(k::ElemOp::store), k::kOperandBase + 3, 2, 0, 0, 0, 0};
    c.op.num_steps = 4;
    cases.push_back(c);
  }
}

// NASNet's pools: 3x3 max and average (count_include_pad = 0), pad 1, stride 1 in its normal cells
// (32x32x32, 16x16x64, 8x8x128) and stride 2 in its reduction cells, tiled as memory_variants does
// for 2 vEUs: half the channels per rTask. Rate: input bytes read per second.
void add_pool_cases(std::vector<Case>& cases) {
  struct P {
    int64_t C, HW, stride;
  };
  static const P kShapes[] = {{32, 32, 1}, {64, 16, 1}, {128, 8, 1}, {64, 32, 2}, {128, 16, 2}};
  for (const P& p : kShapes)
    for (int64_t mode : {0, 1}) {
      const std::string name = std::string("pool ") + (mode == 0 ? "max" : "avg") + " 3x3/" +
                               std::to_string(p.stride) + " " + std::to_string(p.C) + " " + std::to_string(p.HW);
      cases.push_back(pool_case(name, p.C, p.HW, static_cast<k::PoolMode>(mode), 3, p.stride, 1, p.C / 2));
    }
  // ResNet's stem pool (3x3 max, stride 2, pad 1, 64 channels of 112x112), half the channels.
  cases.push_back(pool_case("pool max 3x3/2 64 112", 64, 112, k::PoolMode::max, 3, 2, 1, 32));
}

// MobileNet-V2's inverted-residual blocks (1x1 expand x6 + ReLU6, depthwise 3x3 + ReLU6, 1x1
// project), tiled as cpu_gemm_variants does for 2 vEUs (a quarter of the output rows per rTask):
// the three ops apart (`mbv2 ... expand`, `dw`, `project`: their sum is the unfused block), the
// depthwise conv inside the projection (`dw+project`, rtask's DwConv.Conv) and the whole block in
// one op (`block`, Conv.DwConv.Conv). Rate: the block's FLOPs per second in every row.
void add_mobilenet_block_cases(std::vector<Case>& cases) {
  struct B {
    int64_t cin, cexp, HW, stride, cout;
  };
  // The first two on 112x112 (features.1 has no expansion: its `dw+project` is the block).
  static const B kShapes[] = {{32, 32, 112, 1, 16},  {16, 96, 112, 2, 24}, {24, 144, 56, 1, 24},
                              {24, 144, 56, 2, 32},  {32, 192, 28, 1, 32}, {64, 384, 14, 1, 64},
                              {160, 960, 7, 1, 160}};
  const k::ElemStep relu6{static_cast<int32_t>(k::ElemOp::clip), 0, 0, 0, 0, 0.0f, 6.0f};
  for (const B& b : kShapes) {
    const int64_t H = b.HW, OH = (H + 2 - 3) / b.stride + 1, rows_in = (H + 3) / 4, rows = (OH + 3) / 4;
    const double flops = 2.0 * b.cexp * (b.cin * H * H + 9 * OH * OH + b.cout * OH * OH);
    const std::string name = "mbv2 " + std::to_string(b.cin) + "-" + std::to_string(b.cexp) + "-" +
                             std::to_string(b.cout) + " " + std::to_string(H) + (b.stride == 2 ? "/2" : "");
    cases.push_back(conv_case(name + " expand", b.cin, b.cexp, H, 1, 1, {1, b.cexp, rows_in, H}));
    cases.push_back(conv_case(name + " dw", b.cexp, b.cexp, H, 3, b.cexp, {1, b.cexp / 2, OH, OH}, b.stride));
    cases.push_back(conv_case(name + " project", b.cexp, b.cout, OH, 1, 1, {1, b.cout, rows, OH}));
    for (Case* c : {&cases[cases.size() - 3], &cases[cases.size() - 2], &cases[cases.size() - 1]}) {
      c->op.steps[0] = relu6;
      c->work = flops;
    }
    cases.back().op.num_steps = 0;  // the projection is linear
    for (bool expand : {false, true}) {
      const int64_t cx = expand ? b.cin : b.cexp;
      Case c{name + (expand ? " block" : " dw+project"), make_op(k::OpKind::conv, {1, b.cout, OH, OH}, {1, b.cout, rows, OH}),
             {dense({1, cx, H, H}), dense({b.cout, b.cexp, 1, 1}), dense({b.cout}), dense({1, b.cout, OH, OH}),
              dense({b.cexp, 1, 3, 3}), dense({b.cexp}), dense({b.cexp, b.cin, 1, 1}), dense({b.cexp})},
             flops, "GFLOP/s"};
      const int64_t ones[] = {1, 1}, zeros[] = {0, 0};
      k::ConvParams{.group = 1, .nd = 2, .kernel = ones, .stride = ones, .dilation = ones, .pad_begin = zeros}.pack(c.op);
      k::DwPrologueParams dp;
      dp.on = true;
      dp.expand = expand;
      for (int i = 0; i < 2; ++i) {
        dp.kernel[i] = 3;
        dp.stride[i] = b.stride;
        dp.pad_begin[i] = 1;
      }
      c.op.steps[dp.steps++] = relu6;
      if (expand) c.op.steps[dp.steps + dp.expand_steps++] = relu6;
      c.op.num_steps = dp.steps + dp.expand_steps;  // no epilogue: the prologue's steps only
      dp.pack(c.op);
      for (int i = 0; i < 4; ++i) c.op.operands[i] = i;
      c.op.operands[k::DwPrologueParams::kDwWeight] = 4;
      c.op.operands[k::DwPrologueParams::kDwBias] = 5;
      if (expand) {
        c.op.operands[k::DwPrologueParams::kExWeight] = 6;
        c.op.operands[k::DwPrologueParams::kExBias] = 7;
      }
      for (int t : {1, 4, 6}) c.tensors[static_cast<size_t>(t)].buffer = static_cast<int32_t>(k::Buffer::weights);
      cases.push_back(c);
    }
  }
}

}  // namespace

int bench_cpu_kernels_main(int argc, char** argv) {
  int reps = 20;
  std::string only;
  bool cold = false;
  const char* usage =
      "usage: bench-cpu-kernels [--only SUBSTRING] [--reps N] [--cold]\n"
      "Times single CPU tile kernels (one op each, all its rTasks on one thread) once per ISA the CPU\n"
      "supports and prints a Markdown table (bench/README.md).\n"
      "  --only SUBSTRING  only the cases whose name contains SUBSTRING (e.g. gemm, r50, pw, dw, mbv2)\n"
      "  --reps N          timed passes per case (default 20; the fastest is reported)\n"
      "  --cold            flush the caches before each pass and report the median\n"
      "Environment: RAMMER_CONV_DIRECT=0, RAMMER_CONV_TAP=0|1, RAMMER_ROW_STRIPS=0 switch conv paths\n"
      "for A/B runs.\n";
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::printf("%s", usage);
      return 0;
    } else if (std::strcmp(argv[i], "--cold") == 0) {
      cold = true;
    } else if (std::strcmp(argv[i], "--reps") == 0 && has_value) {
      reps = std::atoi(argv[++i]);
      if (reps < 1) {
        std::fprintf(stderr, "bench-cpu-kernels: --reps needs a positive count, got '%s'\n", argv[i]);
        return 2;
      }
    } else if (std::strcmp(argv[i], "--only") == 0 && has_value) {
      only = argv[++i];
    } else {
      std::fprintf(stderr, "bench-cpu-kernels: unknown or incomplete argument '%s'\n%s", argv[i], usage);
      return 2;
    }
  }
  std::vector<Case> cases = {
      gemm_case(256, 256, 256, 256, 256),
      gemm_case(512, 512, 512, 128, 512),
      gemm_case(1, 4096, 1024, 1, 4096),
      weight_gemm_case(128, 3072, 768, 1536, false),
      weight_gemm_case(128, 3072, 768, 1536, true),
      weight_gemm_case(400, 1024, 512, 512, true),
      weight_gemm_case(100, 1024, 256, 512, true),  // an LSTM-TC layer's input projection
      // ConvNeXt-T's first-stage MLP over its 56x56 map (one rTask: half the rows) and last-stage one.
      weight_gemm_case(1568, 384, 96, 384, false),
      weight_gemm_case(1568, 96, 384, 96, false),
      weight_gemm_case(49, 3072, 768, 1536, false),
      // ConvNeXt-T's third-stage MLP on its 14x14 map (196 tokens), split by output columns.
      weight_gemm_case(196, 1536, 384, 768, false),
      weight_gemm_case(196, 384, 1536, 192, false),
      weight_gemm_case(104, 192, 768, 192, false),  // a ViT-Tiny fc2 rTask (197 tokens in two)
      weight_gemm_case(197, 192, 768, 96, false),   // the same split by output columns
      weight_gemm_case(197, 768, 192, 384, false),  // a ViT-Tiny fc1 rTask (half the columns)
      conv_case("conv3x3 64->64 56x56", 64, 64, 56, 3, 1, {1, 64, 8, 56}),
      conv_case("conv1x1 256->64 56x56", 256, 64, 56, 1, 1, {1, 64, 8, 56}),
      conv_case("conv3x3 256->256 14x14", 256, 256, 14, 3, 1, {1, 64, 14, 14}),
      conv_case("dwconv3x3 128 56x56", 128, 128, 56, 3, 128, {1, 16, 56, 56}),
      lstm_gates_case(512, 512, 128),
      lstm_gates_case(1024, 1024, 256),
  };
  add_resnet_cases(cases);
  add_gated_cases(cases);
  add_squeezenet_cases(cases);
  add_unet_cases(cases);
  add_pointwise_cases(cases);
  add_depthwise_cases(cases);
  add_pool_cases(cases);
  add_global_pool_cases(cases);
  add_activation_cases(cases);
  add_channel_affine_cases(cases);
  add_mobilenet_block_cases(cases);
  std::printf("| kernel | isa | tasks | ms | rate |\n|---|---|---|---|---|\n");
  for (const Case& c : cases) {
    if (!only.empty() && c.name.find(only) == std::string::npos) continue;
    for (int i = static_cast<int>(cpu::cpu_isa_supported()); i >= 0; --i) {
      const auto isa = static_cast<cpu::CpuIsa>(i);
      bool ok = false;
      const double s = time_case(isa, c, reps, cold, &ok);
      if (!ok) {
        std::printf("| %s | %s | %d | no fast path | |\n", c.name.c_str(), cpu::cpu_isa_name(isa),
                    c.op.num_tasks);
        continue;
      }
      std::printf("| %s | %s | %d | %.3f | %.1f %s |\n", c.name.c_str(), cpu::cpu_isa_name(isa),
                  c.op.num_tasks, s * 1e3, c.work / s / 1e9, c.unit);
    }
  }
  return 0;
}

}  // namespace rammer
