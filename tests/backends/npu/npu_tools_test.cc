// rammer-npu-as, rammer-npu-dis and rammer-npusim as a user runs them.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

namespace {

std::string bin(const std::string& tool) { return std::string(RAMMER_BINARY_DIR) + "/bin/" + tool; }

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

int run(const std::string& command) {
  int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

const char* kProgram = R"(.rnpu v1
.cores 2
.core 0
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load push:mat sp=0 dram=0 n0=16 n1=16 n2=1 valid0=16 valid1=16
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=0 m=16 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set
  vec.cvt pop:mat sp=512 acc=0 rows=16 cols=16 ld=16 ldc=16 act=relu
  signal
.core 1
  wait mask=1 step=1
)";

// Assembling the disassembly reproduces the container byte for byte; the simulator runs it and
// writes its trace.
TEST(NpuTools, AssembleDisassembleAssembleIsByteIdentical) {
  auto dir = std::filesystem::temp_directory_path() / ("npu_tools_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "a.s") << kProgram;
  ASSERT_EQ(run(bin("rammer-npu-as") + " " + (dir / "a.s").string() + " -o " + (dir / "a.npu").string()), 0);
  ASSERT_EQ(run(bin("rammer-npu-dis") + " " + (dir / "a.npu").string() + " -o " + (dir / "b.s").string()), 0);
  ASSERT_EQ(run(bin("rammer-npu-as") + " " + (dir / "b.s").string() + " -o " + (dir / "b.npu").string()), 0);
  EXPECT_EQ(slurp(dir / "a.npu"), slurp(dir / "b.npu"));
  EXPECT_EQ(run(bin("rammer-npusim") + " " + (dir / "a.npu").string() + " --dram-size 4096 --trace " +
                (dir / "t.json").string() + " > " + (dir / "out.txt").string()),
            0);
  EXPECT_NE(slurp(dir / "out.txt").find("cycles: "), std::string::npos);
  EXPECT_NE(slurp(dir / "t.json").find("traceEvents"), std::string::npos);
  std::filesystem::remove_all(dir);
}

// A deadlocking program exits with 2 and says so; a malformed one exits with 1 naming the line.
TEST(NpuTools, SimulatorReportsDeadlockAndAssemblerErrors) {
  auto dir = std::filesystem::temp_directory_path() / ("npu_tools_dl_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "dl.s") << ".rnpu v1\n.cores 2\n.core 0\n  wait mask=2 step=1\n.core 1\n  nop\n";
  EXPECT_EQ(run(bin("rammer-npusim") + " " + (dir / "dl.s").string() + " > " + (dir / "out.txt").string()), 2);
  EXPECT_NE(slurp(dir / "out.txt").find("deadlock: core 0: instruction 0 (wait mask=2 step=1)"), std::string::npos);
  std::ofstream(dir / "bad.s") << ".rnpu v1\n.cores 1\n.core 0\n  dma.load sp=-1\n";
  EXPECT_EQ(run(bin("rammer-npu-as") + " " + (dir / "bad.s").string() + " -o " + (dir / "x.npu").string() + " 2> " +
                (dir / "err.txt").string()),
            1);
  EXPECT_NE(slurp(dir / "err.txt").find("line 4: dma.load: sp=-1 does not fit"), std::string::npos)
      << slurp(dir / "err.txt");
  std::filesystem::remove_all(dir);
}

}  // namespace
