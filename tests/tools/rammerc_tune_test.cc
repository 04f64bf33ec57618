// rammerc --tune as a user runs it: measured variants go into the profile database, a second compile
// against it measures nothing and uses the recorded choice, and entries measured with other kernel
// code are not used.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "tests/frontend/onnx_test_models.h"

namespace rammer {
namespace {

using testing::ModelBuilder;
using testing::TempDir;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct TuneRun {
  int exit_code = -1;
  std::string err;
};

TuneRun rammerc(const TempDir& dir, const std::string& args) {
  const std::string err = dir.file("stderr.txt");
  const std::string cmd = std::string(RAMMER_BINARY_DIR) + "/bin/rammerc " + args + " >" + dir.file("stdout.txt") +
                          " 2>" + err;
  const int status = std::system(cmd.c_str());
  return TuneRun{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(err)};
}

// x f32[128,256] -> MatMul -> MatMul -> y: two MatMuls of one signature (same shapes, no fused
// epilogue), each with several CPU tile candidates.
std::string two_matmul_model(const TempDir& dir) {
  ModelBuilder b;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-0.1f, 0.1f);
  std::vector<float> w1(256 * 256), w2(256 * 256);
  for (float& v : w1) v = u(rng);
  for (float& v : w2) v = u(rng);
  b.input("x", {"128", "256"});
  b.init_f32("w1", {256, 256}, w1);
  b.init_f32("w2", {256, 256}, w2);
  b.node("MatMul", {"x", "w1"}, {"h"}, "mm1");
  b.node("MatMul", {"h", "w2"}, {"y"}, "mm2");
  b.output("y", {"128", "256"});
  return b.save(dir);
}

// The number in "rammerc: tune: <N> candidates of" (the summary line), or -1.
int candidates_measured(const std::string& err) {
  const std::string key = "rammerc: tune: ";
  for (size_t at = err.find(key); at != std::string::npos; at = err.find(key, at + 1)) {
    std::istringstream line(err.substr(at + key.size()));
    int n = -1;
    std::string word;
    if (line >> n >> word && word == "candidates") {
      line >> word;
      if (word == "of") return n;
    }
  }
  return -1;
}

// The database's one tuned MatMul record (null when there is none or more than one).
nlohmann::json tuned_matmul(const nlohmann::json& db) {
  nlohmann::json found;
  int n = 0;
  for (const auto& t : db.value("tuned", nlohmann::json::array()))
    if (t["kernel"] == "MatMul") found = t, ++n;
  return n == 1 ? found : nlohmann::json();
}

TEST(RammercTune, SecondCompileMeasuresNothingAndUsesTheTunedVariant) {
  TempDir dir;
  const std::string model = two_matmul_model(dir);
  const std::string db_path = dir.file("db.json");
  const std::string args = model + " --device=cpu --policy=per-op --tune --profile-db " + db_path + " -o ";
  TuneRun first = rammerc(dir, args + dir.file("out1"));
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_GT(candidates_measured(first.err), 1) << first.err;
  const nlohmann::json db = nlohmann::json::parse(slurp(db_path));
  const nlohmann::json mm = tuned_matmul(db);
  ASSERT_TRUE(mm.is_object()) << db.dump(1);
  EXPECT_GT(mm["candidates"].get<int>(), 1);
  EXPECT_EQ(mm["space"], "128x256");
  EXPECT_TRUE(mm.contains("cpu_model") && mm.contains("code_hash"));
  EXPECT_FALSE(db["entries"].empty());  // the candidates' measured rTask times
  // Both MatMuls (one signature) run the variant the database chose.
  const nlohmann::json schedule = nlohmann::json::parse(slurp(dir.file("out1/schedule.json")));
  int matmuls = 0;
  for (const auto& op : schedule["ops"])
    if (op["kind"] == "MatMul") {
      EXPECT_EQ(op["variant"], mm["variant"]) << op.dump();
      ++matmuls;
    }
  EXPECT_EQ(matmuls, 2);
  // Every candidate was measured, so every rTask of the schedule is priced by a measured entry.
  const std::string report = slurp(dir.file("out1/schedule_report.txt"));
  std::smatch m;
  ASSERT_TRUE(std::regex_search(report, m, std::regex("measured: +([0-9]+) of ([0-9]+) rTasks"))) << report;
  EXPECT_EQ(m[1].str(), m[2].str()) << report;

  TuneRun second = rammerc(dir, args + dir.file("out2"));
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(candidates_measured(second.err), 0) << second.err;
  EXPECT_NE(second.err.find("tuned in " + db_path), std::string::npos) << second.err;
  EXPECT_EQ(nlohmann::json::parse(slurp(db_path)), db);  // nothing measured, nothing rewritten

  // The record decides: pointed at another measured candidate, the compile takes that one.
  std::string other;
  for (const auto& e : db["entries"])
    if (e["kernel"] == "MatMul" && e["variant"] != mm["variant"]) other = e["variant"];
  ASSERT_FALSE(other.empty()) << db.dump(1);
  nlohmann::json edited = db;
  for (auto& t : edited["tuned"])
    if (t["kernel"] == "MatMul") t["variant"] = other;
  std::ofstream(db_path) << edited.dump();
  TuneRun third = rammerc(dir, model + " --device=cpu --policy=per-op --profile-db " + db_path + " -o " + dir.file("out3"));
  ASSERT_EQ(third.exit_code, 0) << third.err;
  const nlohmann::json third_schedule = nlohmann::json::parse(slurp(dir.file("out3/schedule.json")));
  for (const auto& op : third_schedule["ops"]) {
    if (op["kind"] != "MatMul") continue;
    EXPECT_EQ(op["variant"], other) << op.dump();
  }
}

TEST(RammercTune, EntriesOfOtherKernelCodeAreMeasuredAgain) {
  TempDir dir;
  const std::string model = two_matmul_model(dir);
  const std::string db_path = dir.file("db.json");
  const std::string args = model + " --device=cpu --tune --tune-budget 0.001 --profile-db " + db_path + " -o ";
  ASSERT_EQ(rammerc(dir, args + dir.file("out1")).exit_code, 0);
  nlohmann::json db = nlohmann::json::parse(slurp(db_path));
  ASSERT_TRUE(tuned_matmul(db).is_object());
  const std::string current_hash = tuned_matmul(db)["code_hash"];
  for (auto& t : db["tuned"]) t["code_hash"] = "0000000000000000";
  for (auto& e : db["entries"]) e["code_hash"] = "0000000000000000";
  std::ofstream(db_path) << db.dump();
  TuneRun again = rammerc(dir, args + dir.file("out2"));
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_GT(candidates_measured(again.err), 0) << again.err;
  const nlohmann::json rewritten = nlohmann::json::parse(slurp(db_path));
  EXPECT_EQ(tuned_matmul(rewritten)["code_hash"], current_hash);
  for (const auto& e : rewritten["entries"]) EXPECT_EQ(e["code_hash"], current_hash) << e.dump();
}

TEST(RammercTune, NeedsACpuDeviceAndADatabase) {
  TempDir dir;
  const std::string model = two_matmul_model(dir);
  TuneRun no_db = rammerc(dir, model + " --device=cpu --tune -o " + dir.file("out"));
  EXPECT_EQ(no_db.exit_code, 2) << no_db.err;
  EXPECT_NE(no_db.err.find("--profile-db"), std::string::npos) << no_db.err;
  TuneRun gpu = rammerc(dir, model + " --device=a100 --emit-only --tune --profile-db " + dir.file("db.json") + " -o " +
                             dir.file("out"));
  EXPECT_EQ(gpu.exit_code, 2) << gpu.err;
  EXPECT_NE(gpu.err.find("--device=cpu"), std::string::npos) << gpu.err;
  TuneRun missing = rammerc(dir, model + " --device=cpu --profile-db " + dir.file("none.json") + " -o " + dir.file("out"));
  EXPECT_EQ(missing.exit_code, 2) << missing.err;
  EXPECT_NE(missing.err.find("none.json"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace rammer
