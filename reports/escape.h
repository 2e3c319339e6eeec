#pragma once

#include <string>
#include <string_view>

namespace schedlint {

/// Text from a configuration is hostile: these make it safe for each kind of output.

/// For a terminal or log: control characters and invalid UTF-8 bytes become \xNN.
std::string escape_for_terminal(std::string_view text);
/// Valid UTF-8 for JSON/SARIF: invalid bytes become U+FFFD (the JSON library escapes the rest).
std::string valid_utf8(std::string_view text);
/// For HTML text and attribute values.
std::string escape_html(std::string_view text);
/// For XML text and attribute values (JUnit).
std::string escape_xml(std::string_view text);

}  // namespace schedlint
