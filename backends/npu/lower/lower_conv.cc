// Conv rTasks -> weight-stationary implicit-GEMM groups (lower_ops.h states the mapping).
//
// Products: A = output pixels x 16 input channels, streamed through the array; B = a 16 x 16 tile
// of weights (input channel x output channel); the accumulator holds [channel group][pixel][16].
// A group covers R output rows of the box, each computed over OWv = ceil(Lneed / sw) "virtual"
// pixels so that every output row's input segment is exactly Lseg = OWv * sw pixels long: then
// pixel i of the group reads segment position i * sw + kw * dw for every kw, one A operand with
// lda = sw * 16 per kw shift. The virtual pixels past the row's end compute garbage that is never
// stored (ceil((KW - 1) * dw / sw) of them per row).
// A chunk is one (kh, 16-channel block), or several blocks when one block's products are short: a
// transposing DMA per output row loads its input segment as [pixel][channel] (zero-filled outside
// the image by loads that read nothing), and the weight tiles of every kw and channel group follow;
// its products are KW x groups GEMMs per block.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

struct ConvShape {
  int64_t C, H, W, M, KH, KW, sh, sw, dh, dw, ph, pw;
};

int64_t padded_channels(int64_t M, int64_t dim) { return (M + dim - 1) / dim * dim + dim; }

// The matrix-unit cycles a chunk's products should take at least (several DMA latencies).
constexpr int64_t kMinChunkCycles = 512;

// How the reduction is cut. Normally a pixel of a loaded segment holds 16 channels (a block) and a
// product covers one kw. An input of at most dim / 2 channels (an RGB stem) is folded instead: a
// pixel holds its C channels, so dim / C consecutive kw positions are contiguous and one product
// reduces over (kw, channel) pairs (dilation 1 only).
// When that still leaves rows of the array idle (a 7 x 7 stem reduces 21 of 32 rows per kh), the
// whole window is folded: a pixel of an output row's segment holds its C channels of every kh
// (KH interleaving loads, one per kh, each leaving a gap for the others), so the KW x KH x C
// values of an output pixel's window are contiguous and ceil(KW KH C / 16) products cover it.
struct Reduction {
  bool folded, window;
  int64_t per_pixel;  // elements a loaded pixel holds
  int64_t kw_per_slot, kw_slots, blocks;
  int64_t khs;  // kh positions the weights are laid out over (1 when the window is folded)
  int64_t depth;  // reduction rows a window-folded output pixel has (KW KH C)
};

Reduction reduction(const ConvShape& c, int64_t dim) {
  const bool folded = c.C * 2 <= dim && c.dw == 1 && c.KW > 1;
  const int64_t per_slot = folded ? dim / c.C : 1;
  const int64_t kw_slots = (c.KW + per_slot - 1) / per_slot, depth = c.KW * c.KH * c.C;
  const int64_t window_slots = (depth + dim - 1) / dim;
  if (folded && c.KH > 1 && window_slots < c.KH * kw_slots && (c.KH - 1) * c.C <= 255 && c.sw * c.KH * c.C <= 4095)
    return {true, true, c.KH * c.C, per_slot, window_slots, 1, 1, depth};
  return {folded, false, folded ? c.C : dim, per_slot, kw_slots, folded ? 1 : (c.C + dim - 1) / dim, c.KH, 0};
}

// w [M, C, KH, KW] as [kh][channel block][kw slot][16 reduction rows][Mp] fp16, Mp = M rounded up
// to 16 plus 16 (zero past C and M; row t is channel t, or (kw, channel) = (t / C, t % C) when
// folded; a folded window is [slot][16 rows][Mp], row f of it (kw, kh, channel) =
// (f / (KH C), f / C % KH, f % C)): the 16 x 16 weight tile of output channels [m0, m0 + 16) is
// one strided box for any m0, and G consecutive tiles are one box of G planes. The bias follows as [Mp] at key (op, 1).
// int8 (`x_quant` set): the same layout in int8, quantised per output channel (int8.h), and at key
// (op, 2) the vec.dequant table of its Mp channels instead of the fp16 bias.
int64_t packed_weights(LowerContext& cx, int op, const ConvShape& c, const ActivationQuant* x_quant) {
  auto& cache = cx.packed();
  if (auto it = cache.find({op, 0}); it != cache.end()) return it->second;
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::TensorDesc& wd = cx.desc(d.operands[1]);
  const int64_t dim = cx.geo().dim, mp = padded_channels(c.M, dim);
  const Reduction red = reduction(c, dim);
  auto w_at = [&](int64_t m, int64_t ch, int64_t kh, int64_t kw) {
    const int64_t at = m * wd.strides[0] + ch * wd.strides[1] + kh * wd.strides[2] + kw * wd.strides[3];
    return cx.weight(op, d.operands[1], at);
  };
  std::vector<float> scales;
  if (x_quant != nullptr) {
    if (const std::vector<float>* imported = cx.imported_weight_scales(d.operands[1])) {
      scales = *imported;
      if (int64_t(scales.size()) != c.M) cx.fail(op, "imported weight scales do not match its output channels");
    } else {
      for (int64_t m = 0; m < c.M; ++m) {
        float max_abs = 0.0f;
        for (int64_t ch = 0; ch < c.C; ++ch)
          for (int64_t kh = 0; kh < c.KH; ++kh)
            for (int64_t kw = 0; kw < c.KW; ++kw) max_abs = std::max(max_abs, std::fabs(w_at(m, ch, kh, kw)));
        scales.push_back(weight_scale(max_abs));
      }
    }
  }
  std::vector<float> v(size_t(red.khs * red.blocks * red.kw_slots * dim * mp), 0.0f);
  for (int64_t kh = 0; kh < c.KH; ++kh)
    for (int64_t kw = 0; kw < c.KW; ++kw)
      for (int64_t m = 0; m < c.M; ++m)
        for (int64_t ch = 0; ch < c.C; ++ch) {
          const int64_t slot = kw / red.kw_per_slot, block = red.folded ? 0 : ch / dim;
          const int64_t t = red.folded ? (kw % red.kw_per_slot) * c.C + ch : ch % dim;
          const int64_t row = red.window ? (kw * c.KH + kh) * c.C + ch
                                         : ((kh * red.blocks + block) * red.kw_slots + slot) * dim + t;
          v[size_t(row * mp + m)] = w_at(m, ch, kh, kw);
        }
  std::vector<float> bias;
  if (d.operands[2] >= 0) {
    const kernels::TensorDesc& bd = cx.desc(d.operands[2]);
    bias.assign(size_t(mp), 0.0f);
    for (int64_t m = 0; m < c.M; ++m) bias[size_t(m)] = cx.weight(op, d.operands[2], m * bd.strides[0]);
  }
  int64_t at = 0;
  if (x_quant != nullptr) {
    std::vector<uint8_t> q(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
      const int64_t m = int64_t(i) % mp;
      q[i] = uint8_t(m < c.M ? quantise_weight(v[i], scales[size_t(m)]) : 0);
    }
    at = cx.append_bytes(q);
    cache[{op, 2}] = cx.append_bytes(dequant_table(x_quant->scale, scales, bias, mp));
    std::vector<uint8_t> scale(4);
    std::memcpy(scale.data(), &x_quant->scale, 4);
    cache[{op, 3}] = cx.append_bytes(scale);
    cx.record({op, cx.tensor_label(d.operands[0]), *x_quant, scales});
  } else {
    at = cx.append(v);
    if (!bias.empty()) cache[{op, 1}] = cx.append(bias);
  }
  cache[{op, 0}] = at;
  return at;
}

// Loads input row `ih` of channels [c0, c0 + kc), pixels [iw0, iw0 + len), as [pixel][per_pixel] at
// `offset`, pixels `pitch` elements apart (the elements past per_pixel are left to other loads):
// zero-filling loads (valid1 = 0 reads nothing) outside the image, at most 1023 pixels per box.
void segment_loads(GemmChunk& ch, int64_t offset, int64_t x_addr, const kernels::TensorDesc& xd, int64_t n,
                   int64_t c0, int64_t kc, int64_t ih, int64_t iw0, int64_t len, int64_t H, int64_t W,
                   int64_t per_pixel, int64_t pitch) {
  auto box = [&](int64_t from, int64_t count, bool valid) {
    for (int64_t p = from; p < from + count; p += 1023) {
      DmaBox b;
      b.n0 = 1;
      b.n1 = per_pixel;
      b.n2 = std::min<int64_t>(1023, from + count - p);
      b.gap = pitch - per_pixel;
      b.stride1 = 2 * xd.strides[1];
      b.stride2 = 2 * xd.strides[3];
      b.valid1 = valid ? kc : 0;
      b.dram = valid ? x_addr + 2 * (n * xd.strides[0] + c0 * xd.strides[1] + ih * xd.strides[2] +
                                     (iw0 + p) * xd.strides[3])
                     : x_addr;
      ch.loads.push_back({offset + p * pitch * 2, b});
    }
  };
  if (ih < 0 || ih >= H) return box(0, len, false);
  const int64_t first = std::clamp<int64_t>(-iw0, 0, len), last = std::clamp<int64_t>(W - iw0, 0, len);
  if (first > 0) box(0, first, false);
  if (last > first) box(first, last - first, true);
  if (len > std::max(first, last)) box(std::max(first, last), len - std::max(first, last), false);
}

}  // namespace

void lower_conv(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::ConvParams p = kernels::ConvParams::unpack(d);
  if (p.nd != 2) cx.fail(op, std::to_string(p.nd) + "-D convolution (rnpu-v1 lowers 2-D)");
  if (p.group != 1 && p.group == cx.desc(d.operands[0]).shape[1] && cx.desc(d.operands[1]).shape[0] == p.group)
    return lower_depthwise(cx, op, task, s);
  if (p.input_relu) cx.fail(op, "a Relu fused as the input prologue");
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &wd = cx.desc(d.operands[1]);
  // A grouped convolution is a dense one over C / group input channels (w is [M, C / group, ...]
  // already) whose output channels of group g read the input from channel g * C / group on: each
  // group's part of the box runs alone, its x read at that offset.
  const int64_t group = std::max<int64_t>(1, p.group), group_m = wd.shape[0] / group;
  const ConvShape c{wd.shape[1], xd.shape[2], xd.shape[3], wd.shape[0], p.kernel[0], p.kernel[1], p.stride[0],
                    p.stride[1], p.dilation[0], p.dilation[1], p.pad_begin[0], p.pad_begin[1]};
  const int64_t dim = cx.geo().dim, mp = padded_channels(c.M, dim);
  const Reduction red = reduction(c, dim);
  const int64_t blocks = red.blocks, pp = red.per_pixel;
  // int8: A is loaded in fp16 as in the fp16 build and quantised beside it (half its bytes); the
  // weight tiles are int8; the bias goes into the dequantisation table instead of a chunk.
  const ActivationQuant* x_quant = cx.input_quant(op, d.operands[0]);
  const bool int8 = x_quant != nullptr;
  const int64_t weights = packed_weights(cx, op, c, x_quant);
  const bool has_bias = d.operands[2] >= 0 && !int8;
  const int64_t x_addr = cx.addr(op, d.operands[0]);
  std::vector<EpilogueOperand> operands;
  const std::vector<EpilogueOp> epilogue = translate_epilogue(cx, op, 3, operands);
  std::vector<OperandView> views;
  for (const EpilogueOperand& o : operands) views.push_back(operand_view(cx, op, o));

  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t owt = hi[3] - lo[3];
  const int64_t need = (owt - 1) * c.sw + (c.KW - 1) * c.dw + 1;  // input pixels an output row reads
  const int64_t owv = (need + c.sw - 1) / c.sw, seg = owv * c.sw;
  if (owv > 1023) cx.fail(op, "an output row of " + std::to_string(owv) + " pixels (at most 1023)");
  const int64_t lda = c.sw * pp;
  if (lda > 4095) cx.fail(op, "a stride of " + std::to_string(c.sw));
  // Output rows first (each weight tile is then reused over as many pixels as the accumulator
  // holds), then channel groups in what is left; both shrink until the group fits the scratchpad.
  const int64_t acc_rows = cx.geo().acc_words / dim;
  const int64_t box_groups = (hi[1] - lo[1] + dim - 1) / dim;
  int64_t rows_per_group = std::max<int64_t>(1, std::min({hi[2] - lo[2], acc_rows / owv, 1023 / owv}));
  int64_t groups = std::max<int64_t>(1, std::min(box_groups, acc_rows / (rows_per_group * owv)));
  // When the windows of consecutive output rows overlap in height ((KH - 1) * dh >= sh), a chunk
  // loads the (R - 1) * sh + (KH - 1) * dh + 1 input rows of its R output rows once and every kh
  // reads them at an offset: at stride 1 one product covers all R rows (row r, tap kh reads loaded
  // row r + kh * dh, R rows apart for every kh); at a larger stride each output row is a product of
  // its own (row r reads loaded row r * sh + kh * dh). Otherwise (1x1 at stride 2, a strided conv
  // over one channel block, whose one chunk per kh is what keeps loads and products overlapped, or
  // a strided conv whose rows are shorter than the array: a product of OWv < 16 rows holds it for
  // 16 cycles, so one product over all R rows of one kh pays for loading the rows once per kh) a
  // chunk is one kh and loads the R rows it reads.
  // A shared chunk holds the weight tiles of every kh: a tall kernel (DeepSpeech2's 41 x 11) keeps
  // one chunk per kh unless they take at most an eighth of the scratchpad.
  // A folded window holds every kh already: one chunk.
  const int64_t kh_tiles_bytes = red.khs * red.kw_slots * dim * dim * (int8 ? 1 : 2);
  const bool rows_shared =
      !red.window && (c.sh == 1 || ((c.KH - 1) * c.dh >= c.sh && blocks >= 2 &&
                                    kh_tiles_bytes <= cx.geo().scratchpad_bytes / 8 && owv >= dim));
  const bool row_products = rows_shared && c.sh > 1;
  const int64_t chunk_khs = rows_shared ? c.KH : 1;
  auto rows_loaded = [&](int64_t r) { return rows_shared ? (r - 1) * c.sh + (c.KH - 1) * c.dh + 1 : r; };
  // The A part of a slot: the loaded segments plus the overrun of the last virtual pixels' windows.
  auto a_bytes = [&](int64_t r) { return align64((rows_loaded(r) * seg + (c.KW - 1) * c.dw + c.sw) * pp * 2); };
  const int64_t b_tile = dim * dim * (int8 ? 1 : 2);
  // int8 slot: [fp16 A][int8 A][weight tiles][scale]
  auto a_part_bytes = [&](int64_t r) { return int8 ? a_bytes(r) + align64(a_bytes(r) / 2) : a_bytes(r); };
  const int tile_buffers = epilogue_tile_buffers(epilogue);
  // Beside the slots and tile buffers: the int8 dequantisation table, or the bias rows (gemm_group.h).
  auto tables = [&](int64_t gs) { return int8 ? align64(gs * dim * 8) : has_bias ? 64 * gs : 0; };
  // A chunk holds `bpc` channel blocks (1 while the group's shape is chosen).
  auto scratchpad = [&](int64_t r, int64_t gs, int64_t bpc = 1) {
    const int64_t slot = bpc * (a_part_bytes(r) + chunk_khs * red.kw_slots * gs * b_tile) + (int8 ? 64 : 0);
    return 2 * align64(slot) + tile_buffers * gs * align64(r * owv * dim * 2) + tables(gs);
  };
  while (scratchpad(rows_per_group, groups) > cx.geo().scratchpad_bytes && (rows_per_group > 1 || groups > 1)) {
    if (groups > 1) --groups;
    else --rows_per_group;
  }
  // Resident weights (gemm_group.h): when the weight tiles of every output channel of the box fit
  // in half the scratchpad, a group takes all of them (the input is then loaded once per pixel
  // group) and they stay resident while the box's pixels stream through in groups of as many rows
  // as the accumulator holds beside them: each weight and input byte of the rTask moves once.
  const int64_t w_tiles_per_group = red.khs * blocks * red.kw_slots;  // weight tiles per channel group
  auto resident_bytes = [&](int64_t gs) { return align64(w_tiles_per_group * gs * b_tile); };
  auto resident_scratchpad = [&](int64_t r, int64_t gs, int64_t bpc = 1) {
    const int64_t slot = bpc * a_part_bytes(r) + (int8 ? 64 : 0);
    return resident_bytes(gs) + 2 * align64(slot) + tile_buffers * gs * align64(r * owv * dim * 2) + tables(gs);
  };
  bool resident = false;
  if (group == 1 && box_groups * owv <= acc_rows && resident_bytes(box_groups) <= cx.geo().scratchpad_bytes / 2) {
    int64_t r = std::max<int64_t>(1, std::min({hi[2] - lo[2], acc_rows / (box_groups * owv), 1023 / owv}));
    while (r > 1 && resident_scratchpad(r, box_groups) > cx.geo().scratchpad_bytes) --r;
    // Worth it only when the pixels take more than one group (else nothing is reused) or no fewer
    // rows fit than before.
    if (resident_scratchpad(r, box_groups) <= cx.geo().scratchpad_bytes && (r < hi[2] - lo[2] || groups < box_groups)) {
      resident = true;
      rows_per_group = r;
      groups = box_groups;
    }
  }

  // Channel blocks per chunk: a chunk whose products keep the array busy for only a few hundred
  // cycles (a 1x1 conv over few pixels) leaves it waiting on each slot's loads across the DMA's
  // latency and the token round trip; several blocks per chunk hide that. fp16 only (an int8
  // chunk quantises its one A part).
  int64_t bpc = 1;
  if (!int8 && !red.window) {
    const int64_t r = rows_per_group, m_cycles = row_products ? r * std::max(owv, dim) : std::max(r * owv, dim);
    const int64_t block_cycles = chunk_khs * red.kw_slots * groups * m_cycles;
    bpc = std::clamp<int64_t>((kMinChunkCycles + block_cycles - 1) / block_cycles, 1, blocks);
    auto fits = [&](int64_t b) {
      return (resident ? resident_scratchpad(r, groups, b) : scratchpad(r, groups, b)) <= cx.geo().scratchpad_bytes;
    };
    while (bpc > 1 && !fits(bpc)) --bpc;
  }

  GemmPipeline pipeline(cx.geo(), s);
  const int64_t box_lo = lo[1], box_hi = hi[1];
  for (int64_t gr = box_lo / group_m; gr * group_m < box_hi; ++gr) {
    lo[1] = std::max(box_lo, gr * group_m);
    hi[1] = std::min(box_hi, (gr + 1) * group_m);
    const int64_t group_x = x_addr + 2 * gr * c.C * xd.strides[1];
    for (int64_t n = lo[0]; n < hi[0]; ++n)
      for (int64_t m0 = lo[1]; m0 < hi[1]; m0 += groups * dim)
        for (int64_t oh0 = lo[2]; oh0 < hi[2]; oh0 += rows_per_group) {
          const int64_t R = std::min(rows_per_group, hi[2] - oh0);
          const int64_t G = std::min(groups, (hi[1] - m0 + dim - 1) / dim), m = R * owv;
          const int64_t a_fp16 = a_bytes(R), a_part = a_part_bytes(R);
          GemmGroup g;
          g.epilogue = epilogue;
          const int64_t a_all = bpc * a_part;  // the A parts of a chunk's blocks; its weight tiles follow
          g.slot_bytes = a_all + (resident ? 0 : bpc * chunk_khs * red.kw_slots * G * b_tile) + (int8 ? 64 : 0);
          if (resident) g.resident_bytes = resident_bytes(G);
          if (int8) {
            g.int8.on = true;
            g.int8.zero_point = x_quant->zero_point;
            g.int8.scale_dram = cx.packed().at({op, 3});
            g.int8.table.dram = cx.packed().at({op, 2}) + m0 * 8;
            g.int8.table.n0 = G * dim * 2;
            g.int8.table.esize = 4;
          }
          for (int64_t gi = 0; gi < G; ++gi) {
            const int64_t valid = std::min(dim, std::min(hi[1], c.M) - (m0 + gi * dim));
            OutTile tile{gi * m * dim, m, valid, dim, {}, false, {}};
            if (has_bias) {  // added as vec.cvt reads the tile out
              tile.has_bias = true;
              tile.bias.dram = cx.packed().at({op, 1}) + 2 * (m0 + gi * dim);
              tile.bias.n0 = valid;
            }
            for (size_t k = 0; k < operands.size(); ++k) {
              const OperandView& od = views[k];
              std::vector<std::pair<int64_t, DmaBox>> boxes;
              for (int64_t r = 0; r < R; ++r) {
                DmaBox b;  // [pixel][channel] in the tile <-> channels strided in DRAM
                b.n0 = 1;
                b.n1 = valid;
                b.n2 = owt;
                b.stride1 = 2 * od.strides[1];
                b.stride2 = 2 * od.strides[3];
                b.dram = od.addr + 2 * (n * od.strides[0] + (m0 + gi * dim) * od.strides[1] +
                                                (oh0 + r) * od.strides[2] + lo[3] * od.strides[3]);
                boxes.push_back({r * owv * valid * 2, b});
              }
              tile.boxes.push_back(boxes);
            }
            g.tiles.push_back(tile);
          }
          // A folded window would be one chunk per group. Two chunks of half its rows each (half
          // its pixels when it has one row) let the pipeline load the next group's first while
          // this group's epilogue runs; the task's first group, which has nothing to overlap its
          // first loads with, takes a chunk per half row so that its products start early.
          struct Part {
            int64_t r0, r1, v0, v1;  // output rows [r0, r1), their virtual pixels [v0, v1)
          };
          std::vector<Part> parts;
          if (!red.window || m < 2) {
            parts.push_back({0, R, 0, owv});
          } else if (R >= 2 && oh0 != lo[2]) {
            parts.push_back({0, R / 2, 0, owv});
            parts.push_back({R / 2, R, 0, owv});
          } else {
            for (int64_t j = 0; j < R; ++j) {
              parts.push_back({j, j + 1, 0, owv / 2});
              parts.push_back({j, j + 1, owv / 2, owv});
            }
          }
          // Block cb's input rows for `part` into a chunk whose first block is cb0 (each block's A
          // part follows the one before). Loaded segment j holds input row oh0 * sh - ph + j (shared
          // rows), else (oh0 + j) * sh - ph + kh0 * dh; a folded window's part loads its own rows from 0.
          auto load_rows = [&](GemmChunk& ch, const Part& part, int64_t kh0, int64_t cb0, int64_t cb) {
            if (red.window) {  // kh's channels at kh * C in every pixel
              // A part of a row loads the windows of its pixels: from pixel v0 * sw of the segment.
              const int64_t len = part.v1 == owv && part.v0 == 0 ? seg : (part.v1 - part.v0) * c.sw + (c.KW - 1) * c.dw;
              for (int64_t j = part.r0; j < part.r1; ++j)
                for (int64_t kh = 0; kh < c.KH; ++kh)
                  segment_loads(ch, ((j - part.r0) * seg * pp + kh * c.C) * 2, group_x, xd, n, 0, c.C,
                                (oh0 + j) * c.sh - c.ph + kh * c.dh, (lo[3] + part.v0) * c.sw - c.pw, len, c.H, c.W,
                                c.C, pp);
              return;
            }
            const int64_t kc = std::min(dim, c.C - cb * dim), blk = (cb - cb0) * a_part;
            for (int64_t j = 0; j < rows_loaded(R); ++j) {
              const int64_t ih = rows_shared ? oh0 * c.sh - c.ph + j : (oh0 + j) * c.sh - c.ph + kh0 * c.dh;
              segment_loads(ch, blk + j * seg * pp * 2, group_x, xd, n, cb * dim, kc, ih, lo[3] * c.sw - c.pw, seg,
                            c.H, c.W, pp, pp);
            }
          };
          // Block cb's weight tiles (or, resident, the group's loads of them) and its products over
          // `part`'s pixels (m_part of them from pixel p0 of the group), for the chunk's kh range.
          auto add_products = [&](GemmChunk& ch, const Part& part, bool first_part, int64_t kh0, int64_t cb0,
                                  int64_t cb) {
            const int64_t kc = std::min(dim, c.C - cb * dim), blk = (cb - cb0) * a_part;
            const int64_t p0 = part.r0 * owv + part.v0, m_part = (part.r1 - part.r0) * (part.v1 - part.v0);
            const int64_t es = int8 ? 1 : 2;
            for (int64_t kh = kh0; kh < kh0 + chunk_khs; ++kh) {
              const int64_t row_offset = rows_shared ? kh * c.dh * seg : 0;  // in pixels
              for (int64_t slot = 0; slot < red.kw_slots; ++slot) {
                const int64_t kw0 = slot * red.kw_per_slot, kws = std::min(red.kw_per_slot, c.KW - kw0);
                DmaBox b;  // G tiles [16 rows][16 outputs] of outputs m0 .. m0 + 16 G, for (kh, cb, slot)
                b.dram = weights + es * (((kh * blocks + cb) * red.kw_slots + slot) * dim * mp + m0);
                b.n0 = dim;
                b.n1 = dim;
                b.n2 = G;
                b.stride1 = es * mp;
                b.stride2 = es * dim;
                b.esize = es;
                // Resident: the tiles of (kh, cb, slot) at their place in the region, loaded by the
                // first group of the box's pixels only.
                const int64_t tile = ((kh * blocks + cb) * red.kw_slots + slot) * G * b_tile;
                const int64_t b_at =
                    resident ? tile : a_all + (((cb - cb0) * chunk_khs + kh - kh0) * red.kw_slots + slot) * G * b_tile;
                if (!resident) ch.loads.push_back({b_at, b});
                else if (oh0 == lo[2] && first_part) g.resident_loads.push_back({b_at, b});
                // A window slot reads its 16 rows of the window from element slot * 16 of the pixel's.
                const int64_t k = red.window ? std::min(dim, red.depth - slot * dim) : red.folded ? kws * c.C : kc;
                const int64_t a_skip = red.window ? slot * dim : kw0 * c.dw * pp;  // in elements
                // int8 products read the quantised copy of A, one byte per element.
                auto a_at = [&](int64_t pixels) {
                  return int8 ? a_fp16 + pixels * pp + a_skip : blk + (pixels * pp + a_skip) * 2;
                };
                const bool accumulate = kh > 0 || cb > 0 || slot > 0;
                for (int64_t gi = 0; gi < G; ++gi) {
                  if (!row_products) {
                    ch.products.push_back({a_at(row_offset), b_at + gi * b_tile, gi * m * dim + p0 * dim, m_part, k,
                                           dim, lda, dim, accumulate, resident});
                    continue;
                  }
                  for (int64_t r = 0; r < R; ++r)
                    ch.products.push_back({a_at((r * c.sh + kh * c.dh) * seg), b_at + gi * b_tile,
                                           gi * m * dim + r * owv * dim, owv, k, dim, lda, dim, accumulate, resident});
                }
              }
            }
          };
          for (size_t part = 0; part < parts.size(); ++part)
            for (int64_t kh0 = 0; kh0 < red.khs; kh0 += chunk_khs)
              for (int64_t cb0 = 0; cb0 < blocks; cb0 += bpc) {
                GemmChunk ch;
                for (int64_t cb = cb0; cb < std::min(blocks, cb0 + bpc); ++cb) {
                  load_rows(ch, parts[part], kh0, cb0, cb);
                  add_products(ch, parts[part], part == 0, kh0, cb0, cb);
                }
                if (int8) {
                  ch.quant_src = 0;
                  ch.quant_dst = a_fp16;
                  ch.quant_elements = (parts.size() == 1 ? a_fp16 : a_bytes(parts[part].r1 - parts[part].r0)) / 2;
                  ch.scale_at = g.slot_bytes - 64;
                }
                g.chunks.push_back(ch);
              }
          pipeline.emit(g);
        }
  }
}

}  // namespace rammer::npu
