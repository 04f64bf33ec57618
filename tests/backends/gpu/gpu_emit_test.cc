// The persistent-kernel emitter on hand-built plans: structure of the two emitted halves.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "backends/gpu/emit_gpu.h"
#include "tests/backends/gpu/tiny_plans.h"

namespace rammer {
namespace {

using kernels::OpKind;

std::string device_source(const Plan& plan, const GpuTarget& t, int threads = 128) {
  return emit_gpu_device_source(t, threads, gpu_op_kinds(plan, t), {"kernels/dispatch.h"});
}

TEST(GpuEmit, OneSwitchCasePerKindInTheDeviceHalf) {
  // Only the given op kinds are instantiated in the tile switch.
  const std::string src = device_source(tiny_relu_plan(), cuda_target());
  EXPECT_NE(src.find("rk::elementwise_tile<kThreads>"), std::string::npos);
  EXPECT_EQ(src.find("rk::gemm_tile"), std::string::npos);
  const std::string two = emit_gpu_device_source(cuda_target(), 128, {OpKind::gemm, OpKind::elementwise}, {});
  EXPECT_NE(two.find("rk::gemm_tile<kThreads>"), std::string::npos);
  EXPECT_NE(two.find("rk::elementwise_tile<kThreads>"), std::string::npos);
}

TEST(GpuEmit, DeviceHalfPassesItsMinBlocksToTheLaunchBounds) {
  // The persistent kernel's launch bounds take the resident blocks per SM the device half names, on
  // both targets; the value is part of the source (and so of the device-code cache key).
  for (const GpuTarget* t : {&cuda_target(), &hip_target()}) {
    const std::string two = emit_gpu_device_source(*t, 256, {OpKind::elementwise}, {}, 2);
    EXPECT_NE(two.find("constexpr int kMinBlocks = 2;"), std::string::npos) << two;
    EXPECT_NE(two.find("RAMMER_DEFINE_PERSISTENT_KERNEL(kThreads, kMinBlocks, Tiles)"), std::string::npos) << two;
    const std::string one = emit_gpu_device_source(*t, 256, {OpKind::elementwise}, {}, 1);
    EXPECT_NE(one.find("constexpr int kMinBlocks = 1;"), std::string::npos) << one;
  }
  EXPECT_THROW(emit_gpu_device_source(cuda_target(), 256, {OpKind::elementwise}, {}, 0), Error);
}

TEST(GpuEmit, Fp32DeviceHalfLeavesTheMatrixUnitPathsOut) {
  // An fp32 model's gemm and conv functions return before a tensor-core path (the kind test first, so
  // the compiler can drop that path); with the matrix-unit paths, and for other kinds, no such test.
  const std::set<OpKind> kinds = {OpKind::conv, OpKind::gemm, OpKind::pool};
  const GpuMatrixPaths none = gpu_matrix_paths(kernels::MathPrecision::fp32);
  EXPECT_FALSE(none.compiled);
  const std::string fp32 = emit_gpu_device_source(cuda_target(), 256, kinds, {}, 2, none);
  EXPECT_NE(fp32.find("if (op.kind != 2 || rk::tile_path(op) == rk::TilePath::gemm_mma) return;"), std::string::npos)
      << fp32;
  EXPECT_NE(fp32.find("if (op.kind != 0 || rk::tile_path(op) == rk::TilePath::conv_mma) return;"), std::string::npos)
      << fp32;
  EXPECT_EQ(fp32.find("TilePath::pool"), std::string::npos);
  EXPECT_EQ(fp32.find("RAMMER_MATRIX_PRECISION"), std::string::npos);
  const std::string fp16 =
      emit_gpu_device_source(cuda_target(), 256, kinds, {}, 2, gpu_matrix_paths(kernels::MathPrecision::fp16));
  EXPECT_EQ(fp16.find("rk::tile_path(op)"), std::string::npos) << fp16;
  EXPECT_FALSE(gpu_matrix_unit_paths(kernels::MathPrecision::fp32));
  EXPECT_TRUE(gpu_matrix_unit_paths(kernels::MathPrecision::fp16));
}

// A model's device half instantiates its own precision's matrix-unit form only: fp16 is
// MathPrecision 2, defined before the tile headers; bf16 on MFMA 3; fp32 on MFMA (its f32 form) 0.
// Without a precision (tests, tools) every form stays.
TEST(GpuEmit, DeviceHalfCompilesTheModelsPrecisionOnly) {
  const std::set<OpKind> kinds = {OpKind::conv, OpKind::gemm};
  const std::string fp16 =
      emit_gpu_device_source(cuda_target(), 256, kinds, {"kernels/dispatch.h"}, 2,
                             gpu_matrix_paths(kernels::MathPrecision::fp16));
  const size_t define = fp16.find("#define RAMMER_MATRIX_PRECISION 2\n");
  ASSERT_NE(define, std::string::npos) << fp16;
  EXPECT_LT(define, fp16.find("#include \"kernels/dispatch.h\""));
  EXPECT_NE(emit_gpu_device_source(hip_target(), 256, kinds, {}, 2,
                                   gpu_matrix_paths(kernels::MathPrecision::bf16, kernels::MatrixUnitKind::mfma_gfx90a))
                .find("#define RAMMER_MATRIX_PRECISION 3\n"),
            std::string::npos);
  const GpuMatrixPaths mfma_fp32 = gpu_matrix_paths(kernels::MathPrecision::fp32, kernels::MatrixUnitKind::mfma_gfx908);
  EXPECT_TRUE(mfma_fp32.compiled);
  EXPECT_EQ(mfma_fp32.only_precision, 0);
  EXPECT_EQ(emit_gpu_device_source(cuda_target(), 256, kinds, {}).find("RAMMER_MATRIX_PRECISION"), std::string::npos);
}

TEST(GpuEmit, GridAndTablesFromPlan) {
  // Grid = vEUs, one program range per vEU, per-event signal counts from the plan.
  const std::string src = emit_gpu_source(tiny_relu_plan(), cuda_target(), {128, 1024, {}});
  EXPECT_NE(src.find("constexpr int kVeus = 2;"), std::string::npos);
  EXPECT_NE(src.find("constexpr int kThreads = 128;"), std::string::npos);
  EXPECT_NE(src.find("constexpr size_t kSharedBytes = 1024;"), std::string::npos);
  EXPECT_NE(src.find("const int32_t kProgramBegin[] = {0,4,8};"), std::string::npos);
  EXPECT_NE(src.find("const int32_t kEventSignals[] = {2};"), std::string::npos);
  EXPECT_NE(src.find("#include \"rammer_host.h\""), std::string::npos);
}

TEST(GpuEmit, DeviceHalfHoldsNoModelTables) {
  // Two different models with the same op kinds and threads get the same device source; other
  // threads give another.
  EXPECT_EQ(device_source(tiny_relu_plan(), cuda_target()), device_source(tiny_bias_plan(), cuda_target()));
  EXPECT_NE(device_source(tiny_relu_plan(), cuda_target()),
            device_source(tiny_relu_plan(), cuda_target(), 256));
  EXPECT_EQ(device_source(tiny_relu_plan(), cuda_target()).find("kTensors"), std::string::npos);
}

TEST(GpuEmit, CudaAndHipDifferOnlyInTheTargetName) {
  // The dialect lives in runtime/rammer_target.h; the emitted text names its target and nothing else.
  auto strip = [](std::string s, const std::string& name) {
    for (size_t p = s.find(name); p != std::string::npos; p = s.find(name, p)) s.erase(p, name.size());
    return s;
  };
  EXPECT_EQ(strip(emit_gpu_source(tiny_relu_plan(), cuda_target(), {}), "cuda"),
            strip(emit_gpu_source(tiny_relu_plan(), hip_target(), {}), "hip"));
  EXPECT_EQ(strip(device_source(tiny_relu_plan(), cuda_target()), "cuda"),
            strip(device_source(tiny_relu_plan(), hip_target()), "hip"));
}

TEST(GpuEmit, TargetHeaderKeepsTheMemoryOrderOfEveryPrimitive) {
  // Acquire loads, release adds, acq_rel adds and release stores, at device scope, in both dialects.
  std::ifstream f(std::filesystem::path(RAMMER_SOURCE_DIR) / "backends/gpu/runtime/rammer_target.h");
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string h = ss.str();
  for (const char* s : {"ld.acquire.gpu.global.u64", "red.release.gpu.global.add.u64",
                        "atom.acq_rel.gpu.global.add.u64", "st.release.gpu.global.u64",
                        "__hip_atomic_load(p, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT)",
                        "__hip_atomic_fetch_add(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT)",
                        "__hip_atomic_fetch_add(p, v, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT)",
                        "__hip_atomic_store(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT)"})
    EXPECT_NE(h.find(s), std::string::npos) << s;
}

TEST(GpuEmit, HostLaunchesCooperatively) {
  // The persistent kernel is launched cooperatively (cudaLaunchCooperativeKernel /
  // hipLaunchCooperativeKernel through RAMMER_API), never as a plain launch: a grid the device cannot
  // hold resident is refused by the driver instead of hanging on a block that never runs.
  std::ifstream f(std::filesystem::path(RAMMER_SOURCE_DIR) / "backends/gpu/runtime/rammer_host.h");
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string h = ss.str();
  EXPECT_NE(h.find("RAMMER_API(LaunchCooperativeKernel)("), std::string::npos);
  EXPECT_EQ(h.find("RAMMER_API(LaunchKernel)("), std::string::npos);
  EXPECT_EQ(h.find(">>>("), std::string::npos);  // no triple-chevron launch either
}

TEST(GpuEmit, ReferenceOpIsRejectedNamingTheOp) {
  // A plan op without a tile kernel cannot run on a GPU; the message names it.
  Plan p = tiny_relu_plan();
  p.ops[0].kind = static_cast<int32_t>(kernels::OpKind::reference);
  try {
    emit_gpu_source(p, cuda_target(), {});
    FAIL() << "expected Unsupported";
  } catch (const Unsupported& e) {
    EXPECT_NE(std::string(e.what()).find("relu_0"), std::string::npos) << e.what();
  }
}

TEST(GpuEmit, OutputLivingOutsideItsBufferIsRefusedNamingIt) {
  // The persistent kernel writes each output in its bound buffer and nothing copies after it: an
  // output that is the bytes of another tensor (here the workspace intermediate t) would stay unwritten.
  Plan p = tiny_relu_plan();
  p.outputs[0].tensor = 1;
  try {
    emit_gpu_source(p, cuda_target(), {});
    FAIL() << "expected Unsupported";
  } catch (const Unsupported& e) {
    EXPECT_NE(std::string(e.what()).find("graph output y is the bytes of t"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rammer
