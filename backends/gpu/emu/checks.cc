// The memory checks of an emulated launch: shared-memory races (check b) and release/acquire in
// the same barrier phase as another thread's tile work (check c). Check c is deliberately
// symmetric: within a phase the emulator cannot tell the tail of the previous tile from the work
// that reads what an acquire made visible, so a release or acquire must have barriers on both sides
// of other threads' tile work (the persistent kernel's contract). Both rest on one fact: within a
// block, only a completed barrier orders one thread's accesses before another's, so two accesses
// in the same phase (between the same two completed barriers) by different threads are concurrent,
// whatever order the scheduler happened to run them in.
#include <cstdio>
#include <sstream>

#include "backends/gpu/emu/device.h"
#include "backends/gpu/emu/launch.h"

namespace rammer::emu {

namespace {

std::string work_site(const Launch& l, uint16_t id) {
  return id == 0 ? std::string("outside b.threads") : "in b.threads at " + l.sites[id].str();
}

void report_race(FiberState& f, size_t word, bool write, const char* other_did, int other, uint16_t other_site) {
  Launch& l = *f.launch;
  if (!l.wants_report(ReportKind::shared_race)) return;
  const BlockState& b = *f.block;
  std::ostringstream o;
  o << where(f) << ": thread " << f.thread << (write ? " writes" : " reads") << " shared+0x" << std::hex
    << word * 4 << " (" << static_cast<const void*>(b.smem + word * 4) << std::dec << ") "
    << work_site(l, f.work_site) << " after ";
  if (other == kManyThreads)
    o << "other threads read it";
  else
    o << "thread " << other << " " << other_did << " it";
  o << " " << work_site(l, other_site) << ", with no barrier between (phase begun at "
    << b.phase_site.str() << ")";
  l.reports.push_back(Report{ReportKind::shared_race, o.str()});
}

// An access by the current thread that may have happened at any moment since phase `since` (the
// current phase for an ordinary access): it races with another thread's access since then.
void check_access(const void* p, size_t bytes, bool write, bool since_issue, uint32_t since) {
  FiberState* f = current_fiber();
  if (f == nullptr || bytes == 0) return;
  BlockState& b = *f->block;
  const unsigned char* c = static_cast<const unsigned char*>(p);
  if (c < b.smem || c + bytes > b.smem + b.smem_bytes) return;  // not this block's shared memory
  const size_t first = static_cast<size_t>(c - b.smem) / 4, last = (static_cast<size_t>(c - b.smem) + bytes - 1) / 4;
  const uint32_t phase = b.phase;
  if (!since_issue) since = phase;
  const uint16_t t = static_cast<uint16_t>(f->thread);
  for (size_t w = first; w <= last; ++w) {
    ShadowWord& s = b.shadow[w];
    const bool written_now = s.write_phase >= since && s.write_thread != t;
    if (write) {
      if (written_now)
        report_race(*f, w, true, "wrote", s.write_thread, s.write_site);
      else if (s.read_phase >= since && s.read_thread != t)
        report_race(*f, w, true, "read", s.read_thread, s.read_site);
      s.write_phase = phase;
      s.write_thread = t;
      s.write_site = f->work_site;
    } else {
      if (written_now) report_race(*f, w, false, "wrote", s.write_thread, s.write_site);
      if (s.read_phase != phase) {
        s.read_phase = phase;
        s.read_thread = t;
        s.read_site = f->work_site;
      } else if (s.read_thread != t) {
        s.read_thread = kManyThreads;
      }
    }
  }
}

}  // namespace

void shared_access(const void* p, size_t bytes, bool write) { check_access(p, bytes, write, false, 0); }

void shared_async_write(const void* p, size_t bytes, uint32_t issued) { check_access(p, bytes, true, true, issued); }

uint32_t shared_phase() {
  FiberState* f = current_fiber();
  return f ? f->block->phase : 0;
}

void tile_work(const char* file, int line) {
  FiberState* f = current_fiber();
  if (f == nullptr) return;
  Launch& l = *f->launch;
  BlockState& b = *f->block;
  f->work_site = l.site_id(file, line);
  if (b.work_phase != b.phase) {
    b.work_phase = b.phase;
    b.work_thread = f->thread;
    b.work_many = false;
    b.work_site = f->work_site;
  } else if (b.work_thread != f->thread) {
    b.work_many = true;
  }
  if (b.sync_phase == b.phase && b.sync_thread != f->thread && !b.sync_reported) {
    b.sync_reported = true;
    l.report(ReportKind::sync_without_barrier,
             where(*f) + ": thread " + std::to_string(b.sync_thread) + " did a " + b.sync_what + " at " +
                 b.sync_site.str() + " in the same barrier phase as tile work by thread " +
                 std::to_string(f->thread) + " " + work_site(l, f->work_site) + " (phase begun at " +
                 b.phase_site.str() + "): a barrier is missing between them");
  }
}

void sync_op(const char* what, const void* addr, bool writes, const char* file, int line) {
  FiberState* f = current_fiber();
  if (f == nullptr) return;
  Launch& l = *f->launch;
  BlockState& b = *f->block;
  if (writes) Device::get().progress();
  if (b.work_phase == b.phase && (b.work_many || b.work_thread != f->thread) && !b.sync_reported) {
    b.sync_reported = true;
    std::ostringstream o;
    o << where(*f) << ": thread " << f->thread << " does a " << what << " of " << addr << " at "
      << Site{file, line}.str() << " in the same barrier phase as tile work by "
      << (b.work_thread != f->thread ? "thread " + std::to_string(b.work_thread) : std::string("other threads"))
      << " " << work_site(l, b.work_site) << " (phase begun at " << b.phase_site.str()
      << "): a barrier is missing between them";
    l.report(ReportKind::sync_without_barrier, o.str());
  }
  b.sync_phase = b.phase;
  b.sync_thread = f->thread;
  b.sync_what = what;
  b.sync_site = Site{file, line};
  f->fiber.suspend();
}

}  // namespace rammer::emu
