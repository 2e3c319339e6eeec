#include "parse/resource_manager_keys.h"

#include <fmt/format.h>

#include "java/numbers.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

constexpr std::string_view kMonitorEnable = "yarn.resourcemanager.scheduler.monitor.enable";
constexpr std::string_view kMonitorPolicies = "yarn.resourcemanager.scheduler.monitor.policies";

// What yarn-site.xml says of `key`, for the message: its value, or that it is unset.
std::string in_yarn_site(const HadoopConf& yarn, std::string_view key) {
  const ConfProperty* p = yarn.find(key);
  if (p == nullptr || !p->value) return "yarn-site.xml does not set it";
  return fmt::format("yarn-site.xml sets it to '{}'", yarn.expand(*p).text);
}

}  // namespace

std::optional<std::string> read_by_resource_manager_only(const ConfProperty& property,
                                                         const HadoopConf& yarn,
                                                         const HadoopVersion& version) {
  const std::string& key = property.name;
  if (key == kMonitorEnable) {
    // Configuration.getBoolean: "true" in any case, trimmed.
    const ConfProperty* own = yarn.find(kMonitorEnable);
    const bool on =
        own != nullptr && own->value && java::parse_boolean(java::trim(yarn.expand(*own).text));
    return fmt::format(
        "{} is set in capacity-scheduler.xml, but the ResourceManager builds its scheduler "
        "monitors from yarn-site.xml only, so this line has no effect ({}){}",
        key, in_yarn_site(yarn, key),
        on ? ""
           : ": the preemption monitor does not run and no queue is ever preempted; set it "
             "in yarn-site.xml");
  }
  if (key == kMonitorPolicies) {
    return fmt::format(
        "{} is set in capacity-scheduler.xml, but the ResourceManager reads the monitor's "
        "policies from yarn-site.xml only, so this line has no effect ({}); set it in "
        "yarn-site.xml",
        key, in_yarn_site(yarn, key));
  }
  if (!has(version, ReleaseFact::kCsPreemptionSettingsInSchedulerXml) &&
      key.rfind(kPreemptionPolicyPrefix, 0) == 0) {
    return fmt::format(
        "{} is set in capacity-scheduler.xml, but Hadoop {} reads the preemption policy's "
        "settings from yarn-site.xml only (from 2.8 capacity-scheduler.xml counts too, "
        "YARN-4822), so this line has no effect ({}); set it in yarn-site.xml",
        key, version.to_string(), in_yarn_site(yarn, key));
  }
  return std::nullopt;
}

}  // namespace schedlint
