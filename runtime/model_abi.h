// The tables a compiled model library (libmodel.so, built from the artifact's model.cc) exports to
// the runtime: one C-compatible struct behind `extern "C" const RammerModelTables*
// rammer_model_tables(void)`. backends/cpu prints it; runtime/model.cc reads it. Bump
// kRammerModelAbi on any layout change (the runtime refuses other versions).
#pragma once

#include <stdint.h>

#include "kernels/op_desc.h"

#define RAMMER_MODEL_ABI 2

extern "C" {

struct RammerModelTables {
  int32_t abi;              // RAMMER_MODEL_ABI
  int32_t emulate;          // 1: run the GPU tile kernels under host emulation only (--emulate)
  const char* model;
  const char* device;
  const char* policy;
  int32_t threads_per_block;
  int32_t num_tensors;
  int64_t shared_bytes;
  int64_t workspace_bytes;
  int64_t weights_bytes;    // size weights.bin must have
  const rammer::kernels::TensorDesc* tensors;
  const int64_t* io_bytes;          // per tensor (plan.h PlanTensor::io_bytes)
  const char* const* tensor_names;  // "" for anonymous views
  int32_t num_ops;
  const rammer::kernels::OpDesc* ops;
  const char* const* op_names;
  int32_t num_veus;
  const int32_t* program_offsets;   // num_veus + 1 offsets into instrs
  const rammer::kernels::InstrDesc* instrs;
  int32_t num_events;
  const int32_t* event_signals;
  int32_t num_inputs, num_outputs;
  const int32_t* input_tensors;     // tensor index per input
  const int32_t* output_tensors;
  const char* reference_graph;      // graph text (graph_text.h) of the reference ops' nodes
  uint64_t weights_checksum;        // XXH64 of weights.bin: ties the library to its weights and manifest
};

const RammerModelTables* rammer_model_tables(void);
}
