#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace schedlint {

/// Text from a configuration is hostile: names, values, file names. Each consumer has one
/// function here, and nothing else escapes. Every one of them first makes the text visible as it
/// is (visible_text), so that no report shows a name other than the real one.

/// The text as a person must see it: invalid UTF-8 bytes and control characters (C0, DEL) become
/// \xNN (a tab a space; `keep_newlines` keeps \n, \r and \t), C1 controls and the characters that
/// make shown text differ from what it is become \uXXXX (\UXXXXXXXX above U+FFFF): bidirectional
/// overrides and isolates (U+202E), line and paragraph separators (U+2028), zero-width and other
/// invisible characters, tag characters, and Unicode non-characters (U+FFFE, U+FFFF), which XML
/// 1.0 does not allow. Nothing in it starts a CI workflow command: a leading "::" becomes
/// "\x3a:" and "##[" becomes "#\x23[".
std::string visible_text(std::string_view text, bool keep_newlines = false);

/// For a terminal, a CI log or stderr: visible_text on one line.
std::string escape_for_terminal(std::string_view text);
/// Valid UTF-8 for JSON and SARIF data: invalid bytes become U+FFFD (write_json escapes the rest).
std::string valid_utf8(std::string_view text);
/// For SARIF's message.text, where `[text](id)` is a link to a related location: visible on one
/// line, with a literal [ or ] (and a backslash before one) backslash-escaped, so no
/// name from a configuration makes a link.
std::string escape_sarif_text(std::string_view text);
/// For HTML text and attribute values: visible, then & < > " ' as entities.
std::string escape_html(std::string_view text);
/// For XML 1.0 text and attribute values (JUnit): visible with its newlines, then entities; only
/// characters XML 1.0 allows remain.
std::string escape_xml(std::string_view text);

/// For GitHub-flavoured Markdown text (a pull-request comment, SARIF's message.markdown): visible,
/// no HTML (entities), no markup (punctuation backslash-escaped, | included for tables), and
/// nothing GitHub links or notifies: a zero-width space breaks @mentions, #123 references, e-mail
/// addresses, scheme:// and www. links.
std::string escape_markdown(std::string_view text);
/// The same for text inside an HTML block of a Markdown comment (<summary>, <pre>), where
/// backslashes would show: entities and the broken links only.
std::string escape_markdown_html(std::string_view text);
/// `text` as an inline code span: backticks around it outnumber any run inside, so it shows as
/// written (visible, on one line).
std::string markdown_code_span(std::string_view text);
/// `lines` as a fenced code block whose fence no line can close.
std::string markdown_code_block(const std::vector<std::string>& lines);

/// A path for a URL (a link to a file in a repository): RFC 3986's unreserved characters and '/'
/// stay, every other byte is %XX, so nothing in it ends a Markdown link or a table cell.
std::string url_path(std::string_view path);

/// A JSON document as written (nlohmann's dump): the characters visible_text shows as \u escapes
/// are written as JSON \u escapes, so the data is exact and no raw override reaches a viewer.
std::string escape_json_output(std::string_view json);

}  // namespace schedlint
