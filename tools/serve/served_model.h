// One loaded version of a model: the opened artifact (rammer_open), its tensor specs, its bounded
// request queue and its session pool. infer() checks a request against the specs (names, datatypes,
// shapes, byte sizes), admits it or refuses it (queue full), and waits for its outcome.
//
// Batched (config batch_buckets): the version directory holds batch_N/ per bucket; inputs() and outputs()
// show dim 0 as -1, and a request may carry 1 to the largest bucket's rows (session_pool.h batches them).
//
// Shutdown (unload, SIGTERM): close() stops admitting; the workers still run every admitted job, so no
// admitted request goes unanswered; the destructor joins them and closes the library.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "runtime/rammer.h"
#include "support/status.h"
#include "tools/serve/model_config.h"
#include "tools/serve/request_queue.h"
#include "tools/serve/session_pool.h"

namespace rammer::serve {

class ServedModel {
 public:
  static Result<std::shared_ptr<ServedModel>> load(const std::string& name, const std::string& version,
                                                   const std::string& dir, const ModelConfig& config);
  ~ServedModel();
  ServedModel(const ServedModel&) = delete;
  ServedModel& operator=(const ServedModel&) = delete;

  const std::string& name() const { return name_; }
  const std::string& version() const { return version_; }
  const std::vector<TensorSpec>& inputs() const { return inputs_; }
  const std::vector<TensorSpec>& outputs() const { return outputs_; }
  bool is_gpu() const { return gpu_; }

  // Blocks until the request is answered. Takes the request's input buffers (bound without a copy).
  InferOutcome infer(InferRequest request);
  void close();

 private:
  ServedModel(std::string name, std::string version, const ModelConfig& config);
  InferOutcome finish(InferOutcome outcome) const;  // names the model and version in a result
  bool batched() const { return !config_.batch_buckets.empty(); }
  // rammer_open on one artifact (kept in libs_) and the spec its sessions are made from.
  Result<RunnerSpec> open_artifact(const std::string& dir);
  // One spec per bucket of DIR/batch_N/; an error names a missing bucket or one that is not the same model.
  Result<std::vector<RunnerSpec>> open_buckets(const std::string& dir);
  // Orders request.inputs as the model declares them and sets `rows` (their dim 0 when batched); an
  // error names the first mismatch.
  std::optional<ServeError> match_inputs(InferRequest& request, int64_t& rows) const;
  std::optional<ServeError> match_shape(const Tensor& t, const TensorSpec& spec, int64_t& rows) const;
  std::optional<ServeError> match_outputs(const InferRequest& request, std::vector<int>& indices) const;

  std::string name_, version_;
  ModelConfig config_;
  std::vector<rammer_library*> libs_;  // one, or one per batch bucket
  bool gpu_ = false;
  std::vector<TensorSpec> inputs_, outputs_;
  RequestQueue queue_;
  std::unique_ptr<SessionPool> pool_;
};

}  // namespace rammer::serve
