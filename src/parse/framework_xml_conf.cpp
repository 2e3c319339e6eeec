#include "parse/framework_xml_conf.h"

namespace schedlint {

FrameworkConf framework_conf_from_xml(const std::vector<ConfProperty>& properties) {
  HadoopConf hadoop;
  for (const ConfProperty& p : properties)
    hadoop.load(p, nullptr);
  FrameworkConf conf;
  for (const ConfProperty* p : hadoop.properties()) {
    if (!p->value) continue;
    conf[p->name] = FrameworkProperty{hadoop.expand(*p).text, p->value_loc};
  }
  return conf;
}

}  // namespace schedlint
