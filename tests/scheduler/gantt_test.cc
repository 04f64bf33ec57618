// gantt_svg on hand-written traces: one rectangle per slice, one colour per op in both panels,
// waits grey, one time axis over the longer of the two.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "scheduler/gantt.h"
#include "support/status.h"

namespace rammer {
namespace {

int count(const std::string& s, const std::string& part) {
  int n = 0;
  for (size_t at = s.find(part); at != std::string::npos; at = s.find(part, at + 1)) ++n;
  return n;
}

// The fill of the rectangle whose tooltip starts with `title`.
std::string fill_of(const std::string& svg, const std::string& title) {
  std::smatch m;
  const std::regex re("fill=\"([^\"]+)\"><title>" + title + " ");
  return std::regex_search(svg, m, re) ? m[1].str() : "";
}

TEST(SchedGantt, PredictedAboveMeasuredOnOneAxis) {
  const std::string predicted = R"({"traceEvents": [
      {"name": "thread_name", "ph": "M", "pid": 0, "tid": 0, "args": {"name": "vEU 0"}},
      {"name": "conv1", "cat": "Conv", "ph": "X", "pid": 0, "tid": 0, "ts": 0, "dur": 40},
      {"name": "relu1", "cat": "Relu", "ph": "X", "pid": 0, "tid": 1, "ts": 40, "dur": 10}]})";
  const std::string measured = R"({"traceEvents": [
      {"name": "conv1", "cat": "exec", "ph": "X", "pid": 0, "tid": 0, "ts": 0, "dur": 60},
      {"name": "wait e3", "cat": "wait", "ph": "X", "pid": 0, "tid": 1, "ts": 0, "dur": 60},
      {"name": "relu1", "cat": "exec", "ph": "X", "pid": 0, "tid": 1, "ts": 60, "dur": 40}]})";
  const std::string svg = gantt_svg(predicted, measured, "toy <per-op>");
  EXPECT_EQ(count(svg, "<rect "), 5);
  EXPECT_NE(svg.find("toy &lt;per-op&gt;"), std::string::npos);
  EXPECT_NE(svg.find("predicted 50.0 us"), std::string::npos) << svg;
  EXPECT_NE(svg.find("measured 100.0 us"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">100.00 us</text>"), std::string::npos) << svg;  // the axis ends at the longer run
  EXPECT_EQ(count(svg, "vEU "), 2);
  EXPECT_EQ(count(svg, "worker "), 2);
  EXPECT_EQ(fill_of(svg, "wait e3"), "#ccc");
  EXPECT_FALSE(fill_of(svg, "conv1").empty());
  EXPECT_NE(fill_of(svg, "conv1"), "#ccc");
  EXPECT_EQ(count(svg, "fill=\"" + fill_of(svg, "conv1") + "\""), 2);  // same op, same colour, both panels
  // The measured conv1 (60 us of 100) is 1.5 times as wide as the predicted one (40 us).
  const std::regex width("width=\"([0-9.]+)\" height=\"[0-9.]+\" fill=\"[^\"]+\"><title>conv1 ");
  std::vector<double> widths;
  for (std::sregex_iterator it(svg.begin(), svg.end(), width), end; it != end; ++it)
    widths.push_back(std::stod((*it)[1].str()));
  ASSERT_EQ(widths.size(), 2u);
  EXPECT_NEAR(widths[1] / widths[0], 1.5, 1e-3);
}

TEST(SchedGantt, BadTraceIsAnError) {
  const std::string ok = R"({"traceEvents": []})";
  try {
    gantt_svg(ok, "[1, 2]", "t");
    FAIL() << "a trace without traceEvents must be rejected";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("measured trace has no traceEvents"), std::string::npos) << e.what();
  }
  EXPECT_THROW(gantt_svg("{", ok, "t"), Error);
  EXPECT_THROW(gantt_svg(R"({"traceEvents": [{"ph": "X", "ts": "a", "dur": 1, "tid": 0}]})", ok, "t"), Error);
}

}  // namespace
}  // namespace rammer
