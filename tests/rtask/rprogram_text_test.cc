// The rProgram text form's typed fields: access maps and op families print and parse by name,
// unknown names are rejected with the line they are on.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rtask/rprogram.h"
#include "support/status.h"

namespace rammer {
namespace {

// The names of rprogram.h's access-map table, written out here independently of the code.
const std::vector<std::pair<AccessMap, std::string>>& expected_map_names() {
  static const std::vector<std::pair<AccessMap, std::string>> k = {
      {AccessMap::id, "id"},         {AccessMap::bcast, "bcast"},       {AccessMap::full, "full"},
      {AccessMap::chan, "chan"},     {AccessMap::conv, "conv"},         {AccessMap::conv_w, "conv_w"},
      {AccessMap::convt, "convt"},   {AccessMap::mm_a, "mm_a"},         {AccessMap::mm_b, "mm_b"},
      {AccessMap::pool, "pool"},     {AccessMap::reduce, "reduce"},     {AccessMap::transpose, "transpose"},
      {AccessMap::slice, "slice"},   {AccessMap::pad, "pad"},           {AccessMap::concat, "concat"},
      {AccessMap::place, "place"},   {AccessMap::gather, "gather"},     {AccessMap::rnn_x, "rnn_x"},
      {AccessMap::rnn_h, "rnn_h"},   {AccessMap::rnn_s, "rnn_s"},       {AccessMap::rnn_s0, "rnn_s0"},
      {AccessMap::rnn_h0, "rnn_h0"}, {AccessMap::rnn_w, "rnn_w"},       {AccessMap::rnn_g, "rnn_g"},
      {AccessMap::rnn_xs, "rnn_xs"}, {AccessMap::rnn_wp, "rnn_wp"},     {AccessMap::rnn_ps, "rnn_ps"},
      {AccessMap::rnn_pg, "rnn_pg"},
  };
  return k;
}

// The op families' names, written out here independently of the code.
const std::vector<std::pair<OpFamily, std::string>>& expected_family_names() {
  static const std::vector<std::pair<OpFamily, std::string>> k = {
      {OpFamily::conv, "conv"},
      {OpFamily::conv_transpose, "conv_transpose"},
      {OpFamily::gemm, "gemm"},
      {OpFamily::matmul, "matmul"},
      {OpFamily::pool, "pool"},
      {OpFamily::global_pool, "global_pool"},
      {OpFamily::reduce, "reduce"},
      {OpFamily::row, "row"},
      {OpFamily::instance_norm, "instance_norm"},
      {OpFamily::lrn, "lrn"},
      {OpFamily::concat, "concat"},
      {OpFamily::slice, "slice"},
      {OpFamily::transpose, "transpose"},
      {OpFamily::pad, "pad"},
      {OpFamily::gather, "gather"},
      {OpFamily::elementwise, "elementwise"},
      {OpFamily::rnn_projection, "rnn_projection"},
      {OpFamily::rnn_gates, "rnn_gates"},
      {OpFamily::rnn_cell, "rnn_cell"},
      {OpFamily::opaque, "opaque"},
  };
  return k;
}

// A one-op program of `family` whose op reads tensor x through `map`.
std::string program_reading_x_through(const std::string& map, const std::string& family = "elementwise") {
  return "rprogram m\n"
         "tensor x f32[4]\n"
         "tensor y f32[4]\n"
         "op copy_0 Elementwise family=" + family + " space=[4] flops=1 chosen=0 nodes=[copy_0] {}\n"
         "  read x " + map + "\n"
         "  write y id\n"
         "  kernel ew tile=[4] threads=256 smem=0 regs=32 eff=1\n";
}

TEST(RProgramText, EveryAccessMapHasItsDocumentedName) {
  ASSERT_EQ(expected_map_names().size(), static_cast<size_t>(kAccessMapCount));
  std::set<std::string> names;
  for (const auto& [map, name] : expected_map_names()) {
    EXPECT_EQ(access_map_name(map), name);
    EXPECT_EQ(access_map_from_name(name), map) << name;
    names.insert(name);
  }
  EXPECT_EQ(names.size(), expected_map_names().size());
}

TEST(RProgramText, EveryAccessMapRoundTripsThroughTheTextForm) {
  // print -> parse -> print keeps every map, and the parsed access holds the same enumerator.
  for (int i = 0; i < kAccessMapCount; ++i) {
    const AccessMap m = static_cast<AccessMap>(i);
    const std::string text = program_reading_x_through(access_map_name(m));
    RProgram p = parse_rprogram(text);
    ASSERT_EQ(p.ops.size(), 1u);
    ASSERT_EQ(p.ops[0].reads.size(), 1u);
    EXPECT_EQ(p.ops[0].reads[0].map, m) << access_map_name(m);
    EXPECT_EQ(print_rprogram(p), text);
  }
}

TEST(RProgramText, AnUnknownAccessMapIsRejectedWithItsLine) {
  // Line 5 holds the read; a misspelt map name is an error that names it and its line.
  EXPECT_EQ(access_map_from_name("ID"), std::nullopt);
  EXPECT_EQ(access_map_from_name("rnn"), std::nullopt);
  try {
    parse_rprogram(program_reading_x_through("bcats"));
    FAIL() << "parsed an unknown access map";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("line 5"), std::string::npos) << what;
    EXPECT_NE(what.find("unknown access map 'bcats'"), std::string::npos) << what;
  }
}

TEST(RProgramText, EveryOpFamilyHasItsDocumentedNameAndRoundTrips) {
  ASSERT_EQ(expected_family_names().size(), static_cast<size_t>(kOpFamilyCount));
  for (const auto& [family, name] : expected_family_names()) {
    EXPECT_EQ(op_family_name(family), name);
    EXPECT_EQ(op_family_from_name(name), family) << name;
    const std::string text = program_reading_x_through("id", name);
    RProgram p = parse_rprogram(text);
    ASSERT_EQ(p.ops.size(), 1u);
    EXPECT_EQ(p.ops[0].family, family) << name;
    EXPECT_EQ(print_rprogram(p), text);
  }
}

// An op of an affinity group and a kernel that keeps weights resident (a GPU RNN step) round-trip;
// both fields are absent from the text when unset.
TEST(RProgramText, AffinityAndResidentBytesRoundTrip) {
  const std::string text =
      "rprogram m\n"
      "tensor h f32[8,1,1,32]\n"
      "tensor g f32[8,1,1,4,32]\n"
      "op l.d0.t1.gates LSTM.gates family=rnn_gates space=[1,32] flops=256 chosen=0 affinity=3 nodes=[l] {}\n"
      "  read h rnn_h [0,0]\n"
      "  write g rnn_g [1,0]\n"
      "  kernel gates_h8_resident tile=[1,8] threads=256 smem=640 resident=4112 regs=48 eff=0.5\n";
  RProgram p = parse_rprogram(text);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].affinity, 3);
  EXPECT_EQ(p.ops[0].variants[0].resident_bytes, 4112);
  EXPECT_EQ(print_rprogram(p), text);
  RProgram plain = parse_rprogram(program_reading_x_through("id"));
  EXPECT_EQ(plain.ops[0].affinity, -1);
  EXPECT_EQ(plain.ops[0].variants[0].resident_bytes, 0);
}

// A kernel on the matrix units carries its rate (absent at the f32 default); an unknown rate is an
// error naming its line.
TEST(RProgramText, MatrixRateRoundTrips) {
  const std::string text =
      "rprogram m\n"
      "tensor a f32[64,32]\n"
      "tensor y f32[64,64]\n"
      "op mm MatMul family=matmul space=[64,64] flops=64 chosen=0 nodes=[mm] {}\n"
      "  read a id\n"
      "  write y id\n"
      "  kernel gemm_64x64 tile=[64,64] threads=256 smem=30848 regs=48 eff=0.75 rate=bf16\n";
  RProgram p = parse_rprogram(text);
  ASSERT_EQ(p.ops.size(), 1u);
  EXPECT_EQ(p.ops[0].variants[0].rate, MathRate::bf16);
  EXPECT_EQ(print_rprogram(p), text);
  EXPECT_EQ(parse_rprogram(program_reading_x_through("id")).ops[0].variants[0].rate, MathRate::f32);
  std::string bad = text;
  bad.replace(bad.find("rate=bf16"), 9, "rate=fp8");
  try {
    parse_rprogram(bad);
    FAIL() << "parsed an unknown rate";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("line 7"), std::string::npos) << what;
    EXPECT_NE(what.find("unknown rate 'fp8'"), std::string::npos) << what;
  }
}

TEST(RProgramText, AnUnknownOpFamilyIsRejectedWithItsLine) {
  // Line 4 holds the op; its family is the lowering's dispatch key, so a misspelling is an error.
  try {
    parse_rprogram(program_reading_x_through("id", "Conv"));
    FAIL() << "parsed an unknown op family";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("line 4"), std::string::npos) << what;
    EXPECT_NE(what.find("unknown op family 'Conv'"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace rammer
