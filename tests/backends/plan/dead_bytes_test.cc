// dead_bytes: where workspace bytes die, on hand-built plans whose orders are known: after the last
// access in program order, after a wait that sees every accessor, never while a tensor placed later
// over the bytes may be accessed first, never for a graph output. (The NPU's numerics tests run every
// model with its drops: a dropped byte reads back as NaN in the simulator.)
#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "backends/plan/dead_bytes.h"
#include "backends/plan/plan.h"
#include "tests/backends/plan/plan_test_util.h"

namespace rammer {
namespace {

using plan_test::exec;
using plan_test::signal;
using plan_test::tensors_plan;
using plan_test::wait;

// The entries of tensor t, as (vEU, before, offset, bytes).
std::vector<std::tuple<int, int, int64_t, int64_t>> entries(const Plan& p, int t) {
  std::vector<std::tuple<int, int, int64_t, int64_t>> out;
  for (const DeadBytes& d : p.dead_bytes)
    if (d.tensor == t) out.emplace_back(d.veu, d.before, d.offset, d.bytes);
  return out;
}

// One vEU: a tensor dies before the first rTask after its last access; the last one at the end.
TEST(DeadBytes, OneVeuDropsATensorBeforeTheNextRTask) {
  Plan p = tensors_plan(3);
  p.ops[2].operands[1] = 0;  // op 2 reads t0 again
  p.programs = {{exec(0), exec(1), exec(2)}};
  DeadBytesStats s = mark_dead_bytes(p);
  EXPECT_EQ(s.tensors, 3);
  EXPECT_EQ(s.marked, 3);
  using E = std::vector<std::tuple<int, int, int64_t, int64_t>>;
  EXPECT_EQ(entries(p, 0), (E{{0, 3, 0, 64}}));   // read by op 2, the last rTask: the end
  EXPECT_EQ(entries(p, 1), (E{{0, 2, 64, 64}}));  // before op 2
  EXPECT_EQ(entries(p, 2), (E{{0, 3, 128, 64}}));
}

// Two readers on two vEUs: only a wait for both of their signals makes a point after both; a wait
// for one of the two signals proves nothing, and the tensor gets no entry.
TEST(DeadBytes, AWaitForEveryReaderIsThePoint) {
  Plan p = tensors_plan(3);
  p.ops[2].operands[0] = 0;  // op 2 reads t0 on vEU 1
  p.programs = {{exec(0), signal(0)}, {exec(2), signal(0)}, {wait(0, 2), exec(1)}};
  p.event_signals = {2};
  mark_dead_bytes(p);
  using E = std::vector<std::tuple<int, int, int64_t, int64_t>>;
  EXPECT_EQ(entries(p, 0), (E{{2, 1, 0, 64}}));

  p.programs[2] = {wait(0, 1), exec(1)};
  mark_dead_bytes(p);
  EXPECT_TRUE(entries(p, 0).empty());
}

// t1 is placed over t0's bytes on another vEU, after a signal: dropping t0 at vEU 0's end could
// land after t1 was written, so t0 gets no entry. With an rTask on vEU 0 before the signal, the
// point is before that rTask, which t1's accesses follow: the bytes go there.
TEST(DeadBytes, BytesALaterTensorReusesStayUnlessItComesAfterThePoint) {
  Plan p = tensors_plan(3);
  p.tensors[1].desc.offset = 0;  // t1 over t0
  p.programs = {{exec(0), signal(0)}, {wait(0, 1), exec(1)}};
  p.event_signals = {1};
  mark_dead_bytes(p);
  EXPECT_TRUE(entries(p, 0).empty());

  p.programs = {{exec(0), exec(2), signal(0)}, {wait(0, 1), exec(1)}};
  mark_dead_bytes(p);
  using E = std::vector<std::tuple<int, int, int64_t, int64_t>>;
  EXPECT_EQ(entries(p, 0), (E{{0, 1, 0, 64}}));
}

// A graph output in the workspace is copied out after the run: its bytes never die.
TEST(DeadBytes, AWorkspaceOutputIsNeverDropped) {
  Plan p = tensors_plan(2);
  p.programs = {{exec(0), exec(1)}};
  p.outputs.push_back({"t0", DType::f32, {16}, 0});
  mark_dead_bytes(p);
  EXPECT_TRUE(entries(p, 0).empty());
  EXPECT_EQ(entries(p, 1).size(), 1u);
}

}  // namespace
}  // namespace rammer
