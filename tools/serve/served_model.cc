#include "tools/serve/served_model.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace rammer::serve {

namespace {

// The specs of every input (or output) of `lib` through rammer_input_info / rammer_output_info.
std::vector<TensorSpec> tensor_specs(const rammer_library* lib, bool inputs) {
  std::vector<TensorSpec> specs;
  const int n = inputs ? rammer_num_inputs(lib) : rammer_num_outputs(lib);
  for (int i = 0; i < n; ++i) {
    const char* name = nullptr;
    int dtype = 0, rank = 0;
    const int64_t* shape = nullptr;
    if (inputs)
      rammer_input_info(lib, i, &name, &dtype, &rank, &shape);
    else
      rammer_output_info(lib, i, &name, &dtype, &rank, &shape);
    TensorSpec t;
    t.name = name;
    t.dtype = dtype;
    t.shape.assign(shape, shape + rank);
    t.bytes = element_size(dtype);
    for (int64_t d : t.shape) t.bytes *= static_cast<size_t>(d);
    specs.push_back(std::move(t));
  }
  return specs;
}

// The GPU API of a GPU artifact and the grid cap that gives each of `instances` sessions its share of the
// blocks the schedule was made for (never below the smallest grid that runs it; 0 for one instance).
Result<std::pair<std::string, int>> read_gpu_manifest(const std::string& dir, int instances) {
  std::ifstream in(std::filesystem::path(dir) / "manifest.json");
  const nlohmann::json m = nlohmann::json::parse(in, nullptr, false);
  if (m.is_discarded() || !m.contains("gpu") || !m["gpu"].is_object() || !m["gpu"].value("target", nlohmann::json()).is_string())
    return Status::error(dir + "/manifest.json: no gpu.target");
  const nlohmann::json& g = m["gpu"];
  int max_blocks = 0;
  if (instances > 1 && g.value("schedule_blocks", nlohmann::json()).is_number_integer()) {
    const int blocks = g["schedule_blocks"].get<int>();
    const int least = g.value("min_blocks", nlohmann::json(1)).is_number_integer() ? g["min_blocks"].get<int>() : 1;
    max_blocks = std::max(least, (blocks + instances - 1) / instances);
  }
  return std::make_pair(g["target"].get<std::string>(), max_blocks);
}

}  // namespace

ServedModel::ServedModel(std::string name, std::string version, const ModelConfig& config)
    : name_(std::move(name)), version_(std::move(version)), config_(config),
      queue_(static_cast<size_t>(config.max_queue_size)) {}

Result<std::shared_ptr<ServedModel>> ServedModel::load(const std::string& name, const std::string& version,
                                                       const std::string& dir, const ModelConfig& config) {
  std::shared_ptr<ServedModel> m(new ServedModel(name, version, config));
  m->lib_ = rammer_open(dir.c_str());
  if (m->lib_ == nullptr) return Status::error(rammer_last_error());
  m->gpu_ = rammer_is_gpu(m->lib_) == 1;
  m->inputs_ = tensor_specs(m->lib_, true);
  m->outputs_ = tensor_specs(m->lib_, false);
  for (const auto* specs : {&m->inputs_, &m->outputs_})
    for (const TensorSpec& t : *specs)
      if (element_size(t.dtype) == 0)
        return Status::error("tensor '" + t.name + "' has a dtype rammer-serve cannot carry (code " +
                             std::to_string(t.dtype) + ")");
  RunnerSpec spec{m->lib_, m->inputs_, m->outputs_, "", 0};
  if (m->gpu_) {
    auto gpu = read_gpu_manifest(dir, config.instances);
    if (!gpu) return gpu.status();
    spec.gpu_target = gpu->first;
    spec.max_blocks = gpu->second;
  }
  auto pool = SessionPool::create(std::move(spec), config.instances, config.warmup_runs, m->queue_);
  if (!pool) return pool.status();
  m->pool_ = std::move(*pool);
  return m;
}

ServedModel::~ServedModel() {
  close();
  pool_.reset();  // joins the workers, which destroy their sessions
  if (lib_ != nullptr) rammer_close(lib_);
}

void ServedModel::close() { queue_.close(); }

std::optional<ServeError> ServedModel::match_inputs(InferRequest& request) const {
  if (request.inputs.size() != inputs_.size())
    return ServeError{ErrorKind::kBadRequest, "model '" + name_ + "' takes " + std::to_string(inputs_.size()) +
                                                  " input(s), the request has " +
                                                  std::to_string(request.inputs.size())};
  std::vector<Tensor> ordered(inputs_.size());
  std::vector<bool> seen(inputs_.size(), false);
  for (Tensor& t : request.inputs) {
    auto it = std::find_if(inputs_.begin(), inputs_.end(), [&](const TensorSpec& s) { return s.name == t.name; });
    if (it == inputs_.end())
      return ServeError{ErrorKind::kBadRequest, "model '" + name_ + "' has no input '" + t.name + "'"};
    const size_t i = static_cast<size_t>(it - inputs_.begin());
    if (seen[i]) return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' is given twice"};
    seen[i] = true;
    if (t.dtype != it->dtype)
      return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' is " + datatype_name(it->dtype) +
                                                    ", the request says " + datatype_name(t.dtype)};
    if (t.shape != it->shape)
      return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' has shape " + shape_text(it->shape) +
                                                    ", the request says " + shape_text(t.shape)};
    if (t.data.size() != it->bytes)
      return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' needs " + std::to_string(it->bytes) +
                                                    " bytes, the request carries " + std::to_string(t.data.size())};
    ordered[i] = std::move(t);
  }
  request.inputs = std::move(ordered);
  return std::nullopt;
}

std::optional<ServeError> ServedModel::match_outputs(const InferRequest& request, std::vector<int>& indices) const {
  if (request.outputs.empty()) {
    for (size_t i = 0; i < outputs_.size(); ++i) indices.push_back(static_cast<int>(i));
    return std::nullopt;
  }
  for (const std::string& name : request.outputs) {
    auto it = std::find_if(outputs_.begin(), outputs_.end(), [&](const TensorSpec& s) { return s.name == name; });
    if (it == outputs_.end())
      return ServeError{ErrorKind::kBadRequest, "model '" + name_ + "' has no output '" + name + "'"};
    indices.push_back(static_cast<int>(it - outputs_.begin()));
  }
  return std::nullopt;
}

InferOutcome ServedModel::infer(InferRequest request) {
  auto job = std::make_shared<InferJob>();
  if (auto e = match_inputs(request)) return *e;
  if (auto e = match_outputs(request, job->output_indices)) return *e;
  job->admitted = Clock::now();
  int64_t deadline_ms = config_.deadline_ms;
  if (request.deadline_ms > 0 && (deadline_ms == 0 || request.deadline_ms < deadline_ms))
    deadline_ms = request.deadline_ms;
  if (deadline_ms > 0) job->deadline = job->admitted + std::chrono::milliseconds(deadline_ms);
  job->request = std::move(request);
  std::future<InferOutcome> outcome = job->done.get_future();
  if (!queue_.try_push(job)) {
    if (queue_.is_closed())
      return ServeError{ErrorKind::kUnavailable, "model '" + name_ + "' is being unloaded or the server is stopping"};
    return ServeError{ErrorKind::kQueueFull, "model '" + name_ + "' has " + std::to_string(config_.max_queue_size) +
                                                 " request(s) waiting (max_queue_size); retry later"};
  }
  InferOutcome result = outcome.get();
  if (auto* r = std::get_if<InferResult>(&result)) {
    r->model = name_;
    r->version = version_;
  }
  return result;
}

}  // namespace rammer::serve
