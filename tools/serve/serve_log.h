// rammer-serve's log: one line per event on stderr, filtered by --log-level. Requests are logged at
// kInfo, one line each (method, path, status, model, queue and compute time); set --log-level=warn to
// keep a busy server quiet.
#pragma once

#include <optional>
#include <string>

namespace rammer::serve {

enum class LogLevel { kError = 0, kWarn = 1, kInfo = 2, kVerbose = 3 };

std::optional<LogLevel> log_level_from_name(const std::string& name);  // error|warn|info|verbose
void set_log_level(LogLevel level);
bool log_enabled(LogLevel level);
// Writes "<UTC time> <LEVEL> <message>" as one write, so lines of concurrent requests never interleave.
void log(LogLevel level, const std::string& message);

}  // namespace rammer::serve
