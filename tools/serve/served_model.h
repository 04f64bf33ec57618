// One loaded version of a model: the opened artifact (rammer_open), its tensor specs, its bounded
// request queue and its session pool. infer() checks a request against the specs (names, datatypes,
// shapes, byte sizes), admits it or refuses it (queue full), and waits for its outcome.
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
  // Orders request.inputs as the model declares them; an error names the first mismatch.
  std::optional<ServeError> match_inputs(InferRequest& request) const;
  std::optional<ServeError> match_outputs(const InferRequest& request, std::vector<int>& indices) const;

  std::string name_, version_;
  ModelConfig config_;
  rammer_library* lib_ = nullptr;
  bool gpu_ = false;
  std::vector<TensorSpec> inputs_, outputs_;
  RequestQueue queue_;
  std::unique_ptr<SessionPool> pool_;
};

}  // namespace rammer::serve
