#pragma once

#include <string>

namespace schedlint::java {

/// Float.toString(f) as Java prints the floats that end up in Hadoop's messages: the shortest
/// digits that read back to `value`, plain between 10^-3 and 10^7 ("0.5", "100.0"), else
/// computerized scientific notation ("1.0E-4"); "NaN", "Infinity", "-0.0" as Java spells them.
std::string float_to_string(float value);

}  // namespace schedlint::java
