// A GPU step's split (Rammer's persistent RNN): each layer direction's steps are tiled over slices
// of hidden units, rTask j of every step of a direction is pinned to one vEU (ROperator::affinity),
// and that vEU keeps the slice's rows of R in its block's resident region (kernels/rnn.h), so R is
// read from global memory once per run instead of once per step.
#include <algorithm>

#include "kernels/rnn_layout.h"
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

namespace {

// The slices of all layer directions aim at one vEU each with this many blocks per SM, whatever the
// registers turn out to be (they are measured after the rProgram; assumed, they allow one 256-thread
// block per SM): a slice then never shares its vEU with another direction's, which would reload R
// at every step. One block may then hold up to an SM's shared memory (lstm_tc on a100: 10 slices
// of 26 units per layer, 104 KB of R each, 100 of the 108 vEUs).
constexpr int64_t kBlocksPerSm = 1;
// Room for the largest carve of the other tiles (GEMM staging, reductions) beside the resident region.
constexpr int64_t kOtherTilesBytes = 16 * 1024;
// The fewest rows (gate x unit) a slice has, so that every warp of a 256-thread block gets rows.
constexpr int64_t kMinRows = 32;

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

}  // namespace

// Layer directions the rProgram unrolls (its affinity groups on a GPU): they share the vEUs.
int64_t Builder::rnn_layer_directions() const {
  int64_t n = 0;
  for (const Node& node : g_.nodes) {
    if (node.op != "LSTM" && node.op != "GRU" && node.op != "RNN") continue;
    n += node.attrs.get_string("direction", "forward") == "bidirectional" ? 2 : 1;
  }
  return std::max<int64_t>(1, n);
}

int Builder::next_affinity_group() const {
  int next = 0;
  for (const ROperator& op : p_.ops) next = std::max(next, op.affinity + 1);
  return next;
}

// Slices: kBlocksPerSm x SMs vEUs shared by the model's layer directions (all of them are active
// at once in the cross-layer wavefront), at least kMinRows rows each. Resident: the rows of R of a
// slice's recurrent gates, within min(the block limit, the SM / kBlocksPerSm) less the other
// tiles' room and the step's own carve; a slice that does not fit gets fewer units. R streams from
// global memory every step instead (the schedule report says why) when not even one unit fits, or
// when the smaller slices of every layer direction would need more vEUs than there are: vEUs would
// then alternate between slices and reload R at every step, which costs more than streaming it (R
// read once from memory either way, plus a copy through shared memory). The count assumes every
// direction splits like this one (the bench models' layers are alike).
Builder::RnnSlicing Builder::rnn_gpu_slicing(const Node& n, int64_t inputs) const {
  const int64_t hidden = n.attrs.get_int("hidden_size", 0);
  const int64_t gates = n.op == "LSTM" ? 4 : n.op == "GRU" ? 3 : 1;
  const int64_t recurrent = kernels::rnn_recurrent_gates(gates, n.op == "GRU");
  const int64_t veus = kBlocksPerSm * std::max(1, o_.veus);
  const int64_t slices = std::max<int64_t>(1, veus / rnn_layer_directions());
  RnnSlicing s;
  s.units = std::min(hidden, std::max(ceil_div(hidden, slices), ceil_div(kMinRows, gates)));
  const int64_t per_block = o_.shared_per_sm > 0 ? std::min(o_.max_shared_bytes, o_.shared_per_sm / kBlocksPerSm)
                                                 : o_.max_shared_bytes;
  auto fits = [&](int64_t units) {
    return kernels::rnn_resident_bytes(recurrent, units, hidden) +
               kernels::rnn_gates_carve_bytes(gates, units, hidden, inputs) + kOtherTilesBytes <=
           per_block;
  };
  if (fits(1)) {
    int64_t units = s.units;
    while (!fits(units)) --units;
    units = ceil_div(hidden, ceil_div(hidden, units));  // equal slices, as many as needed
    const int64_t needed = ceil_div(hidden, units) * rnn_layer_directions();
    s.units = units;  // streamed too: smaller slices spread each step's GEMV over more vEUs
    if (needed <= veus) {
      s.resident_bytes = kernels::rnn_resident_bytes(recurrent, units, hidden);
    } else {
      s.needed_veus = needed;
      s.veus = veus;
    }
  } else {
    s.needed_bytes = kernels::rnn_resident_bytes(recurrent, 1, hidden);
    s.budget_bytes = std::max<int64_t>(0, per_block - kOtherTilesBytes - kernels::rnn_gates_carve_bytes(gates, 1, hidden, inputs));
  }
  s.carve_bytes = kernels::rnn_gates_carve_bytes(gates, s.units, hidden, inputs);
  return s;
}

// One variant, so that every step of a direction splits alike (its affinity group): the gates
// tile with its carve and resident slice, the cell over the same units.
std::vector<RKernel> Builder::rnn_gpu_variants(const Shape& space, bool gates_op, const RnnSlicing& s) const {
  RKernel k;
  k.name = (gates_op ? "gates_h" : "cell_h") + std::to_string(s.units) + (gates_op && s.resident_bytes > 0 ? "_resident" : "");
  k.tile = {space[0], s.units};
  k.threads = o_.threads;
  k.shared_bytes = gates_op ? s.carve_bytes : 0;
  k.resident_bytes = gates_op ? s.resident_bytes : 0;
  k.registers = gates_op ? std::min(o_.max_registers, 48) : 32;
  // The whole block reduces each row (warps over rows, lanes over H); a batch-1 GEMV still reuses
  // nothing but h.
  k.efficiency = gates_op ? 0.5 : 1.0;
  return {k};
}

}  // namespace rammer::rtask_detail
