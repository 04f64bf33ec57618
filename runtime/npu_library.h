// An NPU artifact (rammerc --device=npu) behind the rammer.h C API: runs model.npu in the simulator.
//
// rammer_open() finds an "npu" object in the directory's manifest.json. The library checks the
// manifest and weights.bin as for every artifact, decodes model.npu, and each run builds the
// simulated DRAM (weights image, inputs converted f32 -> fp16 into their regions), runs every
// core's stream to its end (tools/npusim) and converts the output regions back to f32. A stream that
// deadlocks or faults is an error naming the core and instruction. Buffers are host memory.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "backends/npu/container/program.h"
#include "runtime/model.h"
#include "tools/npusim/simulator.h"

namespace rammer::runtime {

struct NpuRegion {
  int64_t addr = 0, elements = 0;
};

class NpuLibrary {
 public:
  // True when dir/manifest.json describes an NPU artifact.
  static bool is_npu_artifact(const std::string& dir);
  explicit NpuLibrary(const std::string& dir);

  const std::vector<IOInfo>& inputs() const { return inputs_; }
  const std::vector<IOInfo>& outputs() const { return outputs_; }
  const std::string& device() const { return device_; }
  const npu::Program& program() const { return program_; }
  const npu::NpuConfig& config() const { return config_; }

  struct Session {
    std::vector<const void*> inputs;
    std::vector<void*> outputs;
    npu::SimResult last;  // the last run's cycles and utilisation
  };
  std::unique_ptr<Session> create_session() const;
  void bind_input(Session& s, int index, const void* data, size_t bytes) const;
  void bind_output(Session& s, int index, void* data, size_t bytes) const;
  void run(Session& s, bool record_trace = false) const;

 private:
  std::string dir_, device_;
  npu::NpuConfig config_;
  npu::Program program_;
  std::vector<uint8_t> weights_;
  int64_t dram_bytes_ = 0;
  std::vector<IOInfo> inputs_, outputs_;
  std::vector<NpuRegion> input_regions_, output_regions_;
};

}  // namespace rammer::runtime
