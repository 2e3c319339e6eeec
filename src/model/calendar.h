#pragma once

#include <string>

namespace schedlint {

/// Today's date in UTC, as YYYY-MM-DD (the form suppressions' expires dates take).
std::string today_utc();

}  // namespace schedlint
