#include "runtime/artifact_manifest.h"

#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/plan/artifact_format.h"
#include "support/xxhash64.h"

namespace rammer::runtime {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr const char* kRecompile = " (recompile the model with this rammerc)";

const json& field(const json& obj, const char* key, const std::string& where) {
  auto it = obj.find(key);
  RAMMER_CHECK(it != obj.end(), "runtime: ", where, " has no '", key, "'", kRecompile);
  return *it;
}

int64_t integer(const json& v, const std::string& what, const std::string& where) {
  RAMMER_CHECK(v.is_number_integer(), "runtime: ", where, ": ", what, " is not an integer");
  if (v.is_number_unsigned())
    RAMMER_CHECK(v.get<uint64_t>() <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max()), "runtime: ", where,
                 ": ", what, " is out of range");
  const int64_t n = v.get<int64_t>();
  RAMMER_CHECK(n >= 0, "runtime: ", where, ": ", what, " is negative (", n, ")");
  return n;
}

std::string text(const json& v, const std::string& what, const std::string& where) {
  RAMMER_CHECK(v.is_string(), "runtime: ", where, ": ", what, " is not a string");
  return v.get<std::string>();
}

uint64_t parse_checksum(const std::string& s, const std::string& where) {
  const std::string prefix = "xxh64:";
  RAMMER_CHECK(s.size() == prefix.size() + 16 && s.compare(0, prefix.size(), prefix) == 0, "runtime: ", where,
               ": weights_checksum '", s, "' is not xxh64:<16 hex digits>");
  uint64_t v = 0;
  for (size_t i = prefix.size(); i < s.size(); ++i) {
    const char c = s[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    RAMMER_CHECK(d >= 0, "runtime: ", where, ": weights_checksum '", s, "' is not xxh64:<16 hex digits>");
    v = v << 4 | static_cast<uint64_t>(d);
  }
  return v;
}

std::vector<IOInfo> io_list(const json& list, const char* what, const std::string& where) {
  RAMMER_CHECK(list.is_array(), "runtime: ", where, ": '", what, "' is not a list");
  std::vector<IOInfo> out;
  for (const json& e : list) {
    RAMMER_CHECK(e.is_object(), "runtime: ", where, ": an entry of '", what, "' is not an object");
    IOInfo io;
    io.name = text(field(e, "name", where), std::string(what) + " name", where);
    const std::string at = std::string(what) + " '" + io.name + "'";
    const std::string dtype = text(field(e, "dtype", where), at + " dtype", where);
    std::optional<DType> t = dtype_from_name(dtype);
    RAMMER_CHECK(t.has_value(), "runtime: ", where, ": ", at, " has the unknown dtype '", dtype, "'");
    io.dtype = *t;
    const json& shape = field(e, "shape", where);
    RAMMER_CHECK(shape.is_array() && shape.size() <= 32, "runtime: ", where, ": ", at, " has no valid shape");
    // Bytes = numel x element size, refused before it could overflow int64.
    int64_t bytes = static_cast<int64_t>(dtype_size(io.dtype));
    for (const json& d : shape) {
      const int64_t n = integer(d, at + " dimension", where);
      RAMMER_CHECK(n == 0 || bytes <= std::numeric_limits<int64_t>::max() / n, "runtime: ", where, ": ", at,
                   " is too large");
      io.shape.push_back(n);
      bytes *= n;
    }
    io.bytes = bytes;
    if (e.contains("bytes")) {
      const int64_t stated = integer(e["bytes"], at + " bytes", where);
      RAMMER_CHECK(stated == bytes, "runtime: ", where, ": ", at, " states ", stated, " bytes, its shape and dtype make ",
                   bytes);
    }
    out.push_back(std::move(io));
  }
  return out;
}

}  // namespace

ArtifactManifest parse_artifact_manifest(const std::string& manifest_text, const std::string& where) {
  const json j = json::parse(manifest_text, nullptr, /*allow_exceptions=*/false);
  RAMMER_CHECK(!j.is_discarded() && j.is_object(), "runtime: ", where, " is not a JSON object", kRecompile);
  ArtifactManifest m;
  const json& version = field(j, "format_version", where);
  RAMMER_CHECK(version.is_number_integer() && version.get<int64_t>() == kArtifactFormatVersion, "runtime: ", where,
               " has format_version ", version.dump(), ", this runtime reads ", kArtifactFormatVersion, kRecompile);
  m.format_version = kArtifactFormatVersion;
  m.model = text(field(j, "model", where), "model", where);
  m.weights_bytes = integer(field(j, "weights_bytes", where), "weights_bytes", where);
  m.weights_checksum = parse_checksum(text(field(j, "weights_checksum", where), "weights_checksum", where), where);
  m.inputs = io_list(field(j, "inputs", where), "input", where);
  m.outputs = io_list(field(j, "outputs", where), "output", where);
  m.gpu = j.contains("gpu") && j["gpu"].is_object();
  return m;
}

ArtifactManifest read_artifact_manifest(const std::string& dir) {
  RAMMER_CHECK(fs::is_directory(dir), "runtime: ", dir, " is not a directory (compile a model with rammerc -o ", dir,
               ")");
  const fs::path p = fs::path(dir) / "manifest.json";
  std::ifstream f(p, std::ios::binary);
  RAMMER_CHECK(f.good(), "runtime: ", p.string(), " is missing", kRecompile);
  std::stringstream s;
  s << f.rdbuf();
  return parse_artifact_manifest(s.str(), p.string());
}

void verify_weights(const ArtifactManifest& m, const uint8_t* data, size_t size, const std::string& where) {
  RAMMER_CHECK(static_cast<int64_t>(size) == m.weights_bytes, "runtime: ", where, " has ", size,
               " bytes, manifest.json says ", m.weights_bytes, " (the file is truncated or from another model)");
  const uint64_t got = xxh64(data, size);
  RAMMER_CHECK(got == m.weights_checksum, "runtime: ", where, " is corrupted: its checksum is ", checksum_text(got),
               ", manifest.json says ", checksum_text(m.weights_checksum), kRecompile);
}

namespace {

// The file's size, checked against the manifest before anything is allocated for it.
std::ifstream open_weights(const fs::path& p, const ArtifactManifest& m) {
  std::error_code ec;
  const auto size = fs::file_size(p, ec);
  RAMMER_CHECK(!ec, "runtime: ", p.string(), " is missing", kRecompile);
  RAMMER_CHECK(static_cast<int64_t>(size) == m.weights_bytes, "runtime: ", p.string(), " has ", size,
               " bytes, manifest.json says ", m.weights_bytes, " (the file is truncated or from another model)");
  std::ifstream f(p, std::ios::binary);
  RAMMER_CHECK(f.good(), "runtime: cannot read ", p.string());
  return f;
}

}  // namespace

void read_verified_weights(const std::string& dir, const ArtifactManifest& m, cpu::AlignedVector<uint8_t>& out) {
  const fs::path p = fs::path(dir) / "weights.bin";
  std::ifstream f = open_weights(p, m);
  out.resize(static_cast<size_t>(m.weights_bytes));
  f.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size()));
  RAMMER_CHECK(f.gcount() == static_cast<std::streamsize>(out.size()), "runtime: cannot read ", p.string());
  verify_weights(m, out.data(), out.size(), p.string());
}

void verify_weights_file(const std::string& dir, const ArtifactManifest& m) {
  const fs::path p = fs::path(dir) / "weights.bin";
  std::ifstream f = open_weights(p, m);
  Xxh64 h;
  std::vector<char> chunk(1 << 20);
  while (f) {
    f.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    h.update(chunk.data(), static_cast<size_t>(f.gcount()));
  }
  RAMMER_CHECK(h.digest() == m.weights_checksum, "runtime: ", p.string(), " is corrupted: its checksum is ",
               checksum_text(h.digest()), ", manifest.json says ", checksum_text(m.weights_checksum), kRecompile);
}

}  // namespace rammer::runtime
