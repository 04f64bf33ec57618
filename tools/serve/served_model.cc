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

Result<RunnerSpec> ServedModel::open_artifact(const std::string& dir) {
  rammer_library* lib = rammer_open(dir.c_str());
  if (lib == nullptr) return Status::error(rammer_last_error());
  libs_.push_back(lib);
  RunnerSpec spec{lib, tensor_specs(lib, true), tensor_specs(lib, false), "", 0};
  for (const auto* specs : {&spec.inputs, &spec.outputs})
    for (const TensorSpec& t : *specs)
      if (element_size(t.dtype) == 0)
        return Status::error("tensor '" + t.name + "' has a dtype rammer-serve cannot carry (code " +
                             std::to_string(t.dtype) + ")");
  if (rammer_is_gpu(lib) == 1) {
    gpu_ = true;
    auto gpu = read_gpu_manifest(dir, config_.instances);
    if (!gpu) return gpu.status();
    spec.gpu_target = gpu->first;
    spec.max_blocks = gpu->second;
  }
  return spec;
}

Result<std::vector<RunnerSpec>> ServedModel::open_buckets(const std::string& dir) {
  std::vector<RunnerSpec> specs;
  std::string list;
  for (int64_t n : config_.batch_buckets) list += (list.empty() ? "" : ",") + std::to_string(n);
  for (int64_t n : config_.batch_buckets) {
    const std::string bucket_dir = (std::filesystem::path(dir) / ("batch_" + std::to_string(n))).string();
    if (!std::filesystem::exists(std::filesystem::path(bucket_dir) / "manifest.json"))
      return Status::error(bucket_dir + " is missing: config.json's batch_buckets [" + list +
                           "] needs one artifact per bucket (rammerc MODEL --batch-buckets=" + list + " -o " + dir + ")");
    auto spec = open_artifact(bucket_dir);
    if (!spec) return Status::error(bucket_dir + ": " + spec.status().message());
    // Every bucket is the same model at another batch: dim 0 is the bucket's size, the rest agree.
    for (bool input : {true, false}) {
      const std::vector<TensorSpec>& got = input ? spec->inputs : spec->outputs;
      const std::vector<TensorSpec>* first = specs.empty() ? nullptr : input ? &specs[0].inputs : &specs[0].outputs;
      for (size_t i = 0; i < got.size(); ++i) {
        const TensorSpec& t = got[i];
        const std::string what = bucket_dir + ": " + (input ? "input" : "output") + " '" + t.name + "' has shape " +
                                 shape_text(t.shape);
        if (t.shape.empty() || t.shape[0] != n)
          return Status::error(what + ", but the batch-" + std::to_string(n) + " bucket needs dim 0 = " +
                               std::to_string(n) + " (recompile with rammerc --batch-buckets=" + list + ")");
        if (first != nullptr && (first->size() != got.size() || (*first)[i].name != t.name ||
                                 (*first)[i].dtype != t.dtype ||
                                 !std::equal(t.shape.begin() + 1, t.shape.end(), (*first)[i].shape.begin() + 1,
                                             (*first)[i].shape.end())))
          return Status::error(what + ", which does not match batch_" + std::to_string(config_.batch_buckets[0]) +
                               "/ beyond dim 0: the buckets are not one model");
      }
    }
    specs.push_back(std::move(*spec));
  }
  return specs;
}

Result<std::shared_ptr<ServedModel>> ServedModel::load(const std::string& name, const std::string& version,
                                                       const std::string& dir, const ModelConfig& config) {
  std::shared_ptr<ServedModel> m(new ServedModel(name, version, config));
  std::vector<RunnerSpec> specs;
  if (config.batch_buckets.empty()) {
    if (!std::filesystem::exists(std::filesystem::path(dir) / "manifest.json") &&
        std::filesystem::exists(std::filesystem::path(dir) / "buckets.json"))
      return Status::error(dir + " holds batch bucket artifacts (buckets.json): list them in config.json's "
                                 "\"batch_buckets\" to serve them");
    auto spec = m->open_artifact(dir);
    if (!spec) return spec.status();
    m->inputs_ = spec->inputs;
    m->outputs_ = spec->outputs;
    specs.push_back(std::move(*spec));
  } else {
    auto opened = m->open_buckets(dir);
    if (!opened) return opened.status();
    specs = std::move(*opened);
    // The model as clients see it: dim 0 is -1 (any batch up to the largest bucket), bytes per row.
    m->inputs_ = specs[0].inputs;
    m->outputs_ = specs[0].outputs;
    for (auto* ts : {&m->inputs_, &m->outputs_})
      for (TensorSpec& t : *ts) {
        t.bytes /= static_cast<size_t>(t.shape[0]);
        t.shape[0] = -1;
      }
  }
  auto pool = SessionPool::create(std::move(specs), config.batch_buckets,
                                  std::chrono::microseconds(config.max_queue_delay_us), config.instances,
                                  config.warmup_runs, m->queue_);
  if (!pool) return pool.status();
  m->pool_ = std::move(*pool);
  return m;
}

ServedModel::~ServedModel() {
  close();
  pool_.reset();  // joins the workers, which destroy their sessions
  for (rammer_library* lib : libs_) rammer_close(lib);
}

void ServedModel::close() { queue_.close(); }

std::optional<ServeError> ServedModel::match_shape(const Tensor& t, const TensorSpec& spec, int64_t& rows) const {
  if (!batched()) {
    if (t.shape == spec.shape) return std::nullopt;
    return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' has shape " + shape_text(spec.shape) +
                                                  ", the request says " + shape_text(t.shape)};
  }
  const int64_t most = config_.batch_buckets.back();
  if (t.shape.size() != spec.shape.size() || !std::equal(t.shape.begin() + 1, t.shape.end(), spec.shape.begin() + 1))
    return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' has shape " + shape_text(spec.shape) +
                                                  " (dim 0: a batch of 1 to " + std::to_string(most) +
                                                  "), the request says " + shape_text(t.shape)};
  if (t.shape[0] < 1 || t.shape[0] > most)
    return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' has a batch of " + std::to_string(t.shape[0]) +
                                                  " rows; model '" + name_ + "' takes 1 to " + std::to_string(most) +
                                                  " (its largest batch bucket)"};
  if (rows != 0 && rows != t.shape[0])
    return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' has a batch of " + std::to_string(t.shape[0]) +
                                                  " rows, another input " + std::to_string(rows)};
  rows = t.shape[0];
  return std::nullopt;
}

std::optional<ServeError> ServedModel::match_inputs(InferRequest& request, int64_t& rows) const {
  if (request.inputs.size() != inputs_.size())
    return ServeError{ErrorKind::kBadRequest, "model '" + name_ + "' takes " + std::to_string(inputs_.size()) +
                                                  " input(s), the request has " +
                                                  std::to_string(request.inputs.size())};
  std::vector<Tensor> ordered(inputs_.size());
  std::vector<bool> seen(inputs_.size(), false);
  rows = 0;
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
    if (auto e = match_shape(t, *it, rows)) return e;
    const size_t bytes = it->bytes * static_cast<size_t>(batched() ? rows : 1);
    if (t.data.size() != bytes)
      return ServeError{ErrorKind::kBadRequest, "input '" + t.name + "' needs " + std::to_string(bytes) +
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
  if (auto e = match_inputs(request, job->rows)) return *e;
  if (!batched()) job->rows = 1;
  if (auto e = match_outputs(request, job->output_indices)) return *e;
  job->admitted = Clock::now();
  int64_t deadline_ms = config_.deadline_ms;
  if (request.deadline_ms > 0 && (deadline_ms == 0 || request.deadline_ms < deadline_ms))
    deadline_ms = request.deadline_ms;
  if (deadline_ms > 0) job->deadline = job->admitted + std::chrono::milliseconds(deadline_ms);
  job->request = std::move(request);
  if (!batched())  // a batched request waits for others to share its run
    if (std::optional<InferOutcome> inline_outcome = pool_->try_run_inline(*job))
      return finish(std::move(*inline_outcome));
  std::future<InferOutcome> outcome = job->done.get_future();
  if (!queue_.try_push(job)) {
    if (queue_.is_closed())
      return ServeError{ErrorKind::kUnavailable, "model '" + name_ + "' is being unloaded or the server is stopping"};
    return ServeError{ErrorKind::kQueueFull, "model '" + name_ + "' has " + std::to_string(config_.max_queue_size) +
                                                 " request(s) waiting (max_queue_size); retry later"};
  }
  return finish(outcome.get());
}

InferOutcome ServedModel::finish(InferOutcome outcome) const {
  if (auto* r = std::get_if<InferResult>(&outcome)) {
    r->model = name_;
    r->version = version_;
  }
  return outcome;
}

}  // namespace rammer::serve
