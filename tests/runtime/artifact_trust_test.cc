// An artifact directory is untrusted input: rammer_open on a damaged, mixed-up or incomplete CPU
// artifact returns NULL with one message naming the file and the problem, never a crash or a library
// that computes a wrong answer. Each case prints its message.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/plan/plan.h"
#include "runtime/model_check.h"
#include "runtime/rammer.h"
#include "support/xxhash64.h"
#include "tests/runtime/artifact_util.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;
const char* kSubdir = "artifact_trust";

// test::kAddRelu (artifact_util.h) is the artifact every case damages.
using test::kAddRelu;
// The same model with other weights (same name, inputs and outputs).
const char* kAddReluOtherWeights = R"(graph addrelu opset=17
input x f32[2,3]
const b f32[3] = [2.0,-2.0,1.5]
node add_0 = Add(x, b) -> s f32[2,3]
node relu_0 = Relu(s) -> y f32[2,3]
output y
)";
// Another model altogether.
const char* kMulModel = R"(graph scale opset=17
input x f32[2,3]
const c f32[3] = [2.0,2.0,2.0]
node mul_0 = Mul(x, c) -> y f32[2,3]
output y
)";

class ArtifactTrust : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    for (auto [text, name] : {std::pair{kAddRelu, "good"}, std::pair{kAddReluOtherWeights, "other_weights"},
                              std::pair{kMulModel, "other_model"}}) {
      const std::string err = test::build_artifact(text, kSubdir, name);
      ASSERT_EQ(err, "") << name;
    }
  }
  static void TearDownTestSuite() { test::remove_artifacts(kSubdir); }

  static std::string slurp(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
  }
  static void spit(const fs::path& p, const std::string& text) {
    std::ofstream f(p, std::ios::binary | std::ios::trunc);
    f << text;
  }
  static nlohmann::json manifest(const std::string& dir) { return nlohmann::json::parse(slurp(dir + "/manifest.json")); }
  static void set_manifest(const std::string& dir, const nlohmann::json& m) { spit(dir + "/manifest.json", m.dump(2)); }

  // rammer_open must fail on `dir` with a message containing `want`; prints the case and message.
  static void expect_refused(const std::string& dir, const std::string& want, const char* what) {
    rammer_library* lib = rammer_open(dir.c_str());
    const std::string err = rammer_last_error();
    std::printf("%-44s -> %s\n", what, err.c_str());
    EXPECT_EQ(lib, nullptr) << what;
    if (lib != nullptr) rammer_close(lib);
    EXPECT_NE(err.find(want), std::string::npos) << what << ": " << err;
    EXPECT_EQ(err.find('\n'), std::string::npos) << "one line: " << err;
  }
};

// XXH64 gives the reference implementation's published values, in one call or streamed in pieces.
TEST(Xxh64, MatchesReferenceValues) {
  EXPECT_EQ(xxh64("", 0), 0xEF46DB3751D8E999ULL);
  EXPECT_EQ(xxh64("a", 1), 0xD24EC4F1A98C6E5BULL);
  EXPECT_EQ(xxh64("abc", 3), 0x44BC2CF5AD770999ULL);
  std::string text(1000, 'x');
  for (size_t i = 0; i < text.size(); ++i) text[i] = static_cast<char>(i * 7);
  Xxh64 h;
  for (size_t at = 0; at < text.size(); at += 13) h.update(text.data() + at, std::min<size_t>(13, text.size() - at));
  EXPECT_EQ(h.digest(), xxh64(text.data(), text.size()));
  EXPECT_EQ(checksum_text(0xEF46DB3751D8E999ULL), "xxh64:ef46db3751d8e999");
}

// The undamaged artifact opens and computes relu(x + b) (by hand: [0,0,1.5,4,3,0]).
TEST_F(ArtifactTrust, IntactArtifactOpensAndRuns) {
  rammer_library* lib = rammer_open(test::artifact_dir(kSubdir, "good").c_str());
  ASSERT_NE(lib, nullptr) << rammer_last_error();
  rammer_session* s = rammer_session_create(lib);
  ASSERT_NE(s, nullptr) << rammer_last_error();
  const std::vector<float> x = {-2, 0, 1, 3, 4, -5};
  std::vector<float> y(6, -1);
  ASSERT_EQ(rammer_bind_input(s, "x", x.data(), 24), 0);
  ASSERT_EQ(rammer_bind_output(s, "y", y.data(), 24), 0);
  ASSERT_EQ(rammer_run(s), 0) << rammer_last_error();
  EXPECT_EQ(y, (std::vector<float>{0, 0, 1.5, 4, 3, 0}));
  rammer_session_destroy(s);
  EXPECT_EQ(rammer_close(lib), 0);
}

// The manifest records the format version and weights.bin's size and XXH64, computed here from the
// file itself.
TEST_F(ArtifactTrust, ManifestRecordsFormatVersionAndWeightsChecksum) {
  const std::string dir = test::artifact_dir(kSubdir, "good");
  const nlohmann::json m = manifest(dir);
  EXPECT_EQ(m["format_version"], 1);
  const std::string w = slurp(dir + "/weights.bin");
  EXPECT_EQ(m["weights_bytes"], w.size());
  EXPECT_EQ(m["weights_checksum"], checksum_text(xxh64(w.data(), w.size())));
}

// A truncated weights.bin is refused by its size.
TEST_F(ArtifactTrust, TruncatedWeights) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "truncated");
  fs::resize_file(dir + "/weights.bin", fs::file_size(dir + "/weights.bin") - 4);
  expect_refused(dir, "weights.bin has 8 bytes, manifest.json says 12", "weights.bin truncated");
}

// One edited byte in weights.bin is refused by the checksum (the size is unchanged).
TEST_F(ArtifactTrust, EditedWeights) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "edited");
  std::string w = slurp(dir + "/weights.bin");
  w[5] ^= 0x10;
  spit(dir + "/weights.bin", w);
  expect_refused(dir, "weights.bin is corrupted: its checksum is xxh64:", "weights.bin with one byte edited");
}

// Another model's weights.bin of the same size is refused by the checksum too.
TEST_F(ArtifactTrust, WeightsOfOtherModel) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "swapped_weights");
  fs::copy_file(test::artifact_dir(kSubdir, "other_weights") + "/weights.bin", dir + "/weights.bin",
                fs::copy_options::overwrite_existing);
  expect_refused(dir, "weights.bin is corrupted", "weights.bin of other weights");
}

// A libmodel.so built for other weights (same model name, inputs and outputs) is refused.
TEST_F(ArtifactTrust, LibraryBuiltForOtherWeights) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "other_weights_lib");
  fs::copy_file(test::artifact_dir(kSubdir, "other_weights") + "/libmodel.so", dir + "/libmodel.so",
                fs::copy_options::overwrite_existing);
  expect_refused(dir, "libmodel.so was built for other weights", "libmodel.so built for other weights");
}

// A libmodel.so of another model is refused by name.
TEST_F(ArtifactTrust, LibraryOfAnotherModel) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "other_model_lib");
  fs::copy_file(test::artifact_dir(kSubdir, "other_model") + "/libmodel.so", dir + "/libmodel.so",
                fs::copy_options::overwrite_existing);
  expect_refused(dir, "libmodel.so is model 'scale', manifest.json is model 'addrelu'", "libmodel.so of another model");
}

// Wrong shapes, dtypes or byte counts in the manifest's inputs and outputs are refused.
TEST_F(ArtifactTrust, WrongShapeDtypeOrBytesInManifest) {
  struct Case {
    const char* what;
    const char* list;
    const char* key;
    nlohmann::json value;
    const char* want;
  };
  const Case cases[] = {
      {"manifest input shape [3,2]", "inputs", "shape", {3, 2}, "input 0 is 'x' f32[2,3] in libmodel.so but 'x' f32[3,2]"},
      {"manifest output dtype i32", "outputs", "dtype", "i32", "output 0 is 'y' f32[2,3] in libmodel.so but 'y' i32[2,3]"},
      {"manifest input renamed", "inputs", "name", "z", "but 'z' f32[2,3] in manifest.json"},
      {"manifest output bytes 20", "outputs", "bytes", 20, "output 'y' states 20 bytes, its shape and dtype make 24"},
      {"manifest input dtype unknown", "inputs", "dtype", "f33", "input 'x' has the unknown dtype 'f33'"},
      {"manifest input negative dimension", "inputs", "shape", {2, -3}, "input 'x' dimension is negative"},
      {"manifest input shape of strings", "inputs", "shape", {"2", "3"}, "dimension is not an integer"},
      {"manifest input huge shape", "inputs", "shape", {1LL << 40, 1LL << 40}, "input 'x' is too large"},
  };
  int n = 0;
  for (const Case& c : cases) {
    const std::string dir = test::copy_artifact(kSubdir, "good", "io_" + std::to_string(n++));
    nlohmann::json m = manifest(dir);
    m[c.list][0][c.key] = c.value;
    set_manifest(dir, m);
    expect_refused(dir, c.want, c.what);
  }
  const std::string dir = test::copy_artifact(kSubdir, "good", "io_extra");
  nlohmann::json m = manifest(dir);
  m["outputs"].push_back(m["outputs"][0]);
  set_manifest(dir, m);
  expect_refused(dir, "libmodel.so has 1 outputs, manifest.json 2", "manifest with an extra output");
}

// Wrong weights size or checksum fields in the manifest are refused.
TEST_F(ArtifactTrust, WrongWeightsFieldsInManifest) {
  const std::string a = test::copy_artifact(kSubdir, "good", "weights_bytes");
  nlohmann::json m = manifest(a);
  m["weights_bytes"] = 64;
  set_manifest(a, m);
  expect_refused(a, "libmodel.so was built for other weights", "manifest weights_bytes 64");
  const std::string b = test::copy_artifact(kSubdir, "good", "weights_checksum");
  m = manifest(b);
  m["weights_checksum"] = "crc32:1234";
  set_manifest(b, m);
  expect_refused(b, "weights_checksum 'crc32:1234' is not xxh64:<16 hex digits>", "manifest checksum malformed");
}

// An unknown or absent format version is refused, naming the version this runtime reads.
TEST_F(ArtifactTrust, UnknownFormatVersion) {
  const std::string a = test::copy_artifact(kSubdir, "good", "version_99");
  nlohmann::json m = manifest(a);
  m["format_version"] = 99;
  set_manifest(a, m);
  expect_refused(a, "has format_version 99, this runtime reads 1", "format_version 99");
  const std::string b = test::copy_artifact(kSubdir, "good", "version_none");
  m = manifest(b);
  m.erase("format_version");
  set_manifest(b, m);
  expect_refused(b, "manifest.json has no 'format_version'", "format_version absent (an older rammerc)");
}

// A manifest that is not JSON, or is cut short, is refused.
TEST_F(ArtifactTrust, ManifestNotJson) {
  const std::string dir = test::copy_artifact(kSubdir, "good", "manifest_cut");
  const std::string text = slurp(dir + "/manifest.json");
  spit(dir + "/manifest.json", text.substr(0, text.size() / 2));
  expect_refused(dir, "manifest.json is not a JSON object", "manifest.json cut in half");
}

// Each missing file is named.
TEST_F(ArtifactTrust, MissingFiles) {
  for (const char* file : {"manifest.json", "weights.bin", "libmodel.so"}) {
    const std::string dir = test::copy_artifact(kSubdir, "good", std::string("missing_") + file);
    fs::remove(dir + "/" + file);
    expect_refused(dir, std::string(file) + " ", (std::string("missing ") + file).c_str());
    EXPECT_TRUE(std::string(rammer_last_error()).find("missing") != std::string::npos ||
                std::string(rammer_last_error()).find("does not exist") != std::string::npos)
        << rammer_last_error();
  }
  expect_refused("/nonexistent/dir", "/nonexistent/dir is not a directory", "missing directory");
  EXPECT_EQ(rammer_open(nullptr), nullptr);
  EXPECT_STREQ(rammer_last_error(), "rammer_open: null directory");
}

// Tables whose indices leave their tables or buffers are refused before a session could follow them:
// each case corrupts one field of a correct model (check_model_tables accepts the original).
TEST(ModelTablesCheck, IndicesOutOfRangeAreRefused) {
  CompileResult r = plan_graph(parse_graph(kAddRelu), "cpu");
  ASSERT_TRUE(r.ok()) << r.status.message();
  const std::shared_ptr<runtime::Model> good = runtime::model_from_plan(r.compiled.plan);
  EXPECT_NO_THROW(runtime::check_model_tables(*good));
  struct Case {
    const char* what;
    void (*corrupt)(runtime::Model&);
    const char* want;
  };
  const Case cases[] = {
      {"operand past the tensor table", [](runtime::Model& m) { m.ops[0].operands[0] = 99; }, "names tensor 99"},
      {"exec of a task that does not exist",
       [](runtime::Model& m) {
         for (auto& p : m.programs)
           for (auto& in : p)
             if (in.code == 0) in.b = 1000;
       },
       "which do not exist"},
      {"weights view past the end",
       [](runtime::Model& m) {
         for (auto& t : m.tensors)
           if (t.buffer == 0) t.offset = 64;
       },
       "reaches past the end of the weights"},
      {"unknown dtype code", [](runtime::Model& m) { m.tensors[0].dtype = 42; }, "unknown dtype code 42"},
      {"input buffer number out of range",
       [](runtime::Model& m) {
         for (auto& t : m.tensors)
           if (t.buffer == 2) t.offset = 5;
       },
       "names input buffer 5 of 1"},
  };
  for (const Case& c : cases) {
    runtime::Model m = *good;
    m.dl_handle = nullptr;
    m.dir = "corrupted-tables";
    c.corrupt(m);
    try {
      runtime::check_model_tables(m);
      ADD_FAILURE() << c.what << ": accepted";
    } catch (const Error& e) {
      std::printf("%-44s -> %s\n", c.what, e.what());
      EXPECT_NE(std::string(e.what()).find(c.want), std::string::npos) << c.what << ": " << e.what();
    }
  }
}

}  // namespace
}  // namespace rammer
