// LSTM, GRU and RNN unrolled into per-chunk input projections and per-step gates and cell rOperators.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "rtask/ops/builder.h"
#include "support/status.h"

namespace rammer::rtask_detail {

std::string Builder::gpu_rnn_step_env() {
  const char* e = std::getenv("RAMMER_GPU_RNN_STEP");
  return e == nullptr ? std::string() : std::string(e);
}

// A layer the split cannot unroll runs whole (Builder::rnn).
void Builder::register_rnn_splits() {
  attach_split({"LSTM", "GRU", "RNN"}, {SplitKind::tiled, &Builder::rnn,
                                        {{OpFamily::rnn_projection, VariantFamily::rnn_projection},
                                         {OpFamily::rnn_gates, VariantFamily::rnn_step},
                                         {OpFamily::rnn_cell, VariantFamily::rnn_step},
                                         {OpFamily::opaque, VariantFamily::whole}}});
}

// Recurrent layers, unrolled. The input projection does not depend on the recurrence, so it is
// hoisted out of the steps: per direction d and chunk of consecutive steps (processing order;
// rnn_chunk_steps), a projection rOperator xproj[d, steps, b, :] = X[steps, b] W[d]^T + Wb (one
// GEMM of chunk*batch rows: each weight row is reused over the chunk instead of streamed per step).
// Then per step t a gate rOperator (gates[t,d] = xproj[d,t] + R h[t-1] + Rb, tiled over batch x
// hidden units with every gate of a unit in one tile) and a pointwise cell rOperator (h[t], c[t]
// from the gates and c[t-1] / h[t-1]). Regions are per timestep (per chunk for the projection), so
// layer l+1 waits for layer l's chunk, not the whole layer: the cross-layer wavefront stays, one
// chunk behind.
void Builder::rnn(const Node& n) {
  const Shape& x = shape(n.input(0));
  // Batch-major layout and per-row sequence lengths are not unrolled: the layer runs whole, with
  // its reference implementation (one rTask; correct, without cross-layer overlap).
  bool full_length = n.input(4).empty();
  if (const Tensor* lens = n.input(4).empty() ? nullptr : g_.constant(n.input(4))) {
    full_length = true;
    for (int64_t v : lens->to_i64_vector()) full_length = full_length && v == x[0];
  }
  if (n.attrs.get_int("layout", 0) != 0 || !full_length) return opaque(n);
  const int64_t seq = x[0], batch = x[1], in_features = x[2];
  const int64_t hidden = n.attrs.get_int("hidden_size", 0);
  RAMMER_CHECK(hidden > 0, "rtask: node ", n.name, ": missing hidden_size");
  const std::string dir = n.attrs.get_string("direction", "forward");
  const int64_t dirs = dir == "bidirectional" ? 2 : 1;
  const int64_t gates = n.op == "LSTM" ? 4 : n.op == "GRU" ? 3 : 1;
  const std::string y = n.outputs.size() > 0 ? n.outputs[0] : "";
  const std::string yh = n.outputs.size() > 1 ? n.outputs[1] : "";
  const std::string yc = n.outputs.size() > 2 ? n.outputs[2] : "";
  const std::string init_h = n.input(5), init_c = n.op == "LSTM" ? n.input(6) : "";
  std::string h = y;
  if (h.empty()) {
    h = n.name + ".h";
    p_.add_tensor(TensorInfo{h, DType::f32, {seq, dirs, batch, hidden}, ""});
  }
  std::string c;
  if (n.op == "LSTM") {
    c = n.name + ".c";
    p_.add_tensor(TensorInfo{c, DType::f32, {seq, dirs, batch, hidden}, ""});
  }
  // On a CPU an LSTM / RNN step is one rOperator (fused): a tile holds every gate of its hidden
  // units, so it applies the cell itself and the gates never reach memory (one op and one
  // cross-vEU synchronisation per step fewer). GRU's h gate needs r of every unit (or R's h rows
  // after the gates), so it keeps the separate cell; so does a GPU, where the fused step measured
  // slower on lstm_tc (its cell ran on a few of the block's threads after the gates' barrier) and
  // faster on seq2seq (docs/perf-notes.md): the split stays until a measurement of the rebuilt gates
  // tile decides. RAMMER_GPU_RNN_STEP=fused in rammerc's environment fuses a GPU's steps too, to
  // compare the two in one build.
  const bool fused = (o_.cpu || gpu_rnn_step_env() == "fused") && n.op != "GRU";
  const std::string gt = n.name + ".gates";
  if (!fused) p_.add_tensor(TensorInfo{gt, DType::f32, {seq, dirs, batch, gates, hidden}, ""});
  // Direction-major, so the rows (t, b) of one direction's chunk are one uniformly strided block.
  // A single step has nothing to reuse W over: its gates op computes x W^T itself.
  const bool hoist = seq > 1;
  const std::string xp = n.name + ".xproj";
  if (hoist) p_.add_tensor(TensorInfo{xp, DType::f32, {dirs, seq, batch, gates * hidden}, ""});
  const Shape space = {batch, hidden};
  const int64_t r_bytes = gates * hidden * hidden * static_cast<int64_t>(sizeof(float));
  const int64_t chunk = rnn_chunk_steps(seq, r_bytes <= kWholeStepBytes);
  // On a GPU each slice of hidden units stays on one vEU for the whole sequence (an affinity
  // group per direction), which keeps that slice of R in its shared memory (rnn_gpu_slicing).
  const RnnSlicing slicing = o_.cpu ? RnnSlicing{} : rnn_gpu_slicing(n, hoist ? 0 : in_features);
  done_.insert(n.name);
  for (int64_t d = 0; d < dirs; ++d) {
    bool reverse = dir == "reverse" || d == 1;
    const int affinity = o_.cpu ? -1 : next_affinity_group();
    for (int64_t s = 0; s < seq; ++s) {
      int64_t t = reverse ? seq - 1 - s : s;
      int64_t tp = reverse ? t + 1 : t - 1;
      std::string step = n.name + ".d" + std::to_string(d) + ".t" + std::to_string(t);
      if (hoist && s % chunk == 0) {
        const int64_t s1 = std::min(seq, s + chunk);
        const int64_t t0 = reverse ? seq - s1 : s;  // lowest timestep of the chunk
        rnn_projection(n, d, s / chunk, t0, s1 - s, xp);
      }

      ROperator gop;
      gop.name = step + ".gates";
      gop.family = OpFamily::rnn_gates;
      gop.kind = n.op + ".gates";
      gop.space = space;
      gop.nodes = {n.name};
      gop.flops_per_point = 2.0 * static_cast<double>(gates * (hoist ? hidden : in_features + hidden));
      if (hoist) {
        gop.reads = {{xp, AccessMap::rnn_pg, {d, t, gates}}, {n.input(2), AccessMap::rnn_w, {d, gates}}};
      } else {
        gop.reads = {{n.input(0), AccessMap::rnn_x, {t}},
                     {n.input(1), AccessMap::rnn_w, {d, gates}},
                     {n.input(2), AccessMap::rnn_w, {d, gates}}};
      }
      if (!n.input(3).empty()) gop.reads.push_back({n.input(3), AccessMap::full, {}});
      if (s > 0) {
        gop.reads.push_back({h, AccessMap::rnn_h, {tp, d}});
      } else if (!init_h.empty()) {
        gop.reads.push_back({init_h, AccessMap::rnn_h0, {d}});
      }
      gop.writes = {{gt, AccessMap::rnn_g, {t, d}}};
      gop.variants = o_.cpu ? rnn_variants(space, true, r_bytes) : rnn_gpu_variants(space, true, slicing);
      gop.affinity = affinity;
      if (!o_.cpu && slicing.needed_bytes > 0) gop.params["rnn_streaming_r"] = {slicing.needed_bytes, slicing.budget_bytes};
      if (!o_.cpu && slicing.needed_veus > 0) gop.params["rnn_streaming_r_veus"] = {slicing.needed_veus, slicing.veus};
      if (fused) {
        rnn_fuse_cell(n, gop, s, t, tp, d, h, c);
        p_.ops.push_back(std::move(gop));
        continue;
      }
      p_.ops.push_back(std::move(gop));

      ROperator cop;
      cop.name = step + ".cell";
      cop.family = OpFamily::rnn_cell;
      cop.kind = n.op + ".cell";
      cop.space = space;
      cop.nodes = {n.name};
      cop.flops_per_point = n.op == "LSTM" ? 12 : n.op == "GRU" ? 10 : 3;
      // GRU's cell without linear_before_reset reads the reset gate of every unit (r * h_prev in
      // its h gate's dot product), so it waits for every gates rTask of its step.
      const bool all_units = n.op == "GRU" && n.attrs.get_int("linear_before_reset", 0) == 0;
      cop.reads = {{gt, AccessMap::rnn_g, all_units ? std::vector<int64_t>{t, d, 1} : std::vector<int64_t>{t, d}}};
      const std::string& state = n.op == "LSTM" ? c : h;
      const std::string& init = n.op == "LSTM" ? init_c : init_h;
      if (s > 0) {
        cop.reads.push_back({state, AccessMap::rnn_s, {tp, d}});
      } else if (!init.empty()) {
        cop.reads.push_back({init, AccessMap::rnn_s0, {d}});
      }
      cop.writes = {{h, AccessMap::rnn_s, {t, d}}};
      if (!c.empty()) cop.writes.push_back({c, AccessMap::rnn_s, {t, d}});
      if (s == seq - 1) {
        if (!yh.empty()) cop.writes.push_back({yh, AccessMap::rnn_s0, {d}});
        if (!yc.empty()) cop.writes.push_back({yc, AccessMap::rnn_s0, {d}});
      }
      cop.variants = o_.cpu ? rnn_variants(space, false, r_bytes) : rnn_gpu_variants(space, false, slicing);
      cop.affinity = affinity;
      p_.ops.push_back(std::move(cop));
    }
  }
}

// Turns a step's gates rOperator into the fused step (CPU, LSTM / RNN): it also reads c[t-1] (or
// the initial c) for its units and writes h[t] (c[t]; Y_h / Y_c at the last step) instead of the
// gates. `s`: the step's position in processing order; t, tp: its time and the previous one.
void Builder::rnn_fuse_cell(const Node& n, ROperator& op, int64_t s, int64_t t, int64_t tp, int64_t d,
                            const std::string& h, const std::string& c) const {
  const int64_t seq = shape(n.input(0))[0];
  op.flops_per_point += n.op == "LSTM" ? 12 : 3;
  if (!c.empty()) {
    if (s > 0) {
      op.reads.push_back({c, AccessMap::rnn_s, {tp, d}});
    } else if (!n.input(6).empty()) {
      op.reads.push_back({n.input(6), AccessMap::rnn_s0, {d}});
    }
  }
  op.writes = {{h, AccessMap::rnn_s, {t, d}}};
  if (!c.empty()) op.writes.push_back({c, AccessMap::rnn_s, {t, d}});
  if (s == seq - 1) {
    if (n.outputs.size() > 1 && !n.outputs[1].empty()) op.writes.push_back({n.outputs[1], AccessMap::rnn_s0, {d}});
    if (n.outputs.size() > 2 && !n.outputs[2].empty()) op.writes.push_back({n.outputs[2], AccessMap::rnn_s0, {d}});
  }
  for (auto& k : op.variants) k.name = "step_h" + std::to_string(k.tile[1]);
}

// Steps per projection chunk, balanced over the sequence. A chunk's GEMM has steps*batch rows: more
// rows reuse each weight row more, fewer let layer l+1 start sooner (the wavefront lags one chunk).
// Measured with 2 workers: lstm_tc (100 steps, steps split over the vEUs) is fastest with one
// chunk per layer (busy 27 ms/run vs 33-35 for chunks of 50, 36-37 for 34; re-measured with W^T
// packed once per process and fused steps: 10.5-10.8 ms vs 10.8-11.2 for chunks of 50, and
// 11.7-12.6 with whole steps and chunks of 50 or 25); seq2seq, whose steps run whole
// (rnn_variants), needs the wavefront to occupy both vEUs: chunks of about 50 (3.6-3.9 ms vs 5.6-6.7
// with one chunk; 25 or 34 not clearly better on a loaded machine).
int64_t Builder::rnn_chunk_steps(int64_t seq, bool whole_steps) const {
  const int64_t target = !o_.cpu ? 8 : whole_steps ? 50 : 128;
  const int64_t chunks = std::max<int64_t>(1, (seq + target - 1) / target);
  return std::max<int64_t>(1, (seq + chunks - 1) / chunks);
}

// The projection of `steps` timesteps from t0 (ascending) of direction d: space [steps*batch, G*H],
// row r = (t0 + r / batch, batch row r % batch).
void Builder::rnn_projection(const Node& n, int64_t d, int64_t chunk, int64_t t0, int64_t steps,
                             const std::string& xp) {
  const Shape& x = shape(n.input(0));
  const int64_t batch = x[1], in_features = x[2];
  const int64_t cols = p_.tensor(xp).shape[3];
  ROperator op;
  op.name = n.name + ".d" + std::to_string(d) + ".c" + std::to_string(chunk) + ".proj";
  op.family = OpFamily::rnn_projection;
  op.kind = n.op + ".proj";
  op.space = {steps * batch, cols};
  op.nodes = {n.name};
  op.flops_per_point = 2.0 * static_cast<double>(in_features);
  op.reads = {{n.input(0), AccessMap::rnn_xs, {t0}}, {n.input(1), AccessMap::rnn_wp, {d}}};
  if (!n.input(3).empty()) op.reads.push_back({n.input(3), AccessMap::full, {}});
  op.writes = {{xp, AccessMap::rnn_ps, {d, t0}}};
  if (o_.cpu && chunk == 0) {
    // The layer's first projection prefetches R (direction d) for the steps that follow: each
    // vEU's first step otherwise streams its rows of R from L3 or DRAM (measured on lstm_tc: 47 us
    // vs 7 us for a step with R in L2).
    op.reads.push_back({n.input(2), AccessMap::rnn_wp, {d}});
    op.params["prefetch_r"] = {1};
  }
  if (o_.cpu) {
    // A CPU rTask packs its columns of W^T (the GEMM's B) itself: all the chunk's rows in one
    // rTask, so each weight column is packed once per chunk, and about one column block per vEU
    // (or two).
    const int64_t veus = std::max(1, o_.veus);
    for (int64_t blocks : {veus, 2 * veus}) {
      RKernel k;
      k.tile = {op.space[0], std::max<int64_t>(16, (cols + blocks - 1) / blocks)};
      k.name = "proj_" + std::to_string(k.tile[1]);
      k.threads = o_.threads;
      k.registers = std::min(o_.max_registers, 48);
      k.efficiency = 0.85;
      if (op.variants.empty() || op.variants.back().tile != k.tile) op.variants.push_back(k);
    }
  } else {
    op.variants = gemm_variants(op.space, 0, {1}, o_);
  }
  p_.ops.push_back(std::move(op));
}

// Tiles of a step's gates / cell ops: batch x a range of hidden units (every gate of a unit).
// `r_bytes`: the step's recurrent weights (R of one direction).
std::vector<RKernel> Builder::rnn_variants(const Shape& space, bool gemm, int64_t r_bytes) {
  std::vector<RKernel> out;
  std::vector<int64_t> chunks = {16, 32, 64};
  if (o_.cpu) {
    // A step's GEMV streams R once. A small R (measured: seq2seq's 256 KB) takes a few us, about
    // what a dispatch and a cross-vEU synchronisation cost, so the step runs whole and the vEUs
    // work on different layers' steps (the wavefront); a large one (lstm_tc's 1 MB) is split in
    // about one (or two) rTasks per vEU, halving the step's latency on the critical path.
    const int64_t veus = std::max(1, o_.veus);
    chunks = {(space[1] + veus - 1) / veus, (space[1] + 2 * veus - 1) / (2 * veus)};
    // An NPU core streams its rows of R from DRAM at every step (no cache keeps them), so a whole
    // step on one core takes R / one core's bandwidth: split it over the cores there too.
    if (r_bytes <= kWholeStepBytes && !o_.npu) chunks = {space[1]};
  }
  for (int64_t chunk : chunks) {
    RKernel k;
    k.name = (gemm ? "gates_h" : "cell_h") + std::to_string(chunk);
    k.tile = {space[0], std::min(std::max<int64_t>(1, chunk), space[1])};
    if (!out.empty() && out.back().tile == k.tile) continue;
    k.threads = o_.threads;
    k.shared_bytes = gemm ? space[0] * 4 * 64 : 0;  // staged h[t-1] slice
    k.registers = gemm ? std::min(o_.max_registers, 48) : 32;
    k.efficiency = gemm ? 0.5 : 1.0;  // a batch-1 GEMV: no reuse of the weight tile
    out.push_back(k);
  }
  return out;
}

}  // namespace rammer::rtask_detail
