#include "tools/serve/serve_log.h"

#include <atomic>
#include <chrono>
#include <ctime>

#include <unistd.h>

namespace rammer::serve {

namespace {

std::atomic<int> g_level{static_cast<int>(LogLevel::kInfo)};

constexpr const char* kNames[] = {"error", "warn", "info", "verbose"};

}  // namespace

std::optional<LogLevel> log_level_from_name(const std::string& name) {
  for (int i = 0; i < 4; ++i)
    if (name == kNames[i]) return static_cast<LogLevel>(i);
  return std::nullopt;
}

void set_log_level(LogLevel level) { g_level.store(static_cast<int>(level), std::memory_order_relaxed); }

bool log_enabled(LogLevel level) { return static_cast<int>(level) <= g_level.load(std::memory_order_relaxed); }

void log(LogLevel level, const std::string& message) {
  if (!log_enabled(level)) return;
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const int ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char stamp[40];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
  std::string line = std::string(stamp) + "." + std::to_string(1000 + ms).substr(1) + "Z " +
                     kNames[static_cast<int>(level)] + " " + message + "\n";
  // One write(2) per line: atomic for pipes up to PIPE_BUF and ordered per line for files.
  [[maybe_unused]] ssize_t n = ::write(2, line.data(), line.size());
}

}  // namespace rammer::serve
