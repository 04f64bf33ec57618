// Vector-unit ops (lower_ops.h): standalone elementwise programs, reductions over trailing dims
// and row ops (Softmax), each as DMA loads of tiles, vector instructions and stores.
#include <algorithm>

#include "backends/npu/lower/epilogue.h"
#include "backends/npu/lower/gemm_group.h"
#include "backends/npu/lower/lower_ops.h"
#include "kernels/op_params.h"

namespace rammer::npu {

namespace {

constexpr int64_t kMaxExtent = 1023;  // rows, cols, n1, n2 fields

// Steps through the index tuples of dims [0, upto) of a box, row-major; false when done.
bool next_index(int64_t idx[], const int64_t lo[], const int64_t hi[], int upto) {
  for (int i = upto - 1; i >= 0; --i) {
    if (++idx[i] < hi[i]) return true;
    idx[i] = lo[i];
  }
  return false;
}

// Whether a view's trailing dims from `from` on are dense (row-major, unit innermost stride).
bool dense_from(const kernels::TensorDesc& d, int from) {
  int64_t expected = 1;
  for (int i = d.rank - 1; i >= from; --i) {
    if (d.shape[i] != 1 && d.strides[i] != expected) return false;
    expected *= d.shape[i];
  }
  return true;
}

// The loaded layout of rows x L elements whose rows are `row_stride` apart and contiguous inside:
// one box of rows planes, each L elements as rn2 rows of rn1 (the DMA's n0 holds at most 1023).
struct RowSplit {
  int64_t rn1 = 0, rn2 = 0;
};
bool split_row(int64_t L, RowSplit& out) {
  for (int64_t rn2 = 1; rn2 <= 63; ++rn2)
    if (L % rn2 == 0 && L / rn2 <= kMaxExtent) {
      out = {L / rn2, rn2};
      return true;
    }
  return false;
}

DmaBox rows_box(int64_t dram, int64_t rows, const RowSplit& sp, int64_t row_stride) {
  DmaBox b;
  b.dram = dram;
  b.n0 = sp.rn1;
  b.n1 = sp.rn2;
  b.n2 = rows;
  b.stride1 = 2 * sp.rn1;
  b.stride2 = 2 * row_stride;
  return b;
}

// One value per row (a reduction's result) to or from DRAM, `stride` elements apart.
DmaBox column_box(int64_t dram, int64_t rows, int64_t stride) {
  DmaBox b;
  b.dram = dram;
  b.n0 = 1;
  b.n1 = rows;
  b.stride1 = 2 * stride;
  return b;
}

}  // namespace

namespace {

// A vector program over the op's space in tiles of rows (the second-last dim) x up to 1023
// columns (the last dim), outer dims one index at a time; each operand's tile is one DMA box
// through its view (a broadcast view is replicated by a zero stride).
void tile_program(LowerContext& cx, int op, const int64_t lo[], const int64_t hi[], const std::vector<EpilogueOp>& program,
                  const std::vector<OperandView>& views, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const int R = std::max(d.rank, 1), ci = R - 1, ri = R - 2;
  const int64_t width = hi[ci] - lo[ci], height = ri >= 0 ? hi[ri] - lo[ri] : 1;
  const int64_t cols = std::min(width, kMaxExtent);
  const int64_t buffers = epilogue_tile_buffers(program);
  const int64_t rows = std::max<int64_t>(
      1, std::min({height, kMaxExtent, cx.geo().scratchpad_bytes / (buffers * (cols * 2 + 64))}));
  if (buffers * align64(rows * cols * 2) > cx.geo().scratchpad_bytes) cx.fail(op, "a program too long for one row");
  const int64_t r_lo = ri >= 0 ? lo[ri] : 0, r_hi = ri >= 0 ? hi[ri] : 1;
  int64_t idx[kernels::kMaxRank];
  for (int i = 0; i < kernels::kMaxRank; ++i) idx[i] = lo[i];
  const int outer = std::max(ri, 0);
  do {
    for (int64_t r0 = r_lo; r0 < r_hi; r0 += rows)
      for (int64_t c0 = lo[ci]; c0 < hi[ci]; c0 += cols) {
        const int64_t tr = std::min(rows, r_hi - r0), tc = std::min(cols, hi[ci] - c0);
        OutTile tile{0, tr, tc, 0, {}, false, {}};
        for (const OperandView& v : views) {
          int64_t off = c0 * v.strides[ci] + (ri >= 0 ? r0 * v.strides[ri] : 0);
          for (int i = 0; i < outer; ++i) off += idx[i] * v.strides[i];
          const int64_t rs = ri >= 0 ? v.strides[ri] : 0, cs = v.strides[ci];
          DmaBox b;
          b.dram = v.addr + 2 * off;
          if (cs == 1 || tc == 1) {
            b.n0 = tc, b.n1 = tr, b.stride1 = 2 * rs;
          } else {
            b.n1 = tc, b.n2 = tr, b.stride1 = 2 * cs, b.stride2 = 2 * rs;
          }
          tile.boxes.push_back({{0, b}});
        }
        emit_tile_program({tile}, program, cx.geo(), s);
      }
  } while (next_index(idx, lo, hi, outer));
}

void tile_program(LowerContext& cx, int op, int task, const std::vector<EpilogueOp>& program,
                  const std::vector<EpilogueOperand>& operands, Stream& s) {
  std::vector<OperandView> views;
  for (const EpilogueOperand& o : operands) views.push_back(operand_view(cx, op, o));
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(cx.plan().ops[size_t(op)], task, lo, hi);
  tile_program(cx, op, lo, hi, program, views, s);
}

}  // namespace

void lower_elementwise(LowerContext& cx, int op, int task, Stream& s) {
  std::vector<EpilogueOperand> operands;
  const std::vector<EpilogueOp> program = translate_epilogue(cx, op, -1, operands);
  tile_program(cx, op, task, program, operands, s);
}

void lower_pad(LowerContext& cx, int op, int task, Stream& s) {
  // Constant mode: the task's box is filled with the value (a scalar replicated by the DMA), then
  // the part inside x is copied over it; the DMA queue stores in program order, so the copy wins.
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::PadParams p = kernels::PadParams::unpack(d);
  if (p.mode != kernels::PadMode::constant) cx.fail(op, "a Pad in edge, reflect or wrap mode");
  const kernels::TensorDesc& xd = cx.desc(d.operands[0]);
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank], plo[kernels::kMaxRank], phi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  bool inside = true, empty = false;
  for (int i = 0; i < kernels::kMaxRank; ++i) {
    plo[i] = lo[i], phi[i] = hi[i];
    if (i >= d.rank) continue;
    plo[i] = std::max(lo[i], p.pad_begin[i]);
    phi[i] = std::min(hi[i], p.pad_begin[i] + xd.shape[i]);
    inside = inside && plo[i] == lo[i] && phi[i] == hi[i];
    empty = empty || plo[i] >= phi[i];
  }
  const OperandView y = operand_view(cx, op, {1, -1});
  const std::vector<EpilogueOp> copy{{EpilogueOp::act, 0, operand_source(0), 0, -1}, {EpilogueOp::store, 0, 1, 0, 1}};
  if (!inside) tile_program(cx, op, lo, hi, copy, {operand_view(cx, op, {-1, cx.append({p.value})}), y}, s);
  if (empty) return;
  OperandView x = operand_view(cx, op, {0, -1});
  for (int i = 0; i < d.rank; ++i) x.addr -= 2 * p.pad_begin[i] * x.strides[i];
  tile_program(cx, op, plo, phi, copy, {x, y}, s);
}

void lower_gather(LowerContext& cx, int op, int task, Stream& s) {
  // Constant 1-D indices (Resize's row and column picks): per index in the task's box, the slab
  // y[..., i, ...] is a copy of data[..., index, ...] (a negative index counts from the end).
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::GatherParams p = kernels::GatherParams::unpack(d);
  if (p.indices_rank > 1) cx.fail(op, "a Gather with indices of rank " + std::to_string(p.indices_rank));
  const kernels::TensorDesc &dd = cx.desc(d.operands[0]), &id = cx.desc(d.operands[1]);
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const std::vector<EpilogueOp> copy{{EpilogueOp::act, 0, operand_source(0), 0, -1}, {EpilogueOp::store, 0, 1, 0, 1}};
  const OperandView y = operand_view(cx, op, {2, -1});
  const OperandView data = operand_view(cx, op, {0, -1});
  const int64_t extent = dd.shape[p.axis];
  if (p.indices_rank == 0) {
    // A scalar index (seq2seq's last encoder state): y drops the axis, so the whole box is one
    // copy of data's slab at the index, y's dimension k being data's k (k < axis) or k + 1.
    int64_t index = cx.weight_index(op, d.operands[1], 0);
    if (index < 0) index += extent;
    index = std::clamp<int64_t>(index, 0, extent - 1);
    OperandView x = data;
    for (int k = 0; k < d.rank; ++k) x.strides[k] = dd.strides[k < p.axis ? k : k + 1];
    x.addr = data.addr + 2 * index * dd.strides[p.axis];
    tile_program(cx, op, lo, hi, copy, {x, y}, s);
    return;
  }
  for (int64_t i = lo[p.axis]; i < hi[p.axis]; ++i) {
    int64_t index = cx.weight_index(op, d.operands[1], i * id.strides[0]);
    if (index < 0) index += extent;
    index = std::clamp<int64_t>(index, 0, extent - 1);
    OperandView x = data;
    for (int k = 0; k < d.rank; ++k) x.strides[k] = dd.strides[k];
    x.strides[p.axis] = 0;
    x.addr = data.addr + 2 * index * dd.strides[p.axis];
    int64_t plo[kernels::kMaxRank], phi[kernels::kMaxRank];
    std::copy(lo, lo + kernels::kMaxRank, plo);
    std::copy(hi, hi + kernels::kMaxRank, phi);
    plo[p.axis] = i;
    phi[p.axis] = i + 1;
    tile_program(cx, op, plo, phi, copy, {x, y}, s);
  }
}

void lower_concat(LowerContext& cx, int op, int task, Stream& s) {
  // Each input's part of the task's box is a copy (through the vector unit, act relu when a Relu
  // is fused) from the input's view shifted back by its start along the axis.
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::ConcatParams p = kernels::ConcatParams::unpack(d);
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const std::vector<EpilogueOp> program{{EpilogueOp::act, p.relu ? 1 : 0, operand_source(0), 0, -1},
                                        {EpilogueOp::store, 0, 1, 0, 1}};
  const OperandView y = operand_view(cx, op, {p.count, -1});
  for (int j = 0; j < p.count; ++j) {
    OperandView x = operand_view(cx, op, {j, -1});
    const int64_t start = p.start[j], len = cx.desc(d.operands[j]).shape[p.axis];
    int64_t plo[kernels::kMaxRank], phi[kernels::kMaxRank];
    std::copy(lo, lo + kernels::kMaxRank, plo);
    std::copy(hi, hi + kernels::kMaxRank, phi);
    plo[p.axis] = std::max(lo[p.axis], start);
    phi[p.axis] = std::min(hi[p.axis], start + len);
    if (plo[p.axis] >= phi[p.axis]) continue;
    x.addr -= 2 * start * x.strides[p.axis];
    tile_program(cx, op, plo, phi, program, {x, y}, s);
  }
}

void lower_copy(LowerContext& cx, int op, int task, Stream& s) {
  // y = x through x's view (Transpose, Slice, Expand...): the tile passes through the vector unit
  // (act none) so that the program's store has a value to wait for.
  const std::vector<EpilogueOperand> operands{{0, -1}, {1, -1}};
  const std::vector<EpilogueOp> program{{EpilogueOp::act, 0, operand_source(0), 0, -1},
                                        {EpilogueOp::store, 0, 1, 0, 1}};
  tile_program(cx, op, task, program, operands, s);
}

void lower_reduce(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::ReduceParams p = kernels::ReduceParams::unpack(d);
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &yd = cx.desc(d.operands[1]);
  int64_t redop = -1;
  if (p.op == kernels::ReduceOp::sum) redop = 0;
  if (p.op == kernels::ReduceOp::max) redop = 1;
  if (p.op == kernels::ReduceOp::mean) redop = 2;
  if (redop < 0) cx.fail(op, "a reduction other than sum, mean or max");
  // The reduced dims must be the trailing ones, dense in x: each kept index owns one row of L.
  int first = d.rank;
  while (first > 0 && ((p.axes_mask >> (first - 1)) & 1)) --first;
  for (int i = 0; i < first; ++i)
    if ((p.axes_mask >> i) & 1) cx.fail(op, "a reduction over dims that are not the trailing ones");
  if (first == d.rank || first == 0) cx.fail(op, "a reduction with no reduced or no kept dims");
  if (!dense_from(xd, first)) cx.fail(op, "a reduction over dims that are not dense in memory");
  int64_t L = 1;
  for (int i = first; i < d.rank; ++i) L *= xd.shape[i];
  RowSplit sp;
  if (!split_row(L, sp) || L > 4095) cx.fail(op, "a reduction over " + std::to_string(L) + " elements");
  const int ri = first - 1;
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t x_addr = cx.addr(op, d.operands[0]), y_addr = cx.addr(op, d.operands[1]);
  const int64_t rows = std::max<int64_t>(
      1, std::min({hi[ri] - lo[ri], kMaxExtent, (cx.geo().scratchpad_bytes - 4096) / (align64(L * 2) + 2)}));
  const int64_t result = align64(rows * L * 2);
  int64_t idx[kernels::kMaxRank];
  for (int i = 0; i < kernels::kMaxRank; ++i) idx[i] = lo[i];
  do {
    for (int64_t r0 = lo[ri]; r0 < hi[ri]; r0 += rows) {
      const int64_t tr = std::min(rows, hi[ri] - r0);
      int64_t xo = r0 * xd.strides[ri], yo = r0 * yd.strides[ri];
      for (int i = 0; i < ri; ++i) xo += idx[i] * xd.strides[i], yo += idx[i] * yd.strides[i];
      s.push(s.load(0, rows_box(x_addr + 2 * xo, tr, sp, xd.strides[ri])), Unit::VEC);
      const size_t red = s.reduce(result, 0, tr, 1, L, sp.rn1, 1, redop, sp.rn2, sp.rn1);
      s.pop(red, Unit::DMA);
      s.push(red, Unit::DMA);
      s.pop(s.store(result, column_box(y_addr + 2 * yo, tr, yd.strides[ri])), Unit::VEC);
    }
  } while (next_index(idx, lo, hi, ri));
}

void lower_row(LowerContext& cx, int op, int task, Stream& s) {
  const kernels::OpDesc& d = cx.plan().ops[size_t(op)];
  const kernels::RowParams p = kernels::RowParams::unpack(d);
  if (p.op != kernels::RowOp::softmax) cx.fail(op, "a row op other than Softmax");
  const kernels::TensorDesc &xd = cx.desc(d.operands[0]), &yd = cx.desc(d.operands[1]);
  if (!dense_from(xd, 0) || !dense_from(yd, 0)) cx.fail(op, "a Softmax of a strided view");
  const int64_t L = p.cols;
  if (L > kMaxExtent) cx.fail(op, "a Softmax over more than 1023 elements");
  int64_t lo[kernels::kMaxRank], hi[kernels::kMaxRank];
  task_box(d, task, lo, hi);
  const int64_t x_addr = cx.addr(op, d.operands[0]), y_addr = cx.addr(op, d.operands[1]);
  // x and e = exp(x - max) in place, y, and the per-row max and sum.
  const int64_t rows = std::max<int64_t>(
      1, std::min({hi[0] - lo[0], kMaxExtent, (cx.geo().scratchpad_bytes - 8192) / (2 * align64(L * 2) + 4)}));
  const int64_t y_at = align64(rows * L * 2), stat = y_at + align64(rows * L * 2), sum = stat + align64(rows * 2);
  const RowSplit one{L, 1};
  for (int64_t r0 = lo[0]; r0 < hi[0]; r0 += rows) {
    const int64_t tr = std::min(rows, hi[0] - r0);
    s.push(s.load(0, rows_box(x_addr + 2 * r0 * L, tr, one, L)), Unit::VEC);
    s.pop(s.reduce(stat, 0, tr, 1, L, L, 1, 1), Unit::DMA);
    s.alu(0, 0, stat, tr, L, L, 1, 3);  // x - max, the max broadcast along its row
    s.act(0, 0, tr, L, L, 4);
    s.reduce(sum, 0, tr, 1, L, L, 1, 0);
    const size_t div = s.alu(y_at, 0, sum, tr, L, L, 5, 3);
    s.push(div, Unit::DMA);
    s.pop(s.store(y_at, rows_box(y_addr + 2 * r0 * L, tr, one, L)), Unit::VEC);
  }
}

}  // namespace rammer::npu
