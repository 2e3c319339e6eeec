#include "parse/framework_xml_conf.h"

#include <map>
#include <utility>

#include "workload/mapreduce_names.h"

namespace schedlint {

FrameworkConf framework_conf_from_xml(const std::vector<ConfProperty>& properties,
                                      bool mapreduce_names) {
  HadoopConf hadoop;
  // The deprecated names loaded under their current one, by the line and column of their <name>.
  std::map<std::pair<int, int>, std::string> written;
  for (const ConfProperty& p : properties) {
    // Configuration.Parser: a deprecated name's value goes to its current name (and its final
    // too), so either name set later replaces it.
    const std::string_view current =
        mapreduce_names ? workload::mapreduce_current_name(p.name) : std::string_view(p.name);
    if (current == p.name) {
      hadoop.load(p, nullptr);
      continue;
    }
    ConfProperty renamed = p;
    renamed.name = std::string(current);
    written[{p.loc.line, p.loc.column}] = p.name;
    hadoop.load(renamed, nullptr);
  }
  FrameworkConf conf;
  for (const ConfProperty* p : hadoop.properties()) {
    if (!p->value) continue;
    FrameworkProperty property{hadoop.expand(*p).text, p->value_loc};
    if (auto it = written.find({p->loc.line, p->loc.column}); it != written.end()) {
      property.written_as = it->second;
    }
    conf[p->name] = std::move(property);
  }
  return conf;
}

}  // namespace schedlint
