#pragma once

#include <ostream>

namespace schedlint {

/// Runs the schedlint command line; returns the exit code (0 clean, 1 findings at or above
/// --fail-on, 2 usage error or unreadable input). Output goes to `out`, diagnostics to `err`.
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace schedlint
