// kernels/op_params.h: every typed parameter pack round-trips through OpDesc (pack, then unpack,
// gives the same fields, for values at the edges of their ranges and every spatial rank, input
// count and rank), a pack writes only the slots its layout names, and the positional layout itself
// is pinned: OpDescs written out slot by slot here (the layout the artifacts and golden files hold)
// unpack to the expected fields and are what pack writes.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "kernels/op_params.h"

namespace rammer {
namespace {

using namespace kernels;

constexpr int64_t kSentinel = -7777;  // a slot no pack writes keeps it

// An OpDesc whose params and fparams hold sentinels, so that a pack's footprint is visible.
OpDesc sentinel_desc() {
  OpDesc d{};
  for (int64_t& p : d.params) p = kSentinel;
  for (float& f : d.fparams) f = static_cast<float>(kSentinel);
  return d;
}

// Expects params [used, kMaxParams) and fparams [fused, kMaxFParams) untouched.
void expect_untouched_from(const OpDesc& d, int used, int fused) {
  for (int i = used; i < kMaxParams; ++i) EXPECT_EQ(d.params[i], kSentinel) << "params[" << i << "]";
  for (int i = fused; i < kMaxFParams; ++i)
    EXPECT_EQ(d.fparams[i], static_cast<float>(kSentinel)) << "fparams[" << i << "]";
}

// Floats compare bit for bit (NaN, -0 and infinities included).
bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// Values at the edges of an int64 slot, then random ones.
class Values {
 public:
  explicit Values(uint32_t seed) : rng_(seed) {}
  int64_t next() {
    static const int64_t edges[] = {0, 1, -1, std::numeric_limits<int64_t>::max(),
                                    std::numeric_limits<int64_t>::min(), 2, 1 << 20};
    if (i_ < sizeof(edges) / sizeof(edges[0])) return edges[i_++];
    return static_cast<int64_t>(rng_());
  }
  float next_float() {
    static const float edges[] = {0.0f, -0.0f, 1.0f, -1.0f, std::numeric_limits<float>::infinity(),
                                  std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::max(),
                                  std::numeric_limits<float>::quiet_NaN()};
    if (f_ < sizeof(edges) / sizeof(edges[0])) return edges[f_++];
    return std::uniform_real_distribution<float>(-1e6f, 1e6f)(rng_);
  }
  bool next_bool() { return (rng_() & 1) != 0; }
  int next_int() { return static_cast<int>(rng_() % 2000) - 1000; }

 private:
  std::mt19937_64 rng_;
  size_t i_ = 0, f_ = 0;
};

void expect_same(const ConvParams& a, const ConvParams& b) {
  EXPECT_EQ(a.group, b.group);
  EXPECT_EQ(a.nd, b.nd);
  for (int i = 0; i < a.nd; ++i) {
    EXPECT_EQ(a.kernel[i], b.kernel[i]) << i;
    EXPECT_EQ(a.stride[i], b.stride[i]) << i;
    EXPECT_EQ(a.dilation[i], b.dilation[i]) << i;
    EXPECT_EQ(a.pad_begin[i], b.pad_begin[i]) << i;
  }
  EXPECT_EQ(a.input_relu, b.input_relu);
  EXPECT_EQ(a.precision, b.precision);
}

void expect_same(const PoolParams& a, const PoolParams& b) {
  EXPECT_EQ(a.nd, b.nd);
  EXPECT_EQ(a.mode, b.mode);
  EXPECT_EQ(a.count_include_pad, b.count_include_pad);
  EXPECT_EQ(a.p, b.p);
  EXPECT_EQ(a.storage_order, b.storage_order);
  for (int i = 0; i < a.nd; ++i) {
    EXPECT_EQ(a.kernel[i], b.kernel[i]) << i;
    EXPECT_EQ(a.stride[i], b.stride[i]) << i;
    EXPECT_EQ(a.dilation[i], b.dilation[i]) << i;
    EXPECT_EQ(a.pad_begin[i], b.pad_begin[i]) << i;
    EXPECT_EQ(a.pad_end[i], b.pad_end[i]) << i;
  }
}

void expect_same(const RnnParams& a, const RnnParams& b) {
  EXPECT_EQ(a.t, b.t);
  EXPECT_EQ(a.d, b.d);
  EXPECT_EQ(a.gates, b.gates);
  EXPECT_EQ(a.kind, b.kind);
  EXPECT_EQ(a.linear_before_reset, b.linear_before_reset);
  EXPECT_EQ(a.h_prev_time, b.h_prev_time);
  EXPECT_EQ(a.f, b.f);
  EXPECT_EQ(a.g, b.g);
  EXPECT_EQ(a.h, b.h);
  EXPECT_EQ(a.projected, b.projected);
  EXPECT_EQ(a.fused, b.fused);
  EXPECT_EQ(a.resident, b.resident);
  EXPECT_TRUE(same_bits(a.clip, b.clip));
}

TEST(OpParams, ConvRoundTripsForEverySpatialRank) {
  Values v(1);
  for (int nd = 1; nd <= kMaxSpatial; ++nd) {
    for (int rep = 0; rep < 4; ++rep) {
      int64_t kernel[kMaxSpatial], stride[kMaxSpatial], dilation[kMaxSpatial], pad[kMaxSpatial];
      for (int i = 0; i < nd; ++i) {
        kernel[i] = v.next();
        stride[i] = v.next();
        dilation[i] = v.next();
        pad[i] = v.next();
      }
      ConvParams c;
      c.group = v.next();
      c.nd = nd;
      c.kernel = kernel;
      c.stride = stride;
      c.dilation = dilation;
      c.pad_begin = pad;
      c.input_relu = v.next_bool();
      c.precision = static_cast<MathPrecision>(rep);
      OpDesc d = sentinel_desc();
      c.pack(d);
      SCOPED_TRACE(nd);
      expect_same(ConvParams::unpack(d), c);
      EXPECT_EQ(d.params[3 + 4 * nd], rep);
      expect_untouched_from(d, 4 + 4 * nd, 0);
    }
  }
}

TEST(OpParams, PoolRoundTripsForEverySpatialRank) {
  Values v(2);
  for (int nd = 1; nd <= kMaxSpatial; ++nd) {
    for (int rep = 0; rep < 4; ++rep) {
      int64_t arrays[5][kMaxSpatial];  // kernel, stride, dilation, pad_begin, pad_end
      for (auto& a : arrays)
        for (int i = 0; i < nd; ++i) a[i] = v.next();
      PoolParams q;
      q.nd = nd;
      q.mode = static_cast<PoolMode>(rep % 3);
      q.count_include_pad = v.next_bool();
      q.p = v.next();
      q.storage_order = v.next();
      q.kernel = arrays[0];
      q.stride = arrays[1];
      q.dilation = arrays[2];
      q.pad_begin = arrays[3];
      q.pad_end = arrays[4];
      OpDesc d = sentinel_desc();
      q.pack(d);
      SCOPED_TRACE(nd);
      expect_same(PoolParams::unpack(d), q);
      expect_untouched_from(d, 5 + 5 * nd, 0);
    }
  }
}

TEST(OpParams, GemmReduceRowGatherReferenceRoundTrip) {
  Values v(3);
  for (int rep = 0; rep < 10; ++rep) {
    GemmParams g;
    g.K = v.next();
    g.prefetch_hint = v.next_bool();
    g.precision = static_cast<MathPrecision>(rep % 4);
    g.alpha = v.next_float();
    g.beta = v.next_float();
    OpDesc d = sentinel_desc();
    g.pack(d);
    const GemmParams gu = GemmParams::unpack(d);
    EXPECT_EQ(gu.K, g.K);
    EXPECT_EQ(gu.prefetch_hint, g.prefetch_hint);
    EXPECT_EQ(gu.precision, g.precision);
    EXPECT_TRUE(same_bits(gu.alpha, g.alpha));
    EXPECT_TRUE(same_bits(gu.beta, g.beta));
    expect_untouched_from(d, 3, 2);

    ReduceParams r;
    r.op = static_cast<ReduceOp>(rep % 12);
    r.axes_mask = v.next();
    r.select_last_index = v.next_bool();
    d = sentinel_desc();
    r.pack(d);
    const ReduceParams ru = ReduceParams::unpack(d);
    EXPECT_EQ(ru.op, r.op);
    EXPECT_EQ(ru.axes_mask, r.axes_mask);
    EXPECT_EQ(ru.select_last_index, r.select_last_index);
    expect_untouched_from(d, 3, 0);

    RowParams w;
    w.op = static_cast<RowOp>(rep % 4);
    w.cols = v.next();
    w.epsilon = v.next_float();
    d = sentinel_desc();
    w.pack(d);
    const RowParams wu = RowParams::unpack(d);
    EXPECT_EQ(wu.op, w.op);
    EXPECT_EQ(wu.cols, w.cols);
    EXPECT_TRUE(same_bits(wu.epsilon, w.epsilon));
    expect_untouched_from(d, 2, 1);

    GatherParams a;
    a.axis = v.next_int();
    a.data_rank = v.next_int();
    a.indices_rank = v.next_int();
    d = sentinel_desc();
    a.pack(d);
    const GatherParams au = GatherParams::unpack(d);
    EXPECT_EQ(au.axis, a.axis);
    EXPECT_EQ(au.data_rank, a.data_rank);
    EXPECT_EQ(au.indices_rank, a.indices_rank);
    expect_untouched_from(d, 3, 0);

    ReferenceParams f;
    f.first_node = v.next();
    f.node_count = v.next();
    d = sentinel_desc();
    f.pack(d);
    const ReferenceParams fu = ReferenceParams::unpack(d);
    EXPECT_EQ(fu.first_node, f.first_node);
    EXPECT_EQ(fu.node_count, f.node_count);
    expect_untouched_from(d, 2, 0);
  }
}

TEST(OpParams, ConcatRoundTripsForEveryInputCount) {
  Values v(4);
  for (int count = 1; count <= kMaxConcatInputs; ++count) {
    std::vector<int64_t> starts(static_cast<size_t>(count));
    for (int64_t& s : starts) s = v.next();
    ConcatParams c;
    c.axis = count % kMaxRank;
    c.count = count;
    c.start = starts.data();
    c.relu = count % 2 == 0;
    OpDesc d = sentinel_desc();
    c.pack(d);
    const ConcatParams u = ConcatParams::unpack(d);
    SCOPED_TRACE(count);
    EXPECT_EQ(u.axis, c.axis);
    EXPECT_EQ(u.count, count);
    EXPECT_EQ(u.relu, c.relu);
    for (int j = 0; j < count; ++j) EXPECT_EQ(u.start[j], starts[static_cast<size_t>(j)]) << j;
    expect_untouched_from(d, 3 + count, 0);
  }
}

TEST(OpParams, PadRoundTripsForEveryRank) {
  Values v(5);
  for (int rank = 1; rank <= kMaxRank; ++rank) {
    int64_t pads[kMaxRank];
    for (int i = 0; i < rank; ++i) pads[i] = v.next();
    PadParams q;
    q.mode = static_cast<PadMode>(rank % 4);
    q.rank = rank;
    q.pad_begin = pads;
    q.value = v.next_float();
    OpDesc d = sentinel_desc();
    d.rank = rank;
    q.pack(d);
    const PadParams u = PadParams::unpack(d);
    SCOPED_TRACE(rank);
    EXPECT_EQ(u.mode, q.mode);
    EXPECT_EQ(u.rank, rank);
    for (int i = 0; i < rank; ++i) EXPECT_EQ(u.pad_begin[i], q.pad_begin[i]) << i;
    EXPECT_TRUE(same_bits(u.value, q.value));
    expect_untouched_from(d, 1 + rank, 1);
  }
}

TEST(OpParams, RnnRoundTrips) {
  Values v(6);
  for (int rep = 0; rep < 12; ++rep) {
    RnnParams r;
    r.t = v.next();
    r.d = v.next();
    r.gates = v.next();
    r.kind = static_cast<RnnKind>(rep % 3);
    r.linear_before_reset = v.next_bool();
    r.h_prev_time = v.next();
    r.f = static_cast<ActivationCode>(rep % 3);
    r.g = static_cast<ActivationCode>((rep + 1) % 3);
    r.h = static_cast<ActivationCode>((rep + 2) % 3);
    r.projected = v.next_bool();
    r.fused = v.next_bool();
    r.resident = v.next_bool();
    r.clip = v.next_float();
    OpDesc d = sentinel_desc();
    r.pack(d);
    expect_same(RnnParams::unpack(d), r);
    expect_untouched_from(d, 12, 1);
  }
}

// The layout, slot by slot. Each case writes an OpDesc the way the artifacts hold it, checks the
// fields unpack() reads from it, and that pack() of those fields writes the same slots.
void expect_packs_to(const OpDesc& want, const OpDesc& got, int params, int fparams) {
  for (int i = 0; i < params; ++i) EXPECT_EQ(got.params[i], want.params[i]) << "params[" << i << "]";
  for (int i = 0; i < fparams; ++i) EXPECT_TRUE(same_bits(got.fparams[i], want.fparams[i])) << "fparams[" << i << "]";
}

TEST(OpParamsLayout, Conv2d) {
  // group 4, nd 2, kernel (3, 5), strides (1, 2), dilations (2, 1), pads_begin (0, 7), input relu,
  // precision fp16 (2).
  OpDesc d{};
  const int64_t p[] = {4, 2, 3, 5, 1, 2, 2, 1, 0, 7, 1, 2};
  std::memcpy(d.params, p, sizeof p);
  const ConvParams c = ConvParams::unpack(d);
  EXPECT_EQ(c.group, 4);
  EXPECT_EQ(c.nd, 2);
  EXPECT_EQ(c.kernel[0], 3);
  EXPECT_EQ(c.kernel[1], 5);
  EXPECT_EQ(c.stride[0], 1);
  EXPECT_EQ(c.stride[1], 2);
  EXPECT_EQ(c.dilation[0], 2);
  EXPECT_EQ(c.dilation[1], 1);
  EXPECT_EQ(c.pad_begin[0], 0);
  EXPECT_EQ(c.pad_begin[1], 7);
  EXPECT_TRUE(c.input_relu);
  EXPECT_EQ(c.precision, MathPrecision::fp16);
  OpDesc out{};
  c.pack(out);
  expect_packs_to(d, out, kMaxParams, kMaxFParams);
}

TEST(OpParamsLayout, Conv1dAnd3d) {
  OpDesc d1{};
  const int64_t p1[] = {1, 1, 7, 3, 1, 2, 0};  // group, nd, kernel, stride, dilation, pad, no relu
  std::memcpy(d1.params, p1, sizeof p1);
  const ConvParams c1 = ConvParams::unpack(d1);
  EXPECT_EQ(c1.nd, 1);
  EXPECT_EQ(c1.kernel[0], 7);
  EXPECT_EQ(c1.stride[0], 3);
  EXPECT_EQ(c1.dilation[0], 1);
  EXPECT_EQ(c1.pad_begin[0], 2);
  EXPECT_FALSE(c1.input_relu);

  OpDesc d3{};
  // kernel (1, 2, 3), strides (4, 5, 6), dilations (7, 8, 9), pads (10, 11, 12), relu at 2 + 4 * 3.
  const int64_t p3[] = {2, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1};
  std::memcpy(d3.params, p3, sizeof p3);
  const ConvParams c3 = ConvParams::unpack(d3);
  EXPECT_EQ(c3.group, 2);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(c3.kernel[i], 1 + i);
    EXPECT_EQ(c3.stride[i], 4 + i);
    EXPECT_EQ(c3.dilation[i], 7 + i);
    EXPECT_EQ(c3.pad_begin[i], 10 + i);
  }
  EXPECT_TRUE(c3.input_relu);
  OpDesc out{};
  c3.pack(out);
  expect_packs_to(d3, out, kMaxParams, kMaxFParams);
}

TEST(OpParamsLayout, Pool2d) {
  // nd 2, avg, count_include_pad, p 3, storage_order 1, kernel (2, 3), strides (4, 5),
  // dilations (1, 2), pads_begin (6, 7), pads_end (8, 9).
  OpDesc d{};
  const int64_t p[] = {2, 1, 1, 3, 1, 2, 3, 4, 5, 1, 2, 6, 7, 8, 9};
  std::memcpy(d.params, p, sizeof p);
  const PoolParams q = PoolParams::unpack(d);
  EXPECT_EQ(q.nd, 2);
  EXPECT_EQ(q.mode, PoolMode::avg);
  EXPECT_TRUE(q.count_include_pad);
  EXPECT_EQ(q.p, 3);
  EXPECT_EQ(q.storage_order, 1);
  EXPECT_EQ(q.kernel[0], 2);
  EXPECT_EQ(q.kernel[1], 3);
  EXPECT_EQ(q.stride[0], 4);
  EXPECT_EQ(q.stride[1], 5);
  EXPECT_EQ(q.dilation[0], 1);
  EXPECT_EQ(q.dilation[1], 2);
  EXPECT_EQ(q.pad_begin[0], 6);
  EXPECT_EQ(q.pad_begin[1], 7);
  EXPECT_EQ(q.pad_end[0], 8);
  EXPECT_EQ(q.pad_end[1], 9);
  OpDesc out{};
  q.pack(out);
  expect_packs_to(d, out, kMaxParams, kMaxFParams);
}

TEST(OpParamsLayout, GemmReduceRowGatherReference) {
  OpDesc g{};
  g.params[0] = 96;
  g.params[1] = 1;
  g.params[2] = 3;
  g.fparams[0] = 0.5f;
  g.fparams[1] = 2.0f;
  const GemmParams gp = GemmParams::unpack(g);
  EXPECT_EQ(gp.K, 96);
  EXPECT_TRUE(gp.prefetch_hint);
  EXPECT_EQ(gp.precision, MathPrecision::bf16);
  EXPECT_EQ(gp.alpha, 0.5f);
  EXPECT_EQ(gp.beta, 2.0f);
  OpDesc g2{};
  gp.pack(g2);
  expect_packs_to(g, g2, kMaxParams, kMaxFParams);

  OpDesc r{};
  r.params[0] = static_cast<int64_t>(ReduceOp::argmax);
  r.params[1] = 0b101;
  r.params[2] = 1;
  const ReduceParams rp = ReduceParams::unpack(r);
  EXPECT_EQ(rp.op, ReduceOp::argmax);
  EXPECT_EQ(rp.axes_mask, 5);
  EXPECT_TRUE(rp.select_last_index);

  OpDesc w{};
  w.params[0] = static_cast<int64_t>(RowOp::layer_norm);
  w.params[1] = 768;
  w.fparams[0] = 1e-5f;
  const RowParams wp = RowParams::unpack(w);
  EXPECT_EQ(wp.op, RowOp::layer_norm);
  EXPECT_EQ(wp.cols, 768);
  EXPECT_EQ(wp.epsilon, 1e-5f);

  OpDesc a{};
  a.params[0] = 1;
  a.params[1] = 3;
  a.params[2] = 2;
  const GatherParams ap = GatherParams::unpack(a);
  EXPECT_EQ(ap.axis, 1);
  EXPECT_EQ(ap.data_rank, 3);
  EXPECT_EQ(ap.indices_rank, 2);

  OpDesc f{};
  f.params[0] = 5;
  f.params[1] = 2;
  const ReferenceParams fp = ReferenceParams::unpack(f);
  EXPECT_EQ(fp.first_node, 5);
  EXPECT_EQ(fp.node_count, 2);
}

TEST(OpParamsLayout, ConcatAndPad) {
  OpDesc c{};
  const int64_t p[] = {1, 3, 0, 16, 48, 1};  // axis 1, three inputs at 0, 16, 48, fused relu
  std::memcpy(c.params, p, sizeof p);
  const ConcatParams cp = ConcatParams::unpack(c);
  EXPECT_EQ(cp.axis, 1);
  EXPECT_EQ(cp.count, 3);
  EXPECT_EQ(cp.start[0], 0);
  EXPECT_EQ(cp.start[1], 16);
  EXPECT_EQ(cp.start[2], 48);
  EXPECT_TRUE(cp.relu);
  OpDesc c2{};
  cp.pack(c2);
  expect_packs_to(c, c2, kMaxParams, kMaxFParams);

  OpDesc q{};
  q.rank = 4;
  const int64_t pads[] = {2, 0, 1, 3, 2};  // reflect, pads_begin (0, 1, 3, 2)
  std::memcpy(q.params, pads, sizeof pads);
  q.fparams[0] = -1.5f;
  const PadParams qp = PadParams::unpack(q);
  EXPECT_EQ(qp.mode, PadMode::reflect);
  EXPECT_EQ(qp.rank, 4);
  EXPECT_EQ(qp.pad_begin[0], 0);
  EXPECT_EQ(qp.pad_begin[1], 1);
  EXPECT_EQ(qp.pad_begin[2], 3);
  EXPECT_EQ(qp.pad_begin[3], 2);
  EXPECT_EQ(qp.value, -1.5f);
  OpDesc q2{};
  qp.pack(q2);
  expect_packs_to(q, q2, kMaxParams, kMaxFParams);
}

TEST(OpParamsLayout, RnnStep) {
  // t 7, d 1, 3 gates, GRU, linear_before_reset, h_prev at time 6, activations (relu, tanh, sigmoid),
  // projected, not fused, R resident; clip 10.
  OpDesc d{};
  const int64_t p[] = {7, 1, 3, 1, 1, 6, 2, 1, 0, 1, 0, 1};
  std::memcpy(d.params, p, sizeof p);
  d.fparams[0] = 10.0f;
  const RnnParams r = RnnParams::unpack(d);
  EXPECT_EQ(r.t, 7);
  EXPECT_EQ(r.d, 1);
  EXPECT_EQ(r.gates, 3);
  EXPECT_EQ(r.kind, RnnKind::gru);
  EXPECT_TRUE(r.linear_before_reset);
  EXPECT_EQ(r.h_prev_time, 6);
  EXPECT_EQ(r.f, ActivationCode::relu);
  EXPECT_EQ(r.g, ActivationCode::tanh);
  EXPECT_EQ(r.h, ActivationCode::sigmoid);
  EXPECT_TRUE(r.projected);
  EXPECT_FALSE(r.fused);
  EXPECT_TRUE(r.resident);
  EXPECT_EQ(r.clip, 10.0f);
  OpDesc out{};
  r.pack(out);
  expect_packs_to(d, out, kMaxParams, kMaxFParams);

  OpDesc fused{};
  fused.params[3] = static_cast<int64_t>(RnnKind::lstm);
  fused.params[5] = -1;
  fused.params[10] = 1;
  const RnnParams rf = RnnParams::unpack(fused);
  EXPECT_EQ(rf.kind, RnnKind::lstm);
  EXPECT_EQ(rf.h_prev_time, -1);
  EXPECT_TRUE(rf.fused);
  EXPECT_FALSE(rf.projected);
  EXPECT_FALSE(rf.resident);
}

}  // namespace
}  // namespace rammer

namespace rammer {
namespace {

using namespace kernels;

// The depthwise prologue of a fused 1x1 conv (CPU only): params [20, 32), after ConvParams' slots
// of any spatial rank; only those slots written.
TEST(OpParamsLayout, DwPrologue) {
  OpDesc d{};
  // on, kernel (3, 5), strides (2, 1), dilations (1, 2), pads (1, 0), 1 step, expansion, 2 steps.
  const int64_t p[] = {1, 3, 5, 2, 1, 1, 2, 1, 0, 1, 1, 2};
  std::memcpy(d.params + 20, p, sizeof p);
  d.num_steps = 5;
  const DwPrologueParams q = DwPrologueParams::unpack(d);
  EXPECT_TRUE(q.on);
  EXPECT_EQ(q.kernel[0], 3);
  EXPECT_EQ(q.kernel[1], 5);
  EXPECT_EQ(q.stride[0], 2);
  EXPECT_EQ(q.stride[1], 1);
  EXPECT_EQ(q.dilation[0], 1);
  EXPECT_EQ(q.dilation[1], 2);
  EXPECT_EQ(q.pad_begin[0], 1);
  EXPECT_EQ(q.pad_begin[1], 0);
  EXPECT_EQ(q.steps, 1);
  EXPECT_TRUE(q.expand);
  EXPECT_EQ(q.expand_steps, 2);
  EXPECT_EQ(q.epilogue_steps(d), 2);  // 5 steps: 2 of the 1x1 conv's epilogue, then 1 + 2
  d.num_steps = 2;
  EXPECT_EQ(q.epilogue_steps(d), -1);
  OpDesc out = sentinel_desc();
  q.pack(out);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(out.params[i], kSentinel) << "params[" << i << "]";
  for (int i = 0; i < 12; ++i) EXPECT_EQ(out.params[20 + i], p[i]) << "params[" << 20 + i << "]";
  expect_untouched_from(out, 32, 0);
  // A conv without the prologue reads as off, whatever ConvParams of rank 3 wrote.
  OpDesc plain{};
  const int64_t k3[] = {3, 3, 3}, one3[] = {1, 1, 1};
  ConvParams c;
  c.nd = 3;
  c.kernel = k3;
  c.stride = c.dilation = c.pad_begin = one3;
  c.input_relu = true;
  c.pack(plain);
  EXPECT_FALSE(DwPrologueParams::unpack(plain).on);
}

}  // namespace
}  // namespace rammer
