// Small ONNX models built in C++ for loader and CLI tests, and a temporary directory that cleans up.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <onnx/onnx_pb.h>

namespace rammer::testing {

// A fresh directory under the system temp dir, removed with everything in it on destruction.
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "rammer_test_XXXXXX").string();
    path_ = mkdtemp(tmpl.data()) ? tmpl : std::string();
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return (std::filesystem::path(path_) / name).string(); }
  std::string write(const std::string& name, const std::string& bytes) const {
    std::ofstream(file(name), std::ios::binary) << bytes;
    return file(name);
  }

 private:
  std::string path_;
};

// Builds a ModelProto step by step. Dims are strings: "3" is a dim_value, "?" a dim without
// value or param, anything else a dim_param.
class ModelBuilder {
 public:
  explicit ModelBuilder(int64_t ir_version = 8, int64_t opset = 17) {
    m_.set_ir_version(ir_version);
    m_.set_producer_name("rammer-tests");
    auto* o = m_.add_opset_import();
    o->set_domain("");
    o->set_version(opset);
    m_.mutable_graph()->set_name("g");
  }
  onnx::ModelProto& model() { return m_; }
  onnx::GraphProto& graph() { return *m_.mutable_graph(); }

  onnx::ValueInfoProto& input(const std::string& name, const std::vector<std::string>& dims,
                              int elem = onnx::TensorProto::FLOAT) {
    return value_info(graph().add_input(), name, dims, elem);
  }
  // Declared output shapes are what exporters write; the loader infers its own.
  onnx::ValueInfoProto& output(const std::string& name, const std::vector<std::string>& dims,
                               int elem = onnx::TensorProto::FLOAT) {
    return value_info(graph().add_output(), name, dims, elem);
  }
  onnx::NodeProto& node(const std::string& op, const std::vector<std::string>& ins,
                        const std::vector<std::string>& outs, const std::string& name = "") {
    auto* n = graph().add_node();
    n->set_op_type(op);
    n->set_name(name);
    for (const auto& i : ins) n->add_input(i);
    for (const auto& o : outs) n->add_output(o);
    return *n;
  }
  // A float initializer in raw_data (raw = true) or float_data.
  onnx::TensorProto& init_f32(const std::string& name, const std::vector<int64_t>& dims,
                              const std::vector<float>& values, bool raw = true) {
    auto* t = graph().add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (int64_t d : dims) t->add_dims(d);
    if (raw)
      t->set_raw_data(std::string(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(float)));
    else
      for (float v : values) t->add_float_data(v);
    return *t;
  }
  std::string bytes() const { return m_.SerializeAsString(); }
  std::string save(const TempDir& dir, const std::string& name = "model.onnx") const {
    return dir.write(name, bytes());
  }

  static onnx::ValueInfoProto& value_info(onnx::ValueInfoProto* vi, const std::string& name,
                                          const std::vector<std::string>& dims, int elem) {
    vi->set_name(name);
    auto* tt = vi->mutable_type()->mutable_tensor_type();
    tt->set_elem_type(elem);
    auto* shape = tt->mutable_shape();
    for (const auto& d : dims) {
      auto* dim = shape->add_dim();
      if (d == "?") continue;
      char* end = nullptr;
      long long v = std::strtoll(d.c_str(), &end, 10);
      if (!d.empty() && *end == '\0')
        dim->set_dim_value(v);
      else
        dim->set_dim_param(d);
    }
    return *vi;
  }

 private:
  onnx::ModelProto m_;
};

// x f32[dims] -> Relu -> y: the smallest valid model.
inline ModelBuilder relu_model(const std::vector<std::string>& dims = {"2", "3"}) {
  ModelBuilder b;
  b.input("x", dims);
  b.node("Relu", {"x"}, {"y"}, "relu");
  b.output("y", dims);
  return b;
}

}  // namespace rammer::testing
