// A model's serving configuration: DIR/<model>/config.json, every key optional.
//
//   {"instances": 2, "max_queue_size": 64, "deadline_ms": 0, "warmup_runs": 1}
//
// instances       sessions (and worker threads) of each version; CPU runs still take turns on the
//                 cores (session_pool.h), so more than 2 only helps GPU models
// max_queue_size  requests admitted and waiting per version; one more is refused (429 / UNAVAILABLE)
// deadline_ms     a request still queued this long after admission is answered 504 / DEADLINE_EXCEEDED
//                 without running (0: no deadline); a request's own "deadline_ms" parameter may only
//                 shorten it
// warmup_runs     runs per session at load, on zero inputs, before the model is reported ready
// batch_buckets   not yet: batching over per-bucket artifacts is not implemented, and a config that asks
//                 for it is refused at load rather than silently served unbatched
#pragma once

#include <cstdint>
#include <string>

#include "support/status.h"

namespace rammer::serve {

struct ModelConfig {
  int instances = 1;
  int max_queue_size = 64;
  int64_t deadline_ms = 0;
  int warmup_runs = 1;
};

// Reads `path` (a missing file gives the defaults); an error names the file and the key.
Result<ModelConfig> read_model_config(const std::string& path);

}  // namespace rammer::serve
