# The two commands of the README. Everything else is CMake and CTest.
#   make demo   set up, build, compile the bundled example model and show the result
#   make test   set up, build, run every test
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: setup build demo test clean

setup:
	@bash scripts/setup.sh

build: setup
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release > $(BUILD).cmake.log 2>&1 || (cat $(BUILD).cmake.log; exit 1)
	@cmake --build $(BUILD) -j $(JOBS)

demo: build
	@bash scripts/demo.sh $(BUILD)

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

clean:
	rm -rf $(BUILD) $(BUILD).cmake.log
