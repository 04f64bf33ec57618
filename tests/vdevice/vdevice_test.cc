// Device specs, occupancy and the cost model.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <thread>

#include "vdevice/cost_model.h"
#include "vdevice/device_spec.h"
#include "vdevice/vdevice.h"

namespace rammer {
namespace {

std::string a100_text() {
  std::ifstream in(std::string(RAMMER_SOURCE_DIR) + "/vdevice/devices/a100.json");
  std::stringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

TEST(SchedVDevice, BuiltinNamesCoverTheIssueList) {
  // The issue asks for a100, h100, v100, mi250, mi100, npu and cpu specs.
  auto names = builtin_device_names();
  for (const char* n : {"a100", "cpu", "h100", "mi100", "mi250", "npu", "v100"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  }
}

TEST(SchedVDevice, EveryBuiltinLoadsWithSources) {
  // Every shipped spec parses, and says where its figures come from.
  for (const auto& n : builtin_device_names()) {
    Result<DeviceSpec> d = load_device(n);
    ASSERT_TRUE(d.is_ok()) << d.status().message();
    EXPECT_EQ(d->name, n);
    EXPECT_FALSE(d->sources.empty()) << n;
    EXPECT_GT(d->sm_count, 0);
  }
}

TEST(SchedVDevice, ArchStrings) {
  // Architectures are the compiler targets named in the issue.
  EXPECT_EQ(load_device("a100")->arch, "sm_80");
  EXPECT_EQ(load_device("h100")->arch, "sm_90");
  EXPECT_EQ(load_device("mi250")->arch, "gfx90a");
  EXPECT_EQ(load_device("mi100")->arch, "gfx908");
}

TEST(SchedVDevice, CpuCoresDetected) {
  // The host spec has one vEU per detected core (sm_count 0 in the file).
  unsigned hw = std::thread::hardware_concurrency();
  EXPECT_EQ(load_device("cpu")->sm_count, hw == 0 ? 1 : static_cast<int>(hw));
}

TEST(SchedVDevice, OccupancyA100) {
  // A100: 256 threads x 64 regs = 16384 regs/block -> 65536/16384 = 4 blocks; threads allow 8,
  // shared 12288 B allows 167936/12288 = 13; so 4 blocks/SM x 108 SMs = 432 vEUs.
  DeviceSpec a = *load_device("a100");
  KernelResources r{256, 12288, 64};
  EXPECT_EQ(occupancy_blocks_per_sm(a, r), 4);
  EXPECT_EQ(make_vdevice(a, r).veus, 432);
  // 128 threads x 32 regs: regs allow 16, threads 16, blocks 32, shared 48K -> 3.
  EXPECT_EQ(occupancy_blocks_per_sm(a, KernelResources{128, 49152, 32}), 3);
}

TEST(SchedVDevice, OccupancyTooLargeIsAnError) {
  // A block with more shared memory than the per-block limit is a clear error.
  DeviceSpec a = *load_device("a100");
  try {
    occupancy_blocks_per_sm(a, KernelResources{256, 1 << 20, 32});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("shared memory"), std::string::npos) << e.what();
  }
}

TEST(SchedVDevice, BadSpecNamesTheField) {
  // Missing, mistyped, non-positive and unknown fields are errors naming the field.
  std::string good = a100_text();
  auto error_of = [](const std::string& text) {
    try {
      parse_device_spec(text, "my.json");
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error_of(good), "");
  std::string missing = good;
  missing.replace(missing.find("\"l2_bytes\""), 10, "\"l2_bytez\"");
  EXPECT_NE(error_of(missing).find("l2_bytez"), std::string::npos);  // unknown field
  std::string negative = good;
  negative.replace(negative.find("\"sm_count\": 108"), 15, "\"sm_count\": -1");
  EXPECT_NE(error_of(negative).find("'sm_count'"), std::string::npos);
  std::string text = good;
  text.replace(text.find("\"clock_mhz\": 1410"), 17, "\"clock_mhz\": \"fast\"");
  EXPECT_NE(error_of(text).find("'clock_mhz' must be a number"), std::string::npos);
  EXPECT_NE(error_of("{ not json").find("not valid JSON"), std::string::npos);
  // An integer field past int64 (found by the device-spec fuzzer: converting it was undefined).
  std::string huge = good;
  huge.replace(huge.find("\"sm_count\": 108"), 15, "\"sm_count\": 2e42");
  EXPECT_NE(error_of(huge).find("'sm_count' must be an integer below 2^63, got 2e+42"), std::string::npos)
      << error_of(huge);
}

TEST(SchedVDevice, LoadByPathAndUnknownName) {
  // A user's spec loads by path; an unknown name lists the builtin ones.
  std::string path = std::string(RAMMER_BINARY_DIR) + "/sched_test_spec.json";
  {
    std::ofstream f(path);
    f << a100_text();
  }
  Result<DeviceSpec> d = load_device(path);
  ASSERT_TRUE(d.is_ok()) << d.status().message();
  EXPECT_EQ(d->sm_count, 108);
  std::remove(path.c_str());
  Result<DeviceSpec> bad = load_device("tpu9");
  ASSERT_FALSE(bad.is_ok());
  EXPECT_NE(bad.status().message().find("a100"), std::string::npos);
  EXPECT_FALSE(load_device("/nonexistent/dev.json").is_ok());
}

TEST(SchedCostModel, RooflinePlusOverhead) {
  // t = max(flops / (F e), bytes / B) + o; A100 at 432 vEUs: F = 19.5e6/432 FLOP/us,
  // B = 1555e3/432 B/us, o = 0.3 us.
  VDevice d = make_vdevice(*load_device("a100"), KernelResources{256, 0, 64});
  CostModel c(d);
  double f = 19.5e6 / 432, b = 1555e3 / 432;
  EXPECT_NEAR(c.task_us(TaskWork{1e6, 1000, 1.0, "Conv", "v"}), 1e6 / f + 0.3, 1e-9);
  EXPECT_NEAR(c.task_us(TaskWork{1e6, 1000, 0.5, "Conv", "v"}), 2e6 / f + 0.3, 1e-9);
  EXPECT_NEAR(c.task_us(TaskWork{10, 1e6, 1.0, "Add", "v"}), 1e6 / b + 0.3, 1e-9);
}

// An NPU core's bytes: its share of the L2's bandwidth when the device states an L2 (npu.json:
// 409.6 GB/s over 16 cores), doubled for fp16 storage of what the rProgram counts in f32; without
// the L2 fields, its share of DRAM's (102.4 GB/s), doubled.
TEST(SchedCostModel, NpuBytesArePricedAtTheL2ShareInFp16) {
  DeviceSpec spec = *load_device("npu");
  const KernelResources res{256, 0, 64};
  EXPECT_NEAR(make_vdevice(spec, res).bytes_per_us, 2 * 409.6e3 / 16, 1e-6);
  spec.l2_bandwidth_gbs = 0;
  EXPECT_NEAR(make_vdevice(spec, res).bytes_per_us, 2 * 102.4e3 / 16, 1e-6);
}

// The matrix-unit rates: A100 at 432 vEUs takes the whitepaper's dense tensor peaks (tf32 156, f16 and
// bf16 312 TFLOP/s); H100's are scaled by its matrix_unit_fraction (0.6: mma.sync without wgmma);
// V100 has no tf32 or bf16 unit and prices that work at its f32 peak; MI250 (one GCD) has AMD's f32
// MFMA at 45.3. Memory-bound work does not change with the rate.
TEST(SchedCostModel, MatrixUnitRatesPerPrecision) {
  VDevice d = make_vdevice(*load_device("a100"), KernelResources{256, 0, 64});
  CostModel c(d);
  auto compute_us = [&](const CostModel& m, MathRate rate) {
    return m.task_us(TaskWork{1e6, 1000, 1.0, "Conv", "v", rate}) - m.device().spec.rtask_overhead_us;
  };
  EXPECT_NEAR(compute_us(c, MathRate::f32), 1e6 / (19.5e6 / 432), 1e-9);
  EXPECT_NEAR(compute_us(c, MathRate::tf32), 1e6 / (156e6 / 432), 1e-9);
  EXPECT_NEAR(compute_us(c, MathRate::f16), 1e6 / (312e6 / 432), 1e-9);
  EXPECT_NEAR(compute_us(c, MathRate::bf16), 1e6 / (312e6 / 432), 1e-9);
  EXPECT_NEAR(c.task_us(TaskWork{10, 1e6, 1.0, "Add", "v", MathRate::f16}),
              c.task_us(TaskWork{10, 1e6, 1.0, "Add", "v"}), 1e-9);

  const DeviceSpec h100 = *load_device("h100");
  EXPECT_NEAR(peak_tflops(h100, MathRate::f16), 989.4 * 0.6, 1e-9);
  EXPECT_NEAR(peak_tflops(h100, MathRate::tf32), 494.7 * 0.6, 1e-9);
  EXPECT_NEAR(peak_tflops(h100, MathRate::f32), 67, 1e-9);
  const DeviceSpec v100 = *load_device("v100");
  EXPECT_NEAR(peak_tflops(v100, MathRate::tf32), 15.7, 1e-9);
  EXPECT_NEAR(peak_tflops(v100, MathRate::bf16), 125, 1e-9);  // no bf16 figure: the f16 one
  const DeviceSpec mi250 = *load_device("mi250");
  EXPECT_NEAR(peak_tflops(mi250, MathRate::f32_matrix), 45.3, 1e-9);
  EXPECT_NEAR(peak_tflops(mi250, MathRate::tf32), 22.6, 1e-9);  // CDNA2 reads no tf32
  const DeviceSpec mi100 = *load_device("mi100");
  EXPECT_NEAR(peak_tflops(mi100, MathRate::bf16), 92.3, 1e-9);

  for (MathRate r : {MathRate::f32, MathRate::f32_matrix, MathRate::tf32, MathRate::f16, MathRate::bf16}) {
    MathRate back = MathRate::f32;
    EXPECT_TRUE(math_rate_from_name(math_rate_name(r), &back));
    EXPECT_EQ(back, r);
  }
  MathRate unused;
  EXPECT_FALSE(math_rate_from_name("fp16", &unused));
}

TEST(SchedCostModel, ProfileOverridesPrediction) {
  // A ProfileDB entry for (device, kernel, variant) replaces the prediction; others are untouched.
  VDevice d = make_vdevice(*load_device("a100"), KernelResources{256, 0, 64});
  ProfileDB db = ProfileDB::parse(
      R"({"entries": [{"device": "a100", "kernel": "Conv", "variant": "gemm_64x64", "us": 7.5}]})", "db");
  CostModel c(d, &db);
  EXPECT_EQ(c.task_us(TaskWork{1e6, 1000, 1.0, "Conv", "gemm_64x64"}), 7.5);
  EXPECT_NE(c.task_us(TaskWork{1e6, 1000, 1.0, "Conv", "gemm_32x32"}), 7.5);
  EXPECT_THROW(ProfileDB::parse(R"({"entries": [{"device": "a100"}]})", "db"), Error);
}

TEST(SchedCostModel, ProfileExactEntriesAndCalibration) {
  // An entry with flops and bytes answers for exactly that work; unseen work of a profiled kernel is
  // the roofline scaled by the kernel's median measured / predicted ratio, of an unprofiled kernel
  // by the device's; another device is untouched. Device entries replace sync and launch costs.
  VDevice d = make_vdevice(*load_device("a100"), KernelResources{256, 0, 64});
  const CostModel plain(d);
  const double roof = plain.task_us(TaskWork{2e6, 1000, 1.0, "Conv", "v"});
  ProfileDB db = ProfileDB::parse(R"({"entries": [
      {"device": "a100", "kernel": "Conv", "variant": "v", "flops": 1e6, "bytes": 1000, "us": 9.0, "predicted_us": 3.0},
      {"device": "a100", "kernel": "Conv", "variant": "v", "flops": 3e6, "bytes": 1000, "us": 20.0, "predicted_us": 5.0},
      {"device": "a100", "kernel": "Conv", "variant": "v", "flops": 4e6, "bytes": 1000, "us": 10.0, "predicted_us": 5.0},
      {"device": "a100", "kernel": "Add", "variant": "w", "flops": 10, "bytes": 1e6, "us": 2.0, "predicted_us": 4.0}],
    "devices": [{"device": "a100", "sync_latency_us": 2.5, "launch_overhead_us": 7.0}]})", "db");
  CostModel c(d, &db);
  EXPECT_EQ(c.task_us(TaskWork{1e6, 1000, 1.0, "Conv", "v"}), 9.0);
  EXPECT_NEAR(c.task_us(TaskWork{2e6, 1000, 1.0, "Conv", "v"}), roof * 3.0, 1e-9);  // median of 3, 4, 2
  const double roof_mul = plain.task_us(TaskWork{5e5, 100, 1.0, "MatMul", "x"});
  EXPECT_NEAR(c.task_us(TaskWork{5e5, 100, 1.0, "MatMul", "x"}), roof_mul * 2.5, 1e-9);  // median of 3, 4, 2, 0.5
  EXPECT_EQ(c.sync_us(), 2.5);
  EXPECT_EQ(c.launch_us(), 7.0);
  VDevice h = make_vdevice(*load_device("h100"), KernelResources{256, 0, 64});
  EXPECT_EQ(CostModel(h, &db).task_us(TaskWork{1e6, 1000, 1.0, "Conv", "v"}),
            CostModel(h).task_us(TaskWork{1e6, 1000, 1.0, "Conv", "v"}));
  EXPECT_EQ(CostModel(h, &db).sync_us(), h.spec.sync_latency_us);
  // to_json reads back as the same database.
  ProfileDB again = ProfileDB::parse(db.to_json(), "again");
  EXPECT_EQ(again.size(), db.size());
  EXPECT_EQ(again.lookup("a100", "Conv", "v", 3e6, 1000), 20.0);
  EXPECT_EQ(again.sync_latency_us("a100"), 2.5);
  try {
    ProfileDB::parse(R"({"entries": [{"device": "a", "kernel": "k", "variant": "v", "us": 1, "flops": "x"}]})", "p.json");
    FAIL() << "a non-numeric flops must be rejected";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("p.json: entry 0: field 'flops'"), std::string::npos) << e.what();
  }
}

TEST(SchedCostModel, ProfileEntriesKeyedToHostAndKernelCode) {
  // Measured entries carry the CPU model and kernel-code hash they were measured with: parsed on
  // another host or with other kernel code they are dropped (counted as stale), and a tuned record
  // with them; entries without the keys hold everywhere. Entries set in code are keyed to this host.
  const MeasuredOn here{"Test CPU @ 1 GHz", "00112233aabbccdd"};
  const std::string text = R"({"entries": [
      {"device": "cpu", "kernel": "Conv", "variant": "a", "us": 5.0, "cpu_model": "Test CPU @ 1 GHz", "code_hash": "00112233aabbccdd"},
      {"device": "cpu", "kernel": "Conv", "variant": "b", "us": 6.0, "cpu_model": "Test CPU @ 1 GHz", "code_hash": "ffffffffffffffff"},
      {"device": "cpu", "kernel": "Conv", "variant": "c", "us": 7.0, "cpu_model": "Other CPU", "code_hash": "00112233aabbccdd"},
      {"device": "cpu", "kernel": "Conv", "variant": "d", "us": 8.0}],
    "tuned": [
      {"device": "cpu", "kernel": "Conv", "signature": "s1", "variant": "a", "us": 40, "candidates": 3,
       "cpu_model": "Test CPU @ 1 GHz", "code_hash": "00112233aabbccdd"},
      {"device": "cpu", "kernel": "Conv", "signature": "s2", "variant": "b", "us": 30, "candidates": 3,
       "cpu_model": "Test CPU @ 1 GHz", "code_hash": "0000000000000000"}]})";
  ProfileDB db = ProfileDB::parse(text, "db", here);
  EXPECT_EQ(db.lookup("cpu", "Conv", "a"), 5.0);
  EXPECT_LT(db.lookup("cpu", "Conv", "b"), 0);
  EXPECT_LT(db.lookup("cpu", "Conv", "c"), 0);
  EXPECT_EQ(db.lookup("cpu", "Conv", "d"), 8.0);
  ASSERT_NE(db.tuned("cpu", "Conv", "s1"), nullptr);
  EXPECT_EQ(db.tuned("cpu", "Conv", "s1")->variant, "a");
  EXPECT_EQ(db.tuned("cpu", "Conv", "s1")->candidates, 3);
  EXPECT_EQ(db.tuned("cpu", "Conv", "s2"), nullptr);
  EXPECT_EQ(db.stale(), 3u);
  // Written back, the kept entries keep their keys (the unkeyed one stays unkeyed): the same host
  // reads them all, another kernel-code hash none of the keyed ones.
  const std::string written = db.to_json();
  EXPECT_EQ(ProfileDB::parse(written, "again", here).size(), 2u);
  ProfileDB elsewhere = ProfileDB::parse(written, "again", MeasuredOn{"Test CPU @ 1 GHz", "1234"});
  EXPECT_EQ(elsewhere.size(), 1u);
  EXPECT_EQ(elsewhere.tuned_size(), 0u);
  EXPECT_EQ(elsewhere.stale(), 2u);
  // One key without the other is an error naming the record.
  try {
    ProfileDB::parse(R"({"entries": [{"device": "a", "kernel": "k", "variant": "v", "us": 1, "cpu_model": "x"}]})",
                     "p.json", here);
    FAIL() << "a cpu_model without a code_hash must be rejected";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("p.json: entry 0: field 'code_hash'"), std::string::npos) << e.what();
  }
  // This host's keys: a CPU model from /proc/cpuinfo (or "unknown") and a 16-digit kernel-code hash.
  EXPECT_FALSE(MeasuredOn::here().cpu_model.empty());
  EXPECT_EQ(MeasuredOn::here().code_hash.size(), 16u);
}

}  // namespace
}  // namespace rammer
