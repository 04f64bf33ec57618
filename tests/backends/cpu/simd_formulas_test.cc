// simd.h's vector forms (vexp, vsigmoid, vtanh, verf) against kernels/scalar_ops.h's scalar
// formulas, in every ISA build this CPU runs. The vector forms are reachable only through the CPU
// kernels, so each runs as a one-step elementwise program (the path Sigmoid/Tanh/Exp/Erf and fused
// epilogues take; the RNN cells and softmax call the same functions) over a sweep with the edges, in
// a length that leaves a partial vector (map_inplace's padded tail).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "kernels/scalar_ops.h"
#include "tests/backends/cpu/cpu_test_util.h"

namespace rammer::cpu_test {
namespace {

using kernels::ElemOp;
namespace ops = kernels::ops;

// The vector exp flushes to 0 below x = -86.5 (documented in simd.h), where the true value is
// below 2.7e-38; results that small are compared in absolute terms (both within kFlush of 0).
constexpr float kFlush = 0x1p-124f;

// ULPs between two floats of the same sign (the count of floats between them).
int64_t ulp_distance(float a, float b) {
  auto key = [](float f) {
    int32_t i;
    std::memcpy(&i, &f, 4);
    return i < 0 ? int64_t{INT32_MIN} - i : int64_t{i};  // monotonic in f, -0 and +0 equal
  };
  const int64_t d = key(a) - key(b);
  return d < 0 ? -d : d;
}

std::vector<float> sweep() {
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> v = {0.0f, -0.0f, 1e-30f, -1e-30f, std::numeric_limits<float>::min(), 1.0f, -1.0f,
                          20.0f, -20.0f, 88.0f, -88.0f, 88.72f, 88.7228f, 88.72283f, 88.7229f, -86.5f,
                          -86.6f, -87.4f, -103.0f, 100.0f, -100.0f, 1e30f, -1e30f, inf, -inf,
                          std::numeric_limits<float>::quiet_NaN(), 0.625f, -0.625f, 0.62499994f,
                          -0.62499994f};
  for (int i = -120 * 128; i <= 120 * 128; ++i) v.push_back(static_cast<float>(i) / 128.0f);
  for (int i = 0; i <= 900; ++i) {
    const float m = std::pow(10.0f, -8.0f + static_cast<float>(i) / 100.0f);
    v.push_back(m);
    v.push_back(-m);
  }
  while (v.size() % 16 != 7) v.push_back(0.5f);  // a partial vector at the end
  return v;
}

// y = op(x) as a one-step elementwise program run by the ISA's CPU kernels.
std::vector<float> run_unary(cpu::CpuIsa isa, ElemOp code, const std::vector<float>& x) {
  const int64_t n = static_cast<int64_t>(x.size());
  kernels::OpDesc op = make_op(kernels::OpKind::elementwise, {n});
  const int base = kernels::kOperandBase;
  op.steps[0] = {static_cast<int32_t>(code), 0, base + 0, 0, 0, 0.0f, 0.0f};
  op.steps[1] = {static_cast<int32_t>(ElemOp::store), base + 1, 0, 0, 0, 0.0f, 0.0f};
  op.num_steps = 2;
  op.operands[0] = 0;
  op.operands[1] = 1;
  const std::vector<kernels::TensorDesc> T = {desc({n}), desc({n})};
  std::vector<float> y(x.size(), -7.0f);
  std::vector<void*> ptrs = {const_cast<float*>(x.data()), y.data()};
  EXPECT_TRUE(run_all(isa, op, T, ptrs));
  return y;
}

struct VectorForm {
  ElemOp op;
  const char* name;
  float (*scalar)(float);
  int64_t max_ulps;
};

// Tolerances in ULPs of the scalar formula (itself within ~1 ULP of the exact value): vexp's Cephes
// polynomial and scaling (measured 1); vsigmoid adds an add and a divide to it (measured 2); vtanh's
// sign(x) (1 - e) / (1 + e) with e = e^-2|x| above |x| = 0.625 likewise (measured 2); verf's
// rational fit is worst near |x| = 3, just below 1 (measured 4 here, 6 against double erf on a
// finer sweep).
const VectorForm kForms[] = {
    {ElemOp::exp, "exp", [](float x) { return ops::exp(x); }, 2},
    {ElemOp::sigmoid, "sigmoid", [](float x) { return ops::sigmoid(x); }, 3},
    {ElemOp::tanh, "tanh", [](float x) { return ops::tanh(x); }, 2},
    {ElemOp::erf, "erf", [](float x) { return ops::erf(x); }, 6},
};

TEST(CpuSimdFormulas, VectorFormsMatchScalarFormulas) {
  const std::vector<float> x = sweep();
  for (const VectorForm& f : kForms) {
    for (cpu::CpuIsa isa : isas()) {
      const std::vector<float> y = run_unary(isa, f.op, x);
      int64_t worst = 0;
      float worst_x = 0.0f, worst_got = 0.0f;
      for (size_t i = 0; i < x.size(); ++i) {
        const float want = f.scalar(x[i]), got = y[i];
        const char* isa_name = cpu::cpu_isa_name(isa);
        if (std::isnan(want) || std::isinf(want)) {  // NaN and the saturation to inf: identical
          EXPECT_TRUE(std::isnan(want) ? std::isnan(got) : got == want)
              << f.name << " " << isa_name << " at " << x[i] << ": " << got << " vs " << want;
          continue;
        }
        if (std::fabs(want) < kFlush) {
          EXPECT_LE(std::fabs(got), kFlush) << f.name << " " << isa_name << " at " << x[i];
          continue;
        }
        ASSERT_TRUE(std::isfinite(got) && (got < 0) == (want < 0))
            << f.name << " " << isa_name << " at " << x[i] << ": " << got << " vs " << want;
        const int64_t d = ulp_distance(got, want);
        if (d > worst) {
          worst = d;
          worst_x = x[i];
          worst_got = got;
        }
      }
      EXPECT_LE(worst, f.max_ulps) << f.name << " " << cpu::cpu_isa_name(isa) << " worst at x = " << worst_x
                                   << ": " << worst_got << " vs " << f.scalar(worst_x);
    }
  }
}

// vgelu (x/2 (1 + erf(x / sqrt 2)) on verf) against the scalar erfc form: within 1e-6 max(1, |x|)
// absolutely (the tail for x << 0 is below 1e-6 and loses its relative accuracy), NaN stays NaN,
// +-inf give +inf and 0.
TEST(CpuSimdFormulas, VectorGeluWithinAbsoluteBound) {
  const std::vector<float> x = sweep();
  for (cpu::CpuIsa isa : isas()) {
    const std::vector<float> y = run_unary(isa, ElemOp::gelu, x);
    for (size_t i = 0; i < x.size(); ++i) {
      const float want = ops::gelu(x[i]), got = y[i];
      if (std::isnan(want) || std::isinf(want)) {
        EXPECT_TRUE(std::isnan(want) ? std::isnan(got) : got == want) << cpu::cpu_isa_name(isa) << " at " << x[i];
        continue;
      }
      ASSERT_LE(std::fabs(got - want), 1e-6 * std::max(1.0f, std::fabs(x[i])))
          << cpu::cpu_isa_name(isa) << " at " << x[i] << ": " << got << " vs " << want;
    }
  }
}

// The saturation the formulas state, exactly, in every ISA: sigmoid 0 and 1, tanh -1 and 1,
// exp 0 and inf; NaN stays NaN.
TEST(CpuSimdFormulas, SaturationIsExact) {
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<float> x = {-1e30f, -200.0f, 200.0f, 1e30f, -inf, inf};
  struct Want {
    ElemOp op;
    std::vector<float> y;
  };
  const Want wants[] = {{ElemOp::sigmoid, {0, 0, 1, 1, 0, 1}},
                        {ElemOp::tanh, {-1, -1, 1, 1, -1, 1}},
                        {ElemOp::exp, {0, 0, inf, inf, 0, inf}}};
  for (const Want& w : wants) {
    for (cpu::CpuIsa isa : isas()) {
      const std::vector<float> y = run_unary(isa, w.op, x);
      for (size_t i = 0; i < x.size(); ++i)
        EXPECT_EQ(y[i], w.y[i]) << static_cast<int>(w.op) << " " << cpu::cpu_isa_name(isa) << " at " << x[i];
    }
  }
}

}  // namespace
}  // namespace rammer::cpu_test
