// Fast CPU data-movement tiles (copy through Transpose/Slice/Expand views, concat, pad, gather) against the
// reference ops (eval_node), bit-exact, every ISA, random shapes, ragged tiles, f32/i64/u8/f16 data.
#include <gtest/gtest.h>

#include <cstring>

#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::OpKind;

int32_t code_of(DType t) {
  switch (t) {
    case DType::f32: return static_cast<int32_t>(kernels::DTypeCode::f32);
    case DType::f16: return static_cast<int32_t>(kernels::DTypeCode::f16);
    case DType::i64: return static_cast<int32_t>(kernels::DTypeCode::i64);
    case DType::i32: return static_cast<int32_t>(kernels::DTypeCode::i32);
    case DType::i8: return static_cast<int32_t>(kernels::DTypeCode::i8);
    case DType::u8: return static_cast<int32_t>(kernels::DTypeCode::u8);
    case DType::boolean: return static_cast<int32_t>(kernels::DTypeCode::boolean);
    case DType::f64: return static_cast<int32_t>(kernels::DTypeCode::f64);
    case DType::i16: return static_cast<int32_t>(kernels::DTypeCode::i16);
    case DType::bf16: return static_cast<int32_t>(kernels::DTypeCode::bf16);
  }
  return 0;
}

// Random bytes: every bit pattern must survive the move (f16 stays a plain 2-byte pattern).
Tensor random_bytes(std::mt19937& rng, DType t, const Shape& shape) {
  Tensor x(t, shape);
  for (size_t i = 0; i < x.nbytes(); ++i) x.raw()[i] = static_cast<uint8_t>(rng());
  if (t == DType::f32) {  // finite floats, so the reference may compute with them
    for (int64_t i = 0; i < x.numel(); ++i) x.data<float>()[i] = static_cast<float>(rng() % 2001) - 1000.5f;
  }
  return x;
}

kernels::TensorDesc typed(DType t, const Shape& shape, std::vector<int64_t> strides = {}) {
  kernels::TensorDesc d = desc(shape, std::move(strides));
  d.dtype = code_of(t);
  return d;
}

DType pick_dtype(std::mt19937& rng) {
  const DType all[] = {DType::f32, DType::i64, DType::u8, DType::f16};
  return all[rng() % 4];
}

Shape random_shape(std::mt19937& rng, int rank, int64_t max_dim) {
  Shape s;
  for (int i = 0; i < rank; ++i) s.push_back(1 + static_cast<int64_t>(rng() % max_dim));
  return s;
}

// Runs op over every ISA into a fresh output (pre-filled with a marker) and compares bytes.
void expect_moves(const kernels::OpDesc& op, const std::vector<kernels::TensorDesc>& T,
                  std::vector<void*> ptrs, int out_slot, const Tensor& want, const std::string& what) {
  for (cpu::CpuIsa isa : isas()) {
    Tensor y(want.dtype(), want.shape());
    std::memset(y.raw(), 0xa5, y.nbytes());
    ptrs[static_cast<size_t>(out_slot)] = y.raw();
    ASSERT_TRUE(run_all(isa, op, T, ptrs)) << what;
    EXPECT_EQ(0, std::memcmp(y.raw(), want.raw(), want.nbytes()))
        << cpu::cpu_isa_name(isa) << " " << what << " y=" << shape_str(want.shape()) << " tile=" << tile_str(op);
  }
}

// OpKind::copy of x (at xbase, seen through strides vst) into a dense y of shape ys, random tile,
// compared with `want` on every ISA.
void expect_view_copy(std::mt19937& rng, DType dt, const Shape& ys, const std::vector<int64_t>& vst,
                      void* xbase, const Tensor& want, const std::string& what) {
  kernels::OpDesc op = make_op(OpKind::copy, ys);
  op.operands[0] = 0;
  op.operands[1] = 1;
  random_tile(rng, op);
  expect_moves(op, {typed(dt, ys, vst), typed(dt, ys)}, {xbase, nullptr}, 1, want, what);
}


// copy through a permuted-strides view equals Transpose, any rank, dtype and tile.
TEST(CpuKernelsMove, TransposeViews) {
  std::mt19937 rng(71);
  for (int iter = 0; iter < 40; ++iter) {
    const int rank = 1 + static_cast<int>(rng() % 5);
    const DType dt = pick_dtype(rng);
    const Shape xs = random_shape(rng, rank, 7);
    Tensor X = random_bytes(rng, dt, xs);
    std::vector<int64_t> perm(static_cast<size_t>(rank));
    for (int i = 0; i < rank; ++i) perm[static_cast<size_t>(i)] = i;
    std::shuffle(perm.begin(), perm.end(), rng);
    const kernels::TensorDesc xd = typed(dt, xs);
    Shape ys;
    std::vector<int64_t> vst;
    for (int64_t p : perm) {
      ys.push_back(xs[static_cast<size_t>(p)]);
      vst.push_back(xd.strides[p]);
    }
    Node n = make_node("Transpose", 13, 1);
    n.attrs.set("perm", perm);
    Tensor want = eval_node(n, {&X})[0];
    expect_view_copy(rng, dt, ys, vst, X.raw(), want, "transpose");
  }
}

// copy through a stepped view (negative steps included, base at the first element) equals Slice.
TEST(CpuKernelsMove, NegativeStepSliceViews) {
  std::mt19937 rng(72);
  for (int iter = 0; iter < 40; ++iter) {
    const int rank = 1 + static_cast<int>(rng() % 4);
    const DType dt = iter % 2 ? DType::i64 : pick_dtype(rng);
    const Shape xs = random_shape(rng, rank, 9);
    Tensor X = random_bytes(rng, dt, xs);
    const kernels::TensorDesc xd = typed(dt, xs);
    std::vector<int64_t> starts, ends, steps;
    Shape ys;
    std::vector<int64_t> vst;
    int64_t base = 0;
    for (int i = 0; i < rank; ++i) {
      const int64_t dim = xs[static_cast<size_t>(i)];
      const int64_t step = (rng() % 2 ? 1 : -1) * static_cast<int64_t>(1 + rng() % 3);
      const int64_t start = static_cast<int64_t>(rng() % dim);
      // At least one element: end strictly past start in the step's direction.
      const int64_t end_eff = step > 0 ? start + 1 + static_cast<int64_t>(rng() % (dim - start))
                                       : start - 1 - static_cast<int64_t>(rng() % (start + 1));
      const int64_t count = step > 0 ? (end_eff - start + step - 1) / step : (start - end_eff - step - 1) / -step;
      starts.push_back(start);
      ends.push_back(end_eff < 0 ? -1000 : end_eff);  // -1 would mean "last" to Slice
      steps.push_back(step);
      ys.push_back(count);
      vst.push_back(step * xd.strides[i]);
      base += start * xd.strides[i];
    }
    Node n = make_node("Slice", 13, 5);
    Tensor st = Tensor::from_vector<int64_t>(DType::i64, {rank}, starts);
    Tensor en = Tensor::from_vector<int64_t>(DType::i64, {rank}, ends);
    std::vector<int64_t> axes(static_cast<size_t>(rank));
    for (int i = 0; i < rank; ++i) axes[static_cast<size_t>(i)] = i;
    Tensor ax = Tensor::from_vector<int64_t>(DType::i64, {rank}, axes);
    Tensor sp = Tensor::from_vector<int64_t>(DType::i64, {rank}, steps);
    Tensor want = eval_node(n, {&X, &st, &en, &ax, &sp})[0];
    ASSERT_EQ(want.shape(), ys);
    expect_view_copy(rng, dt, ys, vst, X.raw() + base * static_cast<int64_t>(dtype_size(dt)), want, "slice");
  }
}

// Step-2 slices of the last dim (x[..., s::2], NASNet's factorized reductions; 4-byte elements
// run through vector deinterleaving) of rows with even, odd and multi-vector lengths equal Slice,
// bit for bit (int32 patterns too).
TEST(CpuKernelsMove, StrideTwoSliceRows) {
  std::mt19937 rng(73);
  for (const DType dt : {DType::f32, DType::i32})
    for (const int64_t w : {8, 9, 31, 32, 33, 70})
      for (const int64_t start : {0, 1}) {
        const Shape xs = {2, 3, 4, w};
        Tensor X = random_bytes(rng, dt, xs);
        const kernels::TensorDesc xd = typed(dt, xs);
        const int64_t count = (w - start + 1) / 2;
        const Shape ys = {2, 3, 2, count};
        const std::vector<int64_t> vst = {xd.strides[0], xd.strides[1], 2 * xd.strides[2], 2};
        Node n = make_node("Slice", 13, 5);
        Tensor st = Tensor::from_vector<int64_t>(DType::i64, {2}, {0, start});
        Tensor en = Tensor::from_vector<int64_t>(DType::i64, {2}, {4, w});
        Tensor ax = Tensor::from_vector<int64_t>(DType::i64, {2}, {2, 3});
        Tensor sp = Tensor::from_vector<int64_t>(DType::i64, {2}, {2, 2});
        Tensor want = eval_node(n, {&X, &st, &en, &ax, &sp})[0];
        ASSERT_EQ(want.shape(), ys);
        expect_view_copy(rng, dt, ys, vst, X.raw() + start * static_cast<int64_t>(dtype_size(dt)), want, "slice2");
      }
}

// copy through a stride-0 view equals Expand (broadcast along every size-1 dim).
TEST(CpuKernelsMove, ExpandViews) {
  std::mt19937 rng(73);
  for (int iter = 0; iter < 30; ++iter) {
    const int rank = 1 + static_cast<int>(rng() % 5);
    const DType dt = pick_dtype(rng);
    const Shape ys = random_shape(rng, rank, 8);
    Shape xs = ys;
    for (auto& d : xs)
      if (rng() % 2) d = 1;
    Tensor X = random_bytes(rng, dt, xs);
    const kernels::TensorDesc xd = typed(dt, xs);
    std::vector<int64_t> vst;
    for (int i = 0; i < rank; ++i) vst.push_back(xs[static_cast<size_t>(i)] == 1 ? 0 : xd.strides[i]);
    Node n = make_node("Expand", 13, 2);
    Tensor shp = Tensor::from_vector<int64_t>(DType::i64, {rank}, ys);
    Tensor want = eval_node(n, {&X, &shp})[0];
    expect_view_copy(rng, dt, ys, vst, X.raw(), want, "expand");
  }
}

// A random concat: 1..max_count inputs (made by `make(shape)`) along a random axis of a shape with
// dims up to max_dim, its OpDesc with a random tile, the tensor table (output last) and Concat's
// result as computed by the reference.
struct ConcatCase {
  std::vector<Tensor> xs;
  std::vector<kernels::TensorDesc> T;
  std::vector<void*> ptrs;
  kernels::OpDesc op{};
  Tensor cat;
  int axis = 0, count = 0;
};
template <class Make>
ConcatCase random_concat(std::mt19937& rng, DType dt, int max_count, int64_t max_dim, Make make) {
  ConcatCase c;
  const int rank = 1 + static_cast<int>(rng() % 4);
  c.axis = static_cast<int>(rng() % rank);
  c.count = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_count));
  const Shape base = random_shape(rng, rank, max_dim);
  std::vector<int64_t> starts;
  int64_t start = 0;
  for (int j = 0; j < c.count; ++j) {
    Shape s = base;
    s[static_cast<size_t>(c.axis)] = 1 + static_cast<int64_t>(rng() % 5);
    c.xs.push_back(make(s));
    c.T.push_back(typed(dt, s));
    starts.push_back(start);
    start += s[static_cast<size_t>(c.axis)];
  }
  Node n = make_node("Concat", 13, static_cast<size_t>(c.count));
  n.attrs.set("axis", static_cast<int64_t>(c.axis));
  std::vector<const Tensor*> ins;
  for (auto& x : c.xs) {
    ins.push_back(&x);
    c.ptrs.push_back(x.raw());
  }
  c.cat = eval_node(n, ins)[0];
  c.op = make_op(OpKind::concat, c.cat.shape());
  kernels::ConcatParams{.axis = c.axis, .count = c.count, .start = starts.data()}.pack(c.op);
  for (int j = 0; j <= c.count; ++j) c.op.operands[j] = j;
  c.T.push_back(typed(dt, c.cat.shape()));
  c.ptrs.push_back(nullptr);
  random_tile(rng, c.op);
  return c;
}

// concat of 1..7 inputs along any axis equals Concat, any dtype, ragged tiles across input seams.
TEST(CpuKernelsMove, ConcatMatchesReference) {
  std::mt19937 rng(74);
  for (int iter = 0; iter < 40; ++iter) {
    const DType dt = iter % 3 == 0 ? DType::i64 : pick_dtype(rng);
    ConcatCase c = random_concat(rng, dt, 7, 6, [&](const Shape& s) { return random_bytes(rng, dt, s); });
    expect_moves(c.op, c.T, c.ptrs, c.count, c.cat, "concat axis " + std::to_string(c.axis));
  }
}

// concat with a fused Relu (ConcatParams::relu, f32) equals Relu(Concat): values of both signs,
// unit-stride runs (the SIMD path) and strided ones, ragged tiles.
TEST(CpuKernelsMove, ConcatReluMatchesReference) {
  std::mt19937 rng(76);
  for (int iter = 0; iter < 30; ++iter) {
    ConcatCase c = random_concat(rng, DType::f32, 4, 40, [&](const Shape& s) { return random_tensor(rng, s); });
    kernels::ConcatParams cp = kernels::ConcatParams::unpack(c.op);
    cp.relu = true;
    cp.pack(c.op);
    Tensor want = eval_node(make_node("Relu", 13, 1), {&c.cat})[0];
    expect_moves(c.op, c.T, c.ptrs, c.count, want, "concat+relu axis " + std::to_string(c.axis));
  }
}

// pad in every mode equals Pad (opset 19), random pads per side, the constant converted to the
// output dtype (i64 included).
TEST(CpuKernelsMove, PadModesMatchReference) {
  std::mt19937 rng(75);
  const char* modes[] = {"constant", "edge", "reflect", "wrap"};
  for (int iter = 0; iter < 48; ++iter) {
    const int mode = iter % 4;
    const int rank = 1 + static_cast<int>(rng() % 4);
    const DType dt = iter % 3 == 0 ? DType::i64 : DType::f32;
    const Shape xs = random_shape(rng, rank, 6);
    Tensor X = random_bytes(rng, dt, xs);
    std::vector<int64_t> pads(static_cast<size_t>(2 * rank));
    for (int i = 0; i < 2 * rank; ++i) {
      // reflect needs pads < dim; wrap and edge accept any; keep them small.
      const int64_t dim = xs[static_cast<size_t>(i % rank)];
      const int64_t hi = mode == 2 ? dim - 1 : 4;
      pads[static_cast<size_t>(i)] = hi > 0 ? static_cast<int64_t>(rng() % (hi + 1)) : 0;
    }
    Node n = make_node("Pad", 19, 3);
    n.attrs.set("mode", std::string(modes[mode]));
    Tensor pt = Tensor::from_vector<int64_t>(DType::i64, {2 * rank}, pads);
    Tensor v = dt == DType::i64 ? Tensor::scalar_i64(-3) : Tensor::scalar_f32(1.5f);
    Tensor want = eval_node(n, {&X, &pt, &v})[0];
    kernels::OpDesc op = make_op(OpKind::pad, want.shape());
    kernels::PadParams{.mode = static_cast<kernels::PadMode>(mode),
                       .rank = rank,
                       .pad_begin = pads.data(),
                       .value = dt == DType::i64 ? -3.0f : 1.5f}
        .pack(op);
    op.operands[0] = 0;
    op.operands[1] = 1;
    random_tile(rng, op);
    expect_moves(op, {typed(dt, xs), typed(dt, want.shape())}, {X.raw(), nullptr}, 1, want, modes[mode]);
  }
}

// gather along any axis with 1-D i32/i64 indices (negative ones included) equals Gather, any rank,
// dtype and tile; the last axis (element by element) and inner axes (runs) both appear.
TEST(CpuKernelsMove, GatherMatchesReference) {
  std::mt19937 rng(74);
  for (int iter = 0; iter < 60; ++iter) {
    const int rank = 1 + static_cast<int>(rng() % 4);
    const DType dt = pick_dtype(rng);
    const Shape xs = random_shape(rng, rank, 6);
    Tensor X = random_bytes(rng, dt, xs);
    const int axis = static_cast<int>(rng() % static_cast<unsigned>(rank));
    const int64_t n = xs[static_cast<size_t>(axis)];
    const int64_t count = 1 + static_cast<int64_t>(rng() % 9);
    const DType it = rng() % 2 ? DType::i64 : DType::i32;
    Tensor I(it, {count});
    for (int64_t i = 0; i < count; ++i) I.set_f64(i, static_cast<double>(static_cast<int64_t>(rng() % (2 * n)) - n));
    Node g = make_node("Gather", 13, 2);
    g.attrs.set("axis", static_cast<int64_t>(axis));
    Tensor want = eval_node(g, {&X, &I})[0];
    kernels::OpDesc op = make_op(OpKind::gather, want.shape());
    kernels::GatherParams p;
    p.axis = axis;
    p.data_rank = rank;
    p.indices_rank = 1;
    p.pack(op);
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[2] = 2;
    random_tile(rng, op);
    expect_moves(op, {typed(dt, xs), typed(it, {count}), typed(dt, want.shape())}, {X.raw(), I.raw(), nullptr}, 2,
                 want, "gather axis " + std::to_string(axis));
  }
}

// gather with a scalar index (y drops the axis: ViT's q, k, v taken from one tensor) equals Gather
// along any axis, the last included, for any dtype and tile, negative indices too.
TEST(CpuKernelsMove, GatherScalarIndexMatchesReference) {
  std::mt19937 rng(75);
  for (int iter = 0; iter < 60; ++iter) {
    const int rank = 2 + static_cast<int>(rng() % 4);
    const DType dt = pick_dtype(rng);
    const Shape xs = random_shape(rng, rank, 6);
    Tensor X = random_bytes(rng, dt, xs);
    const int axis = static_cast<int>(rng() % static_cast<unsigned>(rank));
    const int64_t n = xs[static_cast<size_t>(axis)];
    const DType it = rng() % 2 ? DType::i64 : DType::i32;
    Tensor I(it, {});
    I.set_f64(0, static_cast<double>(static_cast<int64_t>(rng() % (2 * n)) - n));
    Node g = make_node("Gather", 13, 2);
    g.attrs.set("axis", static_cast<int64_t>(axis));
    Tensor want = eval_node(g, {&X, &I})[0];
    kernels::OpDesc op = make_op(OpKind::gather, want.shape());
    kernels::GatherParams p;
    p.axis = axis;
    p.data_rank = rank;
    p.indices_rank = 0;
    p.pack(op);
    op.operands[0] = 0;
    op.operands[1] = 1;
    op.operands[2] = 2;
    random_tile(rng, op);
    expect_moves(op, {typed(dt, xs), typed(it, {}), typed(dt, want.shape())}, {X.raw(), I.raw(), nullptr}, 2,
                 want, "scalar gather axis " + std::to_string(axis));
  }
}

// i16 data (no 2-byte elem_size in the tile ABI) is declined before anything is written.
TEST(CpuKernelsMove, DeclinesI16) {
  kernels::OpDesc op = make_op(OpKind::copy, {4});
  op.operands[0] = 0;
  op.operands[1] = 1;
  std::vector<int16_t> x = {1, 2, 3, 4}, y = {9, 9, 9, 9};
  std::vector<kernels::TensorDesc> T = {typed(DType::i16, {4}), typed(DType::i16, {4})};
  std::vector<void*> ptrs = {x.data(), y.data()};
  for (cpu::CpuIsa isa : isas()) {
    EXPECT_FALSE(run_all(isa, op, T, ptrs));
    EXPECT_EQ(y[0], 9);
  }
}

}  // namespace
}  // namespace rammer::cpu_test
