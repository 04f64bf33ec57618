// The oracle client: the error measure, tensor directories, and a run of oracle.js on a tiny model whose
// outputs are known in closed form.
#include <gtest/gtest.h>

#include <onnx/onnx_pb.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>

#include "tools/oracle/client/oracle_client.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

Tensor f32(Shape shape, std::vector<float> v) { return Tensor::from_vector<float>(DType::f32, std::move(shape), v); }

std::string scratch(const std::string& name) {
  const fs::path p = fs::path(RAMMER_BINARY_DIR) / "oracle_client_test" / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p.string();
}

// Relative error divides by |expected| per element: 1.01 against 1.0 is 1e-2.
TEST(ModelsOracleClient, RelativeErrorIsPerElement) {
  TensorError e = tensor_error(f32({2}, {1.01f, 100.f}), f32({2}, {1.f, 100.f}));
  EXPECT_NEAR(e.max_rel_error, 0.01, 1e-6);
  EXPECT_NEAR(e.max_abs_error, 0.01, 1e-6);
  EXPECT_EQ(e.worst_index, 0);
}

// Near zero the divisor is kRelFloor * max|expected| (1e-2 * 10 here): 1e-3 off an expected 0 in a
// tensor whose largest element is 10 is a relative error of 1e-3 / 0.1 = 1e-2.
TEST(ModelsOracleClient, RelativeErrorFloorsAtTensorScale) {
  TensorError e = tensor_error(f32({2}, {1e-3f, 10.f}), f32({2}, {0.f, 10.f}));
  EXPECT_NEAR(e.max_rel_error, 1e-2, 1e-5);
  EXPECT_EQ(e.worst_index, 0);
}

// NaN matches NaN and an infinity the same infinity; a NaN against a number is an infinite error.
TEST(ModelsOracleClient, NanAndInfinity) {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(tensor_error(f32({2}, {nan, inf}), f32({2}, {nan, inf})).max_rel_error, 0);
  EXPECT_TRUE(std::isinf(tensor_error(f32({1}, {nan}), f32({1}, {1.f})).max_rel_error));
  EXPECT_TRUE(std::isinf(tensor_error(f32({1}, {-inf}), f32({1}, {inf})).max_rel_error));
}

// Integers compare exactly, and a shape or dtype difference is a mismatch.
TEST(ModelsOracleClient, IntegersExactShapesMustMatch) {
  auto i64 = [](std::vector<int64_t> v) { return Tensor::from_vector<int64_t>(DType::i64, {2}, v); };
  EXPECT_EQ(tensor_error(i64({3, 4}), i64({3, 4})).max_rel_error, 0);
  EXPECT_TRUE(std::isinf(tensor_error(i64({3, 5}), i64({3, 4})).max_rel_error));
  EXPECT_FALSE(tensor_error(f32({2}, {1, 2}), f32({1, 2}, {1, 2})).mismatch.empty());
  EXPECT_FALSE(tensor_error(i64({1, 2}), f32({2}, {1, 2})).mismatch.empty());
}

// A tensor directory written and read back holds the same tensors, roles and order.
TEST(ModelsOracleClient, TensorDirRoundTrip) {
  TensorDir d;
  d.inputs.add("x", f32({2, 2}, {1, 2, 3, 4}));
  d.inputs.add("a", Tensor::from_vector<int64_t>(DType::i64, {3}, {-1, 0, 7}));
  d.outputs.add("y", Tensor::from_vector<uint8_t>(DType::boolean, {}, {1}));
  const std::string dir = scratch("roundtrip");
  ASSERT_TRUE(write_tensor_dir(dir, d).is_ok());
  auto back = read_tensor_dir(dir);
  ASSERT_TRUE(back.is_ok()) << back.status().message();
  EXPECT_EQ(back->inputs.order, (std::vector<std::string>{"x", "a"}));
  EXPECT_EQ(back->outputs.order, (std::vector<std::string>{"y"}));
  EXPECT_TRUE(back->inputs.at("x").same_bytes(d.inputs.at("x")));
  EXPECT_TRUE(back->inputs.at("a").same_bytes(d.inputs.at("a")));
  EXPECT_TRUE(back->outputs.at("y").same_bytes(d.outputs.at("y")));
}

// A file whose size disagrees with its dtype and shape is an error, not a silently short tensor.
TEST(ModelsOracleClient, TensorDirRejectsWrongFileSize) {
  TensorDir d;
  d.inputs.add("x", f32({2}, {1, 2}));
  const std::string dir = scratch("short");
  ASSERT_TRUE(write_tensor_dir(dir, d).is_ok());
  std::ofstream(fs::path(dir) / "0.bin", std::ios::binary | std::ios::trunc).write("abc", 3);
  EXPECT_FALSE(read_tensor_dir(dir).is_ok());
}

// c = a + b with b broadcast over rows, and its Cast to int64 (truncation toward zero).
std::string write_add_model(const std::string& dir) {
  onnx::ModelProto m;
  m.set_ir_version(8);
  auto* opset = m.add_opset_import();
  opset->set_domain("");
  opset->set_version(13);
  auto* g = m.mutable_graph();
  g->set_name("add");
  auto* add = g->add_node();
  add->set_op_type("Add");
  add->add_input("a");
  add->add_input("b");
  add->add_output("c");
  auto* cast = g->add_node();
  cast->set_op_type("Cast");
  cast->add_input("c");
  cast->add_output("d");
  auto* to = cast->add_attribute();
  to->set_name("to");
  to->set_type(onnx::AttributeProto::INT);
  to->set_i(onnx::TensorProto::INT64);
  auto value = [](onnx::ValueInfoProto* v, const std::string& name, int elem, std::vector<std::string> dims) {
    v->set_name(name);
    auto* t = v->mutable_type()->mutable_tensor_type();
    t->set_elem_type(elem);
    for (const auto& d : dims) {
      auto* dim = t->mutable_shape()->add_dim();
      if (std::isdigit(static_cast<unsigned char>(d[0]))) dim->set_dim_value(std::stoll(d));
      else dim->set_dim_param(d);
    }
  };
  value(g->add_input(), "a", onnx::TensorProto::FLOAT, {"N", "3"});
  value(g->add_input(), "b", onnx::TensorProto::FLOAT, {"1", "3"});
  value(g->add_output(), "c", onnx::TensorProto::FLOAT, {"N", "3"});
  value(g->add_output(), "d", onnx::TensorProto::INT64, {"N", "3"});
  const std::string path = dir + "/add.onnx";
  std::ofstream os(path, std::ios::binary);
  m.SerializeToOstream(&os);
  return path;
}

// The oracle generates inputs (f32 in [-1, 1), shape from --dim) and its outputs are a + b and
// trunc(a + b); the same seed gives the same inputs, and --inputs feeds given ones back.
TEST(ModelsOracleClient, RunsAddModel) {
  ASSERT_FALSE(find_node().empty()) << "`node` is not on PATH: run scripts/setup.sh";
  const std::string dir = scratch("add");
  const std::string model = write_add_model(dir);
  OracleOptions o;
  o.seed = 7;
  o.dims["N"] = 2;
  o.bench_runs = 5;
  auto run = run_oracle(model, dir + "/run1", o);
  ASSERT_TRUE(run.is_ok()) << run.status().message();
  ASSERT_TRUE(run->median_ms.has_value());
  const TensorDir& t = run->tensors;
  ASSERT_EQ(t.inputs.order, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(t.outputs.order, (std::vector<std::string>{"c", "d"}));
  const Tensor &a = t.inputs.at("a"), &b = t.inputs.at("b"), &c = t.outputs.at("c"), &d = t.outputs.at("d");
  ASSERT_EQ(a.shape(), (Shape{2, 3}));
  ASSERT_EQ(d.dtype(), DType::i64);
  for (int64_t i = 0; i < 6; ++i) {
    const float x = a.data<float>()[i], y = b.data<float>()[i % 3];
    EXPECT_GE(x, -1.f);
    EXPECT_LT(x, 1.f);
    EXPECT_EQ(c.data<float>()[i], x + y);
    EXPECT_EQ(d.data<int64_t>()[i], static_cast<int64_t>(std::trunc(x + y)));
  }

  auto again = run_oracle(model, dir + "/run2", o);
  ASSERT_TRUE(again.is_ok()) << again.status().message();
  EXPECT_TRUE(again->tensors.inputs.at("a").same_bytes(a));

  TensorDir given;
  given.inputs.add("a", f32({1, 3}, {0.5f, -2.f, 3.f}));
  given.inputs.add("b", f32({1, 3}, {1.f, 1.f, 1.f}));
  ASSERT_TRUE(write_tensor_dir(dir + "/given", given).is_ok());
  OracleOptions fed;
  fed.inputs_dir = dir + "/given";
  auto third = run_oracle(model, dir + "/run3", fed);
  ASSERT_TRUE(third.is_ok()) << third.status().message();
  EXPECT_TRUE(third->tensors.outputs.at("c").same_bytes(f32({1, 3}, {1.5f, -1.f, 4.f})));
}

// A model the oracle cannot run gives an error carrying the oracle's message, not a crash.
TEST(ModelsOracleClient, ReportsOracleErrors) {
  const std::string dir = scratch("bad");
  std::ofstream(dir + "/bad.onnx") << "not a model";
  auto run = run_oracle(dir + "/bad.onnx", dir + "/out");
  ASSERT_FALSE(run.is_ok());
  EXPECT_NE(run.status().message().find("oracle failed"), std::string::npos) << run.status().message();
}

}  // namespace
}  // namespace rammer
