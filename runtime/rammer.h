/* The rammer runtime C API: load a compiled model directory and run it.
 *
 *   rammer_library* lib = rammer_open("out");          // out/ from rammerc --device=cpu -o out
 *   rammer_session* s = rammer_session_create(lib);     // own workspace, counters, worker threads
 *   rammer_bind_input(s, "x", x, sizeof x);             // caller buffers, by name ...
 *   rammer_bind_output_index(s, 0, y, sizeof y);        // ... or by index
 *   if (rammer_run(s) != 0) fprintf(stderr, "%s\n", rammer_last_error());
 *   rammer_session_destroy(s); rammer_close(lib);
 *
 * Every function returning int returns 0 on success and -1 on failure; pointer-returning ones return
 * NULL. After a failure rammer_last_error() (per calling thread) says what went wrong in one line.
 *
 * Misuse that is detected, each a -1 / NULL return with this rammer_last_error():
 *   a NULL library or session          "<function>: null library" / "null session" (also from the
 *                                       int-returning queries rammer_num_inputs, rammer_is_gpu, ...)
 *   a NULL name or buffer               "... null session or name" / "input 'x': null buffer"
 *   an unknown name, an index out of range   "the model has no input 'x'" / "index 3 out of range"
 *   a buffer of the wrong byte size     "input 'x' needs 24 bytes (f32[2,3]), got 20" (nothing bound)
 *   a run with an input or output unbound    "output 'y' is not bound" (the session stays usable)
 *   a run after a failed run            "this session failed in an earlier run (...); create a new
 *                                       session" (a failed run leaves the session's counters out of step)
 *   rammer_close with sessions open     "rammer_close: N session(s) of this library are still open;
 *                                       destroy them first" (the library stays open and usable)
 *   GPU-only controls on a CPU session  "...: a CPU session has no blocks" / "... no watchdog"
 * rammer_close(NULL) and rammer_session_destroy(NULL) do nothing. Not detected (undefined behaviour):
 * a handle that was already closed or destroyed, or a pointer that is not one; one session used from
 * two threads at once; buffers freed before rammer_run returns.
 * Threading: a library may be shared by any number of sessions; different sessions run concurrently
 * from different threads; one session must not be used by two threads at once. Buffers bound to a
 * session stay the caller's and must hold exactly the tensor's bytes (dense, row-major) until
 * rammer_run returns. A library must outlive its sessions (rammer_close refuses otherwise).
 *
 * GPU libraries (rammerc --device=a100|h100|mi250|mi100 -o out) open through the same calls:
 * rammer_open finds the "gpu" object in out/manifest.json and loads the built lib<model>.so (weights
 * uploaded once per opened library; the device must hold every vEU at once, checked with the
 * occupancy API). Then bound buffers are DEVICE pointers, each session has its own device workspace
 * and event counters, and rammer_run_async(s, stream) enqueues one run on the caller's cudaStream_t /
 * hipStream_t without allocating or resetting anything (capturable into a CUDA graph); rammer_run
 * enqueues on the default stream.
 */
#ifndef RAMMER_RUNTIME_RAMMER_H_
#define RAMMER_RUNTIME_RAMMER_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rammer_library rammer_library;
typedef struct rammer_session rammer_session;

/* Element types (the values of kernels/op_desc.h DTypeCode). RAMMER_F16 and RAMMER_BF16 elements are
 * 16-bit patterns (IEEE half, bfloat16). 8 (i16) only appears inside models, never as an input or output. */
enum rammer_dtype {
  RAMMER_F32 = 0, RAMMER_F16 = 1, RAMMER_I64 = 2, RAMMER_I32 = 3, RAMMER_I8 = 4, RAMMER_U8 = 5,
  RAMMER_BOOL = 6, RAMMER_F64 = 7, RAMMER_BF16 = 9
};

/* Loads an artifact directory: dir/manifest.json, dir/weights.bin and dir/libmodel.so (CPU) or the
 * manifest's GPU library. NULL on failure. The directory is treated as possibly damaged: a missing
 * file, a manifest that is not JSON or lacks a field, an unknown format_version, a weights.bin whose
 * size or checksum differs from the manifest (truncated, edited, another model's), a manifest whose
 * inputs or outputs disagree with the library (names, dtypes, shapes, bytes), a libmodel.so built for
 * another model or other weights, or tables with indices out of range each give one error naming the
 * file and what to do. The checksum catches corruption, not an attacker: the library is native code,
 * so open only artifacts from a source you trust (docs/security.md). */
rammer_library* rammer_open(const char* dir);
/* Closes a library: -1 (and the library stays open) while any of its sessions is not destroyed. */
int rammer_close(rammer_library* lib);

rammer_session* rammer_session_create(rammer_library* lib);
/* GPU libraries: a session in caller-provided device memory of rammer_workspace_bytes(lib) bytes
 * (256-byte aligned, outliving the session). CPU libraries allocate their own (workspace must be NULL). */
rammer_session* rammer_session_create_with_workspace(rammer_library* lib, void* workspace);
int64_t rammer_workspace_bytes(const rammer_library* lib);  /* -1 when lib is NULL */
int rammer_is_gpu(const rammer_library* lib);               /* 1 GPU, 0 CPU, -1 NULL */
void rammer_session_destroy(rammer_session* session);

int rammer_num_inputs(const rammer_library* lib);   /* -1 when lib is NULL */
int rammer_num_outputs(const rammer_library* lib);
/* Describes input/output `index`: its name, rammer_dtype, rank and shape (pointers stay valid while
 * the library is open). Any out-pointer may be NULL. */
int rammer_input_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                      const int64_t** shape);
int rammer_output_info(const rammer_library* lib, int index, const char** name, int* dtype, int* rank,
                       const int64_t** shape);

int rammer_bind_input(rammer_session* s, const char* name, const void* data, size_t bytes);
int rammer_bind_input_index(rammer_session* s, int index, const void* data, size_t bytes);
int rammer_bind_output(rammer_session* s, const char* name, void* data, size_t bytes);
int rammer_bind_output_index(rammer_session* s, int index, void* data, size_t bytes);

/* Runs the model once on the bound buffers. After a failure inside the run the session is unusable.
 * CPU: returns when the run is complete. GPU: enqueues on the default stream. */
int rammer_run(rammer_session* s);
/* GPU: enqueues one run on `stream` (cudaStream_t / hipStream_t) and returns. CPU: same as rammer_run. */
int rammer_run_async(rammer_session* s, void* stream);

/* GPU sessions: caps the grid at `max_blocks` blocks (vEUs are then multiplexed onto them, so two or
 * more sessions fit on one GPU side by side; 0 = as many as the device holds), before the first run.
 * CPU sessions: an error (their worker count is fixed at creation). */
int rammer_session_set_max_blocks(rammer_session* s, int max_blocks);
/* GPU sessions: the watchdog bound in milliseconds (0 = off; default 1000 or RAMMER_GPU_WATCHDOG_MS).
 * CPU sessions: an error. */
int rammer_session_set_watchdog_ms(rammer_session* s, int64_t milliseconds);
/* 0 while the session is usable; -1 with the reason once a run failed (GPU: a watchdog or misuse fault
 * recorded by the device; read it after synchronising the run's stream). */
int rammer_session_status(rammer_session* s);

/* The last error of the calling thread ("" when none). */
const char* rammer_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* RAMMER_RUNTIME_RAMMER_H_ */
