#include "reports/html_explain.h"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "reports/html_page.h"

namespace schedlint {

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

}  // namespace

void write_explain_html(std::string_view text, std::ostream& out) {
  const std::vector<std::string_view> lines = lines_of(text);
  HtmlPage page("schedlint explain");
  page << "<header><h1>" << html_text(lines.empty() ? "schedlint explain" : lines.front())
       << "</h1><p class=\"muted\">How schedlint derived these numbers, step by step, with the "
          "formulas Hadoop applies (the same steps as <code>schedlint explain</code> "
          "prints).</p></header>";
  bool in_steps = false;
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    const size_t indent = line.find_first_not_of(' ');
    if (indent == std::string_view::npos) {  // a blank line ends a section's steps
      if (in_steps) page << "</div>";
      in_steps = false;
      continue;
    }
    if (indent > 0) {
      if (!in_steps) page << "<div class=\"steps\">";
      in_steps = true;
      page << fmt::format("<div class=\"step\" style=\"--i:{}\">{}</div>",
                          std::min<size_t>(indent / 2, 8), html_text(line.substr(indent)));
      continue;
    }
    if (in_steps) page << "</div>";
    in_steps = false;
    if (line.back() == ':')
      page << "<h2>" << html_text(line.substr(0, line.size() - 1)) << "</h2>";
    else
      page << "<p>" << html_text(line) << "</p>";
  }
  if (in_steps) page << "</div>";
  out << page.finish();
}

}  // namespace schedlint
