#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <tinyxml2.h>

#include "model/source_location.h"
#include "model/suppression.h"
#include "parse/text_file.h"

namespace schedlint {

/// What the text of an element is, read the way Java DOM code reads it.
struct ElementText {
  /// The first child node's text when that child is text or CDATA (FairScheduler reads only
  /// this: `((Text) element.getFirstChild()).getData()`).
  std::optional<std::string> first_text;
  /// The element has no child node at all (`<x/>`, `<x></x>`).
  bool empty = true;
  /// Concatenation of all text and CDATA children (Hadoop Configuration reads this).
  std::string all_text;
  /// The element has child elements.
  bool has_child_elements = false;
};

/// A well-formed XML file with the position of every element and its inline suppressions.
class XmlDocument {
 public:
  /// Parses `file`; throws InputError with the line of the first syntax error.
  static XmlDocument parse(const TextFile& file);

  const std::string& path() const { return path_; }
  const tinyxml2::XMLElement* root() const { return doc_->RootElement(); }

  /// File, line and column of a node's start (the column of `<tag` for elements).
  SourceLocation location(const tinyxml2::XMLNode* node) const;
  /// Last line covered by `node` and its descendants.
  int last_line(const tinyxml2::XMLNode* node) const;

  /// The `schedlint:disable` comments of the file.
  const std::vector<Suppression>& suppressions() const { return suppressions_; }

  /// The text of an element, read the way Java DOM code reads it (see ElementText).
  ElementText text_of(const tinyxml2::XMLElement* element) const;

 private:
  XmlDocument() = default;
  void index_positions(std::string_view content);
  void collect_suppressions();

  std::string path_;
  std::unique_ptr<tinyxml2::XMLDocument> doc_;
  std::unordered_map<const tinyxml2::XMLNode*, int> columns_;
  // tinyxml2 drops text that is only whitespace ("<value> </value>"), which Hadoop keeps (" " is
  // the "nobody" ACL); it is recovered from the source for elements without children.
  std::unordered_map<const tinyxml2::XMLNode*, std::string> blank_text_;
  std::vector<Suppression> suppressions_;
};

/// Element children of `parent`, in document order.
std::vector<const tinyxml2::XMLElement*> child_elements(const tinyxml2::XMLElement* parent);

}  // namespace schedlint
