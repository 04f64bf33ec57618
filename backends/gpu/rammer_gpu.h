/* The C API every GPU artifact library (lib<model>.so built from the persistent kernel) exports.
 *
 * Lifetime: rammer_gpu_model_load uploads weights.bin and the op/tensor/instruction tables once per
 * loaded library and checks with the occupancy API that the device can hold every vEU at once (a
 * clear error otherwise, never a hang). A session owns its workspace (or uses the caller's, of
 * rammer_gpu_workspace_bytes bytes), its 64-bit event counters and its tensor pointer table, so
 * sessions on different streams run concurrently. Binding is synchronous and not on the run path;
 * rammer_gpu_session_run only launches (asynchronous on the caller's stream, no allocation, no
 * reset launch, capturable into a CUDA/HIP graph). All pointers passed are device pointers.
 * Functions return 0 on success, otherwise -1 with rammer_gpu_last_error() set (per thread). */
#ifndef RAMMER_GPU_H_
#define RAMMER_GPU_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rammer_gpu_model rammer_gpu_model;
typedef struct rammer_gpu_session rammer_gpu_session;

const char* rammer_gpu_last_error(void);

/* `weights_path`: the artifact's weights.bin (NULL or "" when the model has no weights). Uses the
 * current device. */
int rammer_gpu_model_load(const char* weights_path, rammer_gpu_model** out);
void rammer_gpu_model_free(rammer_gpu_model* model);

int rammer_gpu_num_inputs(void);
int rammer_gpu_num_outputs(void);
const char* rammer_gpu_input_name(int i);
const char* rammer_gpu_output_name(int i);
int64_t rammer_gpu_input_bytes(int i);
int64_t rammer_gpu_output_bytes(int i);
int rammer_gpu_veus(void);
int rammer_gpu_threads_per_block(void);
int64_t rammer_gpu_shared_bytes(void);
/* Bytes of device memory one session needs: intermediates + counters + tensor pointer table. */
int64_t rammer_gpu_workspace_bytes(void);

/* `workspace`: NULL to allocate, or caller memory of rammer_gpu_workspace_bytes() bytes (256-byte
 * aligned) that outlives the session. Zeroes the counters (synchronously). */
int rammer_gpu_session_create(rammer_gpu_model* model, void* workspace, rammer_gpu_session** out);
void rammer_gpu_session_free(rammer_gpu_session* session);
int rammer_gpu_session_bind_input(rammer_gpu_session* session, int i, const void* device_ptr);
int rammer_gpu_session_bind_output(rammer_gpu_session* session, int i, void* device_ptr);
/* `stream`: a cudaStream_t / hipStream_t (NULL = the default stream). */
int rammer_gpu_session_run(rammer_gpu_session* session, void* stream);
/* Completed runs of this session as the device sees them (synchronous read, for tests). */
int rammer_gpu_session_epoch(rammer_gpu_session* session, uint64_t* completed_runs);

#ifdef __cplusplus
}
#endif

#endif /* RAMMER_GPU_H_ */
