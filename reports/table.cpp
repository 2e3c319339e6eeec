#include "reports/table.h"

#include <algorithm>

#include "model/utf8.h"
#include "reports/escape.h"

namespace schedlint {

namespace {
size_t width_of(const std::string& s) {
  return display_width(s);
}
}  // namespace

TextTable::TextTable(std::vector<std::string> headers, std::vector<bool> right_aligned)
    : headers_(std::move(headers)), right_(std::move(right_aligned)) {
  right_.resize(headers_.size(), false);
}

void TextTable::add_row(std::vector<std::string> cells) {
  for (auto& c : cells)
    c = escape_for_terminal(c);
  cells.resize(headers_.size());
  rows_.push_back(std::move(cells));
  heading_.push_back(false);
}

void TextTable::add_heading(std::string text) {
  rows_.push_back({escape_for_terminal(text)});
  heading_.push_back(true);
}

void TextTable::write(std::ostream& out) const {
  std::vector<size_t> widths(headers_.size(), 0);
  for (size_t i = 0; i < headers_.size(); ++i)
    widths[i] = width_of(headers_[i]);
  for (size_t r = 0; r < rows_.size(); ++r) {
    if (heading_[r]) continue;
    for (size_t i = 0; i < rows_[r].size(); ++i)
      widths[i] = std::max(widths[i], width_of(rows_[r][i]));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    std::string text;
    for (size_t i = 0; i < cells.size(); ++i) {
      const std::string pad(widths[i] - width_of(cells[i]), ' ');
      const bool last = i + 1 == cells.size();
      text += right_[i] ? pad + cells[i] : cells[i] + (last ? "" : pad);
      if (!last) text += "  ";
    }
    while (!text.empty() && text.back() == ' ')
      text.pop_back();
    out << text << "\n";
  };
  line(headers_);
  for (size_t r = 0; r < rows_.size(); ++r) {
    if (heading_[r])
      out << rows_[r].front() << "\n";
    else
      line(rows_[r]);
  }
}

}  // namespace schedlint
