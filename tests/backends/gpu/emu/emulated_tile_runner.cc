// Built with RAMMER_EMULATED (CMakeLists.txt): the tile kernels against the emulated GPU.
#include "tests/backends/gpu/emu/emulated_tile_runner.h"

#include "backends/gpu/runtime/rammer_target.h"
#include "kernels/dispatch.h"

namespace rammer::emu_test {

namespace {

namespace rk = rammer::kernels;

struct TileArgs {
  const rk::OpDesc* op;
  const rk::TensorDesc* tensors;
  void* const* ptrs;
  size_t shared_bytes;
  size_t resident_bytes;
  int repeats;
};

const char* kind_name(int32_t kind) {
  switch (static_cast<rk::OpKind>(kind)) {
    case rk::OpKind::conv: return "conv";
    case rk::OpKind::conv_transpose: return "conv_transpose";
    case rk::OpKind::gemm: return "gemm";
    case rk::OpKind::elementwise: return "elementwise";
    case rk::OpKind::pool: return "pool";
    case rk::OpKind::reduce: return "reduce";
    case rk::OpKind::row: return "row";
    case rk::OpKind::copy: return "copy";
    case rk::OpKind::concat: return "concat";
    case rk::OpKind::pad: return "pad";
    case rk::OpKind::rnn_gates: return "rnn_gates";
    case rk::OpKind::rnn_cell: return "rnn_cell";
    case rk::OpKind::gather: return "gather";
    case rk::OpKind::reference: return "reference";
  }
  return "?";
}

// The emitted device half's shape: a switch over tile kernels (no dispatcher barrier), then the
// persistent kernel's barrier after the tile.
template <int kThreads>
RAMMER_KERNEL(kThreads) tile_kernel(TileArgs a) {
  RAMMER_DYNAMIC_SHARED(smem);
  RAMMER_TILE_SCOPE(kind_name(a.op->kind));
  const rk::OpDesc& op = *a.op;
  // The resident region after the carve, with a zero tag at launch (rammer_persistent.h).
  unsigned char* resident = a.resident_bytes > 0 ? smem + a.shared_bytes : nullptr;
  if (resident != nullptr && RAMMER_THREAD_ID() == 0)
    for (size_t i = 0; i < rk::kResidentTagBytes; ++i) resident[i] = 0;
  RAMMER_BARRIER();
  for (int task = 0; task < op.num_tasks * a.repeats; ++task) {
    rk::Block<kThreads> b(smem, a.shared_bytes, resident, a.resident_bytes);
    const int t = task % op.num_tasks;
    switch (static_cast<rk::OpKind>(op.kind)) {
      case rk::OpKind::conv: rk::conv_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::conv_transpose: rk::conv_transpose_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::gemm: rk::gemm_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::elementwise: rk::elementwise_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::pool: rk::pool_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::reduce: rk::reduce_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::row: rk::row_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::copy: rk::copy_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::concat: rk::concat_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::pad: rk::pad_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::rnn_gates: rk::rnn_gates_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::rnn_cell: rk::rnn_cell_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::gather: rk::gather_tile(b, op, a.tensors, a.ptrs, t); break;
      case rk::OpKind::reference: break;
    }
    RAMMER_BARRIER();
  }
}

}  // namespace

bool is_runner_site(const std::string& site) {
  // The only barrier of this file is the one after each tile.
  return site.rfind(std::string(__FILE__) + ":", 0) == 0;
}

EmulatedRun run_op_emulated(int threads, const rk::OpDesc& op, const rk::TensorDesc* tensors, void* const* ptrs,
                            size_t shared_bytes, const std::string& skip_site, uint64_t seed, const Resident& resident) {
  emu::reset();
  emu::set_seed(seed);
  emu::skip_barrier_site(skip_site);
  TileArgs a{&op, tensors, ptrs, shared_bytes, resident.bytes, resident.repeats};
  void* args[] = {&a};
  const void* kernel = threads == 64 ? RAMMER_KERNEL_HANDLE(TileArgs, tile_kernel<64>)
                                     : RAMMER_KERNEL_HANDLE(TileArgs, tile_kernel<256>);
  EmulatedRun run;
  rammerEmuError_t e = rammerEmuLaunchCooperativeKernel(kernel, dim3(1), dim3(static_cast<unsigned>(threads)), args,
                                                        shared_bytes + resident.bytes, nullptr);
  if (e == rammerEmuSuccess) e = rammerEmuDeviceSynchronize();
  if (e != rammerEmuSuccess) run.error = rammerEmuGetErrorString(e);
  run.reports = emu::reports();
  run.barrier_sites = emu::barrier_sites();
  run.async_wait_sites = emu::async_wait_sites();
  run.resident_loads = emu::counter("rnn_resident_loads");
  emu::reset();
  return run;
}

}  // namespace rammer::emu_test
