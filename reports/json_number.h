#pragma once

namespace schedlint {

/// A float Hadoop holds, written to JSON as the shortest decimal that reads back to it (the
/// digits of Java's Float.toString): 0.7f is 0.7, not 0.699999988079071. Not finite: as is.
double json_float(float value);

/// A fraction Hadoop holds as a float, as the percentage it was written as: the fraction's
/// shortest digits times 100, so 0.3f is 30.0.
double json_percent(float fraction);

}  // namespace schedlint
