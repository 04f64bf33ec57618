// Streams of the emulated GPU for tests that are not themselves emulated translation units
// (emulated_streams.cc is): create one, hold it busy behind a gate, synchronise it.
#pragma once

namespace rammer::emu_test {

void* create_stream();
void destroy_stream(void* stream);
// Enqueues on `stream` a one-block kernel that spins until *gate != 0: what follows on the stream
// stays in flight until the test opens the gate.
void hold_stream(void* stream, unsigned long long* gate);
// 0 on success, else the emulated runtime's error code.
int synchronize_stream(void* stream);

}  // namespace rammer::emu_test
