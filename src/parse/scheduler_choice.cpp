#include "parse/scheduler_choice.h"

#include <fmt/format.h>

#include "java/numbers.h"

namespace schedlint {

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

SchedulerType scheduler_of_class(std::string_view class_name) {
  const std::string_view name = java::trim(class_name);
  if (name == kCapacitySchedulerClass) return SchedulerType::kCapacity;
  if (name == kFairSchedulerClass) return SchedulerType::kFair;
  if (name == kFifoSchedulerClass) return SchedulerType::kFifo;
  const size_t dot = name.rfind('.');
  const std::string_view simple = dot == std::string_view::npos ? name : name.substr(dot + 1);
  if (ends_with(simple, "CapacityScheduler")) return SchedulerType::kCapacity;
  if (ends_with(simple, "FairScheduler")) return SchedulerType::kFair;
  if (ends_with(simple, "FifoScheduler")) return SchedulerType::kFifo;
  return SchedulerType::kOther;
}

std::string scheduler_name(SchedulerType type) {
  switch (type) {
    case SchedulerType::kCapacity:
      return "the CapacityScheduler";
    case SchedulerType::kFair:
      return "the FairScheduler";
    case SchedulerType::kFifo:
      return "the FifoScheduler";
    case SchedulerType::kOther:
      break;
  }
  return "another scheduler";
}

SchedulerChoice choose_scheduler(const std::optional<Setting<std::string>>& scheduler_class,
                                 bool yarn_site_given, bool capacity_file, bool fair_file,
                                 std::optional<SchedulerType> forced) {
  SchedulerChoice choice;
  if (forced) {
    choice.type = *forced;
    choice.forced = true;
    choice.reason = fmt::format("--scheduler {} was given",
                                *forced == SchedulerType::kFair ? "fair" : "capacity");
    return choice;
  }
  if (scheduler_class.has_value()) {
    const SchedulerType named = scheduler_of_class(scheduler_class->value);
    if (named != SchedulerType::kOther) {
      choice.type = named;
      choice.reason =
          fmt::format("yarn.resourcemanager.scheduler.class names {} ({}:{})",
                      scheduler_name(named), scheduler_class->loc.file, scheduler_class->loc.line);
      return choice;
    }
  }
  const std::string unset =
      scheduler_class.has_value()
          ? fmt::format(
                "yarn.resourcemanager.scheduler.class names '{}', which is none of Hadoop's "
                "schedulers",
                scheduler_class->value)
          : "no yarn-site.xml given names a scheduler";
  if (fair_file && !capacity_file) {
    choice.type = SchedulerType::kFair;
    choice.reason = unset + ", and the allocation file is the only scheduler file";
    choice.fair_file_without_class = yarn_site_given && !scheduler_class.has_value();
    return choice;
  }
  choice.type = SchedulerType::kCapacity;
  choice.reason = unset + ", so the ResourceManager runs its default, the CapacityScheduler";
  return choice;
}

}  // namespace schedlint
