// memory_plan: workspace bytes are shared only between tensors the schedule's happens-before order
// separates (hand-built plans with known orders), and a reused plan still computes the reference.
#include <gtest/gtest.h>

#include "backends/plan/memory_plan.h"
#include "backends/plan/plan.h"
#include "driver/compile.h"
#include "frontend/graph/graph_text.h"
#include "frontend/interpreter/interpreter.h"
#include "runtime/session.h"
#include "tests/backends/plan/plan_test_util.h"

namespace rammer {
namespace {

using plan_test::exec;
using plan_test::offset;
using plan_test::signal;
using plan_test::tensors_plan;
using plan_test::wait;

// Two ops on one vEU run in program order: the second tensor reuses the first one's bytes.
TEST(RuntimeMemoryPlan, ProgramOrderOnOneVeuShares) {
  Plan p = tensors_plan(2);
  p.programs = {{exec(0), exec(1)}};
  MemoryPlanStats s = memory_plan(p);
  EXPECT_EQ(offset(p, 0), offset(p, 1));
  EXPECT_EQ(p.workspace_bytes, 64);
  EXPECT_EQ(s.bytes_before, 128);
  EXPECT_EQ(s.shared, 1);
}

// A tensor goes over the dead tensor touched last (its lines are the likeliest to be cached), not
// the lowest free offset: t0 and t1 overlap in time, t1 is touched after t0, then t2 takes t1's bytes.
TEST(RuntimeMemoryPlan, NewTensorGoesOverTheLastTouchedDeadOne) {
  Plan p = tensors_plan(3);
  p.ops[1].operands[1] = 0;  // op 1 touches t1 and t0
  p.ops.push_back(p.ops[1]);
  p.ops.back().operands[1] = -1;  // op 3 touches t1 again
  p.programs = {{exec(0), exec(1), exec(3), exec(2)}};
  memory_plan(p);
  EXPECT_NE(offset(p, 0), offset(p, 1));
  EXPECT_EQ(offset(p, 2), offset(p, 1));
  EXPECT_EQ(p.workspace_bytes, 128);
}

// Ops on two vEUs with no signal/wait between them may run at the same time: no sharing.
TEST(RuntimeMemoryPlan, UnorderedVeusDoNotShare) {
  Plan p = tensors_plan(2);
  p.programs = {{exec(0)}, {exec(1)}};
  memory_plan(p);
  EXPECT_NE(offset(p, 0), offset(p, 1));
  EXPECT_EQ(p.workspace_bytes, 128);
}

// exec A; signal e on one vEU and wait e 1; exec B on another orders A before B: shared.
TEST(RuntimeMemoryPlan, SignalWaitOrdersAcrossVeus) {
  Plan p = tensors_plan(2);
  p.programs = {{exec(0), signal(0)}, {wait(0, 1), exec(1)}};
  p.event_signals = {1};
  memory_plan(p);
  EXPECT_EQ(offset(p, 0), offset(p, 1));
  EXPECT_EQ(p.workspace_bytes, 64);
}

// A wait for 1 of an event's 2 signals does not say which signaller it saw: B shares with neither
// A nor C; waiting for both signals orders both before B, and B may take either's bytes.
TEST(RuntimeMemoryPlan, PartialWaitProvesNothing) {
  Plan p = tensors_plan(3);
  p.programs = {{exec(0), signal(0)}, {wait(0, 1), exec(1)}, {exec(2), signal(0)}};
  p.event_signals = {2};
  memory_plan(p);
  EXPECT_NE(offset(p, 1), offset(p, 0));
  EXPECT_NE(offset(p, 1), offset(p, 2));
  EXPECT_NE(offset(p, 0), offset(p, 2));
  EXPECT_EQ(p.workspace_bytes, 192);

  Plan q = tensors_plan(3);
  q.programs = {{exec(0), signal(0)}, {wait(0, 2), exec(1)}, {exec(2), signal(0)}};
  q.event_signals = {2};
  memory_plan(q);
  EXPECT_TRUE(offset(q, 1) == offset(q, 0) || offset(q, 1) == offset(q, 2));
  EXPECT_EQ(q.workspace_bytes, 128);
}

// A tensor read by a later op lives until that op: exec0 writes t0, exec1 touches t1, and op 2 reads
// t0 and touches t2, so t0 overlaps both t1 and t2 in time while t1 and t2 are ordered.
TEST(RuntimeMemoryPlan, LastReaderExtendsLifetime) {
  Plan p = tensors_plan(3);
  p.ops[2].operands[1] = 0;
  p.programs = {{exec(0), exec(1), exec(2)}};
  memory_plan(p);
  EXPECT_NE(offset(p, 0), offset(p, 1));
  EXPECT_NE(offset(p, 0), offset(p, 2));
  EXPECT_EQ(offset(p, 1), offset(p, 2));
  EXPECT_EQ(p.workspace_bytes, 128);
}

// Op 1 reads t0 tile by tile and writes t1 (an in-place pair): with op 0, t0's only other access,
// before it in program order, t1 sits exactly over t0.
TEST(RuntimeMemoryPlan, AnInPlacePairSharesItsBytesWhenTheInputsOtherAccessesComeFirst) {
  Plan p = tensors_plan(2);
  p.ops[1].operands[1] = 0;
  p.programs = {{exec(0), exec(1)}};
  const std::vector<InPlacePair> pair = {{1, 0, 1}};
  MemoryPlanStats s = memory_plan(p, pair);
  EXPECT_EQ(offset(p, 1), offset(p, 0));
  EXPECT_EQ(p.workspace_bytes, 64);
  EXPECT_EQ(s.in_place, 1);
  // Without the pair, both are touched by op 1: apart.
  Plan q = tensors_plan(2);
  q.ops[1].operands[1] = 0;
  q.programs = {{exec(0), exec(1)}};
  EXPECT_EQ(memory_plan(q).in_place, 0);
  EXPECT_NE(offset(q, 1), offset(q, 0));
}

// The pair does not share when another access to the input is not ordered before the output's
// accesses: op 2 reads t0 after op 1 on the same vEU, or op 0 writes it on a vEU op 1 never waits for.
TEST(RuntimeMemoryPlan, AnInPlacePairStaysApartWhenTheInputIsReadLater) {
  Plan p = tensors_plan(3);
  p.ops[1].operands[1] = 0;
  p.ops[2].operands[1] = 0;
  p.programs = {{exec(0), exec(1), exec(2)}};
  const std::vector<InPlacePair> pair = {{1, 0, 1}};
  EXPECT_EQ(memory_plan(p, pair).in_place, 0);
  EXPECT_NE(offset(p, 1), offset(p, 0));

  Plan q = tensors_plan(2);
  q.ops[1].operands[1] = 0;
  q.programs = {{exec(0)}, {exec(1)}};
  EXPECT_EQ(memory_plan(q, pair).in_place, 0);
  EXPECT_NE(offset(q, 1), offset(q, 0));
}

// A chain of Transposes (copy ops, not fused) scheduled on the cpu's vEUs reuses workspace and still
// computes what the reference interpreter computes, bit for bit (a pure data movement).
TEST(RuntimeMemoryPlan, ReusedPlanMatchesInterpreter) {
  const char* text = R"(graph chain opset=17
input x f32[4,8,16]
node t0 = Transpose(x) -> a f32[16,4,8] {perm=[2,0,1]}
node t1 = Transpose(a) -> b f32[8,16,4] {perm=[2,0,1]}
node t2 = Transpose(b) -> c f32[4,8,16] {perm=[2,0,1]}
node t3 = Transpose(c) -> d f32[16,4,8] {perm=[2,0,1]}
node t4 = Transpose(d) -> y f32[4,8,16] {perm=[1,2,0]}
output y
)";
  Graph g = parse_graph(text);
  CompileResult sp = plan_graph(g, "cpu");
  ASSERT_TRUE(sp.ok()) << sp.status.message();
  EXPECT_LT(sp.compiled.plan.workspace_bytes, sp.compiled.plan.workspace_bytes_unshared);
  Tensor x(DType::f32, {4, 8, 16});
  for (int64_t i = 0; i < x.numel(); ++i) x.set_f64(i, static_cast<double>(i) * 0.5 - 7);
  Tensor y(DType::f32, {4, 8, 16});
  runtime::Session s(runtime::model_from_plan(sp.compiled.plan));
  s.bind_input(0, x.raw(), x.nbytes());
  s.bind_output(0, y.raw(), y.nbytes());
  s.run();
  auto want = interpret(g, {{"x", x}});
  EXPECT_TRUE(y.same_bytes(want.at("y")));
}

}  // namespace
}  // namespace rammer
