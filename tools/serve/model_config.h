// A model's serving configuration: DIR/<model>/config.json, every key optional.
//
//   {"instances": 2, "max_queue_size": 64, "deadline_ms": 0, "warmup_runs": 1,
//    "batch_buckets": [1, 2, 4], "max_queue_delay_us": 500}
//
// instances       sessions (and worker threads) of each version; CPU runs still take turns on the
//                 cores (session_pool.h), so more than 2 only helps GPU models
// max_queue_size  requests admitted and waiting per version; one more is refused (429 / UNAVAILABLE)
// deadline_ms     a request still queued this long after admission is answered 504 / DEADLINE_EXCEEDED
//                 without running (0: no deadline); a request's own "deadline_ms" parameter may only
//                 shorten it
// warmup_runs     runs per session at load, on zero inputs, before the model is reported ready
// batch_buckets   e.g. [1, 2, 4, 8]: batch over per-bucket artifacts (rammerc --batch-buckets), one per size in
//                 <version dir>/batch_N/. A worker takes the queued requests whose rows (dim 0) fit the largest
//                 bucket, runs them once in the smallest bucket that holds them (zero rows pad the rest) and
//                 splits the outputs back. Absent or []: no batching, the version dir is one artifact
// max_queue_delay_us  with batch_buckets: how long a worker holding a request waits for more to fill a
//                 bucket before running (0: only requests already queued are grouped)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "support/status.h"

namespace rammer::serve {

struct ModelConfig {
  int instances = 1;
  int max_queue_size = 64;
  int64_t deadline_ms = 0;
  int warmup_runs = 1;
  std::vector<int64_t> batch_buckets;  // ascending, distinct; empty: no batching
  int64_t max_queue_delay_us = 0;
};

// Reads `path` (a missing file gives the defaults); an error names the file and the key.
Result<ModelConfig> read_model_config(const std::string& path);

}  // namespace rammer::serve
