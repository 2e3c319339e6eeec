#include "parse/xml_document.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "parse/input_limits.h"

namespace schedlint {

namespace {

using tinyxml2::XMLComment;
using tinyxml2::XMLElement;
using tinyxml2::XMLError;
using tinyxml2::XMLNode;
using tinyxml2::XMLText;

std::string describe(XMLError error) {
  switch (error) {
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT:
      return "empty file: expected an XML document";
    case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT:
      return "not well-formed XML: the element opened here is closed by a different tag";
    case tinyxml2::XML_ERROR_PARSING_ELEMENT:
      return "not well-formed XML: cannot parse this element";
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE:
      return "not well-formed XML: cannot parse an attribute";
    case tinyxml2::XML_ERROR_PARSING_TEXT:
      return "not well-formed XML: cannot parse text here";
    case tinyxml2::XML_ERROR_PARSING_CDATA:
      return "not well-formed XML: unterminated CDATA section";
    case tinyxml2::XML_ERROR_PARSING_COMMENT:
      return "not well-formed XML: unterminated comment";
    case tinyxml2::XML_ERROR_PARSING_DECLARATION:
      return "not well-formed XML: cannot parse the declaration";
    case tinyxml2::XML_ERROR_PARSING_UNKNOWN:
      return "not well-formed XML: cannot parse a <! or <? construct";
    case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED:
      return "XML elements are nested too deeply (more than 100 levels)";  // limits::kXmlDepth
    case tinyxml2::XML_ERROR_PARSING:
      return "not well-formed XML: an element is not closed, or the file ends early";
    default:
      return "not well-formed XML";
  }
}

bool is_blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
}

std::vector<std::string_view> split_lines(std::string_view content) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= content.size()) {
    size_t end = content.find('\n', start);
    if (end == std::string_view::npos) end = content.size();
    lines.push_back(content.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string_view trimmed(std::string_view t) {
  while (!t.empty() &&
         (t.front() == ' ' || t.front() == '\t' || t.front() == '\n' || t.front() == '\r'))
    t.remove_prefix(1);
  while (!t.empty() &&
         (t.back() == ' ' || t.back() == '\t' || t.back() == '\n' || t.back() == '\r'))
    t.remove_suffix(1);
  return t;
}

// Parses the text of a comment into `s`; returns false if it is not a schedlint directive.
// The form: schedlint:disable[-file] rule-a,rule-b [expires=YYYY-MM-DD] [-- why]; the older
// reason="why" is read too.
bool parse_directive(std::string_view text, Suppression& s) {
  std::string_view t = trimmed(text);
  constexpr std::string_view kPrefix = "schedlint:";
  if (t.rfind(kPrefix, 0) != 0) return false;
  t.remove_prefix(kPrefix.size());
  while (!t.empty() && t.front() == ' ')
    t.remove_prefix(1);
  if (t.rfind("disable-file", 0) == 0) {
    s.whole_file = true;
    t.remove_prefix(12);
  } else if (t.rfind("disable", 0) == 0) {
    s.whole_file = false;
    t.remove_prefix(7);
  } else {
    return false;
  }
  if (!t.empty() && t.front() != ' ' && t.front() != '=' && t.front() != '\t' && t.front() != '\n')
    return false;
  if (const size_t dashes = t.find("--"); dashes != std::string_view::npos) {
    s.reason = std::string(trimmed(t.substr(dashes + 2)));
    t = t.substr(0, dashes);
  }
  if (const size_t quoted = t.find("reason=\""); quoted != std::string_view::npos) {
    const size_t end = t.find('"', quoted + 8);
    if (s.reason.empty())
      s.reason = std::string(t.substr(
          quoted + 8, end == std::string_view::npos ? std::string_view::npos : end - quoted - 8));
    t = t.substr(0, quoted);
  }
  if (const size_t at = t.find("expires="); at != std::string_view::npos) {
    s.expires = std::string(t.substr(at + 8, 10));
    t = t.substr(0, at);
  }
  std::string token;
  auto flush = [&] {
    if (!token.empty()) s.rules.insert(token);
    token.clear();
  };
  for (char c : t) {
    if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r' || c == '=') {
      flush();
      continue;
    }
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
      token += c;
      continue;
    }
    break;  // the rule list ends at anything else
  }
  flush();
  return true;
}

// The raw text between the start tag at `offset` and its "</name": what tinyxml2 dropped for an
// element whose content is only whitespace.
std::optional<std::string> raw_inner_text(std::string_view content, size_t offset,
                                          std::string_view name) {
  char quote = 0;
  size_t i = offset;
  for (; i < content.size(); ++i) {
    const char c = content[i];
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      break;
    }
  }
  if (i >= content.size()) return std::nullopt;
  const size_t begin = i + 1;
  const size_t end = content.find("</" + std::string(name), begin);
  if (end == std::string_view::npos) return std::nullopt;
  std::string inner(content.substr(begin, end - begin));
  if (!is_blank(inner)) return std::nullopt;  // only whitespace is ever dropped
  // XML end-of-line handling: CR LF and lone CR read as LF.
  std::string normalized;
  for (size_t k = 0; k < inner.size(); ++k) {
    if (inner[k] == '\r') {
      normalized += '\n';
      if (k + 1 < inner.size() && inner[k + 1] == '\n') ++k;
    } else {
      normalized += inner[k];
    }
  }
  return normalized;
}

// Refuses an element with more attributes than limits::kXmlAttributes before tinyxml2 parses it:
// tinyxml2 compares each attribute's name with every one before it, so one element of 120,000
// attributes (1.3 MB) would take minutes. One pass over the text: comments, CDATA, processing
// instructions, declarations and end tags are skipped; in a start tag, each '=' outside quotes
// is an attribute.
void check_attribute_counts(std::string_view content, const std::string& path) {
  int line = 1;
  size_t i = 0;
  // Moves past `end` (counting lines), or to the end of the text.
  auto skip_past = [&](std::string_view end) {
    const size_t at = content.find(end, i);
    const size_t stop = at == std::string_view::npos ? content.size() : at + end.size();
    line += static_cast<int>(std::count(content.begin() + static_cast<long>(i),
                                        content.begin() + static_cast<long>(stop), '\n'));
    i = stop;
  };
  while (i < content.size()) {
    const size_t open = content.find('<', i);
    if (open == std::string_view::npos) break;
    line += static_cast<int>(std::count(content.begin() + static_cast<long>(i),
                                        content.begin() + static_cast<long>(open), '\n'));
    i = open;
    const std::string_view rest = content.substr(i);
    if (rest.starts_with("<!--")) {
      skip_past("-->");
    } else if (rest.starts_with("<![CDATA[")) {
      skip_past("]]>");
    } else if (rest.starts_with("<?")) {
      skip_past("?>");
    } else if (rest.starts_with("<!") || rest.starts_with("</")) {
      skip_past(">");
    } else {
      const int tag_line = line;
      size_t attributes = 0;
      char quote = 0;
      for (++i; i < content.size(); ++i) {
        const char c = content[i];
        if (c == '\n') ++line;
        if (quote != 0) {
          if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
          quote = c;
        } else if (c == '=') {
          if (++attributes > limits::kXmlAttributes) {
            throw InputError({path, tag_line, 0},
                             "an XML element with more than 64 attributes: schedlint reads no "
                             "such file");
          }
        } else if (c == '>') {
          ++i;
          break;
        }
      }
    }
  }
}

// The element count and every string against limits:: (tinyxml2 bounds the depth itself).
void check_limits(const tinyxml2::XMLDocument& doc, const std::string& path) {
  std::size_t elements = 0;
  auto too_long = [&](const XMLNode* n, std::string_view what) {
    throw InputError({path, n->GetLineNum(), 0},
                     fmt::format("{} longer than 1 MiB: schedlint reads no such file", what));
  };
  std::vector<const XMLNode*> stack{&doc};
  while (!stack.empty()) {
    const XMLNode* node = stack.back();
    stack.pop_back();
    if (const XMLElement* e = node->ToElement(); e != nullptr) {
      if (++elements > limits::kXmlElements) {
        throw InputError({path, e->GetLineNum(), 0},
                         "more than 1,000,000 XML elements: schedlint reads no such file");
      }
      if (std::strlen(e->Name()) > limits::kStringBytes) too_long(e, "an element name");
      for (const auto* a = e->FirstAttribute(); a != nullptr; a = a->Next()) {
        if (std::strlen(a->Value()) > limits::kStringBytes) too_long(e, "an attribute value");
      }
    } else if (node->Value() != nullptr && std::strlen(node->Value()) > limits::kStringBytes) {
      too_long(node, "a text");
    }
    // Children last to first, so that elements are counted in document order.
    for (const XMLNode* c = node->LastChild(); c != nullptr; c = c->PreviousSibling())
      stack.push_back(c);
  }
}

int line_at(std::string_view content, size_t offset) {
  return 1 + static_cast<int>(std::count(content.begin(), content.begin() + offset, '\n'));
}

// A processing instruction (<?xml-stylesheet ...?>) as a node tinyxml2 reads and Hadoop ignores:
// a comment of the same length, so lines and columns stay where they are. tinyxml2 takes every
// <?...?> for an XML declaration and refuses one after a comment or inside an element, where
// JAXP (DocumentBuilder in 2.x Configuration, StAX from 3.0) reads a processing instruction.
void as_comment(std::string& text, size_t start, size_t end) {
  std::string body = text.substr(start + 2, end - start - 4);  // between "<?" and "?>"
  for (char& c : body)
    if (c == '-') c = ' ';  // "--" may not appear in a comment
  // Drop three characters that are not line breaks, for the two longer delimiters.
  int drop = 3;
  for (size_t i = body.size(); i-- > 0 && drop > 0;) {
    if (body[i] != '\n' && body[i] != '\r') {
      body.erase(i, 1);
      --drop;
    }
  }
  const bool directive = trimmed(body).starts_with("schedlint");
  if (drop > 0 || directive) {  // too short for a comment, or would read as a suppression
    for (size_t i = start; i < end; ++i)
      if (text[i] != '\n' && text[i] != '\r') text[i] = ' ';
    return;
  }
  text.replace(start, end - start, "<!--" + body + "-->");
}

// The file's text as tinyxml2 should read it: processing instructions become comments. The XML
// declaration stays, and only as the first thing in the file (after a byte order mark): JAXP
// refuses <?xml ...?> anywhere else ("The processing instruction target matching [xX][mM][lL]
// is not allowed"), whitespace before it included.
std::string with_instructions_as_comments(const TextFile& file) {
  std::string text = file.content;
  const size_t begin = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  size_t at = begin;
  while ((at = text.find('<', at)) != std::string::npos) {
    auto skip_to = [&](std::string_view end) {
      const size_t found = text.find(end, at);
      at = found == std::string::npos ? text.size() : found + end.size();
    };
    if (text.compare(at, 4, "<!--") == 0) {
      skip_to("-->");
    } else if (text.compare(at, 9, "<![CDATA[") == 0) {
      skip_to("]]>");
    } else if (text.compare(at, 2, "<?") == 0) {
      const size_t end = text.find("?>", at + 2);
      if (end == std::string::npos) break;  // tinyxml2 reports the unterminated construct
      size_t target_end = at + 2;
      while (target_end < end && !std::isspace(static_cast<unsigned char>(text[target_end])))
        ++target_end;
      std::string target = text.substr(at + 2, target_end - at - 2);
      for (char& c : target)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (target == "xml") {
        if (at != begin) {
          throw InputError({file.path, line_at(text, at), 0},
                           "not well-formed XML: the XML declaration <?xml ...?> must be the very "
                           "first thing in the file (Hadoop's XML parser refuses it anywhere "
                           "else, after blank lines or a comment too)");
        }
      } else {
        as_comment(text, at, end + 2);
      }
      at = end + 2;
    } else {
      ++at;
    }
  }
  return text;
}

}  // namespace

XmlDocument XmlDocument::parse(const TextFile& file) {
  XmlDocument d;
  d.path_ = file.path;
  if (is_blank(file.content)) {
    throw InputError({file.path, 1, 0}, "empty file: expected an XML document");
  }
  check_attribute_counts(file.content, file.path);
  d.doc_ = std::make_unique<tinyxml2::XMLDocument>(true, tinyxml2::PRESERVE_WHITESPACE);
  const std::string text = with_instructions_as_comments(file);
  XMLError error = d.doc_->Parse(text.data(), text.size());
  if (error != tinyxml2::XML_SUCCESS) {
    throw InputError({file.path, std::max(1, d.doc_->ErrorLineNum()), 0}, describe(error));
  }
  const XMLElement* root = d.doc_->RootElement();
  if (root == nullptr) {
    throw InputError({file.path, 1, 0}, "no XML element in the file");
  }
  // tinyxml2 tolerates what a Java XML parser refuses: a second root element or text outside it.
  for (const XMLNode* n = d.doc_->FirstChild(); n != nullptr; n = n->NextSibling()) {
    if (n->ToElement() != nullptr && n != root) {
      throw InputError(
          {file.path, n->GetLineNum(), 0},
          "not well-formed XML: a second root element <" + std::string(n->Value()) + ">");
    }
    if (const XMLText* text = n->ToText(); text != nullptr && !is_blank(text->Value())) {
      // tinyxml2 reads <!DOCTYPE x [ <!ENTITY ...> ]> only up to the first '>'.
      const XMLNode* before = n->PreviousSibling();
      if (before != nullptr && before->ToUnknown() != nullptr &&
          std::string_view(before->Value()).starts_with("DOCTYPE")) {
        throw InputError({file.path, before->GetLineNum(), 0},
                         "a DOCTYPE with declarations: schedlint reads no DTD and no entity (nor "
                         "does Hadoop need one)");
      }
      throw InputError({file.path, n->GetLineNum(), 0},
                       "not well-formed XML: text outside the root element");
    }
  }
  check_limits(*d.doc_, file.path);
  d.index_positions(file.content);
  d.collect_suppressions();
  return d;
}

void XmlDocument::index_positions(std::string_view content) {
  const auto lines = split_lines(content);
  std::vector<size_t> line_start{0};
  for (size_t i = 0; i < content.size(); ++i) {
    if (content[i] == '\n') line_start.push_back(i + 1);
  }
  // Where to look for the next "<tag" of each name on the current line: elements arrive in
  // document order, so a line's elements come together, in order.
  int current_line = 0;
  std::vector<std::pair<std::string_view, size_t>> search_from;  // (name, from) on current_line
  std::string needle;
  std::vector<const XMLNode*> stack{doc_.get()};
  while (!stack.empty()) {
    const XMLNode* node = stack.back();
    stack.pop_back();
    if (const XMLElement* e = node->ToElement(); e != nullptr) {
      const int line = e->GetLineNum();
      int column = 1;
      if (line >= 1 && static_cast<size_t>(line) <= lines.size()) {
        if (line != current_line) {
          current_line = line;
          search_from.clear();
        }
        const std::string_view name = e->Name();
        auto slot = std::find_if(search_from.begin(), search_from.end(),
                                 [&](const auto& entry) { return entry.first == name; });
        if (slot == search_from.end()) slot = search_from.insert(search_from.end(), {name, 0});
        size_t& from = slot->second;
        needle.assign("<").append(name);
        std::string_view text = lines[static_cast<size_t>(line) - 1];
        const size_t pos = from <= text.size() ? text.find(needle, from) : std::string_view::npos;
        if (pos != std::string_view::npos) column = static_cast<int>(pos) + 1;
        from = pos == std::string_view::npos ? text.size() + 1 : pos + 1;
      }
      columns_[e] = column;
      if (e->FirstChild() == nullptr && e->ClosingType() == XMLElement::OPEN && line >= 1 &&
          static_cast<size_t>(line) <= line_start.size()) {
        if (auto inner = raw_inner_text(
                content,
                line_start[static_cast<size_t>(line) - 1] + static_cast<size_t>(column) - 1,
                e->Name())) {
          if (!inner->empty()) blank_text_[e] = *inner;
        }
      }
    }
    for (const XMLNode* c = node->LastChild(); c != nullptr; c = c->PreviousSibling())
      stack.push_back(c);  // the first child on top
  }
}

SourceLocation XmlDocument::location(const XMLNode* node) const {
  auto it = columns_.find(node);
  return SourceLocation{path_, node->GetLineNum(), it == columns_.end() ? 1 : it->second};
}

int XmlDocument::last_line(const XMLNode* node) const {
  int last = node->GetLineNum();
  std::vector<const XMLNode*> stack{node};
  while (!stack.empty()) {
    const XMLNode* n = stack.back();
    stack.pop_back();
    int end = n->GetLineNum();
    if (n->ToText() != nullptr || n->ToComment() != nullptr) {
      std::string_view v = n->Value();
      end += static_cast<int>(std::count(v.begin(), v.end(), '\n'));
    }
    last = std::max(last, end);
    for (const XMLNode* c = n->FirstChild(); c != nullptr; c = c->NextSibling())
      stack.push_back(c);
  }
  return last;
}

void XmlDocument::collect_suppressions() {
  std::vector<const XMLNode*> stack{doc_.get()};
  while (!stack.empty()) {
    const XMLNode* node = stack.back();
    stack.pop_back();
    // Pushed in reverse so directives come in document order.
    for (const XMLNode* c = node->LastChild(); c != nullptr; c = c->PreviousSibling())
      stack.push_back(c);
    const XMLComment* comment = node->ToComment();
    if (comment == nullptr) continue;
    Suppression s;
    if (!parse_directive(comment->Value(), s)) continue;
    s.file = path_;
    s.comment = SourceLocation{path_, comment->GetLineNum(), 1};
    // The element a directive applies to: one it trails on the same line, else the next
    // element, else the element that contains it.
    const XMLNode* target = nullptr;
    const XMLElement* prev = comment->PreviousSiblingElement();
    if (prev != nullptr && prev->GetLineNum() == comment->GetLineNum()) target = prev;
    if (target == nullptr) target = comment->NextSiblingElement();
    if (target == nullptr && comment->Parent() != nullptr && comment->Parent()->ToElement())
      target = comment->Parent();
    if (target != nullptr) {
      s.first_line = std::min(comment->GetLineNum(), target->GetLineNum());
      s.last_line = last_line(target);
    } else {
      s.first_line = s.last_line = comment->GetLineNum();
    }
    suppressions_.push_back(std::move(s));
  }
}

ElementText XmlDocument::text_of(const XMLElement* element) const {
  ElementText out;
  if (auto blank = blank_text_.find(element); blank != blank_text_.end()) {
    out.empty = false;
    out.first_text = blank->second;
    out.all_text = blank->second;
    return out;
  }
  bool first = true;
  for (const XMLNode* c = element->FirstChild(); c != nullptr; c = c->NextSibling()) {
    if (c->ToComment() != nullptr) continue;  // both Hadoop readers ignore comments
    out.empty = false;
    if (const XMLText* text = c->ToText(); text != nullptr) {
      if (first) out.first_text = text->Value();
      out.all_text += text->Value();
    } else if (c->ToElement() != nullptr) {
      out.has_child_elements = true;
    }
    first = false;
  }
  return out;
}

std::vector<const XMLElement*> child_elements(const XMLElement* parent) {
  std::vector<const XMLElement*> out;
  for (const XMLElement* c = parent->FirstChildElement(); c != nullptr; c = c->NextSiblingElement())
    out.push_back(c);
  return out;
}

}  // namespace schedlint
