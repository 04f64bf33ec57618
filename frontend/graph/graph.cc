#include "frontend/graph/graph.h"

#include <cmath>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace rammer {

namespace {
template <class T>
const T* get_as(const std::map<std::string, AttrValue>& m, const std::string& name, const char* kind) {
  auto it = m.find(name);
  if (it == m.end()) return nullptr;
  const T* v = std::get_if<T>(&it->second);
  RAMMER_CHECK(v != nullptr, "attribute '", name, "' is not ", kind);
  return v;
}
}  // namespace

int64_t Attributes::get_int(const std::string& name, int64_t dflt) const {
  auto it = map_.find(name);
  if (it == map_.end()) return dflt;
  if (const float* f = std::get_if<float>(&it->second)) {
    // A float where an int is expected is read as its integer part; NaN, infinities and values past
    // int64 have none (converting them is undefined).
    RAMMER_CHECK(std::isfinite(*f) && std::fabs(*f) < 9.2e18f, "attribute '", name, "' is ", *f,
                 ", which is not an integer");
    return static_cast<int64_t>(*f);
  }
  const int64_t* v = get_as<int64_t>(map_, name, "an int");
  return *v;
}
float Attributes::get_float(const std::string& name, float dflt) const {
  auto it = map_.find(name);
  if (it == map_.end()) return dflt;
  if (const int64_t* i = std::get_if<int64_t>(&it->second)) return static_cast<float>(*i);
  return *get_as<float>(map_, name, "a float");
}
std::string Attributes::get_string(const std::string& name, const std::string& dflt) const {
  const auto* v = get_as<std::string>(map_, name, "a string");
  return v ? *v : dflt;
}
std::vector<int64_t> Attributes::get_ints(const std::string& name, std::vector<int64_t> dflt) const {
  const auto* v = get_as<std::vector<int64_t>>(map_, name, "a list of ints");
  return v ? *v : dflt;
}
std::vector<float> Attributes::get_floats(const std::string& name, std::vector<float> dflt) const {
  const auto* v = get_as<std::vector<float>>(map_, name, "a list of floats");
  return v ? *v : dflt;
}
std::vector<std::string> Attributes::get_strings(const std::string& name,
                                                 std::vector<std::string> dflt) const {
  const auto* v = get_as<std::vector<std::string>>(map_, name, "a list of strings");
  return v ? *v : dflt;
}
const Tensor* Attributes::get_tensor(const std::string& name) const {
  return get_as<Tensor>(map_, name, "a tensor");
}
int64_t Attributes::require_int(const std::string& name) const {
  RAMMER_CHECK(has(name), "required attribute '", name, "' is missing");
  return get_int(name, 0);
}

Value& Graph::value(const std::string& name) {
  auto it = values_.find(name);
  RAMMER_CHECK(it != values_.end(), "unknown tensor '", name, "'");
  return it->second;
}
const Value& Graph::value(const std::string& name) const {
  auto it = values_.find(name);
  RAMMER_CHECK(it != values_.end(), "unknown tensor '", name, "'");
  return it->second;
}
Value* Graph::find_value(const std::string& name) {
  auto it = values_.find(name);
  return it == values_.end() ? nullptr : &it->second;
}
const Value* Graph::find_value(const std::string& name) const {
  auto it = values_.find(name);
  return it == values_.end() ? nullptr : &it->second;
}
Value& Graph::add_value(Value v) {
  std::string n = v.name;
  return values_[n] = std::move(v);
}
const Tensor* Graph::constant(const std::string& name) const {
  const Value* v = find_value(name);
  return v && v->constant ? v->constant.get() : nullptr;
}
Value& Graph::add_constant(const std::string& name, Tensor t) {
  Value v;
  v.name = name;
  v.dtype = t.dtype();
  v.shape = t.shape();
  v.constant = std::make_shared<const Tensor>(std::move(t));
  return add_value(std::move(v));
}

std::string Graph::fresh_name(const std::string& base) const {
  if (!has_value(base)) return base;
  for (int i = 1;; ++i) {
    std::string n = base + "_" + std::to_string(i);
    if (!has_value(n)) return n;
  }
}

int Graph::producer(const std::string& value) const {
  for (size_t i = 0; i < nodes.size(); ++i)
    for (const auto& o : nodes[i].outputs)
      if (o == value) return static_cast<int>(i);
  return -1;
}

std::vector<int> Graph::consumers(const std::string& value) const {
  std::vector<int> out;
  for (size_t i = 0; i < nodes.size(); ++i)
    for (const auto& in : nodes[i].inputs)
      if (in == value) {
        out.push_back(static_cast<int>(i));
        break;
      }
  return out;
}

bool Graph::is_output(const std::string& value) const {
  for (const auto& o : outputs)
    if (o == value) return true;
  return false;
}

void Graph::topo_sort() {
  std::unordered_map<std::string, size_t> producer_of;
  for (size_t i = 0; i < nodes.size(); ++i)
    for (const auto& o : nodes[i].outputs)
      if (!o.empty()) producer_of[o] = i;
  // Kahn's algorithm, always taking the lowest pending index so a valid order is kept as is.
  std::vector<int> indegree(nodes.size(), 0);
  std::vector<std::vector<size_t>> users(nodes.size());
  for (size_t i = 0; i < nodes.size(); ++i) {
    std::set<size_t> deps;
    for (const auto& in : nodes[i].inputs) {
      if (in.empty()) continue;
      auto it = producer_of.find(in);
      if (it != producer_of.end()) {
        deps.insert(it->second);
      } else {
        RAMMER_CHECK(has_value(in), "node '", nodes[i].name, "' (", nodes[i].op,
                     ") reads tensor '", in, "' that no node, input or initializer defines");
      }
    }
    for (size_t d : deps) {
      RAMMER_CHECK(d != i, "node '", nodes[i].name, "' reads its own output");
      users[d].push_back(i);
      ++indegree[i];
    }
  }
  std::set<size_t> ready;
  for (size_t i = 0; i < nodes.size(); ++i)
    if (indegree[i] == 0) ready.insert(i);
  std::vector<Node> sorted;
  sorted.reserve(nodes.size());
  while (!ready.empty()) {
    size_t i = *ready.begin();
    ready.erase(ready.begin());
    sorted.push_back(std::move(nodes[i]));
    for (size_t u : users[i])
      if (--indegree[u] == 0) ready.insert(u);
  }
  RAMMER_CHECK(sorted.size() == nodes.size(), "the graph has a cycle");
  nodes = std::move(sorted);
}

void Graph::prune_values() {
  std::unordered_set<std::string> used(inputs.begin(), inputs.end());
  used.insert(outputs.begin(), outputs.end());
  for (const auto& n : nodes) {
    used.insert(n.inputs.begin(), n.inputs.end());
    used.insert(n.outputs.begin(), n.outputs.end());
  }
  for (auto it = values_.begin(); it != values_.end();) {
    if (!used.count(it->first))
      it = values_.erase(it);
    else
      ++it;
  }
}

void Graph::verify() const {
  std::unordered_set<std::string> defined;
  for (const auto& [name, v] : values_) {
    if (v.constant) defined.insert(name);
    for (int64_t d : v.shape)
      RAMMER_CHECK(d >= 0, "tensor '", name, "' has a dynamic shape ", shape_str(v.shape));
  }
  for (const auto& in : inputs) {
    RAMMER_CHECK(has_value(in), "graph input '", in, "' has no value entry");
    defined.insert(in);
  }
  std::unordered_set<std::string> node_names;
  for (const auto& n : nodes) {
    RAMMER_CHECK(node_names.insert(n.name).second, "duplicate node name '", n.name, "'");
    for (const auto& in : n.inputs)
      RAMMER_CHECK(in.empty() || defined.count(in), "node '", n.name, "' (", n.op, ") reads '", in,
                   "' before it is defined");
    for (const auto& o : n.outputs) {
      if (o.empty()) continue;
      RAMMER_CHECK(has_value(o), "node '", n.name, "' writes '", o, "' which has no value entry");
      RAMMER_CHECK(!value(o).constant, "node '", n.name, "' writes constant '", o, "'");
      RAMMER_CHECK(defined.insert(o).second, "tensor '", o, "' is defined twice");
    }
  }
  for (const auto& o : outputs) RAMMER_CHECK(defined.count(o), "graph output '", o, "' is never defined");
}

}  // namespace rammer
