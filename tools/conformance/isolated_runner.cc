#include "tools/conformance/isolated_runner.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <sstream>

namespace rammer::conformance {

namespace {

using Clock = std::chrono::steady_clock;

// The child's report: four lines (verdict, reason, ops, blamed ops), ops separated by spaces (op names
// contain none; the reason is already one line).
std::string serialize(const Outcome& o) {
  auto join = [](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) {
      if (!s.empty()) s += ' ';
      s += x;
    }
    return s;
  };
  return std::string(verdict_name(o.verdict)) + "\n" + o.reason + "\n" + join(o.ops) + "\n" +
         join(o.blamed) + "\n";
}

bool deserialize(const std::string& text, Outcome& o) {
  std::istringstream in(text);
  std::string verdict, ops, blamed;
  if (!std::getline(in, verdict) || !std::getline(in, o.reason) || !std::getline(in, ops) ||
      !std::getline(in, blamed))
    return false;
  if (verdict == "passed") o.verdict = Verdict::passed;
  else if (verdict == "failed") o.verdict = Verdict::failed;
  else if (verdict == "unsupported") o.verdict = Verdict::unsupported;
  else return false;
  auto split = [](const std::string& s) {
    std::vector<std::string> v;
    std::istringstream ss(s);
    for (std::string w; ss >> w;) v.push_back(w);
    return v;
  };
  o.ops = split(ops);
  o.blamed = split(blamed);
  return true;
}

void write_all(int fd, const std::string& s) {
  size_t off = 0;
  while (off < s.size()) {
    ssize_t n = ::write(fd, s.data() + off, s.size() - off);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    off += static_cast<size_t>(n);
  }
}

// ASan and TSan reserve terabytes of address space for their shadow memory: an address-space cap
// makes every allocation fail there, so sanitizer builds run without it.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kAddressSpaceCapWorks = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
constexpr bool kAddressSpaceCapWorks = false;
#else
constexpr bool kAddressSpaceCapWorks = true;
#endif
#else
constexpr bool kAddressSpaceCapWorks = true;
#endif

[[noreturn]] void child_main(int fd, size_t job, const std::function<Outcome(size_t)>& run,
                             const IsolationOptions& opts) {
  if (opts.memory_limit_mb > 0 && kAddressSpaceCapWorks) {
    rlimit lim{};
    lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(opts.memory_limit_mb) << 20;
    ::setrlimit(RLIMIT_AS, &lim);
  }
  // The runner's own stdout belongs to the parent's report.
  int devnull = ::open("/dev/null", O_WRONLY);
  if (devnull >= 0) ::dup2(devnull, STDOUT_FILENO);
  write_all(fd, serialize(run(job)));
  ::close(fd);
  ::_exit(0);
}

struct Running {
  pid_t pid;
  int fd;
  size_t index;
  Clock::time_point deadline;
  std::string buffer;
};

Outcome abnormal(const std::string& dir, const std::string& reason) {
  Outcome o;
  o.verdict = Verdict::failed;
  o.reason = reason;
  o.ops = model_ops(dir);
  o.blamed = o.ops;
  return o;
}

Outcome reap(const Running& r, const std::string& dir) {
  int status = 0;
  while (::waitpid(r.pid, &status, 0) < 0 && errno == EINTR) {
  }
  Outcome o;
  if (WIFSIGNALED(status))
    return abnormal(dir, "crashed with signal " + std::to_string(WTERMSIG(status)) + " (" +
                             strsignal(WTERMSIG(status)) + ")");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return abnormal(dir, "the test process exited with status " + std::to_string(WEXITSTATUS(status)));
  if (!deserialize(r.buffer, o)) return abnormal(dir, "the test process sent no result");
  return o;
}

}  // namespace

void run_isolated(const std::vector<std::string>& dirs, const std::function<Outcome(size_t)>& run,
                  const IsolationOptions& opts, const std::function<void(size_t, const Outcome&)>& on_done) {
  std::vector<Running> running;
  size_t next = 0;
  const auto timeout = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(opts.timeout_s));
  std::fflush(stdout);  // a child must not inherit (and later flush) our buffered output
  std::fflush(stderr);
  while (next < dirs.size() || !running.empty()) {
    while (next < dirs.size() && static_cast<int>(running.size()) < std::max(1, opts.jobs)) {
      int p[2];
      if (::pipe(p) != 0) {
        on_done(next, abnormal(dirs[next], "cannot create a pipe for the test process"));
        ++next;
        continue;
      }
      pid_t pid = ::fork();
      if (pid == 0) {
        ::close(p[0]);
        for (const auto& r : running) ::close(r.fd);
        child_main(p[1], next, run, opts);
      }
      ::close(p[1]);
      if (pid < 0) {
        ::close(p[0]);
        on_done(next, abnormal(dirs[next], "cannot fork the test process"));
        ++next;
        continue;
      }
      running.push_back({pid, p[0], next, Clock::now() + timeout, {}});
      ++next;
    }

    std::vector<pollfd> fds;
    auto soonest = running.front().deadline;
    for (const auto& r : running) {
      fds.push_back({r.fd, POLLIN, 0});
      soonest = std::min(soonest, r.deadline);
    }
    auto wait_ms = std::chrono::duration_cast<std::chrono::milliseconds>(soonest - Clock::now()).count();
    int n = ::poll(fds.data(), fds.size(), static_cast<int>(std::max<int64_t>(0, wait_ms) + 1));
    if (n < 0) n = 0;  // EINTR or a transient failure: deadlines are still checked below

    std::vector<Running> still;
    for (size_t k = 0; k < running.size(); ++k) {
      Running& r = running[k];
      bool done = false;
      if (n > 0 && (fds[k].revents & (POLLIN | POLLHUP | POLLERR))) {
        char buf[4096];
        ssize_t got = ::read(r.fd, buf, sizeof buf);
        if (got > 0) r.buffer.append(buf, static_cast<size_t>(got));
        else if (got == 0 || errno != EINTR) done = true;
      }
      if (done) {
        ::close(r.fd);
        on_done(r.index, reap(r, dirs[r.index]));
      } else if (Clock::now() >= r.deadline) {
        ::kill(r.pid, SIGKILL);
        ::close(r.fd);
        int status = 0;
        while (::waitpid(r.pid, &status, 0) < 0 && errno == EINTR) {
        }
        std::ostringstream why;
        why << "timed out after " << opts.timeout_s << " s";
        on_done(r.index, abnormal(dirs[r.index], why.str()));
      } else {
        still.push_back(std::move(r));
      }
    }
    running = std::move(still);
  }
}

}  // namespace rammer::conformance
