#pragma once

#include <ostream>
#include <string_view>

namespace schedlint {

/// `explain --format html`: the explanation the text format writes (write_capacity_explanation,
/// write_fair_explanation, write_workload_explanation: the one home of its steps), as a page. Its
/// first line is the heading; a line ending with ':' that is not indented opens a section, the
/// indented lines under it are its steps (indented as in the text); other lines are paragraphs.
void write_explain_html(std::string_view text, std::ostream& out);

}  // namespace schedlint
