/* The C API every GPU artifact library (lib<model>.so built from the persistent kernel) exports.
 *
 * Lifetime: rammer_gpu_model_load uploads weights.bin and the op/tensor/instruction tables once per
 * loaded library. A session owns its workspace (or uses the caller's, of rammer_gpu_workspace_bytes
 * bytes), its 64-bit event counters, its tensor pointer table and a fault record, so sessions on
 * different streams run concurrently. rammer_gpu_session_run only enqueues (asynchronous on the
 * caller's stream, no allocation, no reset launch, capturable into a CUDA/HIP graph). All pointers
 * passed are device pointers. Functions return 0 on success, otherwise -1 with
 * rammer_gpu_last_error() set (per thread).
 *
 * Grid. The schedule was made for rammer_gpu_veus() vEUs, one block each on the SKU it names. The
 * persistent kernel runs the vEUs of a block as cooperative state machines (a vEU whose wait is not
 * yet satisfied yields to the block's next vEU), so any grid from rammer_gpu_min_blocks() to
 * rammer_gpu_veus() runs the same schedule with the same results: a smaller SKU of the architecture,
 * a GPU shared with other kernels, or a session capped on purpose so that sessions run side by side.
 * The launch is cooperative: a grid that cannot be resident at once is refused, never a hang.
 *
 * Faults. A run whose vEUs make no progress for longer than the watchdog bound, or that was entered
 * while the session's previous run was still in flight, stops on the device and records what it saw;
 * the session is then unusable: rammer_gpu_session_status and every later run return -1 with the
 * fault as one rammer_gpu_last_error() line. */
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
 * current device. Fails when the device cannot hold rammer_gpu_min_blocks() blocks at once; warns on
 * stderr (both block counts) when it holds fewer than rammer_gpu_veus(), and then runs multiplexed. */
int rammer_gpu_model_load(const char* weights_path, rammer_gpu_model** out);
void rammer_gpu_model_free(rammer_gpu_model* model);
/* Blocks of this kernel the device holds at once (occupancy x SMs), as measured at load. */
int rammer_gpu_model_capacity(const rammer_gpu_model* model);

int rammer_gpu_num_inputs(void);
int rammer_gpu_num_outputs(void);
const char* rammer_gpu_input_name(int i);
const char* rammer_gpu_output_name(int i);
int64_t rammer_gpu_input_bytes(int i);
int64_t rammer_gpu_output_bytes(int i);
/* The grid the schedule was made for (one block per vEU) and the smallest grid that runs it. */
int rammer_gpu_veus(void);
int rammer_gpu_min_blocks(void);
int rammer_gpu_threads_per_block(void);
int64_t rammer_gpu_shared_bytes(void);
/* Bytes of device memory one session needs: intermediates + counters + tensor pointer table. */
int64_t rammer_gpu_workspace_bytes(void);

/* `workspace`: NULL to allocate, or caller memory of rammer_gpu_workspace_bytes() bytes (256-byte
 * aligned) that outlives the session. Zeroes the counters (synchronously). */
int rammer_gpu_session_create(rammer_gpu_model* model, void* workspace, rammer_gpu_session** out);
void rammer_gpu_session_free(rammer_gpu_session* session);
/* Caps the session's grid at `max_blocks` (>= rammer_gpu_min_blocks(); 0 = as many as the device
 * holds, up to the vEUs). Only before the session's first run: the grid is fixed from then on. */
int rammer_gpu_session_set_max_blocks(rammer_gpu_session* session, int max_blocks);
/* The grid this session's runs launch with. */
int rammer_gpu_session_blocks(const rammer_gpu_session* session);
/* Watchdog bound in milliseconds (0 = off). Default 1000, or RAMMER_GPU_WATCHDOG_MS. Applies to
 * runs enqueued after the call (a captured graph keeps the bound it was captured with). */
int rammer_gpu_session_set_watchdog_ms(rammer_gpu_session* session, int64_t milliseconds);
/* Measured timeline, for profiling, in a library whose two halves were compiled with -DRAMMER_TRACE=1
 * (the default build leaves the stamps out; set_trace then fails). A trace buffer is device memory of
 * rammer_gpu_trace_bytes() bytes: four uint64 per instruction of the model's tables; runs enqueued
 * after set_trace (NULL: off) fill the slot of every exec they run with its tile's start and end on
 * the device clock (ns; CUDA's %globaltimer, HIP's s_memrealtime), op << 32 | rTask and block << 32 |
 * vEU, and leave the other slots as they were (zero them first). Tracing adds a block barrier after
 * each tile. Read it after synchronising the run's stream; op i's name and kind: rammer_gpu_op_name(i),
 * rammer_gpu_op_kind(i). */
int64_t rammer_gpu_trace_bytes(void);
int rammer_gpu_session_set_trace(rammer_gpu_session* session, void* device_buffer);
const char* rammer_gpu_op_name(int op);
const char* rammer_gpu_op_kind(int op);
/* Binding updates the session's pointer table on the stream of the next run (stream-ordered with
 * the runs before and after it). A run captured into a graph copies the table at every replay, so a
 * replay uses the bindings of its time; rebind only between synchronised replays. */
int rammer_gpu_session_bind_input(rammer_gpu_session* session, int i, const void* device_ptr);
int rammer_gpu_session_bind_output(rammer_gpu_session* session, int i, void* device_ptr);
/* `stream`: a cudaStream_t / hipStream_t (NULL = the default stream). Fails, without enqueuing,
 * when the session has faulted, or when its previous run on another stream is still in flight. */
int rammer_gpu_session_run(rammer_gpu_session* session, void* stream);
/* 0 while no run has faulted; -1 with the fault as the last error. Reads host memory the device
 * writes, so call it after synchronising the run's stream. */
int rammer_gpu_session_status(rammer_gpu_session* session);
/* Completed runs of this session as the device sees them (synchronous read, for tests). */
int rammer_gpu_session_epoch(rammer_gpu_session* session, uint64_t* completed_runs);

#ifdef __cplusplus
}
#endif

#endif /* RAMMER_GPU_H_ */
