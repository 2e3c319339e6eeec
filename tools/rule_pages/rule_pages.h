#pragma once

// The parts of each docs/rules/<id>.md page made from the rule's RuleInfo, so that a page shows
// the examples the rule catalog test runs, what schedlint says about them, and ways of silencing
// it that work. Each part sits between two marker lines under its heading:
//
//   <!-- generated: problematic; from RuleInfo by scripts/update-generated.sh, do not edit -->
//   ...
//   <!-- end of generated part -->
//
// Text around the markers is the page author's. tools/rule_pages/main.cpp writes the parts into
// the pages; tests/cli/rule_catalog_test.cpp checks that every page holds what this makes.

#include <string>
#include <vector>

#include "rules/rule.h"
#include "solver/prover.h"

namespace schedlint::rule_pages {

struct GeneratedPart {
  std::string name;     ///< "problematic", "correct", "suppressing"
  std::string heading;  ///< the "## ..." heading of the section it belongs to
  std::string text;     ///< Markdown, each line ending with a newline
};

/// The generated parts of `rule`'s page:
/// - problematic: the .fires files, then what `schedlint check` (`diff` for a change rule)
///   reports of this rule on them, as its text report prints it;
/// - correct: the .silent files (one the firing example shows unchanged is not shown again);
/// - suppressing: an inline comment on the line before the first finding, with that line (or, when
///   the finding is not in an XML file, a .schedlint.yaml `suppress:` entry for its file), the
///   whole-file comment, and the switches that work everywhere. A way is shown only when running
///   the firing example with it silences the finding.
/// The examples run with the rule's example_version; proofs ask `prover`.
std::vector<GeneratedPart> generated_parts(const Rule& rule, const smt::Prover& prover);

/// `page` with the text between each part's markers made the part's text. Throws
/// std::runtime_error naming the part when its markers are missing, doubled, or not in the section
/// under its heading.
std::string with_generated_parts(const std::string& page, const std::vector<GeneratedPart>& parts);

/// The two marker lines of a part.
std::string begin_marker(const std::string& name);
std::string end_marker();

}  // namespace schedlint::rule_pages
