#include "parse/secret_properties.h"

#include <algorithm>
#include <array>
#include <regex>
#include <vector>

namespace schedlint {

namespace {

using tinyxml2::XMLElement;
using tinyxml2::XMLNode;

// The default hadoop.security.sensitive-config-keys (CommonConfigurationKeysPublic) of every
// release from 2.7 to 3.4, matched as ConfigRedactor.configIsSensitive matches them: find().
const std::vector<std::regex>& hadoop_patterns() {
  static const std::vector<std::regex> kPatterns = [] {
    std::vector<std::regex> out;
    for (const char* p :
         {"secret$", "password$", "username$", "ssl.keystore.pass$", "fs.s3.*[Ss]ecret.?[Kk]ey",
          "fs.s3a.*.server-side-encryption.key", "fs.s3a.encryption.algorithm",
          "fs.s3a.encryption.key", "fs.azure\\.account.key.*", "credential$", "oauth.*secret",
          "oauth.*password", "oauth.*token", "dfs.webhdfs.oauth2.[a-z]+.token",
          "hadoop.security.sensitive-config-keys"}) {
      out.emplace_back(p, std::regex::ECMAScript | std::regex::optimize);
    }
    return out;
  }();
  return kPatterns;
}

// A name in ASCII lower case, in `buffer` when it fits (property names nearly always do, and a
// large file has tens of thousands of them), else in `spill`.
std::string_view folded(std::string_view name, std::array<char, 256>& buffer, std::string& spill) {
  char* out = buffer.data();
  if (name.size() > buffer.size()) {
    spill.assign(name);
    out = spill.data();
  }
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    out[i] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return {out, name.size()};
}

// The last line an element spans: its own, or its last descendant's, plus the line breaks of
// its text.
int last_line(const XMLNode* node) {
  int last = node->GetLineNum();
  for (const XMLNode* child = node->FirstChild(); child != nullptr; child = child->NextSibling())
    last = std::max(last, last_line(child));
  if (node->ToText() != nullptr && node->Value() != nullptr) {
    const std::string_view text = node->Value();
    last = std::max(
        last, node->GetLineNum() + static_cast<int>(std::count(text.begin(), text.end(), '\n')));
  }
  return last;
}

std::string name_of(const XMLElement* property) {
  if (const char* attribute = property->Attribute("name")) return attribute;
  const XMLElement* name = property->FirstChildElement("name");
  return name != nullptr && name->GetText() != nullptr ? name->GetText() : "";
}

}  // namespace

bool is_sensitive_property(std::string_view name) {
  std::array<char, 256> buffer;
  std::string spill;
  const std::string_view lower = folded(name, buffer, spill);
  // Every pattern needs one of these: most names are decided without a regular expression.
  constexpr std::array<std::string_view, 9> kHints{"secret",    "pass",       "username",
                                                   "key",       "credential", "token",
                                                   "algorithm", "zk-auth",    "sensitive"};
  if (std::none_of(kHints.begin(), kHints.end(),
                   [&](std::string_view hint) { return lower.find(hint) != lower.npos; })) {
    return false;
  }
  for (std::string_view word : {"secret", "password", "passwd", "credential", "token", "zk-auth"}) {
    if (lower.find(word) != lower.npos) return true;
  }
  if (lower.ends_with(".key")) return true;
  const std::string text(name);
  return std::any_of(hadoop_patterns().begin(), hadoop_patterns().end(),
                     [&](const std::regex& p) { return std::regex_search(text, p); });
}

std::string without_secret_values(const std::string& text, const XmlDocument& doc) {
  std::vector<std::pair<int, int>> hidden;  // line ranges, 1-based
  for (const XMLElement* p = doc.root()->FirstChildElement("property"); p != nullptr;
       p = p->NextSiblingElement("property")) {
    if (is_sensitive_property(name_of(p))) hidden.emplace_back(p->GetLineNum(), last_line(p));
  }
  if (hidden.empty()) return text;
  std::string out;
  out.reserve(text.size());
  size_t next = 0;  // the first range that may still hold a line
  int line = 1;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    while (next < hidden.size() && hidden[next].second < line)
      ++next;
    const bool secret = next < hidden.size() && hidden[next].first <= line;
    out += secret ? "    (not shown: a property whose name marks a secret)"
                  : text.substr(start, end - start);
    if (end == text.size()) break;
    out += '\n';
    start = end + 1;
    ++line;
  }
  return out;
}

}  // namespace schedlint
