// The ONNX loader on small models built in C++: shapes, initializers, external data, input pinning,
// and the message for every kind of bad file. Expected values are hand-written.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "frontend/onnx/onnx_attributes.h"
#include "frontend/onnx/onnx_loader.h"
#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;
using testing::relu_model;

std::string error_of(const std::string& path, const LoadOptions& options = {}) {
  Result<Graph> r = load_onnx(path, options);
  EXPECT_FALSE(r.is_ok()) << "expected an error for " << path;
  return r.is_ok() ? std::string() : r.status().message();
}

Graph load_ok(const std::string& path, const LoadOptions& options = {}) {
  Result<Graph> r = load_onnx(path, options);
  if (!r.is_ok()) {
    ADD_FAILURE() << r.status().message();
    return Graph();
  }
  return std::move(r.value());
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A model with static input dims loads with those shapes, the model's opset and the node's name.
TEST(OnnxLoader, StaticShapes) {
  TempDir dir;
  Graph g = load_ok(relu_model({"2", "3"}).save(dir));
  ASSERT_EQ(g.nodes.size(), 1u);
  EXPECT_EQ(g.nodes[0].name, "relu");
  EXPECT_EQ(g.nodes[0].op, "Relu");
  EXPECT_EQ(g.nodes[0].domain, "");
  EXPECT_EQ(g.nodes[0].opset, 17);
  EXPECT_EQ(g.inputs, std::vector<std::string>{"x"});
  EXPECT_EQ(g.outputs, std::vector<std::string>{"y"});
  EXPECT_EQ(g.value("x").shape, (Shape{2, 3}));
  EXPECT_EQ(g.value("y").shape, (Shape{2, 3}));
  EXPECT_EQ(g.value("y").dtype, DType::f32);
}

// Initializers in raw_data and in float_data both become constants with the written values.
TEST(OnnxLoader, InitializersRawAndTyped) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"3"});
  b.init_f32("w_raw", {3}, {1.5f, -2.0f, 3.25f}, /*raw=*/true);
  b.init_f32("w_typed", {3}, {4.0f, 5.0f, -6.5f}, /*raw=*/false);
  b.node("Add", {"x", "w_raw"}, {"a"});
  b.node("Add", {"a", "w_typed"}, {"y"});
  b.output("y", {"?"});
  Graph g = load_ok(b.save(dir));
  ASSERT_NE(g.constant("w_raw"), nullptr);
  EXPECT_EQ(g.constant("w_raw")->to_f32_vector(), (std::vector<float>{1.5f, -2.0f, 3.25f}));
  ASSERT_NE(g.constant("w_typed"), nullptr);
  EXPECT_EQ(g.constant("w_typed")->to_f32_vector(), (std::vector<float>{4.0f, 5.0f, -6.5f}));
  EXPECT_EQ(g.value("y").shape, (Shape{3}));
}

// An initializer also listed as a graph input is a constant, not a runtime input (ONNX IR < 4 style).
TEST(OnnxLoader, InitializerListedAsInputIsConstant) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2"});
  b.input("w", {"2"});
  b.init_f32("w", {2}, {1.0f, 2.0f});
  b.node("Add", {"x", "w"}, {"y"});
  b.output("y", {"?"});
  Graph g = load_ok(b.save(dir));
  EXPECT_EQ(g.inputs, std::vector<std::string>{"x"});
  EXPECT_NE(g.constant("w"), nullptr);
}

// External data is read from location/offset/length relative to the model's folder.
TEST(OnnxLoader, ExternalData) {
  TempDir dir;
  const float values[3] = {7.0f, -8.0f, 9.5f};
  std::string blob(8, 'z');  // 8 bytes of padding before the tensor
  blob.append(reinterpret_cast<const char*>(values), sizeof(values));
  dir.write("weights.bin", blob);
  ModelBuilder b;
  b.input("x", {"3"});
  auto& t = b.init_f32("w", {3}, {});
  t.clear_raw_data();
  t.set_data_location(onnx::TensorProto::EXTERNAL);
  auto add_entry = [&](const std::string& k, const std::string& v) {
    auto* e = t.add_external_data();
    e->set_key(k);
    e->set_value(v);
  };
  add_entry("location", "weights.bin");
  add_entry("offset", "8");
  add_entry("length", "12");
  b.node("Add", {"x", "w"}, {"y"});
  b.output("y", {"?"});
  Graph g = load_ok(b.save(dir));
  ASSERT_NE(g.constant("w"), nullptr);
  EXPECT_EQ(g.constant("w")->to_f32_vector(), (std::vector<float>{7.0f, -8.0f, 9.5f}));
}

// A missing or short external-data file is an error naming the initializer and the file.
TEST(OnnxLoader, ExternalDataMissingOrShort) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"3"});
  auto& t = b.init_f32("w", {3}, {});
  t.clear_raw_data();
  t.set_data_location(onnx::TensorProto::EXTERNAL);
  auto* e = t.add_external_data();
  e->set_key("location");
  e->set_value("weights.bin");
  b.node("Add", {"x", "w"}, {"y"});
  b.output("y", {"?"});
  const std::string path = b.save(dir);
  LoadOptions no_checker;
  no_checker.run_checker = false;  // the checker would report the missing file in its own words
  std::string missing = error_of(path, no_checker);
  EXPECT_TRUE(contains(missing, "initializer 'w'")) << missing;
  EXPECT_TRUE(contains(missing, "weights.bin")) << missing;
  EXPECT_TRUE(contains(missing, "no such file")) << missing;

  dir.write("weights.bin", std::string(5, 'a'));  // 5 of the 12 bytes
  std::string shorter = error_of(path, no_checker);
  EXPECT_TRUE(contains(shorter, "initializer 'w'")) << shorter;
  EXPECT_TRUE(contains(shorter, "too short")) << shorter;
}

// A dynamic dim left unpinned is an error that names the input, its dims and the flag to use.
TEST(OnnxLoader, DynamicDimNeedsPin) {
  TempDir dir;
  const std::string path = relu_model({"batch", "3", "?"}).save(dir);
  EXPECT_EQ(error_of(path),
            path + ": input 'x' has dynamic shape [batch,3,?]; pin it with --input-shape x:1,3,1");
}

// --input-shape pins dynamic dims; shapes propagate to the outputs.
TEST(OnnxLoader, PinnedInputShape) {
  TempDir dir;
  const std::string path = relu_model({"batch", "3"}).save(dir);
  LoadOptions opts;
  opts.input_shapes["x"] = {4, 3};
  Graph g = load_ok(path, opts);
  EXPECT_EQ(g.value("x").shape, (Shape{4, 3}));
  EXPECT_EQ(g.value("y").shape, (Shape{4, 3}));
}

// A pin must have the input's rank, agree with its static dims, and name a real input.
TEST(OnnxLoader, BadPins) {
  TempDir dir;
  const std::string path = relu_model({"batch", "3"}).save(dir);
  LoadOptions rank;
  rank.input_shapes["x"] = {4, 3, 1};
  EXPECT_TRUE(contains(error_of(path, rank), "rank 3, but input 'x' has rank 2 [batch,3]"));
  LoadOptions conflict;
  conflict.input_shapes["x"] = {4, 5};
  EXPECT_TRUE(contains(error_of(path, conflict), "conflicts with the static dim 1"));
  LoadOptions unknown;
  unknown.input_shapes["x"] = {4, 3};
  unknown.input_shapes["z"] = {1};
  std::string msg = error_of(path, unknown);
  EXPECT_TRUE(contains(msg, "'z', which is not a graph input (inputs: x)")) << msg;
}

// An op missing from the registry is reported with node, op, domain and opset, and "unsupported".
TEST(OnnxLoader, UnsupportedOp) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2"});
  b.node("FooBar", {"x"}, {"y"}, "mystery");
  b.output("y", {"?"});
  std::string msg = error_of(b.save(dir));
  EXPECT_TRUE(contains(msg, "node 'mystery'")) << msg;
  EXPECT_TRUE(contains(msg, "FooBar")) << msg;
  EXPECT_TRUE(contains(msg, "ai.onnx")) << msg;
  EXPECT_TRUE(contains(msg, "opset 17")) << msg;
  EXPECT_TRUE(contains(msg, "unsupported")) << msg;
  EXPECT_THROW(load_onnx_or_throw(b.save(dir)), Unsupported);
}

// A dtype rammerc does not represent is "unsupported", naming the tensor and the ONNX type.
TEST(OnnxLoader, UnsupportedDtype) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2"});
  auto* t = b.graph().add_initializer();
  t->set_name("names");
  t->set_data_type(onnx::TensorProto::STRING);
  t->add_dims(1);
  t->add_string_data("a");
  b.node("Relu", {"x"}, {"y"});
  b.output("y", {"?"});
  std::string msg = error_of(b.save(dir));
  EXPECT_TRUE(contains(msg, "initializer 'names' has unsupported dtype STRING")) << msg;

  ModelBuilder c;
  c.input("x", {"2"}, onnx::TensorProto::UINT32);
  c.node("Relu", {"x"}, {"y"});
  c.output("y", {"2"}, onnx::TensorProto::UINT32);
  msg = error_of(c.save(dir, "u32.onnx"));
  EXPECT_TRUE(contains(msg, "input 'x' has unsupported dtype UINT32")) << msg;
}

// A truncated file is "not a valid ONNX model", never a crash.
TEST(OnnxLoader, TruncatedFile) {
  TempDir dir;
  ModelBuilder b = relu_model();
  b.init_f32("unused", {64}, std::vector<float>(64, 1.0f));
  std::string bytes = b.bytes();
  const std::string path = dir.write("cut.onnx", bytes.substr(0, bytes.size() / 2));
  std::string msg = error_of(path);
  EXPECT_TRUE(contains(msg, path + ": not a valid ONNX model")) << msg;
}

// Random bytes are rejected with a message naming the file, whatever protobuf makes of them.
TEST(OnnxLoader, RandomBytes) {
  TempDir dir;
  for (unsigned seed = 1; seed <= 20; ++seed) {
    std::mt19937 rng(seed);
    std::string bytes(1 + rng() % 4096, '\0');
    for (char& c : bytes) c = static_cast<char>(rng());
    const std::string path = dir.write("random.onnx", bytes);
    std::string msg = error_of(path);
    EXPECT_TRUE(contains(msg, path + ": ")) << msg;
  }
}

// Every prefix and many single-byte corruptions of a valid model load or fail cleanly: never a crash.
TEST(OnnxLoader, CorruptionsNeverCrash) {
  TempDir dir;
  ModelBuilder b = relu_model();
  b.init_f32("w", {2}, {1.0f, 2.0f});
  b.graph().mutable_node(0)->add_attribute()->set_name("unused");
  const std::string bytes = b.bytes();
  LoadOptions opts;
  for (size_t n = 0; n < bytes.size(); ++n) {
    Result<Graph> r = load_onnx(dir.write("prefix.onnx", bytes.substr(0, n)), opts);
    EXPECT_FALSE(r.is_ok()) << "prefix of " << n << " bytes loaded";
  }
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    std::string m = bytes;
    for (int k = 0; k < 1 + i % 3; ++k) m[rng() % m.size()] = static_cast<char>(rng());
    Result<Graph> r = load_onnx(dir.write("mutant.onnx", m), opts);
    if (!r.is_ok()) {
      EXPECT_FALSE(r.status().message().empty());
    }
  }
}

// A directory, a missing path and an empty file each get their own plain message.
TEST(OnnxLoader, NotAFile) {
  TempDir dir;
  EXPECT_EQ(error_of(dir.path()), dir.path() + ": is a directory, not a file");
  EXPECT_EQ(error_of(dir.file("nope.onnx")), dir.file("nope.onnx") + ": no such file");
  const std::string empty = dir.write("empty.onnx", "");
  EXPECT_EQ(error_of(empty), empty + ": the file is empty, not an ONNX model");
}

// Unnamed nodes are named "<op>_<index>", never taking a name another node carries.
TEST(OnnxLoader, GeneratedNodeNames) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2"});
  b.node("Relu", {"x"}, {"a"});
  b.node("Relu", {"a"}, {"b"}, "Relu_0");
  b.node("Relu", {"b"}, {"y"});
  b.output("y", {"?"});
  Graph g = load_ok(b.save(dir));
  ASSERT_EQ(g.nodes.size(), 3u);
  EXPECT_EQ(g.nodes[0].name, "Relu_0_1");
  EXPECT_EQ(g.nodes[1].name, "Relu_0");
  EXPECT_EQ(g.nodes[2].name, "Relu_2");
}

// Graph outputs keep the model's order; the domain "ai.onnx" means the default domain.
TEST(OnnxLoader, OutputOrderAndDomain) {
  TempDir dir;
  ModelBuilder b;
  b.input("x", {"2"});
  b.model().mutable_opset_import(0)->set_domain("ai.onnx");
  b.node("Relu", {"x"}, {"a"}).set_domain("ai.onnx");
  b.node("Relu", {"x"}, {"b"}).set_domain("ai.onnx");
  b.output("b", {"2"});
  b.output("a", {"2"});
  Graph g = load_ok(b.save(dir));
  EXPECT_EQ(g.outputs, (std::vector<std::string>{"b", "a"}));
  EXPECT_EQ(g.nodes[0].domain, "");
  EXPECT_EQ(g.opset_imports.count(""), 1u);
}

// The checker runs for models in libonnx's range; its message is reported on one line.
TEST(OnnxLoader, CheckerRejectsWrongArity) {
  TempDir dir;
  ModelBuilder b = relu_model();
  b.graph().mutable_node(0)->add_input("x");  // Relu takes one input
  std::string msg = error_of(b.save(dir));
  EXPECT_TRUE(contains(msg, "ONNX checker")) << msg;
  EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
}

// Models newer than libonnx (IR 9, opset 19) skip the checker and still load.
TEST(OnnxLoader, NewerModelSkipsChecker) {
  TempDir dir;
  ModelBuilder b(/*ir_version=*/9, /*opset=*/19);
  b.input("x", {"2"});
  b.node("Relu", {"x"}, {"y"});
  b.output("y", {"?"});
  Graph g = load_ok(b.save(dir));
  EXPECT_EQ(g.nodes[0].opset, 19);
}

// A subgraph attribute is unsupported, naming the node and attribute.
TEST(OnnxLoader, GraphAttributeUnsupported) {
  TempDir dir;
  ModelBuilder b = relu_model();
  auto* a = b.graph().mutable_node(0)->add_attribute();
  a->set_name("body");
  a->set_type(onnx::AttributeProto::GRAPH);
  a->mutable_g()->set_name("sub");
  LoadOptions opts;
  opts.run_checker = false;
  std::string msg = error_of(b.save(dir), opts);
  EXPECT_TRUE(contains(msg, "node 'relu' (Relu): attribute 'body'")) << msg;
  EXPECT_TRUE(contains(msg, "unsupported")) << msg;
}

// Every plain attribute kind converts to the matching AttrValue.
TEST(OnnxLoader, AttributeKinds) {
  onnx::AttributeProto a;
  a.set_type(onnx::AttributeProto::INT);
  a.set_i(-3);
  EXPECT_EQ(std::get<int64_t>(attr_from_onnx(a, "n", "")), -3);
  a.Clear();
  a.set_type(onnx::AttributeProto::FLOAT);
  a.set_f(0.5f);
  EXPECT_EQ(std::get<float>(attr_from_onnx(a, "n", "")), 0.5f);
  a.Clear();
  a.set_type(onnx::AttributeProto::STRING);
  a.set_s("NOTSET");
  EXPECT_EQ(std::get<std::string>(attr_from_onnx(a, "n", "")), "NOTSET");
  a.Clear();
  a.set_type(onnx::AttributeProto::INTS);
  a.add_ints(1);
  a.add_ints(2);
  EXPECT_EQ(std::get<std::vector<int64_t>>(attr_from_onnx(a, "n", "")), (std::vector<int64_t>{1, 2}));
  a.Clear();
  a.set_type(onnx::AttributeProto::FLOATS);
  a.add_floats(0.25f);
  EXPECT_EQ(std::get<std::vector<float>>(attr_from_onnx(a, "n", "")), (std::vector<float>{0.25f}));
  a.Clear();
  a.set_type(onnx::AttributeProto::STRINGS);
  a.add_strings("a");
  a.add_strings("b");
  EXPECT_EQ(std::get<std::vector<std::string>>(attr_from_onnx(a, "n", "")),
            (std::vector<std::string>{"a", "b"}));
  a.Clear();
  a.set_type(onnx::AttributeProto::TENSOR);
  a.mutable_t()->set_data_type(onnx::TensorProto::INT64);
  a.mutable_t()->add_dims(2);
  a.mutable_t()->add_int64_data(10);
  a.mutable_t()->add_int64_data(-20);
  Tensor t = std::get<Tensor>(attr_from_onnx(a, "n", ""));
  EXPECT_EQ(t.dtype(), DType::i64);
  EXPECT_EQ(t.to_i64_vector(), (std::vector<int64_t>{10, -20}));
}

// Serialized TensorProtos: every typed field decodes to the written values.
TEST(OnnxLoader, TensorProtoTypedFields) {
  TempDir dir;
  auto load = [&](const onnx::TensorProto& t) {
    Result<Tensor> r = load_tensor_proto(dir.write("t.pb", t.SerializeAsString()));
    EXPECT_TRUE(r.is_ok()) << r.status().message();
    return r.is_ok() ? r.value() : Tensor();
  };
  onnx::TensorProto t;
  t.set_data_type(onnx::TensorProto::INT8);
  t.add_dims(3);
  for (int v : {-128, 0, 127}) t.add_int32_data(v);
  Tensor i8 = load(t);
  EXPECT_EQ(i8.dtype(), DType::i8);
  EXPECT_EQ(i8.to_i64_vector(), (std::vector<int64_t>{-128, 0, 127}));

  t.Clear();
  t.set_data_type(onnx::TensorProto::BOOL);
  t.add_dims(2);
  t.add_int32_data(1);
  t.add_int32_data(0);
  EXPECT_EQ(load(t).to_i64_vector(), (std::vector<int64_t>{1, 0}));

  t.Clear();  // f16 bit patterns: 0x3C00 = 1.0, 0xC000 = -2.0
  t.set_data_type(onnx::TensorProto::FLOAT16);
  t.add_dims(2);
  t.add_int32_data(0x3C00);
  t.add_int32_data(0xC000);
  EXPECT_EQ(load(t).to_f32_vector(), (std::vector<float>{1.0f, -2.0f}));

  t.Clear();
  t.set_data_type(onnx::TensorProto::DOUBLE);
  t.add_dims(1);
  t.add_double_data(0.125);
  EXPECT_EQ(load(t).get_f64(0), 0.125);

  t.Clear();
  t.set_data_type(onnx::TensorProto::INT32);
  t.add_dims(2);
  const int32_t raw[2] = {-5, 70000};
  t.set_raw_data(std::string(reinterpret_cast<const char*>(raw), sizeof(raw)));
  EXPECT_EQ(load(t).to_i64_vector(), (std::vector<int64_t>{-5, 70000}));
}

// Data that does not match the dims is an error, not a short or overlong tensor.
TEST(OnnxLoader, TensorProtoSizeMismatch) {
  TempDir dir;
  onnx::TensorProto t;
  t.set_name("w");
  t.set_data_type(onnx::TensorProto::FLOAT);
  t.add_dims(4);
  t.set_raw_data(std::string(12, '\0'));
  Result<Tensor> r = load_tensor_proto(dir.write("t.pb", t.SerializeAsString()));
  ASSERT_FALSE(r.is_ok());
  EXPECT_TRUE(contains(r.status().message(), "tensor 'w': raw_data has 12 bytes")) << r.status().message();
  t.clear_raw_data();
  t.add_float_data(1.0f);
  r = load_tensor_proto(dir.write("t.pb", t.SerializeAsString()));
  ASSERT_FALSE(r.is_ok());
  EXPECT_TRUE(contains(r.status().message(), "has 1 values for dims [4]")) << r.status().message();
}

// --input-shape specs split at the last ':' and reject anything but non-negative integer dims.
TEST(OnnxLoader, ParseInputShape) {
  auto ok = parse_input_shape("x:1,3,224,224");
  ASSERT_TRUE(ok.is_ok());
  EXPECT_EQ(ok->first, "x");
  EXPECT_EQ(ok->second, (Shape{1, 3, 224, 224}));
  auto colon = parse_input_shape("input:0:2,5");
  ASSERT_TRUE(colon.is_ok());
  EXPECT_EQ(colon->first, "input:0");
  EXPECT_EQ(colon->second, (Shape{2, 5}));
  for (const char* bad : {"x", "x:", ":1,2", "x:1,,2", "x:-1", "x:a", "x:1.5", "x:1,"}) {
    auto r = parse_input_shape(bad);
    EXPECT_FALSE(r.is_ok()) << bad;
    if (!r.is_ok()) {
      EXPECT_TRUE(contains(r.status().message(), "--input-shape")) << r.status().message();
    }
  }
}

}  // namespace
}  // namespace rammer
