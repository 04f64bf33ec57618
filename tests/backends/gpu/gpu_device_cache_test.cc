// The device-code cache (gpu_device_cache.h): models with the same op kinds share one compiled
// device object, a corrupt entry is rebuilt, and the cache root follows the documented variables.
// Compiling tests skip (with the reason) when nvcc is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "backends/gpu/emit_gpu.h"
#include "backends/gpu/gpu_artifact.h"
#include "backends/gpu/gpu_device_cache.h"
#include "tests/backends/gpu/tiny_plans.h"

namespace rammer {
namespace {

namespace fs = std::filesystem;

// Sets an environment variable for one test and restores it afterwards.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old, had_ = true;
    if (value) setenv(name, value, 1); else unsetenv(name);
  }
  ~ScopedEnv() {
    if (had_) setenv(name_.c_str(), old_.c_str(), 1); else unsetenv(name_.c_str());
  }

 private:
  std::string name_, old_;
  bool had_ = false;
};

TEST(GpuCache, RootFollowsRammerThenXdgThenHome) {
  // $RAMMER_CACHE_DIR wins, then $XDG_CACHE_HOME/rammerc, then $HOME/.cache/rammerc.
  ScopedEnv home("HOME", "/h");
  {
    ScopedEnv xdg("XDG_CACHE_HOME", "/x");
    ScopedEnv r("RAMMER_CACHE_DIR", "/r");
    EXPECT_EQ(rammer_cache_dir(), "/r");
  }
  {
    ScopedEnv xdg("XDG_CACHE_HOME", "/x");
    ScopedEnv r("RAMMER_CACHE_DIR", nullptr);
    EXPECT_EQ(rammer_cache_dir(), "/x/rammerc");
  }
  ScopedEnv xdg("XDG_CACHE_HOME", nullptr);
  ScopedEnv r("RAMMER_CACHE_DIR", nullptr);
  EXPECT_EQ(rammer_cache_dir(), "/h/.cache/rammerc");
}

class GpuCacheBuild : public ::testing::Test {
 protected:
  void SetUp() override {
    if (find_gpu_compiler(GpuApi::cuda).empty()) GTEST_SKIP() << "skipped: no nvcc";
    // A cold cache of this test's own, inside the build tree (ctest -j runs the tests at once).
    root_ = fs::path(RAMMER_BINARY_DIR) / "gpu_test_out" / "device_cache_test" /
            ::testing::UnitTest::GetInstance()->current_test_info()->name();
    fs::remove_all(root_);
    env_ = std::make_unique<ScopedEnv>("RAMMER_CACHE_DIR", (root_ / "cache").c_str());
  }

  // Writes the tiny model's artifact (device code only) and returns its device build.
  GpuBuild write(const Plan& plan, const std::string& name) {
    ScheduleReport r;
    Result<DeviceSpec> spec = load_device("a100");
    EXPECT_TRUE(spec.is_ok());
    r.device.spec = *spec;
    r.device.resources.threads_per_block = 128;
    r.device.blocks_per_sm = 1;
    GpuOptions o;
    o.arch = "sm_80";
    o.device_only = true;
    Result<GpuArtifact> art = write_gpu_artifact(Graph(), r, plan, o, (root_ / name).string());
    EXPECT_TRUE(art.is_ok()) << art.status().message();
    return art.is_ok() ? art->build : GpuBuild{};
  }

  fs::path root_;
  std::unique_ptr<ScopedEnv> env_;
};

TEST_F(GpuCacheBuild, SameOpKindsShareOneCompiledDeviceObject) {
  // tiny_relu and tiny_bias differ in every table but use the same op kinds and threads: the first
  // compiles, the second reads the cache (no compiler run) and gets the same object and resources.
  const GpuBuild first = write(tiny_relu_plan(), "relu");
  ASSERT_TRUE(first.ok) << first.log;
  EXPECT_FALSE(first.cached);
  EXPECT_TRUE(first.resources.found);
  const GpuBuild second = write(tiny_bias_plan(), "bias");
  ASSERT_TRUE(second.ok) << second.log;
  EXPECT_TRUE(second.cached);
  EXPECT_EQ(second.seconds, 0);
  EXPECT_EQ(second.output, first.output);
  EXPECT_EQ(second.resources.registers, first.resources.registers);
  EXPECT_EQ(second.resources.spill_bytes, first.resources.spill_bytes);
  EXPECT_TRUE(fs::path(second.output).string().rfind((root_ / "cache").string(), 0) == 0) << second.output;
}

TEST_F(GpuCacheBuild, CorruptEntryIsRebuilt) {
  // A damaged record, a damaged object: each is noticed, recompiled and the entry is whole again.
  const GpuBuild first = write(tiny_relu_plan(), "relu");
  ASSERT_TRUE(first.ok) << first.log;
  const fs::path entry = fs::path(first.output).parent_path();
  std::ofstream(entry / "entry.json", std::ios::trunc) << "{\"key\": ";
  const GpuBuild after_record = write(tiny_relu_plan(), "relu");
  ASSERT_TRUE(after_record.ok) << after_record.log;
  EXPECT_FALSE(after_record.cached);
  EXPECT_EQ(after_record.resources.registers, first.resources.registers);

  std::ofstream(entry / "device.o", std::ios::binary | std::ios::app) << "garbage";
  const GpuBuild after_object = write(tiny_relu_plan(), "relu");
  ASSERT_TRUE(after_object.ok) << after_object.log;
  EXPECT_FALSE(after_object.cached);

  const GpuBuild again = write(tiny_relu_plan(), "relu");
  EXPECT_TRUE(again.cached);
}

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

TEST_F(GpuCacheBuild, DeviceAssemblyIsKeptBesideTheObjectAndServedOnAHit) {
  // The compile that makes the device object keeps its PTX: the cache entry holds device.ptx (and no
  // other intermediate), the artifact gets <model>.ptx and names it in the manifest, and a cache hit
  // (another model, same op kinds) gets the same PTX without a compile.
  const GpuBuild first = write(tiny_relu_plan(), "relu");
  ASSERT_TRUE(first.ok) << first.log;
  const fs::path entry = fs::path(first.output).parent_path();
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(entry)) files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  EXPECT_EQ(files, (std::vector<std::string>{"device.cu", "device.o", "device.ptx", "entry.json"}));
  const std::string ptx = slurp(root_ / "relu" / "tiny_relu.ptx");
  EXPECT_NE(ptx.find(".entry"), std::string::npos);
  EXPECT_NE(ptx.find("rammer_persistent"), std::string::npos);
  EXPECT_NE(ptx.find(".target sm_80"), std::string::npos);
  const nlohmann::json m = nlohmann::json::parse(slurp(root_ / "relu" / "manifest.json"));
  EXPECT_EQ(m.at("gpu").at("assembly"), "tiny_relu.ptx");
  EXPECT_GT(m.at("gpu").at("warps_per_sm").get<int>(), 0);
  EXPECT_EQ(m.at("gpu").at("warps_per_sm").get<int>(), m.at("gpu").at("blocks_per_sm").get<int>() * 128 / 32);
  EXPECT_TRUE(m.at("gpu").at("occupancy_limit").is_string());
  EXPECT_TRUE(m.at("gpu").at("occupancy_limits_blocks_per_sm").is_object());

  const GpuBuild second = write(tiny_bias_plan(), "bias");
  ASSERT_TRUE(second.cached);
  EXPECT_TRUE(slurp(root_ / "bias" / "tiny_bias.ptx") == ptx) << "the cache hit's PTX differs from the compile's";

  // A damaged PTX fails the entry's check like a damaged object: recompiled (nvcc names the
  // anonymous namespace anew, so the text is not compared), whole again.
  std::ofstream(entry / "device.ptx", std::ios::app) << "garbage";
  const GpuBuild third = write(tiny_bias_plan(), "bias");
  ASSERT_TRUE(third.ok) << third.log;
  EXPECT_FALSE(third.cached);
  const std::string rebuilt = slurp(root_ / "bias" / "tiny_bias.ptx");
  EXPECT_NE(rebuilt.find(".entry"), std::string::npos);
  EXPECT_EQ(rebuilt.find("garbage"), std::string::npos);
  EXPECT_TRUE(write(tiny_bias_plan(), "bias").cached);
}

}  // namespace
}  // namespace rammer
