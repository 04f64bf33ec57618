#include "tools/serve/model_repository.h"

#include <algorithm>
#include <filesystem>

#include "tools/serve/serve_log.h"

namespace rammer::serve {

namespace fs = std::filesystem;

namespace {

bool is_version_name(const std::string& s) {
  return !s.empty() && s.size() < 10 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A model name is a directory name that cannot escape the root or need quoting in a URL path.
bool is_model_name(const std::string& s) {
  return !s.empty() && s[0] != '.' && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
           c == '.';
  });
}

}  // namespace

std::vector<std::pair<std::string, std::string>> ModelRepository::load_all() {
  std::vector<std::pair<std::string, std::string>> failures;
  std::vector<std::string> names;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(root_, ec))
    if (e.is_directory() && is_model_name(e.path().filename().string())) names.push_back(e.path().filename().string());
  if (ec) failures.emplace_back("", root_ + ": " + ec.message());
  std::sort(names.begin(), names.end());
  for (const std::string& n : names)
    if (Status s = load(n); !s) failures.emplace_back(n, s.message());
  return failures;
}

Status ModelRepository::load(const std::string& name) {
  if (!is_model_name(name)) return Status::error("'" + name + "' is not a model name");
  std::lock_guard<std::mutex> serial(load_mu_);
  const fs::path dir = fs::path(root_) / name;
  std::map<long, std::string> version_dirs;
  if (fs::exists(dir / "manifest.json") || fs::exists(dir / "buckets.json")) {  // one artifact, or its buckets
    version_dirs[1] = dir.string();
  } else {
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(dir, ec))
      if (e.is_directory() && is_version_name(e.path().filename().string()))
        version_dirs[std::stol(e.path().filename().string())] = e.path().string();
  }
  Status status;  // ok until a step fails
  if (!fs::is_directory(dir))
    status = Status::error("no directory " + dir.string());
  else if (version_dirs.empty())
    status = Status::error(dir.string() + " holds neither manifest.json (a rammerc -o artifact), buckets.json "
                                          "(rammerc --batch-buckets) nor <version>/ directories with one");
  std::map<long, std::shared_ptr<ServedModel>> loaded;
  if (status) {
    auto config = read_model_config((dir / "config.json").string());
    if (!config) status = config.status();
    for (const auto& [v, vdir] : version_dirs) {
      if (!status) break;
      auto m = ServedModel::load(name, std::to_string(v), vdir, *config);
      if (!m) status = Status::error(vdir + ": " + m.status().message());
      else loaded[v] = std::move(*m);
    }
  }
  std::map<long, std::shared_ptr<ServedModel>> replaced;
  {
    std::unique_lock<std::shared_mutex> lock(mu_);
    Model& m = models_[name];
    if (status) {
      replaced = std::move(m.versions);
      m.versions = std::move(loaded);
      m.error.clear();
    } else if (m.versions.empty() && !fs::is_directory(dir)) {
      models_.erase(name);  // nothing to report for a name the repository never held
    } else {
      m.error = status.message();
    }
  }
  for (auto& [v, old] : replaced) old->close();
  if (!status) return status;
  log(LogLevel::kInfo, "loaded model '" + name + "' (" + std::to_string(version_dirs.size()) + " version(s))");
  return Status::ok();
}

Status ModelRepository::unload(const std::string& name) {
  std::lock_guard<std::mutex> serial(load_mu_);
  std::map<long, std::shared_ptr<ServedModel>> removed;
  {
    std::unique_lock<std::shared_mutex> lock(mu_);
    auto it = models_.find(name);
    if (it == models_.end()) return Status::error("no model '" + name + "' in the repository");
    removed = std::move(it->second.versions);
    models_.erase(it);
  }
  for (auto& [v, m] : removed) m->close();
  log(LogLevel::kInfo, "unloaded model '" + name + "'");
  return Status::ok();
}

void ModelRepository::close_all() {
  std::shared_lock<std::shared_mutex> lock(mu_);
  for (const auto& [name, m] : models_)
    for (const auto& [v, served] : m.versions) served->close();
}

std::variant<std::shared_ptr<ServedModel>, ServeError> ModelRepository::find(const std::string& name,
                                                                              const std::string& version) const {
  std::shared_lock<std::shared_mutex> lock(mu_);
  auto it = models_.find(name);
  if (it == models_.end() || (it->second.versions.empty() && it->second.error.empty()))
    return ServeError{ErrorKind::kNotFound, "unknown model '" + name + "'"};
  const Model& m = it->second;
  if (m.versions.empty())
    return ServeError{ErrorKind::kNotFound, "model '" + name + "' is not loaded: " + m.error};
  if (version.empty()) return m.versions.rbegin()->second;
  if (!is_version_name(version))
    return ServeError{ErrorKind::kNotFound, "model '" + name + "' has no version '" + version + "'"};
  auto v = m.versions.find(std::stol(version));
  if (v == m.versions.end())
    return ServeError{ErrorKind::kNotFound, "model '" + name + "' has no version '" + version + "'"};
  return v->second;
}

std::vector<std::string> ModelRepository::versions(const std::string& name) const {
  std::shared_lock<std::shared_mutex> lock(mu_);
  std::vector<std::string> out;
  if (auto it = models_.find(name); it != models_.end())
    for (const auto& [v, m] : it->second.versions) out.push_back(std::to_string(v));
  return out;
}

std::vector<RepositoryEntry> ModelRepository::index() const {
  std::shared_lock<std::shared_mutex> lock(mu_);
  std::vector<RepositoryEntry> out;
  for (const auto& [name, m] : models_) {
    if (m.versions.empty()) out.push_back({name, "", "UNAVAILABLE", m.error});
    for (const auto& [v, served] : m.versions) out.push_back({name, std::to_string(v), "READY", ""});
  }
  return out;
}


}  // namespace rammer::serve
