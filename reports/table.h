#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace schedlint {

/// A plain-text table: columns padded to their widest cell, left-aligned except the ones marked
/// numeric. Cells are escaped for the terminal.
class TextTable {
 public:
  explicit TextTable(std::vector<std::string> headers, std::vector<bool> right_aligned = {});
  void add_row(std::vector<std::string> cells);
  /// A line of its own between the rows (a queue's name), as wide as it is: it does not widen the
  /// columns.
  void add_heading(std::string text);
  void write(std::ostream& out) const;

 private:
  std::vector<std::string> headers_;
  std::vector<bool> right_;
  std::vector<std::vector<std::string>> rows_;
  std::vector<bool> heading_;  ///< per row
};

}  // namespace schedlint
