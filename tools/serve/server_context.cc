#include "tools/serve/server_context.h"

namespace rammer::serve {

InferOutcome ServerContext::infer(InferRequest request) {
  auto found = repository.find(request.model, request.version);
  if (auto* e = std::get_if<ServeError>(&found)) {
    metrics.record_rejected();
    return *e;
  }
  ServedModel& model = *std::get<std::shared_ptr<ServedModel>>(found);
  // The model stays alive while this call holds `found`, even if it is unloaded meanwhile.
  InferOutcome outcome = model.infer(std::move(request));
  if (const auto* r = std::get_if<InferResult>(&outcome))
    metrics.record_success(model.name(), model.version(), r->queue_us, r->compute_us);
  else
    metrics.record_failure(model.name(), model.version());
  return outcome;
}

}  // namespace rammer::serve
