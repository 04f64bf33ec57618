// device_asm (bench/gpu/device_asm.h) on hand-written PTX and GCN listings: functions, loops from
// back edges, the k-loop, divisions inside and outside loops, calls, and functions never called.
// Every expected figure is counted by hand from the listing in the test.
#include <gtest/gtest.h>

#include "bench/gpu/device_asm.h"

namespace rammer::bench {
namespace {

// A kernel whose k-loop ($L__BB0_2) holds two mma.sync, two ldmatrix, one ld.shared, a 16-byte
// cp.async and a 128-bit global load; a 64-bit division before the loop, none inside. A second,
// never called function holds an mma and a division that must not count anywhere.
const char* kPtxKLoop = R"(
.version 8.0
.target sm_80
.address_size 64

.func _Z6unusedv()
{
	.reg .b64 %rd<4>;
	div.s64 %rd1, %rd2, %rd3;
	mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};
	ret;
}

.visible .entry _Z6kernelPf(
	.param .u64 _Z6kernelPf_param_0
)
{
	.reg .pred %p<3>;
	.reg .b64 %rd<9>;
	ld.param.u64 %rd1, [_Z6kernelPf_param_0];
	div.s64 %rd2, %rd1, %rd3;
$L__BB0_1:
	mov.u32 %r1, 0;
$L__BB0_2:
	// k-loop: two matrix instructions per step
	cp.async.cg.shared.global [%r2], [%rd4], 16;
	cp.async.commit_group;
	ld.global.nc.v4.u32 {%r3,%r4,%r5,%r6}, [%rd5];
	ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r7,%r8,%r9,%r10}, [%r11];
	ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r12,%r13}, [%r14];
	ld.shared::cta.f32 %f9, [%r15];
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r7,%r8,%r9,%r10}, {%r12,%r13}, {%f1,%f2,%f3,%f4};
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f5,%f6,%f7,%f8}, {%r7,%r8,%r9,%r10}, {%r12,%r13}, {%f5,%f6,%f7,%f8};
	cp.async.wait_group 0;
	add.s32 %r1, %r1, 1;
	setp.lt.s32 %p1, %r1, %r16;
	@%p1 bra $L__BB0_2;
	// epilogue loop: a division inside a loop, but not the k-loop
	rem.u32 %r17, %r1, %r18;
	setp.lt.s32 %p2, %r17, %r19;
	@%p2 bra.uni $L__BB0_1;
	ret;
}
)";

TEST(DeviceAsm, PtxFunctionsLoopsAndTheKLoop) {
  // The k-loop is the innermost loop with mma.sync: $L__BB0_2 .. its back edge.
  const DeviceAsm a = parse_device_asm(kPtxKLoop, AsmDialect::ptx);
  ASSERT_EQ(a.functions.size(), 2u);
  const AsmFunction* k = a.find("_Z6kernelPf");
  ASSERT_NE(k, nullptr);
  EXPECT_TRUE(k->entry);
  EXPECT_EQ(k->demangled, "kernel(float*)");
  ASSERT_EQ(k->loops.size(), 2u);  // $L__BB0_1 (outer) and $L__BB0_2 (inner)
  EXPECT_EQ(k->loops[1].depth, 2);
  EXPECT_EQ(k->loops[1].parent, 0);

  const KLoopReport r = analyse_kloop(a, *k, KLoopKind::matrix);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.candidates, 1);
  EXPECT_EQ(r.depth, 2);
  EXPECT_EQ(r.counts.matrix, 2);
  EXPECT_EQ(r.counts.ldmatrix, 2);
  EXPECT_EQ(r.counts.shared_loads, 3);  // two ldmatrix + one ld.shared::cta
  EXPECT_EQ(r.counts.cp_async, 1);      // the copy, not commit_group / wait_group
  EXPECT_EQ(r.counts.global_load_bits, 128);
  EXPECT_EQ(r.counts.divisions, 0);
  EXPECT_EQ(r.counts.matrix_types, static_cast<unsigned>(kMatrixF16));
  // rem.u32 sits in the outer loop; div.s64 before any loop.
  EXPECT_EQ(r.divisions_in_loops, 1);
  EXPECT_EQ(r.divisions_outside_loops, 1);
}

TEST(DeviceAsm, PtxFunctionNeverCalledDoesNotCount) {
  // _Z6unusedv is not reachable from the entry: its mma and div appear in no count of the kernel.
  const DeviceAsm a = parse_device_asm(kPtxKLoop, AsmDialect::ptx);
  const std::vector<std::string> reach = a.reachable();
  ASSERT_EQ(reach.size(), 1u);
  EXPECT_EQ(reach[0], "_Z6kernelPf");
  const AsmCounts all = a.counts(*a.find("_Z6kernelPf"));
  EXPECT_EQ(all.matrix, 2);
  EXPECT_EQ(all.divisions, 2);
  EXPECT_EQ(a.counts(*a.find("_Z6unusedv")).matrix, 1);
}

TEST(DeviceAsm, PtxMatrixTypeSelectsTheKLoop) {
  // The f16 loop is the only candidate at fp16; at tf32 none qualifies.
  const DeviceAsm a = parse_device_asm(kPtxKLoop, AsmDialect::ptx);
  const AsmFunction& k = *a.find("_Z6kernelPf");
  EXPECT_TRUE(analyse_kloop(a, k, KLoopKind::matrix, matrix_types_for("fp16")).found);
  EXPECT_FALSE(analyse_kloop(a, k, KLoopKind::matrix, matrix_types_for("tf32")).found);
  EXPECT_FALSE(analyse_kloop(a, k, KLoopKind::matrix, matrix_types_for("bf16")).found);
}

// The k-step is an out-of-line call (a multi-line call statement, as nvcc prints it) inside the
// loop; a division inside the loop; nested loops where only the inner one holds FMAs.
const char* kPtxCallInLoop = R"(
.func _Z5kstepPf(
	.param .b64 _Z5kstepPf_param_0
)
{
	mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};
	ld.shared.v4.f32 {%f5,%f6,%f7,%f8}, [%r9];
	ret;
}
.visible .entry _Z4mainv()
{
$L__BB1_1:
	div.u32 %r1, %r2, %r3;
	{ // callseq 0, 0
	.reg .b32 temp_param_reg;
	.param .b64 param0;
	st.param.b64 [param0], %rd1;
	call.uni
	_Z5kstepPf,
	(
	param0
	);
	} // callseq 0
	@%p1 bra $L__BB1_1;
$L__BB1_2:
	mov.f32 %f1, 0f00000000;
$L__BB1_3:
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f4, %f5, %f1;
	ld.f32 %f2, [%rd2];
	@%p2 bra $L__BB1_3;
	add.s32 %r4, %r4, 1;
	@%p3 bra $L__BB1_2;
	ret;
}
)";

TEST(DeviceAsm, PtxCallInsideTheLoopCountsTheCallee) {
  // The matrix instruction reaches the k-loop through the call; the loop's division is in it.
  const DeviceAsm a = parse_device_asm(kPtxCallInLoop, AsmDialect::ptx);
  const AsmFunction* m = a.find("_Z4mainv");
  ASSERT_NE(m, nullptr);
  // div.u32, st.param.b64, call.uni (the callseq's .reg / .param are declarations).
  ASSERT_EQ(m->instrs.at(2).opcode, "call.uni");
  ASSERT_EQ(m->instrs.at(2).callee, "_Z5kstepPf");
  EXPECT_EQ(a.reachable().size(), 2u);
  const KLoopReport r = analyse_kloop(a, *m, KLoopKind::matrix);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.counts.matrix, 1);
  EXPECT_EQ(r.counts.shared_loads, 1);
  EXPECT_EQ(r.counts.calls, 1);
  EXPECT_EQ(r.counts.divisions, 1);
  EXPECT_EQ(r.divisions_in_loops, 1);
  EXPECT_EQ(r.divisions_outside_loops, 0);
}

TEST(DeviceAsm, PtxSimtKLoopIsTheInnermostFmaLoop) {
  // $L__BB1_3 (two FMAs, one generic 32-bit load) inside $L__BB1_2.
  const DeviceAsm a = parse_device_asm(kPtxCallInLoop, AsmDialect::ptx);
  const KLoopReport r = analyse_kloop(a, *a.find("_Z4mainv"), KLoopKind::simt);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.depth, 2);
  EXPECT_EQ(r.counts.fma, 2);
  EXPECT_EQ(r.counts.matrix, 0);
  EXPECT_EQ(r.counts.generic_loads, 1);
  EXPECT_EQ(r.counts.generic_load_bits, 32);
  EXPECT_EQ(r.counts.global_load_bits, 0);
}

TEST(DeviceAsm, PtxSimtKLoopIsTheKTileLoopNotTheEpilogue) {
  // A SIMT tile as nvcc lays it out: the loop of k-tiles ($L__BB0_1: staging with a division, a
  // barrier, the FMA loop $L__BB0_2, a barrier), then an epilogue loop ($L__BB0_3) whose call reaches
  // more FMAs than the k-step holds. The k-loop is the k-tile loop: the FMA loop with its own FMAs,
  // widened to the loop around it that holds the barriers; the epilogue's FMAs are its callee's.
  const char* ptx = R"(
.func _Z8epiloguef()
{
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f2, %f3, %f1;
	ret;
}
.visible .entry _Z4tilev()
{
$L__BB0_1:
	div.s32 %r1, %r2, %r3;
	st.shared.f32 [%r4], %f5;
	bar.sync 0;
$L__BB0_2:
	ld.shared.f32 %f2, [%r5];
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f6, %f2, %f4, %f6;
	@%p1 bra $L__BB0_2;
	bar.sync 0;
	@%p2 bra $L__BB0_1;
$L__BB0_3:
	rem.s32 %r6, %r7, %r8;
	{ // callseq 0, 0
	call.uni
	_Z8epiloguef,
	(
	);
	} // callseq 0
	@%p3 bra $L__BB0_3;
	ret;
}
)";
  const DeviceAsm a = parse_device_asm(ptx, AsmDialect::ptx);
  const KLoopReport r = analyse_kloop(a, *a.find("_Z4tilev"), KLoopKind::simt);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.candidates, 1);  // the epilogue loop holds no FMA of its own
  EXPECT_EQ(r.depth, 1);
  EXPECT_EQ(r.counts.fma, 2);
  EXPECT_EQ(r.counts.barriers, 2);
  EXPECT_EQ(r.counts.divisions, 1);  // the staging's, not the epilogue's
  EXPECT_EQ(r.counts.calls, 0);
  EXPECT_EQ(r.divisions_in_loops, 2);
}

TEST(DeviceAsm, SimtBesideMatrixSkipsTheMatrixPathsLoops) {
  // One function holding a matrix loop with FMAs in it and a plain FMA loop: a SIMT path sharing the
  // function takes the plain one.
  const char* ptx = R"(
.visible .entry _Z1kv()
{
$L__BB0_1:
	mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f2, %f3, %f1;
	fma.rn.f32 %f1, %f2, %f3, %f1;
	@%p1 bra $L__BB0_1;
$L__BB0_2:
	fma.rn.f32 %f1, %f2, %f3, %f1;
	@%p2 bra $L__BB0_2;
	ret;
}
)";
  const DeviceAsm a = parse_device_asm(ptx, AsmDialect::ptx);
  const AsmFunction& k = a.functions.at(0);
  const KLoopReport own = analyse_kloop(a, k, KLoopKind::simt);
  EXPECT_EQ(own.counts.fma, 3);  // its own function: the heaviest FMA loop, matrix included
  EXPECT_EQ(own.counts.matrix, 1);
  EXPECT_EQ(own.candidates, 2);
  const KLoopReport shared = analyse_kloop(a, k, KLoopKind::simt_beside_matrix);
  EXPECT_EQ(shared.counts.fma, 1);
  EXPECT_EQ(shared.counts.matrix, 0);
  EXPECT_EQ(shared.candidates, 1);
}

// clang -S --cuda-device-only for gfx90a, trimmed: a 64-bit division before the loop (v_rcp_f32 then
// the 2^64 scale), a loop (.LBB0_2, closed by s_cbranch_scc1) with two v_mfma, ds_read_b128,
// global_load_dwordx4 and a 32-bit division (v_rcp_iflag_f32); a float division (v_div_fixup) after
// it; and a device function that nothing calls.
const char* kGcn = R"(
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	_Z6kernelPf             ; -- Begin function _Z6kernelPf
	.globl	_Z6kernelPf
	.p2align	8
	.type	_Z6kernelPf,@function
_Z6kernelPf:                            ; @_Z6kernelPf
; %bb.0:
	v_mac_f32_e32 v1, 0x4f800000, v2
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	s_mov_b32 s0, 0
.LBB0_1:                                ; =>This Loop Header: Depth=1
	s_add_i32 s0, s0, 1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=2
	global_load_dwordx4 v[4:7], v[2:3], off
	ds_read_b128 v[8:11], v12
	ds_read_b64 v[14:15], v13
	v_mfma_f32_16x16x16f16 a[0:3], v[8:9], v[14:15], a[0:3]
	v_mfma_f32_16x16x16f16 a[0:3], v[10:11], v[14:15], a[0:3]
	v_rcp_iflag_f32_e32 v16, v16
	s_cmp_lt_i32 s1, s2
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
	s_cbranch_vccnz .LBB0_1
; %bb.4:
	v_div_scale_f32 v1, s[0:1], v2, v2, v3
	v_rcp_f32_e32 v4, v1
	v_div_fmas_f32 v1, v1, v4, v5
	v_div_fixup_f32 v1, v1, v2, v3
	s_endpgm
.Lfunc_end0:
	.size	_Z6kernelPf, .Lfunc_end0-_Z6kernelPf
	.type	_Z6helperv,@function
_Z6helperv:
	v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.amdgpu_metadata
	.amdhsa_kernel _Z6kernelPf
	.end_amdhsa_kernel
)";

TEST(DeviceAsm, GcnLoopsMfmaAndDivisionExpansions) {
  // The k-loop is .LBB0_2 (inner); both division expansions outside it are counted apart.
  const DeviceAsm a = parse_device_asm(kGcn, AsmDialect::gcn);
  ASSERT_EQ(a.functions.size(), 2u);
  const AsmFunction* k = a.find("_Z6kernelPf");
  ASSERT_NE(k, nullptr);
  EXPECT_TRUE(k->entry);
  EXPECT_FALSE(a.find("_Z6helperv")->entry);
  ASSERT_EQ(k->loops.size(), 2u);
  const KLoopReport r = analyse_kloop(a, *k, KLoopKind::matrix, matrix_types_for("fp16"));
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.depth, 2);
  EXPECT_EQ(r.counts.matrix, 2);
  EXPECT_EQ(r.counts.shared_loads, 2);
  EXPECT_EQ(r.counts.global_load_bits, 128);
  EXPECT_EQ(r.counts.ldmatrix, 0);
  EXPECT_EQ(r.counts.divisions, 1);           // v_rcp_iflag_f32 in the k-loop
  EXPECT_EQ(r.divisions_in_loops, 1);
  EXPECT_EQ(r.divisions_outside_loops, 2);    // the 64-bit expansion before, the float division after
  // The helper's v_mfma (f32) is reachable from nothing: not in the kernel's counts.
  EXPECT_EQ(a.reachable(), std::vector<std::string>{"_Z6kernelPf"});
  EXPECT_EQ(a.counts(*k).matrix, 2);
  EXPECT_FALSE(analyse_kloop(a, *k, KLoopKind::matrix, matrix_types_for("bf16")).found);
}

TEST(DeviceAsm, GcnDivisionInsideTheLoopVsBefore) {
  // The same 32-bit division expansion moved before the loop leaves the loop without divisions.
  const char* before = R"(
	.type	_Z1kv,@function
_Z1kv:
	v_rcp_iflag_f32_e32 v16, v16
.LBB0_1:
	v_fmac_f32_e32 v1, v2, v3
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
)";
  const DeviceAsm a = parse_device_asm(before, AsmDialect::gcn);
  const KLoopReport r = analyse_kloop(a, a.functions.at(0), KLoopKind::simt);
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.counts.fma, 1);
  EXPECT_EQ(r.counts.divisions, 0);
  EXPECT_EQ(r.divisions_in_loops, 0);
  EXPECT_EQ(r.divisions_outside_loops, 1);
}

TEST(DeviceAsm, ForwardBranchesAreNotLoops) {
  // A branch to a later label closes no loop.
  const char* ptx = R"(
.visible .entry _Z1kv()
{
	@%p1 bra $L__BB0_2;
	fma.rn.f32 %f1, %f2, %f3, %f1;
$L__BB0_2:
	ret;
}
)";
  const DeviceAsm a = parse_device_asm(ptx, AsmDialect::ptx);
  EXPECT_TRUE(a.functions.at(0).loops.empty());
  EXPECT_FALSE(analyse_kloop(a, a.functions.at(0), KLoopKind::simt).found);
}

TEST(DeviceAsm, NameHoldsWordOnIdentifierBoundaries) {
  EXPECT_TRUE(name_holds_word("rammer_pool_tile(unsigned char*)", "pool"));
  EXPECT_TRUE(name_holds_word("void rammer::kernels::conv_mma_tile<256>(int)", "conv_mma"));
  EXPECT_TRUE(name_holds_word("rammer_gemm_tile(int)", "rammer_gemm_tile"));
  EXPECT_FALSE(name_holds_word("void rammer::kernels::gemm_tile_mma<1, 256>(int)", "gemm_mma"));
  EXPECT_FALSE(name_holds_word("rammer_rowwise_tile", "row"));
  EXPECT_FALSE(name_holds_word("memcopy", "copy"));
}

}  // namespace
}  // namespace rammer::bench
