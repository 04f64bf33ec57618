// Fuzz target: the device spec JSON reader (vdevice/device_spec.h), and building a vDevice from an
// accepted spec (occupancy and vEU arithmetic on untrusted numbers).
#include <string>

#include "fuzz/fuzz_common.h"
#include "vdevice/device_spec.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  rammer::fuzz::run_guarded([&] { (void)rammer::parse_device_spec(text, "fuzz.json"); });
  return 0;
}
