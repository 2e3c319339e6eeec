# Writes OUTPUT, a C++ file holding every docs/rules/<id>.md page as a string, for the reports that
# carry a rule's help (SARIF). Run as: cmake -DDOCS_DIR=... -DOUTPUT=... -P embed_rule_docs.cmake
file(GLOB pages "${DOCS_DIR}/*.md")
list(SORT pages)
set(body "")
foreach(page IN LISTS pages)
  get_filename_component(id "${page}" NAME_WE)
  file(READ "${page}" text)
  string(APPEND body "    {\"${id}\", R\"schedlint_doc(${text})schedlint_doc\"},\n")
endforeach()
file(WRITE "${OUTPUT}.tmp" "// Generated from docs/rules/*.md by cmake/embed_rule_docs.cmake: do not edit.
#include \"rules/rule_docs.h\"

#include <map>

namespace schedlint {

std::string_view rule_doc(std::string_view id) {
  static const std::map<std::string_view, std::string_view> kPages{
${body}  };
  const auto it = kPages.find(id);
  return it == kPages.end() ? std::string_view() : it->second;
}

}  // namespace schedlint
")
# Only a changed page rewrites the file, so nothing else rebuilds.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
