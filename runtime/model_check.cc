#include "runtime/model_check.h"

#include <limits>

#include "support/xxhash64.h"

namespace rammer::runtime {

namespace {

using kernels::Buffer;
using kernels::InstrCode;

int64_t element_bytes(int32_t dtype_code) { return dtype_code_size(dtype_code); }

// One past the last byte a strided view touches, relative to its offset; -1 when it cannot be
// computed without overflow (or a stride is negative).
// A channel-blocked tensor (kernels::Layout::nchw16c) steps by strides[1] per block of 16
// channels, the channels of a block being its last 16 consecutive elements.
int64_t view_extent(const kernels::TensorDesc& d) {
  const bool blocked = d.layout == static_cast<int32_t>(kernels::Layout::nchw16c);
  if (d.layout != 0 && !blocked) return -1;
  if (blocked && (d.rank != 4 || d.dtype != static_cast<int32_t>(kernels::DTypeCode::f32) ||
                  d.shape[1] % kernels::kChannelBlock != 0 || d.strides[3] != kernels::kChannelBlock))
    return -1;
  int64_t last = blocked ? kernels::kChannelBlock - 1 : 0;  // element offset of the last element
  for (int i = 0; i < d.rank; ++i) {
    if (d.shape[i] == 0) return 0;
    if (d.strides[i] < 0) return -1;
    const int64_t steps = blocked && i == 1 ? d.shape[i] / kernels::kChannelBlock - 1 : d.shape[i] - 1;
    if (d.strides[i] > 0 && steps > (std::numeric_limits<int64_t>::max() / 4 - last) / d.strides[i]) return -1;
    last += steps * d.strides[i];
  }
  return (last + 1) * element_bytes(d.dtype);
}

void check_tensor(const Model& m, size_t i) {
  const kernels::TensorDesc& d = m.tensors[i];
  const std::string& name = m.tensor_names[i];
  RAMMER_CHECK(d.dtype >= 0 && d.dtype <= static_cast<int32_t>(kernels::DTypeCode::bf16), "runtime: ", m.dir,
               ": tensor ", i, " '", name, "' has the unknown dtype code ", d.dtype);
  RAMMER_CHECK(d.rank >= 0 && d.rank <= kernels::kMaxRank, "runtime: ", m.dir, ": tensor ", i, " '", name,
               "' has rank ", d.rank);
  for (int k = 0; k < d.rank; ++k)
    RAMMER_CHECK(d.shape[k] >= 0, "runtime: ", m.dir, ": tensor ", i, " '", name, "' has a negative dimension");
  const int64_t extent = view_extent(d);
  RAMMER_CHECK(extent >= 0 && d.offset >= 0, "runtime: ", m.dir, ": tensor ", i, " '", name,
               "' has an invalid layout");
  switch (static_cast<Buffer>(d.buffer)) {
    case Buffer::weights:
      RAMMER_CHECK(extent <= static_cast<int64_t>(m.weights.size()) - d.offset, "runtime: ", m.dir, ": tensor ", i,
                   " '", name, "' reaches past the end of the weights (", m.weights.size(), " bytes)");
      break;
    case Buffer::workspace:
      RAMMER_CHECK(extent <= m.workspace_bytes - d.offset, "runtime: ", m.dir, ": tensor ", i, " '", name,
                   "' reaches past the end of the workspace (", m.workspace_bytes, " bytes)");
      break;
    case Buffer::input:
    case Buffer::output: {
      const bool in = static_cast<Buffer>(d.buffer) == Buffer::input;
      const auto& ios = in ? m.inputs : m.outputs;
      RAMMER_CHECK(d.offset < static_cast<int64_t>(ios.size()), "runtime: ", m.dir, ": tensor ", i, " '", name,
                   "' names ", in ? "input" : "output", " buffer ", d.offset, " of ", ios.size());
      RAMMER_CHECK(extent <= ios[static_cast<size_t>(d.offset)].bytes, "runtime: ", m.dir, ": tensor ", i, " '", name,
                   "' reaches past the end of its bound buffer");
      break;
    }
    default:
      RAMMER_FAIL("runtime: ", m.dir, ": tensor ", i, " '", name, "' has the unknown buffer kind ", d.buffer);
  }
}

void check_op(const Model& m, size_t i) {
  const kernels::OpDesc& op = m.ops[i];
  const std::string& name = m.op_names[i];
  RAMMER_CHECK(op.rank >= 0 && op.rank <= kernels::kMaxRank && op.num_tasks >= 0 && op.num_steps >= 0 &&
                   op.num_steps <= kernels::kMaxSteps,
               "runtime: ", m.dir, ": op ", i, " '", name, "' has an invalid rank, task or step count");
  for (int32_t t : op.operands)
    RAMMER_CHECK(t >= -1 && t < static_cast<int64_t>(m.tensors.size()), "runtime: ", m.dir, ": op ", i, " '", name,
                 "' names tensor ", t, " of ", m.tensors.size());
}

void check_instr(const Model& m, size_t veu, const kernels::InstrDesc& in) {
  switch (static_cast<InstrCode>(in.code)) {
    case InstrCode::exec:
      RAMMER_CHECK(in.a >= 0 && static_cast<size_t>(in.a) < m.ops.size() && in.b >= 0 &&
                       in.b < m.ops[static_cast<size_t>(in.a)].num_tasks,
                   "runtime: ", m.dir, ": vEU ", veu, " runs op ", in.a, " task ", in.b, ", which do not exist");
      break;
    case InstrCode::wait:
    case InstrCode::signal:
      RAMMER_CHECK(in.a >= 0 && static_cast<size_t>(in.a) < m.event_signals.size(), "runtime: ", m.dir, ": vEU ",
                   veu, " names event ", in.a, " of ", m.event_signals.size());
      break;
    default:
      RAMMER_FAIL("runtime: ", m.dir, ": vEU ", veu, " has the unknown instruction code ", in.code);
  }
}

void check_io(const std::vector<IOInfo>& got, const std::vector<IOInfo>& want, const char* what, const Model& m) {
  RAMMER_CHECK(got.size() == want.size(), "runtime: ", m.dir, ": libmodel.so has ", got.size(), " ", what,
               "s, manifest.json ", want.size(), " (the files belong to different models; recompile)");
  for (size_t i = 0; i < got.size(); ++i) {
    RAMMER_CHECK(got[i].name == want[i].name && got[i].dtype == want[i].dtype && got[i].shape == want[i].shape,
                 "runtime: ", m.dir, ": ", what, " ", i, " is '", got[i].name, "' ", dtype_name(got[i].dtype),
                 shape_str(got[i].shape), " in libmodel.so but '", want[i].name, "' ", dtype_name(want[i].dtype),
                 shape_str(want[i].shape), " in manifest.json (recompile the model)");
  }
}

}  // namespace

void check_model_tables(const Model& m) {
  RAMMER_CHECK(m.workspace_bytes >= 0 && m.shared_bytes >= 0 && m.threads_per_block > 0, "runtime: ", m.dir,
               ": libmodel.so has invalid sizes");
  for (size_t i = 0; i < m.tensors.size(); ++i) check_tensor(m, i);
  for (size_t i = 0; i < m.ops.size(); ++i) check_op(m, i);
  for (size_t v = 0; v < m.programs.size(); ++v)
    for (const auto& in : m.programs[v]) check_instr(m, v, in);
  for (int32_t n : m.event_signals)
    RAMMER_CHECK(n >= 0, "runtime: ", m.dir, ": an event expects ", n, " signals");
}

void check_model_matches_manifest(const Model& m, int64_t tables_weights_bytes, uint64_t tables_weights_checksum,
                                  const ArtifactManifest& manifest) {
  RAMMER_CHECK(m.model == manifest.model, "runtime: ", m.dir, ": libmodel.so is model '", m.model,
               "', manifest.json is model '", manifest.model, "' (copy the whole artifact directory, or recompile)");
  RAMMER_CHECK(tables_weights_bytes == manifest.weights_bytes && tables_weights_checksum == manifest.weights_checksum,
               "runtime: ", m.dir, ": libmodel.so was built for other weights (", tables_weights_bytes, " bytes, ",
               checksum_text(tables_weights_checksum), ") than manifest.json describes (", manifest.weights_bytes,
               " bytes, ", checksum_text(manifest.weights_checksum),
               "): the files belong to different compilations; copy the whole artifact directory, or recompile");
  check_io(m.inputs, manifest.inputs, "input", m);
  check_io(m.outputs, manifest.outputs, "output", m);
}

}  // namespace rammer::runtime
