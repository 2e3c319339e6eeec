#pragma once

#include <stdexcept>
#include <string>

#include "model/source_location.h"

namespace schedlint {

/// Input schedlint cannot read at all (not well-formed, missing, too large, a bad nodes.yaml...).
/// The CLI prints it as "path:line: error: message" and exits with 2, writing nothing else.
class InputError : public std::runtime_error {
 public:
  InputError(SourceLocation loc, const std::string& message)
      : std::runtime_error(message), loc_(std::move(loc)) {}

  const SourceLocation& loc() const { return loc_; }
  /// "path:line: error: message" (line 1 for problems with the file as a whole).
  std::string formatted() const;

 private:
  SourceLocation loc_;
};

}  // namespace schedlint
