#include "frontend/onnx/onnx_model_file.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>

#include <onnx/checker.h>
#include <onnx/defs/schema.h>

#include "frontend/onnx/onnx_tensor.h"
#include "support/status.h"

namespace rammer {

namespace {

bool is_identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

// Domains look like "ai.onnx.ml" or "com.microsoft"; garbage bytes rarely do.
bool is_domain_name(const std::string& s) {
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-')) return false;
  return true;
}

std::string normalize_domain(const std::string& d) { return d == "ai.onnx" ? "" : d; }

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// Larger dimensions are no model this compiler can run.
constexpr int64_t kMaxDim = std::numeric_limits<int32_t>::max();
// onnx's shape inference builds one dimension object per element of a 1-D integer tensor it takes as
// a shape (ConstantOfShape, Reshape, Expand) when the values are unknown, so a long one exhausts
// memory inside libonnx: such graph inputs are bounded here.
constexpr int64_t kMaxIntegerVectorInput = 1 << 16;

void check_dims(const onnx::GraphProto& g) {
  auto check = [](const onnx::ValueInfoProto& v) {
    if (!v.type().has_tensor_type() || !v.type().tensor_type().has_shape()) return;
    for (const auto& d : v.type().tensor_type().shape().dim())
      RAMMER_CHECK(!d.has_dim_value() || d.dim_value() <= kMaxDim, "value '", v.name(), "' has dimension ",
                   d.dim_value(), "; rammerc accepts dimensions up to ", kMaxDim);
  };
  for (const auto* list : {&g.input(), &g.output(), &g.value_info()})
    for (const auto& v : *list) check(v);
  for (const auto& v : g.input()) {
    const auto& t = v.type().tensor_type();
    const bool integer = t.elem_type() == onnx::TensorProto::INT64 || t.elem_type() == onnx::TensorProto::INT32;
    if (integer && t.has_shape() && t.shape().dim_size() == 1 && t.shape().dim(0).has_dim_value())
      RAMMER_CHECK(t.shape().dim(0).dim_value() <= kMaxIntegerVectorInput, "input '", v.name(), "' is a 1-D integer tensor of ",
                   t.shape().dim(0).dim_value(), " elements; rammerc accepts up to ", kMaxIntegerVectorInput,
                   " (a shape operand that long would exhaust memory in onnx shape inference)");
  }
  for (const auto& t : g.initializer())
    for (int64_t d : t.dims())
      RAMMER_CHECK(d <= kMaxDim, "initializer '", t.name(), "' has dimension ", d, "; rammerc accepts dimensions up to ",
                   kMaxDim);
}

void check_sane(const onnx::ModelProto& m) {
  constexpr const char* kNotOnnx = "not a valid ONNX model (";
  RAMMER_CHECK(m.has_ir_version() && m.ir_version() >= 1 && m.ir_version() <= 1000, kNotOnnx,
               "no plausible ir_version; the file may be truncated or not an ONNX file)");
  RAMMER_CHECK(m.has_graph(), kNotOnnx, "it has no graph; the file may be truncated or not an ONNX file)");
  const auto& g = m.graph();
  RAMMER_CHECK(g.node_size() > 0 || g.output_size() > 0, kNotOnnx,
               "its graph has no nodes and no outputs; the file may be truncated or not an ONNX file)");
  for (const auto& op : m.opset_import()) {
    RAMMER_CHECK(is_domain_name(op.domain()) && op.version() >= 1 && op.version() <= 10000, kNotOnnx,
                 "an opset_import entry is malformed; the file may be corrupt)");
  }
  for (const auto& n : g.node()) {
    RAMMER_CHECK(is_identifier(n.op_type()) && is_domain_name(n.domain()), kNotOnnx,
                 "a node has a malformed op_type or domain; the file may be corrupt)");
  }
  if (m.ir_version() > kMaxKnownIrVersion)
    RAMMER_UNSUPPORTED("unsupported IR version ", m.ir_version(), " (rammerc knows up to ", kMaxKnownIrVersion,
                       "); export the model with an older ONNX version");
  if (m.ir_version() < 3)
    RAMMER_UNSUPPORTED("unsupported IR version ", m.ir_version(),
                       " (before opset imports existed); re-export the model with a current exporter");
  RAMMER_CHECK(m.opset_import_size() > 0, "the model has no opset_import; it is not a valid ONNX model");
  check_dims(g);
}

}  // namespace

onnx::ModelProto parse_model_file(const std::string& path) {
  read_file_bytes(path, 0, 0);  // the file's checks (exists, not a folder, readable), no bytes
  std::error_code ec;
  RAMMER_CHECK(std::filesystem::file_size(path, ec) > 0 || ec, "the file is empty, not an ONNX model");
  // Parsed from the stream: a copy of the whole file in memory first would double a large model's
  // footprint while it loads.
  std::ifstream in(path, std::ios::binary);
  RAMMER_CHECK(in.good(), "cannot be opened for reading (check its permissions)");
  onnx::ModelProto model;
  RAMMER_CHECK(model.ParseFromIstream(&in),
               "not a valid ONNX model (protobuf parse failed; the file may be truncated or not an ONNX file)");
  check_sane(model);
  return model;
}

std::map<std::string, int> model_opsets(const onnx::ModelProto& model) {
  std::map<std::string, int> out;
  for (const auto& op : model.opset_import()) {
    const std::string d = normalize_domain(op.domain());
    RAMMER_CHECK(!out.count(d), "opset_import lists domain '", d.empty() ? "ai.onnx" : d, "' twice");
    out[d] = static_cast<int>(op.version());
  }
  return out;
}

bool checker_supports(const onnx::ModelProto& model) {
  if (model.ir_version() > onnx::IR_VERSION) return false;
  // libonnx 1.12 does not take the spelled-out "ai.onnx" as the default domain, which ONNX allows.
  for (const auto& op : model.opset_import())
    if (op.domain() == "ai.onnx") return false;
  for (const auto& n : model.graph().node())
    if (n.domain() == "ai.onnx") return false;
  const auto& ranges = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
  for (const auto& op : model.opset_import()) {
    auto it = ranges.find(normalize_domain(op.domain()));  // libonnx keys ai.onnx as ""

    if (it != ranges.end() && op.version() > it->second.second) return false;
  }
  return true;
}

void run_onnx_checker(const onnx::ModelProto& model, const std::string& path) {
  // The checker reads tensors stored in external files relative to the model's folder, which only
  // its path form knows; every other model is checked as parsed (not read and parsed a second time).
  bool external = false;
  for (const auto& t : model.graph().initializer())
    external = external || t.data_location() == onnx::TensorProto::EXTERNAL;
  try {
    if (external)
      onnx::checker::check_model(path);
    else
      onnx::checker::check_model(model);
  } catch (const std::exception& e) {
    RAMMER_FAIL("the ONNX checker rejected the model: ", one_line(e.what()));
  }
}

}  // namespace rammer
