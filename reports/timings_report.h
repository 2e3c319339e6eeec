#pragma once

#include <ostream>

#include "model/timings.h"

namespace schedlint {

/// --timings in a text run (written to stderr): each stage, with the rules under "rules" slowest
/// first (those under 0.1 ms counted on one line), then the total so far.
void write_timings_text(const RunTimings& timings, double report_millis, std::ostream& out);

}  // namespace schedlint
