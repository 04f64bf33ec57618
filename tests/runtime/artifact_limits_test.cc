// Limits on what opening an artifact may allocate (runtime/artifact_limits.h): a library whose
// weights or per-session workspace exceed RAMMER_MAX_WEIGHTS_BYTES / RAMMER_MAX_WORKSPACE_BYTES is
// refused at rammer_open with one message naming both sizes; at the limit it opens. Each case prints
// its message.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "runtime/artifact_limits.h"
#include "runtime/rammer.h"
#include "support/status.h"
#include "tests/runtime/artifact_util.h"

namespace rammer {
namespace {

const char* kSubdir = "artifact_limits";

class ArtifactLimitsTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_EQ(test::build_artifact(test::kAddRelu, kSubdir, "addrelu"), ""); }
  static void TearDownTestSuite() { test::remove_artifacts(kSubdir); }
  void TearDown() override {
    unsetenv("RAMMER_MAX_WEIGHTS_BYTES");
    unsetenv("RAMMER_MAX_WORKSPACE_BYTES");
  }
  static std::string dir() { return test::artifact_dir(kSubdir, "addrelu"); }

  // Opens the artifact; returns "" when it opened (and closes it), else the error.
  static std::string open_error() {
    rammer_library* lib = rammer_open(dir().c_str());
    if (lib == nullptr) return rammer_last_error();
    EXPECT_EQ(rammer_close(lib), 0);
    return "";
  }
  static int64_t workspace_bytes() {
    rammer_library* lib = rammer_open(dir().c_str());
    EXPECT_NE(lib, nullptr) << rammer_last_error();
    if (lib == nullptr) return -1;
    const int64_t bytes = rammer_workspace_bytes(lib);
    rammer_close(lib);
    return bytes;
  }
};

// Byte counts take an optional K, M or G suffix (powers of 1024); anything else is refused by name.
TEST(ParseByteLimit, CountsAndSuffixes) {
  EXPECT_EQ(runtime::parse_byte_limit("12", "L"), 12);
  EXPECT_EQ(runtime::parse_byte_limit("4K", "L"), 4096);
  EXPECT_EQ(runtime::parse_byte_limit("512M", "L"), 536870912);
  EXPECT_EQ(runtime::parse_byte_limit("2G", "L"), 2147483648LL);
  for (const char* bad : {"", "M", "-1", "1.5G", "12 M", "3T", "99999999999999999999"}) {
    Status s = capture_status([&] { runtime::parse_byte_limit(bad, "RAMMER_MAX_WEIGHTS_BYTES"); });
    EXPECT_FALSE(s.is_ok()) << bad;
    EXPECT_NE(s.message().find("RAMMER_MAX_WEIGHTS_BYTES"), std::string::npos) << s.message();
  }
}

// The model's 12 bytes of weights (b f32[3]) open at a limit of 12 and are refused at 11.
TEST_F(ArtifactLimitsTest, WeightsOverTheLimitAreRefused) {
  setenv("RAMMER_MAX_WEIGHTS_BYTES", "12", 1);
  EXPECT_EQ(open_error(), "");
  setenv("RAMMER_MAX_WEIGHTS_BYTES", "11", 1);
  const std::string err = open_error();
  std::printf("weights over the limit -> %s\n", err.c_str());
  EXPECT_NE(err.find("has 12 bytes of weights, over the limit of 11 bytes (RAMMER_MAX_WEIGHTS_BYTES"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find(dir()), std::string::npos) << err;
}

// A workspace one byte over the limit is refused; at the limit the library opens.
TEST_F(ArtifactLimitsTest, WorkspaceOverTheLimitIsRefused) {
  const int64_t ws = workspace_bytes();
  ASSERT_GT(ws, 0);
  setenv("RAMMER_MAX_WORKSPACE_BYTES", std::to_string(ws).c_str(), 1);
  EXPECT_EQ(open_error(), "");
  setenv("RAMMER_MAX_WORKSPACE_BYTES", std::to_string(ws - 1).c_str(), 1);
  const std::string err = open_error();
  std::printf("workspace over the limit -> %s\n", err.c_str());
  EXPECT_NE(err.find("needs " + std::to_string(ws) + " bytes of workspace per session, over the limit of " +
                     std::to_string(ws - 1) + " bytes (RAMMER_MAX_WORKSPACE_BYTES"),
            std::string::npos)
      << err;
}

// Sizes past 1 KiB are also given in binary units, and the exact count follows for scripts.
TEST(CheckArtifactLimits, MessageGivesReadableAndExactSizes) {
  runtime::ArtifactLimits limits;
  limits.max_weights_bytes = int64_t{1} << 30;
  Status s = capture_status([&] { runtime::check_artifact_limits(limits, int64_t{3} << 29, 0, "out"); });
  EXPECT_EQ(s.message(),
            "runtime: out has 1.50 GiB (1610612736 bytes) of weights, over the limit of 1.00 GiB (1073741824 bytes) "
            "(RAMMER_MAX_WEIGHTS_BYTES; raise it to open this model)");
}

// A malformed limit fails the open with the variable's name rather than being ignored.
TEST_F(ArtifactLimitsTest, MalformedLimitIsAnError) {
  setenv("RAMMER_MAX_WORKSPACE_BYTES", "lots", 1);
  const std::string err = open_error();
  EXPECT_NE(err.find("RAMMER_MAX_WORKSPACE_BYTES='lots' is not a byte count"), std::string::npos) << err;
}

}  // namespace
}  // namespace rammer
