// reduce, row, copy, concat and pad tiles under host emulation against the reference
// interpreter's Reduce*/ArgMax/ArgMin, Softmax/LogSoftmax/Hardmax/LayerNormalization, Transpose,
// Slice, Concat and Pad.
#include "tests/kernels/kernel_test_util.h"

namespace rammer::kernel_test {
namespace {

// Every ReduceOp over several axis sets equals the ONNX Reduce op (keepdims=1).
TEST(KernelsReduce, ReduceOpsMatchReference) {
  struct R {
    rk::ReduceOp code;
    const char* op;
  };
  const std::vector<R> ops = {{rk::ReduceOp::sum, "ReduceSum"}, {rk::ReduceOp::mean, "ReduceMean"},
      {rk::ReduceOp::max, "ReduceMax"}, {rk::ReduceOp::min, "ReduceMin"},
      {rk::ReduceOp::prod, "ReduceProd"}, {rk::ReduceOp::l1, "ReduceL1"},
      {rk::ReduceOp::l2, "ReduceL2"}, {rk::ReduceOp::log_sum, "ReduceLogSum"},
      {rk::ReduceOp::log_sum_exp, "ReduceLogSumExp"}, {rk::ReduceOp::sum_square, "ReduceSumSquare"}};
  const Shape xs = {3, 4, 5};
  for (const auto& r : ops) {
    for (std::vector<int64_t> axes : {std::vector<int64_t>{1}, {0, 2}, {0, 1, 2}}) {
      for_block_sizes([&]<int T>() {
        Case c;
        const bool positive = r.code == rk::ReduceOp::log_sum || r.code == rk::ReduceOp::prod;
        int x = c.add(random_tensor(xs, 71, positive ? 0.5f : -1.0f, positive ? 1.5f : 1.0f));
        Shape ys = xs;
        int64_t mask = 0;
        for (int64_t a : axes) {
          ys[static_cast<size_t>(a)] = 1;
          mask |= int64_t{1} << a;
        }
        int y = c.add(Tensor(DType::f32, ys));
        rk::OpDesc op = make_op(rk::OpKind::reduce, ys, {2, 3, 2}, {x, y},
                                rk::ReduceParams{.op = r.code, .axes_mask = mask});
        run_op<T>(c, op);
        Node n = make_node(r.op, {"X"}, {"Y"}, 11);  // axes is an attribute before 13/18
        n.attrs.set("axes", axes);
        auto want = eval_node(n, {&c.at(x)});
        expect_close(c.at(y), want[0], 1e-5, r.op);
      });
    }
  }
}

// ArgMax/ArgMin (first and last of ties) equal the ONNX ops.
TEST(KernelsReduce, ArgOpsWithTies) {
  for (int last : {0, 1}) {
    for (bool is_max : {true, false}) {
      for_block_sizes([&]<int T>() {
        Case c;
        Tensor xt = random_tensor({4, 6, 3}, 81);
        for (int64_t i = 0; i < xt.numel(); ++i) xt.data<float>()[i] = std::round(xt.data<float>()[i] * 2);
        int x = c.add(xt);
        int y = c.add(Tensor(DType::i64, {4, 1, 3}));
        rk::OpDesc op = make_op(rk::OpKind::reduce, {4, 1, 3}, {3, 1, 2}, {x, y},
                                rk::ReduceParams{.op = is_max ? rk::ReduceOp::argmax : rk::ReduceOp::argmin,
                                                 .axes_mask = 2,
                                                 .select_last_index = last != 0});
        run_op<T>(c, op);
        Node n = make_node(is_max ? "ArgMax" : "ArgMin", {"X"}, {"Y"}, 13);
        n.attrs.set("axis", int64_t{1});
        n.attrs.set("select_last_index", int64_t{last});
        auto want = eval_node(n, {&c.at(x)});
        expect_close(c.at(y), want[0], 0, n.op);
      });
    }
  }
}

// Softmax, LogSoftmax and Hardmax on rows (cols larger and smaller than the block) equal ONNX.
TEST(KernelsRow, SoftmaxFamilyMatchesReference) {
  struct S {
    rk::RowOp code;
    const char* op;
  };
  for (S s : {S{rk::RowOp::softmax, "Softmax"}, S{rk::RowOp::log_softmax, "LogSoftmax"},
              S{rk::RowOp::hardmax, "Hardmax"}}) {
    for (Shape xs : {Shape{5, 3, 7}, Shape{3, 1, 300}}) {
      for (int64_t tile : {1, 2, 16}) {
        for_block_sizes([&]<int T>() {
          Case c;
          Tensor xt = random_tensor(xs, 91, -4.0f, 4.0f);
          if (s.code == rk::RowOp::hardmax) xt.data<float>()[5] = xt.data<float>()[6] = 9.0f;  // a tie
          int x = c.add(xt);
          int y = c.add(Tensor(DType::f32, xs));
          const int64_t rows = xs[0] * xs[1], cols = xs[2];
          rk::OpDesc op = make_op(rk::OpKind::row, {rows}, {tile}, {x, y},
                                  rk::RowParams{.op = s.code, .cols = cols});
          run_op<T>(c, op, T * 4);
          Node n = make_node(s.op, {"X"}, {"Y"}, 13);
          auto want = eval_node(n, {&c.at(x)});
          expect_close(c.at(y), want[0], 1e-5, std::string(s.op) + " " + shape_str(xs));
        });
      }
    }
  }
}

// LayerNormalization over the last two dims, with Mean and InvStdDev outputs, equals ONNX.
TEST(KernelsRow, LayerNormMatchesReference) {
  for (bool bias : {true, false}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int x = c.add(random_tensor({3, 4, 5, 6}, 95));
      int sc = c.add(random_tensor({5, 6}, 96));
      int bi = bias ? c.add(random_tensor({5, 6}, 97)) : -1;
      int y = c.add(Tensor(DType::f32, {3, 4, 5, 6}));
      int mean = c.add(Tensor(DType::f32, {3, 4, 1, 1}));
      int inv = c.add(Tensor(DType::f32, {3, 4, 1, 1}));
      rk::OpDesc op = make_op(rk::OpKind::row, {12}, {5}, {x, sc, bi, y, mean, inv},
                              rk::RowParams{.op = rk::RowOp::layer_norm, .cols = 30, .epsilon = 1e-3f});
      run_op<T>(c, op, T * 4);
      Node n = make_node("LayerNormalization", {"X", "S", bias ? "B" : ""}, {"Y", "M", "I"}, 17);
      n.attrs.set("axis", int64_t{2});
      n.attrs.set("epsilon", 1e-3f);
      std::vector<const Tensor*> in = {&c.at(x), &c.at(sc)};
      if (bias) in.push_back(&c.at(bi));
      auto want = eval_node(n, in);
      expect_close(c.at(y), want[0], 1e-5, "LayerNorm Y");
      expect_close(c.at(mean), want[1], 1e-5, "LayerNorm Mean");
      expect_close(c.at(inv), want[2], 1e-5, "LayerNorm InvStdDev");
    });
  }
}

// copy through a transposed view equals Transpose; through a stepped slice view equals Slice.
TEST(KernelsCopy, TransposeAndSliceViews) {
  for (Shape tile : {Shape{1, 1, 1}, Shape{2, 3, 2}, Shape{7, 7, 7}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int x = c.add(random_tensor({3, 4, 5}, 101));
      int y = c.add(Tensor(DType::f32, {5, 3, 4}));
      int xv = c.view(x, {5, 3, 4}, {1, 20, 5});  // perm (2, 0, 1)
      run_op<T>(c, make_op(rk::OpKind::copy, {5, 3, 4}, tile, {xv, y}));
      Node n = make_node("Transpose", {"X"}, {"Y"});
      n.attrs.set("perm", std::vector<int64_t>{2, 0, 1});
      expect_close(c.at(y), eval_node(n, {&c.at(x)})[0], 0, "Transpose");
      // Slice starts (1, 3, 0) ends (3, 0, 5) steps (1, -2, 2): shape [2, 2, 3].
      Tensor xi(DType::i64, {3, 4, 5});
      for (int64_t i = 0; i < xi.numel(); ++i) xi.data<int64_t>()[i] = i * 1000003;
      int xs = c.add(xi);
      int ys = c.add(Tensor(DType::i64, {2, 2, 3}));
      int sv = c.view(xs, {2, 2, 3}, {20, -10, 2});
      c.descs[static_cast<size_t>(sv)].offset = 0;
      Case& cc = c;
      // The view's first element is x[1, 3, 0]: shift the base by offsetting the strides' origin.
      rk::OpDesc op = make_op(rk::OpKind::copy, {2, 2, 3}, tile, {sv, ys});
      std::vector<void*> p = cc.ptrs();
      p[static_cast<size_t>(sv)] = cc.at(xs).data<int64_t>() + 1 * 20 + 3 * 5;
      std::vector<unsigned char> smem(1024);
      rk::Block<T> b(smem.data(), smem.size());
      for (int t = 0; t < op.num_tasks; ++t) rk::run_tile(b, op, cc.descs.data(), p.data(), t);
      Node sn = make_node("Slice", {"X", "S", "E", "A", "P"}, {"Y"}, 13);
      Tensor st = Tensor::from_vector<int64_t>(DType::i64, {3}, {1, 3, 0});
      Tensor en = Tensor::from_vector<int64_t>(DType::i64, {3}, {3, 0, 5});
      Tensor ax = Tensor::from_vector<int64_t>(DType::i64, {3}, {0, 1, 2});
      Tensor sp = Tensor::from_vector<int64_t>(DType::i64, {3}, {1, -2, 2});
      expect_close(cc.at(ys), eval_node(sn, {&cc.at(xs), &st, &en, &ax, &sp})[0], 0, "Slice");
    });
  }
}

// concat of three inputs along a middle axis equals Concat.
TEST(KernelsCopy, ConcatMatchesReference) {
  for (Shape tile : {Shape{1, 1, 1}, Shape{2, 4, 3}, Shape{2, 9, 3}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int a = c.add(random_tensor({2, 2, 3}, 111));
      int b = c.add(random_tensor({2, 4, 3}, 112));
      int d = c.add(random_tensor({2, 3, 3}, 113));
      int y = c.add(Tensor(DType::f32, {2, 9, 3}));
      const int64_t starts[] = {0, 2, 6};
      run_op<T>(c, make_op(rk::OpKind::concat, {2, 9, 3}, tile, {a, b, d, y},
                           rk::ConcatParams{.axis = 1, .count = 3, .start = starts}));
      Node n = make_node("Concat", {"A", "B", "D"}, {"Y"});
      n.attrs.set("axis", int64_t{1});
      expect_close(c.at(y), eval_node(n, {&c.at(a), &c.at(b), &c.at(d)})[0], 0, "Concat");
    });
  }
}

// concat with a fused Relu (ConcatParams::relu) equals Relu(Concat).
TEST(KernelsCopy, ConcatReluMatchesReference) {
  for (Shape tile : {Shape{1, 1, 1}, Shape{2, 4, 3}, Shape{2, 9, 3}}) {
    for_block_sizes([&]<int T>() {
      Case c;
      int a = c.add(random_tensor({2, 2, 3}, 114));
      int b = c.add(random_tensor({2, 4, 3}, 115));
      int y = c.add(Tensor(DType::f32, {2, 6, 3}));
      const int64_t starts[] = {0, 2};
      run_op<T>(c, make_op(rk::OpKind::concat, {2, 6, 3}, tile, {a, b, y},
                           rk::ConcatParams{.axis = 1, .count = 2, .start = starts, .relu = true}));
      Node n = make_node("Concat", {"A", "B"}, {"C"});
      n.attrs.set("axis", int64_t{1});
      Tensor cat = eval_node(n, {&c.at(a), &c.at(b)})[0];
      expect_close(c.at(y), eval_node(make_node("Relu", {"C"}, {"Y"}), {&cat})[0], 0, "Concat+Relu");
    });
  }
}

// pad in every mode (constant, edge, reflect, wrap) equals Pad (opset 19).
TEST(KernelsCopy, PadModesMatchReference) {
  const char* modes[] = {"constant", "edge", "reflect", "wrap"};
  for (int mode = 0; mode < 4; ++mode) {
    for_block_sizes([&]<int T>() {
      Case c;
      int x = c.add(random_tensor({2, 4, 5}, 121));
      const std::vector<int64_t> pads = {0, 2, 3, 1, 3, 2};  // begins then ends
      int y = c.add(Tensor(DType::f32, {3, 9, 10}));
      rk::OpDesc op = make_op(rk::OpKind::pad, {3, 9, 10}, {2, 4, 3}, {x, y},
                              rk::PadParams{.mode = static_cast<rk::PadMode>(mode), .rank = 3,
                                            .pad_begin = pads.data(), .value = 1.5f});
      run_op<T>(c, op);
      Node n = make_node("Pad", {"X", "P", "V"}, {"Y"}, 19);
      n.attrs.set("mode", std::string(modes[mode]));
      Tensor pt = Tensor::from_vector<int64_t>(DType::i64, {6}, pads);
      Tensor v = Tensor::scalar_f32(1.5f);
      expect_close(c.at(y), eval_node(n, {&c.at(x), &pt, &v})[0], 0, modes[mode]);
    });
  }
}

}  // namespace
}  // namespace rammer::kernel_test
