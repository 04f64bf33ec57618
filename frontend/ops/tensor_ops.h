// Shared pieces of the shape and data-movement ops (tensor_*.cc): the per-file registration
// functions and the byte-level copy helpers they are built on.
//
// These ops never look at element values (except index inputs), so they move whole elements as
// bytes of dtype_size and work for every DType, f16 and bool included.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "frontend/graph/tensor.h"
#include "frontend/ops/op_registry.h"

namespace rammer {

// Registration, one function per file; register_tensor_ops (tensor_ops.cc) calls them all.
void register_tensor_shape_ops(OpRegistry& r);   // tensor_shape_ops.cc: Shape, Size, Reshape, ...
void register_tensor_const_ops(OpRegistry& r);   // tensor_const_ops.cc: Constant, Range, Identity, ...
void register_tensor_layout_ops(OpRegistry& r);  // tensor_layout_ops.cc: Concat, Split, Slice, ...
void register_tensor_pad_ops(OpRegistry& r);     // tensor_pad_ops.cc: Pad, Trilu
void register_tensor_index_ops(OpRegistry& r);   // tensor_index_ops.cc: Gather*, Scatter*, OneHot
void register_tensor_select_ops(OpRegistry& r);  // tensor_select_ops.cc: TopK, NonZero, Compress
void register_generator_ops(OpRegistry& r);      // generator_ops.cc: EyeLike, Hann/Hamming/BlackmanWindow

// out[i0..in] = src[offset + sum_d i_d * strides[d]] for every index of out_shape. Strides are in
// elements and may be zero (broadcast) or negative (reversed slices); the caller guarantees every
// addressed element lies inside src. One routine covers Slice, Transpose, Expand, Tile and the
// depth/space rearrangements, each of which is a strided view of its input.
Tensor strided_copy(const Tensor& src, const Shape& out_shape, const std::vector<int64_t>& strides,
                    int64_t offset);

// Copies `count` elements from src[src_index...] to dst[dst_index...] (same dtype).
inline void copy_elements(const Tensor& src, int64_t src_index, Tensor& dst, int64_t dst_index,
                          int64_t count) {
  const size_t es = dtype_size(src.dtype());
  if (count > 0)
    std::memcpy(dst.raw() + static_cast<size_t>(dst_index) * es,
                src.raw() + static_cast<size_t>(src_index) * es, static_cast<size_t>(count) * es);
}

// Product of shape[begin, end).
int64_t dims_product(const Shape& shape, int64_t begin, int64_t end);

// A 1-D (or scalar) integer tensor as int64 values; throws unless the dtype is an integer type.
std::vector<int64_t> int_list(const Tensor& t, const char* what);

// An integer list given as attribute `attr` before opset `input_since`, as input `input` from then on.
// Returns nullopt when it is absent either way. In inference the input must be known at compile time
// (else the "depends on runtime data" error); `what` names it in messages.
std::optional<std::vector<int64_t>> ints_attr_or_input(const InferContext& ctx, const char* attr,
                                                       size_t input, int input_since, const char* what);
std::optional<std::vector<int64_t>> ints_attr_or_input(const EvalContext& ctx, const char* attr, size_t input,
                                                       int input_since, const char* what);

// Normalizes every axis in `axes` against `rank` and checks there are no duplicates.
std::vector<int64_t> normalize_axes(const std::vector<int64_t>& axes, int64_t rank);

}  // namespace rammer
