/* Runs a compiled CPU artifact once through the C API (runtime/rammer.h) on raw tensor files: the
 * reference the Python binding's test compares with.
 *   capi_run DIR IN_0.bin ... IN_n.bin OUT_0.bin ... OUT_m.bin
 * Inputs and outputs in the model's order, each file exactly the tensor's bytes (row-major). */
#include <stdio.h>
#include <stdlib.h>

#include "runtime/rammer.h"

static size_t tensor_bytes(int dtype, int rank, const int64_t* shape) {
  static const size_t kElementSize[] = {4, 2, 8, 4, 1, 1, 1, 8}; /* by rammer_dtype */
  size_t n = kElementSize[dtype];
  for (int i = 0; i < rank; ++i) n *= (size_t)shape[i];
  return n;
}

static int fail(const char* what) {
  fprintf(stderr, "capi_run: %s: %s\n", what, rammer_last_error());
  return 1;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: capi_run DIR IN... OUT...\n");
    return 2;
  }
  rammer_library* lib = rammer_open(argv[1]);
  if (!lib) return fail("rammer_open");
  const int n_in = rammer_num_inputs(lib), n_out = rammer_num_outputs(lib);
  if (argc != 2 + n_in + n_out) {
    fprintf(stderr, "capi_run: the model has %d inputs and %d outputs: give one file for each\n", n_in, n_out);
    return 2;
  }
  rammer_session* s = rammer_session_create(lib);
  if (!s) return fail("rammer_session_create");
  void** buffers = calloc((size_t)(n_in + n_out), sizeof(void*));
  size_t* sizes = calloc((size_t)(n_in + n_out), sizeof(size_t));
  for (int i = 0; i < n_in + n_out; ++i) {
    int dtype = 0, rank = 0;
    const int64_t* shape = NULL;
    const int is_input = i < n_in;
    if ((is_input ? rammer_input_info(lib, i, NULL, &dtype, &rank, &shape)
                  : rammer_output_info(lib, i - n_in, NULL, &dtype, &rank, &shape)) != 0)
      return fail("info");
    sizes[i] = tensor_bytes(dtype, rank, shape);
    buffers[i] = malloc(sizes[i] ? sizes[i] : 1);
    if (is_input) {
      FILE* f = fopen(argv[2 + i], "rb");
      if (!f || fread(buffers[i], 1, sizes[i], f) != sizes[i] || fgetc(f) != EOF) {
        fprintf(stderr, "capi_run: %s: expected exactly %zu bytes\n", argv[2 + i], sizes[i]);
        return 1;
      }
      fclose(f);
      if (rammer_bind_input_index(s, i, buffers[i], sizes[i]) != 0) return fail("bind input");
    } else if (rammer_bind_output_index(s, i - n_in, buffers[i], sizes[i]) != 0) {
      return fail("bind output");
    }
  }
  if (rammer_run(s) != 0) return fail("rammer_run");
  for (int i = n_in; i < n_in + n_out; ++i) {
    FILE* f = fopen(argv[2 + i], "wb");
    if (!f || fwrite(buffers[i], 1, sizes[i], f) != sizes[i] || fclose(f) != 0) {
      fprintf(stderr, "capi_run: cannot write %s\n", argv[2 + i]);
      return 1;
    }
  }
  for (int i = 0; i < n_in + n_out; ++i) free(buffers[i]);
  free(buffers);
  free(sizes);
  rammer_session_destroy(s);
  return rammer_close(lib) == 0 ? 0 : fail("rammer_close");
}
