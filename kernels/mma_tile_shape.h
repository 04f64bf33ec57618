// The block shape of the tensor-core tiles (gemm_mma.h, conv_mma.h) and the shared memory they carve,
// in one place for the kernels and for rtask (rtask/variants.cc sizes the GEMM/conv rKernels' shared
// memory with mma_tile_shared_bytes, so a variant's budget is what the tile carves).
//
// A block of W warps (of `lanes` lanes: 32 on NVIDIA, a 64-lane wave on AMD) is a kWarpsM x kWarpsN
// grid of warp tiles of 32 x (lanes / 2) outputs, 16 accumulators per lane either way: 256 threads
// make a 64 x 64 block tile on both (8 warps of 32 x 16 as 2 x 4, or 4 waves of 32 x 32 as 2 x 2),
// 64 threads 64 x 16 (two warps) or 32 x 32 (one wave).
// 16 accumulators per thread: a 32 x 32 warp tile of 32-lane warps (32 of them) did not fit the
// 128-register budget of two blocks per SM without spills once the staging's addresses and the
// conv's gather were added.
// Each k-tile stages 64 bytes of K per row (32 f16/bf16 or 16 fp32 elements) for A's rows and B's
// columns, each row padded by 16 bytes (80 bytes apart: the 8 rows an ldmatrix phase reads fall in
// distinct 16-byte bank groups, so the loads are free of bank conflicts), in kMmaStages buffers.
// A box smaller than the block tile carves only the rows and columns it covers (rounded up to the
// warp tile). After the k-loop the same memory holds the sub-tile's accumulators as fp32 [rows][cols
// + 4] (the 4-float pad spreads a warp's accumulator writes over all banks) for the epilogue; 128
// bytes after it hold the epilogue's table.
#pragma once

#include <stdint.h>

#include "kernels/block.h"

namespace rammer::kernels {

constexpr int kMmaWarpTileM = 32;
constexpr int kMmaWarpLanes = 32;    // NVIDIA warps (mma.sync)
constexpr int kMfmaWaveLanes = 64;   // AMD waves (MFMA)
constexpr int kMmaStages = 3;
constexpr int kMmaRowBytes = 64;  // K per k-tile, in bytes of staging
constexpr int kMmaRowPadBytes = 16;

// A warp tile's columns for `lanes`-lane warps.
RAMMER_HOST_DEVICE constexpr int mma_warp_tile_n(int lanes) { return lanes / 2; }

// Warp tiles along N: the grid is 2 x 4 (32 lanes) or 2 x 2 (64 lanes) from 256 threads on, one
// column of warp tiles below.
RAMMER_HOST_DEVICE constexpr int mma_warps_n(int warps, int lanes) {
  return warps * lanes >= 256 ? 4 * kMmaWarpLanes / lanes : 1;
}

// Rows (or columns) of a box dimension `extent` that a block-tile dimension `block` stages.
RAMMER_HOST_DEVICE constexpr int64_t mma_staged_extent(int64_t extent, int64_t block, int64_t warp_tile) {
  const int64_t r = (extent + warp_tile - 1) / warp_tile * warp_tile;
  return r < block ? r : block;
}

// The accumulator tile's row length (floats) for `cols` staged columns.
RAMMER_HOST_DEVICE constexpr int64_t mma_c_ld(int64_t cols) { return cols + 4; }

// A small table after the tile for the epilogue's per-sub-tile constants (a conv's column
// decoding), read from shared memory rather than held in registers across every epilogue call.
constexpr int kMmaTableBytes = 128;

// Bytes of the staging buffers (rows + cols rows of kMmaStages k-tiles) or of the accumulator tile,
// whichever is larger, then the table.
RAMMER_HOST_DEVICE constexpr int64_t mma_carve_bytes(int64_t rows, int64_t cols) {
  const int64_t staging = int64_t{kMmaStages} * (rows + cols) * (kMmaRowBytes + kMmaRowPadBytes);
  const int64_t acc = rows * mma_c_ld(cols) * 4;
  return (staging > acc ? staging : acc) + kMmaTableBytes;
}

// Shared bytes a tensor-core tile carves for a box of bm x bn outputs at `threads` threads of
// `lanes`-lane warps.
RAMMER_HOST_DEVICE constexpr int64_t mma_tile_shared_bytes(int threads, int lanes, int64_t bm, int64_t bn) {
  const int warps = threads / lanes;
  const int wn = mma_warps_n(warps, lanes), wm = warps / wn, wtn = mma_warp_tile_n(lanes);
  const int64_t rows = mma_staged_extent(bm, int64_t{kMmaWarpTileM} * wm, kMmaWarpTileM);
  const int64_t cols = mma_staged_extent(bn, int64_t{wtn} * wn, wtn);
  return mma_carve_bytes(rows, cols);
}

}  // namespace rammer::kernels
