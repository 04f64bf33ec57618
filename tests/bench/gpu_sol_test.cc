// rammer-bench gpu-sol (bench/gpu/gpu_sol.h) on the real tile kernels, compiled by nvcc / clang-HIP
// through rammerc's driver and its device-code cache (no GPU). tiny_cnn has the op kinds of resnet50
// (conv, gemm, pool), so its device code is resnet50's cache entry at a fraction of the planning.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "backends/gpu/gpu_compile.h"
#include "bench/gpu/gpu_sol.h"

namespace rammer::bench {
namespace {

namespace fs = std::filesystem;
using kernels::TilePath;

GpuSolOptions options(const std::string& device, const std::string& precision, const std::string& model_dir) {
  GpuSolOptions o;
  o.device = device;
  o.precision = precision;
  o.model_dir = model_dir;
  o.work_dir = (fs::path(RAMMER_BINARY_DIR) / "gpu_test_out" / "gpu_sol" /
                ::testing::UnitTest::GetInstance()->current_test_info()->name())
                   .string();
  return o;
}

const std::string kExamples = std::string(RAMMER_SOURCE_DIR) + "/examples";
const std::string kModels = std::string(RAMMER_BINARY_DIR) + "/models";

const PathFigures* find_path(const ModelSol& m, TilePath path) {
  for (const PathFigures& p : m.paths)
    if (p.path == path) return &p;
  return nullptr;
}

// The fp32 SIMT paths: a k-loop of FMAs and no matrix instruction, and the report says so.
void expect_fma_paths(const ModelSol& m) {
  ASSERT_TRUE(m.ok) << m.error;
  EXPECT_GT(m.registers, 0);
  EXPECT_GE(m.occupancy.blocks_per_sm, 1);
  EXPECT_GE(m.ops.size(), 5u) << "tiny_cnn: three convs, pools, a gemm";
  for (TilePath path : {TilePath::conv_simt, TilePath::gemm_simt}) {
    const PathFigures* p = find_path(m, path);
    ASSERT_NE(p, nullptr) << kernels::tile_path_name(path);
    EXPECT_GE(p->ops, 1);
    ASSERT_TRUE(p->kloop.found) << kernels::tile_path_name(path) << " in " << p->function;
    EXPECT_GT(p->kloop.counts.fma, 0) << kernels::tile_path_name(path);
    EXPECT_EQ(p->kloop.counts.matrix, 0) << kernels::tile_path_name(path);
    EXPECT_NE(p->note.find("0 matrix instructions"), std::string::npos) << p->note;
  }
  // conv has no matrix instruction anywhere in its function at fp32.
  EXPECT_EQ(find_path(m, TilePath::conv_simt)->function_matrix, 0);
  const std::string md = gpu_sol_markdown({m});
  EXPECT_NE(md.find("| tiny_cnn | conv_simt | fp32 |"), std::string::npos) << md;
  EXPECT_NE(md.find("0 matrix instructions in the k-loop: FMA units"), std::string::npos) << md;
  std::cout << md;
}

TEST(GpuSol, A100Fp32TilesRunOnFmaUnits) {
  // Today's fp32 conv and GEMM tiles on sm_80: FMA k-loops, 0 matrix instructions.
  if (find_gpu_compiler(GpuApi::cuda).empty()) GTEST_SKIP() << "skipped: no nvcc";
  const ModelSol m = gpu_sol_model("tiny_cnn", options("a100", "fp32", kExamples));
  expect_fma_paths(m);
  EXPECT_EQ(m.arch, "sm_80");
  EXPECT_GT(m.occupancy.warps_per_sm, 0);
  // One CSV row per op, under the fixed header.
  const std::string csv = gpu_sol_csv({m});
  EXPECT_EQ(csv.substr(0, csv.find('\n')), kGpuSolCsvHeader);
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 1 + static_cast<long>(m.ops.size()));
}

TEST(GpuSol, A100Tf32GemmKLoopHoldsMmaSync) {
  // Today's tf32 GEMM path: its k-loop holds mma.sync (tf32 operands).
  if (find_gpu_compiler(GpuApi::cuda).empty()) GTEST_SKIP() << "skipped: no nvcc";
  const ModelSol m = gpu_sol_model("tiny_cnn", options("a100", "tf32", kExamples));
  ASSERT_TRUE(m.ok) << m.error;
  const PathFigures* p = find_path(m, TilePath::gemm_mma);
  ASSERT_NE(p, nullptr) << gpu_sol_markdown({m});
  EXPECT_EQ(p->precision, "tf32");
  ASSERT_TRUE(p->kloop.found) << p->note;
  EXPECT_GT(p->kloop.counts.matrix, 0);
  EXPECT_NE(p->kloop.counts.matrix_types & kMatrixTF32, 0u);
  EXPECT_GT(p->kloop.counts.shared_loads, 0);
  std::cout << gpu_sol_markdown({m});
}

TEST(GpuSol, Gfx90aFp32TilesRunOnMfma) {
  // On gfx90a fp32 conv and GEMM take the MFMA tiles (v_mfma_f32_16x16x4f32: exact fp32 products),
  // each op kind compiled alone (HIP inlines every tile into the kernel): k-loops of f32 MFMA with
  // ds_read fragment loads and no division.
  if (find_gpu_compiler(GpuApi::hip).empty()) GTEST_SKIP() << "skipped: no clang-HIP";
  const ModelSol m = gpu_sol_model("tiny_cnn", options("mi250", "fp32", kExamples));
  ASSERT_TRUE(m.ok) << m.error;
  EXPECT_EQ(m.arch, "gfx90a");
  for (TilePath path : {TilePath::conv_mma, TilePath::gemm_mma}) {
    const PathFigures* p = find_path(m, path);
    ASSERT_NE(p, nullptr) << kernels::tile_path_name(path) << "\n" << gpu_sol_markdown({m});
    ASSERT_TRUE(p->kloop.found) << kernels::tile_path_name(path) << ": " << p->note;
    EXPECT_GT(p->kloop.counts.matrix, 0) << kernels::tile_path_name(path);
    EXPECT_EQ(p->kloop.counts.matrix_types, static_cast<unsigned>(kMatrixF32)) << kernels::tile_path_name(path);
    EXPECT_GT(p->kloop.counts.shared_loads, 0) << kernels::tile_path_name(path);
    EXPECT_EQ(p->kloop.counts.divisions, 0) << kernels::tile_path_name(path);
  }
  EXPECT_GT(m.occupancy.waves_per_simd, 0);
  // Where registers decide, our arithmetic agrees with clang's own estimate (its remark
  // "Occupancy [waves/SIMD]"), which knows the VGPR granule and file size of gfx90a.
  if (m.occupancy.limit == OccupancyLimit::registers) {
    EXPECT_EQ(m.occupancy.waves_per_simd, m.compiler_waves_per_simd) << m.registers << " registers";
  }
  std::cout << gpu_sol_markdown({m});
}

// Every conv and GEMM of resnet50 and bert_layer at fp16 on `device` runs on a path whose k-loop
// holds matrix instructions and no division: mma.sync, ldmatrix and cp.async on a100, v_mfma on mi250.
void expect_matrix_unit_paths(const char* device) {
  const bool hip = std::string(device) == "mi250";
  if (find_gpu_compiler(hip ? GpuApi::hip : GpuApi::cuda).empty())
    GTEST_SKIP() << "skipped " << device << ": no " << (hip ? "clang-HIP" : "nvcc");
  for (const char* model : {"resnet50", "bert_layer"}) {
    const ModelSol m = gpu_sol_model(model, options(device, "fp16", kModels));
    ASSERT_TRUE(m.ok) << model << " on " << device << ": " << m.error;
    std::cout << gpu_sol_markdown({m});
    int checked = 0;
    for (const OpFigures& op : m.ops) {
      if (op.kind != "conv" && op.kind != "gemm") continue;
      const PathFigures& p = m.paths[op.path_index];
      // Grouped convs stay on the vector units at any precision (tile_path: conv_direct).
      if (p.path == TilePath::conv_direct) continue;
      ++checked;
      const std::string what = std::string(model) + " " + device + " op " + op.name + " (" +
                               kernels::tile_path_name(p.path) + " in " + p.function + ")";
      EXPECT_TRUE(p.path == TilePath::conv_mma || p.path == TilePath::gemm_mma) << what;
      ASSERT_TRUE(p.kloop.found) << what << ": " << p.note;
      EXPECT_GT(p.kloop.counts.matrix, 0) << what;
      EXPECT_EQ(p.kloop.counts.divisions, 0) << what;
      if (!hip) {
        EXPECT_GT(p.kloop.counts.ldmatrix, 0) << what;
        EXPECT_GT(p.kloop.counts.cp_async, 0) << what;
      } else {
        // gfx90a: the fp16 form only (v_mfma_f32_16x16x16f16), fragments by ds_read, no spill
        // reloads or calls in the loop (CDNA2 has no asynchronous copy: the staging is a plain copy).
        EXPECT_EQ(p.kloop.counts.matrix_types, static_cast<unsigned>(kMatrixF16)) << what;
        EXPECT_GT(p.kloop.counts.shared_loads, 0) << what;
        EXPECT_EQ(p.kloop.counts.local_loads, 0) << what;
        EXPECT_EQ(p.kloop.counts.calls, 0) << what;
      }
    }
    EXPECT_GT(checked, 0) << model;
  }
}

TEST(GpuSol, ResNet50AndBertOnTensorCoresA100) { expect_matrix_unit_paths("a100"); }

// The same tile source on AMD's matrix unit: the HIP conv and GEMM paths at fp16 are the MFMA ones.
TEST(GpuSol, ResNet50AndBertOnMatrixUnitsMi250) { expect_matrix_unit_paths("mi250"); }

}  // namespace
}  // namespace rammer::bench
