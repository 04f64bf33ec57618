// gather tile under host emulation: a hand-computed case, then the reference interpreter's Gather
// for axis 0 / middle / last, scalar and 2-D indices, negative indices, i32 and i64 index dtypes.
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

Tensor index_tensor(DType dtype, const Shape& shape, const std::vector<int64_t>& values) {
  Tensor t(dtype, shape);
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == DType::i32) {
      t.data<int32_t>()[i] = static_cast<int32_t>(values[i]);
    } else {
      t.data<int64_t>()[i] = values[i];
    }
  }
  return t;
}

// Gather(axis=0) of rows [0,1],[2,3],[4,5] by [2,-3] picks rows 2 and 0 (negative counts from the end).
TEST(KernelsGather, HandComputedRows) {
  for_block_sizes([&]<int T>() {
    Case c;
    Tensor data(DType::f32, {3, 2});
    for (int i = 0; i < 6; ++i) data.data<float>()[i] = static_cast<float>(i);
    int x = c.add(data);
    int ind = c.add(index_tensor(DType::i64, {2}, {2, -3}));
    int y = c.add(Tensor(DType::f32, {2, 2}));
    run_op<T>(c, make_op(rk::OpKind::gather, {2, 2}, {1, 2}, {x, ind, y},
                          rk::GatherParams{.axis = 0, .data_rank = 2, .indices_rank = 1}));
    const std::vector<float> want = {4, 5, 0, 1};
    for (int i = 0; i < 4; ++i) EXPECT_EQ(c.at(y).data<float>()[i], want[static_cast<size_t>(i)]) << i;
  });
}

// Every (axis, indices shape, index dtype) combination equals ONNX Gather, with ragged tiles.
TEST(KernelsGather, MatchesReference) {
  const Shape xs = {4, 5, 3};
  struct IndexCase {
    Shape shape;
    std::vector<int64_t> values;  // valid for every axis of xs (|v| < 3)
  };
  const std::vector<IndexCase> index_cases = {
      {{}, {-1}}, {{3}, {2, 0, -2}}, {{2, 2}, {1, -1, 0, 2}}};
  for (int64_t axis : {0, 1, 2, -1}) {
    for (const auto& ic : index_cases) {
      for (DType dt : {DType::i64, DType::i32}) {
        for_block_sizes([&]<int T>() {
          Case c;
          int x = c.add(random_tensor(xs, 97));
          int ind = c.add(index_tensor(dt, ic.shape, ic.values));
          const int64_t a = axis < 0 ? axis + 3 : axis;
          Shape ys;
          for (int64_t j = 0; j < a; ++j) ys.push_back(xs[static_cast<size_t>(j)]);
          for (int64_t d : ic.shape) ys.push_back(d);
          for (int64_t j = a + 1; j < 3; ++j) ys.push_back(xs[static_cast<size_t>(j)]);
          int y = c.add(Tensor(DType::f32, ys));
          Shape tile(ys.size(), 2);
          run_op<T>(c, make_op(rk::OpKind::gather, ys, tile, {x, ind, y},
                               rk::GatherParams{.axis = static_cast<int>(a),
                                                .data_rank = 3,
                                                .indices_rank = static_cast<int>(ic.shape.size())}));
          Node n = make_node("Gather", {"X", "I"}, {"Y"}, 13);
          n.attrs.set("axis", axis);
          auto want = eval_node(n, {&c.at(x), &c.at(ind)});
          ASSERT_EQ(want[0].shape(), ys);
          expect_close(c.at(y), want[0], 0, "Gather axis " + std::to_string(axis));
        });
      }
    }
  }
}

// A rank-1 table gathered by a scalar index gives a scalar (space of rank 0, one rTask).
TEST(KernelsGather, ScalarResult) {
  for_block_sizes([&]<int T>() {
    Case c;
    Tensor data(DType::i64, {5});
    for (int i = 0; i < 5; ++i) data.data<int64_t>()[i] = 10 * i;
    int x = c.add(data);
    int ind = c.add(index_tensor(DType::i32, {}, {-2}));
    int y = c.add(Tensor(DType::i64, {}));
    run_op<T>(c, make_op(rk::OpKind::gather, {}, {}, {x, ind, y},
                          rk::GatherParams{.axis = 0, .data_rank = 1, .indices_rank = 0}));
    EXPECT_EQ(c.at(y).data<int64_t>()[0], 30);
  });
}

}  // namespace
}  // namespace rammer::kernel_test
