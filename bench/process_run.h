#pragma once

#include <string>
#include <vector>

namespace schedlint::bench {

/// One finished run of a command, as the operating system accounted it.
struct ProcessRun {
  double wall_ms = 0;
  double peak_mb = 0;  ///< the process's largest resident set (getrusage ru_maxrss)
  int exit_code = -1;  ///< -1 when a signal ended it
  bool timed_out = false;
  std::string out;  ///< what it printed on stdout
};

/// Runs `argv` (argv[0] a path to an executable) with stdin from /dev/null and stderr discarded,
/// waits for it (killing it after `timeout_s` seconds), and returns its wall time, peak memory
/// and stdout. Throws std::runtime_error when it cannot be started.
ProcessRun run_process(const std::vector<std::string>& argv, double timeout_s);

}  // namespace schedlint::bench
