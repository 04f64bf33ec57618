#include "frontend/onnx/onnx_input_shape.h"

#include <charconv>
#include <optional>
#include <set>

#include "frontend/onnx/onnx_loader.h"
#include "frontend/onnx/onnx_tensor.h"

namespace rammer {

namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

std::string join_dims(const Shape& dims) {
  std::string out;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(dims[i]);
  }
  return out;
}

}  // namespace

Result<std::pair<std::string, Shape>> parse_input_shape(const std::string& spec) {
  const std::string usage = "expected NAME:D0,D1,... with non-negative integer dims (e.g. x:1,3,224,224)";
  auto bad = [&](const std::string& why) {
    return Status::error("--input-shape '" + spec + "': " + why + "; " + usage);
  };
  // Input names may themselves contain ':' (e.g. "input:0" from TensorFlow exports): split at the last.
  const size_t colon = spec.rfind(':');
  if (colon == std::string::npos) return bad("no ':' between the input name and its dims");
  const std::string name = trim(spec.substr(0, colon));
  if (name.empty()) return bad("the input name is empty");
  const std::string dims_text = spec.substr(colon + 1);
  if (trim(dims_text).empty()) return bad("no dims after ':'");
  Shape shape;
  size_t pos = 0;
  while (pos <= dims_text.size()) {
    size_t comma = dims_text.find(',', pos);
    if (comma == std::string::npos) comma = dims_text.size();
    const std::string item = trim(dims_text.substr(pos, comma - pos));
    if (item.empty()) return bad("an empty dim");
    int64_t v = 0;
    auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (ec != std::errc() || end != item.data() + item.size() || v < 0)
      return bad("dim '" + item + "' is not a non-negative integer");
    shape.push_back(v);
    pos = comma + 1;
  }
  return std::make_pair(name, shape);
}

ResolvedInput resolve_graph_input(const onnx::ValueInfoProto& vi, const Shape* pinned) {
  const std::string what = "input '" + vi.name() + "'";
  if (!vi.type().has_tensor_type())
    RAMMER_UNSUPPORTED(what, " is not a tensor (sequence, map or optional inputs are unsupported)");
  const auto& tt = vi.type().tensor_type();
  ResolvedInput r;
  r.value.name = vi.name();
  r.value.dtype = dtype_from_onnx_or_throw(tt.elem_type(), what);

  // The declared dims: a value, or nullopt for dim_param / missing.
  std::optional<std::vector<std::optional<int64_t>>> declared;
  if (tt.has_shape()) {
    declared.emplace();
    for (const auto& d : tt.shape().dim())
      declared->push_back(d.has_dim_value() && d.dim_value() >= 0 ? std::optional<int64_t>(d.dim_value())
                                                                  : std::nullopt);
  }
  // Built in a local string: GCC 12 gives a false -Wrestrict on assigning literals to a member here.
  std::string text;
  if (!declared) {
    text.append("<unknown rank>");
  } else {
    text.push_back('[');
    for (int i = 0; i < tt.shape().dim_size(); ++i) {
      const auto& d = tt.shape().dim(i);
      if (i) text.push_back(',');
      if ((*declared)[i])
        text.append(std::to_string(*(*declared)[i]));
      else
        text.append(d.has_dim_param() && !d.dim_param().empty() ? d.dim_param() : std::string("?"));
    }
    text.push_back(']');
  }
  r.dims_text = std::move(text);

  if (pinned) {
    if (declared) {
      RAMMER_CHECK(pinned->size() == declared->size(), "--input-shape ", vi.name(), ":", join_dims(*pinned),
                   " has rank ", pinned->size(), ", but ", what, " has rank ", declared->size(), " ", r.dims_text);
      for (size_t i = 0; i < pinned->size(); ++i)
        RAMMER_CHECK(!(*declared)[i] || *(*declared)[i] == (*pinned)[i], "--input-shape ", vi.name(), ":",
                     join_dims(*pinned), " conflicts with the static dim ", i, " of ", what, " ", r.dims_text);
    }
    r.value.shape = *pinned;
    return r;
  }
  if (!declared) {
    r.dynamic = true;
    r.suggestion = vi.name() + ":D0,D1,...";
    return r;
  }
  Shape suggested;
  for (const auto& d : *declared) {
    r.dynamic = r.dynamic || !d;
    r.value.shape.push_back(d ? *d : -1);
    suggested.push_back(d ? *d : 1);
  }
  r.suggestion = vi.name() + ":" + join_dims(suggested);
  return r;
}

void apply_batch_size(onnx::ModelProto& model, LoadOptions& options) {
  std::set<std::string> constants;
  for (const auto& t : model.graph().initializer()) constants.insert(t.name());
  for (const auto& [name, t] : options.input_values) constants.insert(name);
  for (const auto& [name, v] : options.input_numbers) constants.insert(name);
  for (auto& in : *model.mutable_graph()->mutable_input()) {
    if (constants.count(in.name()) || !in.type().has_tensor_type()) continue;  // not a runtime tensor input
    const std::string what = "--batch-buckets: input '" + in.name() + "'";
    auto& tt = *in.mutable_type()->mutable_tensor_type();
    Shape dims;
    if (auto pin = options.input_shapes.find(in.name()); pin != options.input_shapes.end()) {
      dims = pin->second;
    } else {
      RAMMER_CHECK(tt.has_shape(), what, " has an unknown rank; pin it with --input-shape ", in.name(),
                   ":D0,D1,... (D0 is replaced by each bucket)");
      for (const auto& d : tt.shape().dim()) dims.push_back(d.has_dim_value() ? d.dim_value() : -1);
    }
    RAMMER_CHECK(!dims.empty(), what, " is a scalar: it has no batch dimension (dim 0) to set");
    // A declared dim 0 of 1 would conflict with the pin; symbolic, it takes the bucket's size.
    if (tt.has_shape() && tt.shape().dim_size() > 0) tt.mutable_shape()->mutable_dim(0)->set_dim_param("batch");
    dims[0] = options.batch_size;
    for (size_t i = 1; i < dims.size(); ++i)
      if (dims[i] < 0) {
        Shape suggested = dims;
        for (int64_t& d : suggested) d = d < 0 ? 1 : d;
        RAMMER_FAIL(what, " has a dynamic dim ", i, " besides the batch; pin it with --input-shape ", in.name(), ":",
                    join_dims(suggested));
      }
    options.input_shapes[in.name()] = dims;
  }
}

}  // namespace rammer
