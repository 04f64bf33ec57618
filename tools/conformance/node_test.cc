#include "tools/conformance/node_test.h"

#include <onnx/onnx_pb.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "driver/compile.h"
#include "frontend/interpreter/interpreter.h"
#include "frontend/onnx/onnx_loader.h"
#include "frontend/passes/pipeline.h"
#include "runtime/session.h"
#include "scheduler/compile_schedule.h"

namespace rammer::conformance {

namespace fs = std::filesystem;

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::passed: return "passed";
    case Verdict::failed: return "failed";
    case Verdict::unsupported: return "unsupported";
  }
  return "?";
}

const char* backend_name(Backend b) {
  switch (b) {
    case Backend::reference: return "reference";
    case Backend::cpu: return "cpu";
  }
  return "?";
}

namespace {

std::string fmt(double v) {
  std::ostringstream os;
  os.precision(9);
  os << v;
  return os.str();
}

bool close_enough(double got, double want, const Tolerance& tol) {
  if (std::isnan(got) || std::isnan(want)) return std::isnan(got) && std::isnan(want);
  if (std::isinf(got) || std::isinf(want)) return got == want;
  return std::fabs(got - want) <= tol.atol + tol.rtol * std::fabs(want);
}

}  // namespace

std::string compare_tensor(const Tensor& got, const Tensor& want, const Tolerance& tol) {
  if (got.dtype() != want.dtype())
    return "dtype " + std::string(dtype_name(got.dtype())) + ", expected " +
           std::string(dtype_name(want.dtype()));
  if (got.shape() != want.shape())
    return "shape " + shape_str(got.shape()) + ", expected " + shape_str(want.shape());
  const bool is_float = dtype_is_float(want.dtype());
  int64_t bad = 0, first = -1;
  for (int64_t i = 0; i < want.numel(); ++i) {
    bool ok = is_float ? close_enough(got.get_f64(i), want.get_f64(i), tol)
                       : got.get_i64(i) == want.get_i64(i);
    if (!ok && bad++ == 0) first = i;
  }
  if (bad == 0) return "";
  const std::string g = is_float ? fmt(got.get_f64(first)) : std::to_string(got.get_i64(first));
  const std::string w = is_float ? fmt(want.get_f64(first)) : std::to_string(want.get_i64(first));
  return std::to_string(bad) + " of " + std::to_string(want.numel()) + " elements differ; first at [" +
         std::to_string(first) + "]: got " + g + ", expected " + w;
}

std::vector<std::string> list_node_tests(const std::string& data_dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(data_dir)) {
    const std::string name = e.path().filename().string();
    if (e.is_directory() && name.rfind("test_", 0) == 0 && fs::exists(e.path() / "model.onnx"))
      out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

// What the runner needs from model.onnx itself (the loader may reject the model, and the per-op
// summary still needs to know which ops the test exercises).
struct ModelFacts {
  std::set<std::string> ops;
  std::vector<std::string> inputs;  // runtime inputs (not initializers), in order
  std::string non_tensor;           // "input 'x' is of type sequence" for the first non-tensor input/output
  std::string non_tensor_kind;      // "sequence", "optional", ...
};

void collect_ops(const onnx::GraphProto& g, std::set<std::string>& ops) {
  for (const auto& n : g.node()) {
    ops.insert(n.domain().empty() || n.domain() == "ai.onnx" ? n.op_type() : n.domain() + "." + n.op_type());
    for (const auto& a : n.attribute()) {
      if (a.has_g()) collect_ops(a.g(), ops);
      for (const auto& sub : a.graphs()) collect_ops(sub, ops);
    }
  }
}

const char* value_kind(const onnx::TypeProto& t) {
  switch (t.value_case()) {
    case onnx::TypeProto::kTensorType: return "tensor";
    case onnx::TypeProto::kSequenceType: return "sequence";
    case onnx::TypeProto::kMapType: return "map";
    case onnx::TypeProto::kOptionalType: return "optional";
    case onnx::TypeProto::kSparseTensorType: return "sparse_tensor";
    default: return "untyped";
  }
}

ModelFacts read_model_facts(const fs::path& model) {
  onnx::ModelProto m;
  std::ifstream in(model, std::ios::binary);
  RAMMER_CHECK(in.good() && m.ParseFromIstream(&in), "cannot parse ", model.string());
  ModelFacts f;
  collect_ops(m.graph(), f.ops);
  std::set<std::string> inits;
  for (const auto& t : m.graph().initializer()) inits.insert(t.name());
  auto check_kind = [&](const onnx::ValueInfoProto& v, const char* role) {
    if (f.non_tensor.empty() && v.type().value_case() != onnx::TypeProto::kTensorType) {
      f.non_tensor_kind = value_kind(v.type());
      f.non_tensor = std::string(role) + " '" + v.name() + "' is of type " + f.non_tensor_kind;
    }
  };
  for (const auto& v : m.graph().input()) {
    if (inits.count(v.name())) continue;
    f.inputs.push_back(v.name());
    check_kind(v, "input");
  }
  for (const auto& v : m.graph().output()) check_kind(v, "output");
  return f;
}

// input_0.pb, input_1.pb, ... in numeric order (input_10 after input_9).
std::vector<fs::path> numbered(const fs::path& dir, const std::string& prefix) {
  std::vector<fs::path> out;
  for (int i = 0;; ++i) {
    fs::path p = dir / (prefix + std::to_string(i) + ".pb");
    if (!fs::exists(p)) break;
    out.push_back(p);
  }
  return out;
}

bool mentions_unsupported(const std::string& msg) {
  std::string lower(msg);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  return lower.find("unsupported") != std::string::npos || lower.find("not supported") != std::string::npos;
}

Tensor load_pb(const fs::path& p) {
  auto t = load_tensor_proto(p.string());
  if (t) return std::move(t.value());
  const std::string msg = t.status().message();  // names the file
  if (mentions_unsupported(msg)) throw Unsupported(msg);
  throw Error(msg);
}

// The optimised graph through the CPU backend as rammerc builds it (schedule on device "cpu", plan,
// runtime), but in this process: Model from the Plan, no libmodel.so per test. Messages name the stage
// so that a failure points at its owner.
std::map<std::string, Tensor> run_on_cpu(const Graph& g, const std::map<std::string, Tensor>& feed) {
  CompileResult planned = plan_graph(g, "cpu");
  if (!planned.ok()) {
    // Status drops the Unsupported type; its message still says so.
    const std::string msg = "schedule/plan: " + planned.status.message();
    if (mentions_unsupported(msg)) throw Unsupported(msg);
    throw Error(msg);
  }
  std::shared_ptr<runtime::Model> model;
  try {
    model = runtime::model_from_plan(planned.compiled.plan);
  } catch (const Unsupported&) {
    throw;
  } catch (const Error& e) {
    throw Error(std::string("runtime model: ") + e.what());
  }
  runtime::Session session(model);
  // The session takes a null buffer for "not bound"; an empty tensor owns no bytes (raw() is null), so
  // it is bound to a placeholder address that nothing reads or writes (0 bytes).
  static unsigned char empty_buffer[1];
  auto addr = [](const Tensor& t) -> const void* { return t.nbytes() ? t.raw() : empty_buffer; };
  for (size_t i = 0; i < model->inputs.size(); ++i) {
    const runtime::IOInfo& io = model->inputs[i];
    auto it = feed.find(io.name);
    RAMMER_CHECK(it != feed.end(), "plan input '", io.name, "' is not a graph input");
    const Tensor& t = it->second;
    RAMMER_CHECK(t.dtype() == io.dtype && t.shape() == io.shape, "plan input '", io.name, "' is ",
                 dtype_name(io.dtype), shape_str(io.shape), ", the data set's ", dtype_name(t.dtype()),
                 shape_str(t.shape()));
    session.bind_input(static_cast<int>(i), addr(t), t.nbytes());
  }
  std::map<std::string, Tensor> out;
  std::vector<Tensor*> bound;
  for (const auto& io : model->outputs) bound.push_back(&out.emplace(io.name, Tensor(io.dtype, io.shape)).first->second);
  for (size_t i = 0; i < bound.size(); ++i)
    session.bind_output(static_cast<int>(i), const_cast<void*>(addr(*bound[i])), bound[i]->nbytes());
  try {
    session.run();
  } catch (const Unsupported&) {
    throw;
  } catch (const Error& e) {
    // A reference op's Unsupported (e.g. a random training-mode Dropout) reaches us as a run error.
    if (mentions_unsupported(e.what())) throw Unsupported(std::string("cpu run: ") + e.what());
    throw Error(std::string("cpu run: ") + e.what());
  }
  return out;
}

// The graph input whose runtime data an Unsupported "depends on runtime data" error needs, or "" when
// the error is another one or names no unbound graph input. When the value it names is computed from
// inputs, the first unbound input other than input 0 (the data) is taken: the retry loop converges
// because each round binds one more input.
std::string runtime_data_input(const std::string& msg, const std::vector<std::string>& inputs,
                               const std::map<std::string, Tensor>& already) {
  if (msg.find("depends on runtime data") == std::string::npos) return "";
  for (const auto& in : inputs)
    if (!already.count(in) && msg.find("'" + in + "')") != std::string::npos) return in;
  for (size_t i = 1; i < inputs.size(); ++i)
    if (!already.count(inputs[i])) return inputs[i];
  return "";
}

// Runs one data set; throws rammer::Error / Unsupported, or fails with a mismatch reason (returned).
std::string run_data_set(const fs::path& model, const fs::path& set, const ModelFacts& facts,
                         const Tolerance& tol, Backend backend, std::vector<std::string>& bound) {
  std::vector<Tensor> ins, outs;
  for (const auto& p : numbered(set, "input_")) ins.push_back(load_pb(p));
  for (const auto& p : numbered(set, "output_")) outs.push_back(load_pb(p));
  RAMMER_CHECK(ins.size() == facts.inputs.size(), set.filename().string(), " has ", ins.size(),
               " inputs but the model has ", facts.inputs.size());

  // Pin every input to the data set's shape, so models with dynamic dims load with static shapes.
  LoadOptions opts;
  for (size_t i = 0; i < ins.size(); ++i) opts.input_shapes[facts.inputs[i]] = ins[i].shape();
  // rammerc compiles static shapes: a shape computed from runtime data (a Reshape target fed as an
  // input) is Unsupported. As a user would, bind such an input to its data and compile again; the
  // rest of the graph still runs with runtime inputs. `bound` lists them for the report.
  Graph g;
  for (;;) {
    try {
      // The throwing form keeps rammer::Unsupported distinct from other load errors.
      g = load_onnx_or_throw(model.string(), opts);
      optimize_graph(g);
      break;
    } catch (const Unsupported& e) {
      const std::string input = runtime_data_input(e.what(), facts.inputs, opts.input_values);
      if (input.empty()) throw;
      const size_t i = static_cast<size_t>(
          std::find(facts.inputs.begin(), facts.inputs.end(), input) - facts.inputs.begin());
      opts.input_values[input] = ins[i];
      bound.push_back(input);
    }
  }
  const std::vector<std::string> outputs = g.outputs;
  std::vector<std::string> inputs;
  std::vector<Tensor> runtime_ins;
  for (size_t i = 0; i < ins.size(); ++i) {
    if (opts.input_values.count(facts.inputs[i])) continue;
    inputs.push_back(facts.inputs[i]);
    runtime_ins.push_back(ins[i]);
  }
  RAMMER_CHECK(g.inputs == inputs, "the loaded graph's inputs differ from the data set's");
  RAMMER_CHECK(outputs.size() == outs.size(), "the loaded graph has ", outputs.size(),
               " outputs, the data set ", outs.size());

  std::map<std::string, Tensor> feed;
  for (size_t i = 0; i < inputs.size(); ++i) feed[inputs[i]] = runtime_ins[i];
  std::map<std::string, Tensor> got = backend == Backend::cpu ? run_on_cpu(g, feed) : interpret(g, feed);
  for (size_t i = 0; i < outputs.size(); ++i) {
    auto it = got.find(outputs[i]);
    RAMMER_CHECK(it != got.end(), "output '", outputs[i], "' was not computed");
    std::string diff = compare_tensor(it->second, outs[i], tol);
    if (!diff.empty()) return set.filename().string() + ": output " + std::to_string(i) + " '" +
                             outputs[i] + "': " + diff;
  }
  return "";
}

std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  if (s.size() > 400) s = s.substr(0, 397) + "...";
  return s;
}

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The model's ops named (as whole words) in `msg`, earliest mention first; all ops when none is.
std::vector<std::string> blame(const std::string& msg, const std::set<std::string>& ops) {
  std::vector<std::pair<size_t, std::string>> hits;
  for (const auto& op : ops) {
    for (size_t pos = msg.find(op); pos != std::string::npos; pos = msg.find(op, pos + 1)) {
      const size_t end = pos + op.size();
      if ((pos == 0 || !is_word_char(msg[pos - 1])) && (end == msg.size() || !is_word_char(msg[end]))) {
        hits.emplace_back(pos, op);
        break;
      }
    }
  }
  if (hits.empty()) return {ops.begin(), ops.end()};
  std::sort(hits.begin(), hits.end());
  return {hits.front().second};
}

}  // namespace

std::vector<std::string> model_ops(const std::string& test_dir) {
  try {
    auto ops = read_model_facts(fs::path(test_dir) / "model.onnx").ops;
    return {ops.begin(), ops.end()};
  } catch (const std::exception&) {
    return {};
  }
}

Outcome run_node_test(const std::string& test_dir, const Tolerance& tol, Backend backend) {
  Outcome out;
  ModelFacts facts;
  auto finish = [&](Verdict v, std::string reason) {
    // Paths inside the test directory are long and the same for every message: drop the prefix.
    const std::string prefix = (fs::path(test_dir) / "").string();
    for (size_t pos; (pos = reason.find(prefix)) != std::string::npos;) reason.erase(pos, prefix.size());
    out.verdict = v;
    out.reason = one_line(reason);
    out.ops.assign(facts.ops.begin(), facts.ops.end());
    // A value mismatch names no op: then every op of the model shares the blame.
    if (v != Verdict::passed) out.blamed = blame(reason, facts.ops);
    return out;
  };
  try {
    const fs::path dir(test_dir), model = dir / "model.onnx";
    facts = read_model_facts(model);
    if (!facts.non_tensor.empty()) {
      finish(Verdict::unsupported, facts.non_tensor + "; rammerc handles tensors only");
      out.blamed = {"(non-tensor:" + facts.non_tensor_kind + ")"};  // no op is at fault
      return out;
    }
    std::vector<fs::path> sets;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.is_directory() && e.path().filename().string().rfind("test_data_set_", 0) == 0)
        sets.push_back(e.path());
    std::sort(sets.begin(), sets.end());
    RAMMER_CHECK(!sets.empty(), "no test_data_set_* directory");
    std::vector<std::string> bound;
    for (const auto& set : sets) {
      bound.clear();
      std::string diff = run_data_set(model, set, facts, tol, backend, bound);
      if (!diff.empty()) return finish(Verdict::failed, diff);
    }
    std::string note;
    for (const auto& b : bound) note += (note.empty() ? "inputs bound to constants: " : ", ") + b;
    return finish(Verdict::passed, note);
  } catch (const Unsupported& e) {
    return finish(Verdict::unsupported, e.what());
  } catch (const Error& e) {
    return finish(Verdict::failed, e.what());
  } catch (const std::bad_alloc&) {
    return finish(Verdict::failed, "out of memory");
  } catch (const std::exception& e) {
    return finish(Verdict::failed, std::string("internal error: ") + e.what());
  } catch (...) {
    return finish(Verdict::failed, "internal error: unknown exception");
  }
}

}  // namespace rammer::conformance
