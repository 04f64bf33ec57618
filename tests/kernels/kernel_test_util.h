// Test helpers for the tile kernels under host emulation: tensors with their TensorDescs, OpDesc
// construction, running every rTask of an op with an emulated block, the reference interpreter's
// result for the equivalent ONNX node, and a tolerance comparison.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "frontend/ops/op_registry.h"
#include "kernels/dispatch.h"

namespace rammer::kernel_test {

namespace rk = rammer::kernels;

inline rk::DTypeCode code_of(DType t) {
  switch (t) {
    case DType::f32: return rk::DTypeCode::f32;
    case DType::f16: return rk::DTypeCode::f16;
    case DType::i64: return rk::DTypeCode::i64;
    case DType::i32: return rk::DTypeCode::i32;
    case DType::f64: return rk::DTypeCode::f64;
    case DType::boolean: return rk::DTypeCode::boolean;
    default: ADD_FAILURE() << "dtype not in the tests"; return rk::DTypeCode::f32;
  }
}

// Owns the tensors of one case; descs[i] / ptrs[i] describe tensors[i] (a view may share storage).
struct Case {
  std::vector<Tensor> tensors;
  std::vector<rk::TensorDesc> descs;
  std::vector<int> storage;  // index of the tensor holding the bytes

  int add(Tensor t) {
    rk::TensorDesc d{};
    d.dtype = static_cast<int32_t>(code_of(t.dtype()));
    d.rank = static_cast<int32_t>(t.rank());
    Shape st = shape_strides(t.shape());
    for (int i = 0; i < d.rank; ++i) {
      d.shape[i] = t.shape()[static_cast<size_t>(i)];
      d.strides[i] = st[static_cast<size_t>(i)];
    }
    tensors.push_back(std::move(t));
    descs.push_back(d);
    storage.push_back(static_cast<int>(tensors.size()) - 1);
    return static_cast<int>(tensors.size()) - 1;
  }
  // A view of tensor `base` with its own shape and element strides.
  int view(int base, const Shape& shape, const Shape& strides) {
    rk::TensorDesc d = descs[static_cast<size_t>(base)];
    d.rank = static_cast<int32_t>(shape.size());
    for (size_t i = 0; i < shape.size(); ++i) {
      d.shape[i] = shape[i];
      d.strides[i] = strides[i];
    }
    tensors.emplace_back();
    descs.push_back(d);
    storage.push_back(storage[static_cast<size_t>(base)]);
    return static_cast<int>(tensors.size()) - 1;
  }
  std::vector<void*> ptrs() {
    std::vector<void*> p;
    for (int s : storage) p.push_back(tensors[static_cast<size_t>(s)].raw());
    return p;
  }
  Tensor& at(int i) { return tensors[static_cast<size_t>(storage[static_cast<size_t>(i)])]; }
};

inline Tensor random_tensor(Shape shape, uint32_t seed, float lo = -1.0f, float hi = 1.0f) {
  Tensor t(DType::f32, std::move(shape));
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  for (int64_t i = 0; i < t.numel(); ++i) t.data<float>()[i] = dist(rng);
  return t;
}

inline rk::OpDesc make_op(rk::OpKind kind, const Shape& space, const Shape& tile, std::vector<int> operands) {
  rk::OpDesc op{};
  op.kind = static_cast<int32_t>(kind);
  op.rank = static_cast<int32_t>(space.size());
  int64_t tasks = 1;
  for (size_t i = 0; i < space.size(); ++i) {
    op.space[i] = space[i];
    op.tile[i] = std::min(tile[i], space[i]);
    tasks *= (space[i] + op.tile[i] - 1) / op.tile[i];
  }
  op.num_tasks = static_cast<int32_t>(tasks);
  for (int i = 0; i < rk::kMaxOperands; ++i) op.operands[i] = -1;
  for (size_t i = 0; i < operands.size(); ++i) op.operands[i] = operands[i];
  return op;
}

// An op with its typed params (kernels/op_params.h) packed.
template <class Params>
rk::OpDesc make_op(rk::OpKind kind, const Shape& space, const Shape& tile, std::vector<int> operands,
                   const Params& params) {
  rk::OpDesc op = make_op(kind, space, tile, std::move(operands));
  params.pack(op);
  return op;
}

inline void add_step(rk::OpDesc& op, rk::ElemOp code, int dst, int a, int b = 0, int c = 0,
                     float alpha = 0, float beta = 0) {
  op.steps[op.num_steps++] = rk::ElemStep{static_cast<int32_t>(code), dst, a, b, c, alpha, beta};
}

// Runs every rTask of `op` (in reverse order: tasks must not depend on each other).
template <int kThreads>
void run_op(Case& c, const rk::OpDesc& op, size_t shared_bytes = 64 * 1024) {
  std::vector<unsigned char> smem(shared_bytes);
  rk::Block<kThreads> b(smem.data(), shared_bytes);
  std::vector<void*> p = c.ptrs();
  for (int t = op.num_tasks - 1; t >= 0; --t) rk::run_tile(b, op, c.descs.data(), p.data(), t);
}

inline Node make_node(const std::string& op, std::vector<std::string> inputs,
                      std::vector<std::string> outputs, int opset = 17) {
  Node n;
  n.name = op + "_test";
  n.op = op;
  n.opset = opset;
  n.inputs = std::move(inputs);
  n.outputs = std::move(outputs);
  return n;
}

inline void expect_close(const Tensor& got, const Tensor& want, double rel = 1e-5,
                         const std::string& what = "") {
  ASSERT_EQ(got.numel(), want.numel()) << what;
  int bad = 0;
  for (int64_t i = 0; i < want.numel(); ++i) {
    const double g = got.get_f64(i), w = want.get_f64(i);
    if (std::isnan(w) && std::isnan(g)) continue;
    // A NaN on one side only is a mismatch (|NaN - w| > tol is false, so it needs its own test).
    if (std::isnan(g) != std::isnan(w) || std::fabs(g - w) > rel * std::max(1.0, std::fabs(w))) {
      if (++bad <= 5) ADD_FAILURE() << what << " element " << i << ": got " << g << " want " << w;
    }
  }
  EXPECT_EQ(bad, 0) << what;
}

// Calls f.template operator()<64>() and <256>(): every case runs with both block sizes. The sanitizer
// builds (RAMMER_TEST_ONE_BLOCK_SIZE, tests/kernels/CMakeLists.txt) run the persistent kernel's 256
// only: the instantiations of these tests are most of that build's compile time, and the normal
// build still runs both.
template <class F>
void for_block_sizes(F&& f) {
#ifndef RAMMER_TEST_ONE_BLOCK_SIZE
  f.template operator()<64>();
#endif
  f.template operator()<256>();
}

}  // namespace rammer::kernel_test
