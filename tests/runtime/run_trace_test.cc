// How a profile database reads a measured trace: the time charged to each rTask and the per-rTask
// statistic (runtime/run_trace.h).
#include "runtime/run_trace.h"

#include <gtest/gtest.h>

namespace rammer::runtime {
namespace {

TEST(RunTrace, ChargedTimeStartsAtTheWorkersPreviousSlice) {
  const std::vector<TraceSlice> slices = {
      {TraceSlice::exec, 0, 0, 0, 5.0, 9.0},    // first: from its own begin
      {TraceSlice::wait, 3, 1, 0, 9.5, 20.0},   // a wait is not charged to the rTask before it
      {TraceSlice::exec, 1, 0, 0, 20.5, 30.0},  // after a wait: from the wait's end
      {TraceSlice::exec, 2, 0, 0, 30.25, 31.0}, // after an rTask: the dispatch gap is its
  };
  EXPECT_DOUBLE_EQ(charged_us(slices, 0), 4.0);
  EXPECT_DOUBLE_EQ(charged_us(slices, 2), 10.0);
  EXPECT_DOUBLE_EQ(charged_us(slices, 3), 1.0);
}

TEST(RunTrace, RTaskMeanKeepsTheTailAndDropsPreemptions) {
  // A skewed distribution: the mean sits above the median (2), so a sum of such rTasks is priced
  // by its expectation.
  EXPECT_DOUBLE_EQ(rtask_mean_us({2, 2, 2, 6}), 3.0);
  // 100 is above 10x the median (2): a one-off preemption, left out; 19 is kept.
  EXPECT_DOUBLE_EQ(rtask_mean_us({1, 2, 2, 19, 100}), 6.0);
  EXPECT_DOUBLE_EQ(rtask_mean_us({}), 0.0);
}

}  // namespace
}  // namespace rammer::runtime
