// Errors as values at module borders, exceptions inside a module.
//
// Inside a pass or an op, code calls RAMMER_CHECK / throws rammer::Error: the message names what failed.
// At a module border (loader, pipeline, CLI, runtime) the exception is caught and becomes a Status or a
// Result<T>, so callers never see an exception and every error is one line naming what, where, and what to do.
#pragma once

#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace rammer {

// The one exception type thrown inside modules. Its message is already user-facing.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

// Thrown for valid input that rammerc does not support (an op, a dtype, an attribute value). Tools
// report it like any Error; the conformance runner counts it as "unsupported" rather than "failed".
class Unsupported : public Error {
 public:
  explicit Unsupported(const std::string& message) : Error(message) {}
};

class Status {
 public:
  Status() = default;
  static Status ok() { return Status(); }
  static Status error(std::string message) { return Status(std::move(message)); }

  bool is_ok() const { return !message_.has_value(); }
  explicit operator bool() const { return is_ok(); }
  const std::string& message() const {
    static const std::string kEmpty;
    return message_ ? *message_ : kEmpty;
  }

 private:
  explicit Status(std::string message) : message_(std::move(message)) {}
  std::optional<std::string> message_;
};

// A value or the Status that explains why there is none.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}           // NOLINT: implicit on purpose
  Result(Status status) : v_(std::move(status)) {}    // NOLINT
  bool is_ok() const { return std::holds_alternative<T>(v_); }
  explicit operator bool() const { return is_ok(); }
  T& value() { return std::get<T>(v_); }
  const T& value() const { return std::get<T>(v_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  Status status() const { return is_ok() ? Status::ok() : std::get<Status>(v_); }

 private:
  std::variant<T, Status> v_;
};

// Runs f() and turns a thrown rammer::Error (or std::exception) into a Status.
template <class F>
Status capture_status(F&& f) {
  try {
    f();
    return Status::ok();
  } catch (const Error& e) {
    return Status::error(e.what());
  } catch (const std::bad_alloc&) {
    return Status::error("out of memory");
  } catch (const std::exception& e) {
    return Status::error(std::string("internal error: ") + e.what());
  }
}

namespace detail {
template <class... Args>
std::string concat(Args&&... args) {
  std::ostringstream os;
  (os << ... << args);
  return os.str();
}
}  // namespace detail

// Throws rammer::Error with the streamed message when cond is false.
#define RAMMER_CHECK(cond, ...)                                     \
  do {                                                              \
    if (!(cond)) throw ::rammer::Error(::rammer::detail::concat(__VA_ARGS__)); \
  } while (0)

#define RAMMER_FAIL(...) throw ::rammer::Error(::rammer::detail::concat(__VA_ARGS__))
#define RAMMER_UNSUPPORTED(...) throw ::rammer::Unsupported(::rammer::detail::concat(__VA_ARGS__))

}  // namespace rammer
