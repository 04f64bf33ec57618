// The model repository: DIR/<model>/ holding one rammerc artifact (served as version "1"), or
// DIR/<model>/<version>/ for numbered versions (an unversioned request goes to the highest), plus an
// optional DIR/<model>/config.json (model_config.h) shared by its versions. A batched model's artifact
// directory (DIR/<model>/ or DIR/<model>/<version>/) holds batch_N/ per bucket and rammerc's buckets.json.
//
// Models load at startup; one that fails is reported and the others are served. load()/unload() (the
// repository API) replace or remove a model while the server runs: requests already admitted to an
// unloaded version are still answered (served_model.h), new ones get 404.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <variant>
#include <vector>

#include "support/status.h"
#include "tools/serve/served_model.h"

namespace rammer::serve {

struct RepositoryEntry {
  std::string name;
  std::string version;  // empty for a model that failed to load
  std::string state;    // "READY" or "UNAVAILABLE"
  std::string reason;   // why it is unavailable
};

class ModelRepository {
 public:
  explicit ModelRepository(std::string root) : root_(std::move(root)) {}

  // Loads every model directory of the root; the failures come back as (model, reason).
  std::vector<std::pair<std::string, std::string>> load_all();
  // (Re)loads model `name` from DIR/<name>: every version must load, else the old ones stay served.
  Status load(const std::string& name);
  Status unload(const std::string& name);
  // Stops admitting requests to every model (SIGTERM); admitted ones are still answered.
  void close_all();

  // The model version serving `version` ("" = the highest).
  std::variant<std::shared_ptr<ServedModel>, ServeError> find(const std::string& name,
                                                              const std::string& version) const;
  std::vector<std::string> versions(const std::string& name) const;
  std::vector<RepositoryEntry> index() const;

 private:
  struct Model {
    std::map<long, std::shared_ptr<ServedModel>> versions;
    std::string error;  // the last load's failure ("" when it loaded)
  };
  const std::string root_;
  std::mutex load_mu_;  // one load/unload at a time; requests keep reading models_ meanwhile
  mutable std::shared_mutex mu_;
  std::map<std::string, Model> models_;
};

}  // namespace rammer::serve
