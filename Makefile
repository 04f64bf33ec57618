# The two commands of the README. Everything else is CMake and CTest.
#   make demo   set up, build, compile the bundled example model and show the result
#   make test   set up, build, run every test but the gpu_build_all label
#   make test-gpu-build-all   the bench models' persistent kernels on every GPU arch (nvcc, clang-HIP)
# Sanitizer and fuzz runs (CI runs them after `make test`; each in its own build directory):
#   make test-asan   the test suite under ASan+UBSan (clang), without GPU-device, nvcc/hipcc build and
#                    bench-size model tests
#   make fuzz        each libFuzzer target for a fixed number of inputs (in the ASan build)
#   make test-tsan   the runtime and session tests under TSan
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: setup build demo test test-gpu-build-all clean asan test-asan fuzz tsan test-tsan

# Left out of the ASan run: tests that need a GPU, compile with nvcc/hipcc, run bench-size models, or
# load our code into an uninstrumented python3 or node (the Python binding, the serving load test), and
# rammer-serve's tests (its gRPC and HTTP libraries are not built instrumented; its code is covered by
# the normal run), and rammer-bench's command-line tests (the tool is not in the sanitizer build).
ASAN_EXCLUDE_LABELS = ^(gpu|gpu_build|gpu_build_all|models|fuzz|python|serve|serve_bench|bench_cli)$$
ASAN_EXCLUDE_TESTS = RammercCliGpu|KernelsGpuCompile|_NOT_BUILT
# The fuzz stage runs a fixed number of inputs per target from a fixed seed (fuzz/CMakeLists.txt), so
# that it is reproducible; FUZZ_SECONDS caps each target on a slow machine. Explore further by hand
# with another seed and more inputs: make fuzz FUZZ_SEED=7 FUZZ_RUNS_SCALE=20 FUZZ_SECONDS=900
FUZZ_SECONDS ?= 240
FUZZ_SEED ?= 1
FUZZ_RUNS_SCALE ?= 1

setup:
	@bash scripts/setup.sh

build: setup
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release > $(BUILD).cmake.log 2>&1 || (cat $(BUILD).cmake.log; exit 1)
	@cmake --build $(BUILD) -j $(JOBS)

demo: build
	@bash scripts/demo.sh $(BUILD)

# `make test` builds each bench model's persistent kernel for one GPU arch (label gpu_build); the
# other model/arch pairs (label gpu_build_all, the slowest tests of the suite) are a separate target.
test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -LE '^gpu_build_all$$'

test-gpu-build-all: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L '^gpu_build_all$$'

# The sanitizer builds read the test models the normal build exported (hard links, with their times,
# so that the export commands find them up to date) instead of exporting them again with torch.
define reuse_models
	@if [ -d $(BUILD)/models ] && [ ! -e $(1)/models ]; then mkdir -p $(1) && cp -al $(BUILD)/models $(1)/models; fi
endef

asan: setup
	$(call reuse_models,build-asan)
	@cmake --preset asan -DRAMMER_FUZZ_SECONDS=$(FUZZ_SECONDS) -DRAMMER_FUZZ_SEED=$(FUZZ_SEED) \
	  -DRAMMER_FUZZ_RUNS_SCALE=$(FUZZ_RUNS_SCALE) > build-asan.cmake.log 2>&1 || (cat build-asan.cmake.log; exit 1)
	@cmake --build build-asan -j $(JOBS) --target sanitizer_suite

# The sanitizer stages run the CPU tile kernels' scalar instantiation, the one compiled instrumented
# (backends/cpu/kernels/CMakeLists.txt).
test-asan: asan
	@cd build-asan && RAMMER_CPU_ISA=scalar ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --output-on-failure -j $(JOBS) -LE '$(ASAN_EXCLUDE_LABELS)' -E '$(ASAN_EXCLUDE_TESTS)'

fuzz: asan
	@cd build-asan && { ctest --output-on-failure -V -j $(JOBS) -L '^fuzz$$' > fuzz.log 2>&1; rc=$$?; \
	  grep -E 'executions \(|tests passed|failed|Failed|ERROR|SUMMARY|runtime error' fuzz.log; exit $$rc; }

tsan: setup
	$(call reuse_models,build-tsan)
	@cmake --preset tsan > build-tsan.cmake.log 2>&1 || (cat build-tsan.cmake.log; exit 1)
	@cmake --build build-tsan -j $(JOBS) --target runtime_tests

test-tsan: tsan
	@cd build-tsan && RAMMER_CPU_ISA=scalar TSAN_OPTIONS=halt_on_error=1 ctest --output-on-failure -j $(JOBS) -L '^runtime$$'

clean:
	rm -rf $(BUILD) $(BUILD).cmake.log build-asan build-tsan build-asan.cmake.log build-tsan.cmake.log
