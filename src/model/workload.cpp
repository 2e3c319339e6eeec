#include "model/workload.h"

namespace schedlint {

std::string_view framework_name(Framework framework) {
  switch (framework) {
    case Framework::kRoles:
      return "roles";
    case Framework::kMapReduce:
      return "mapreduce";
    case Framework::kSpark:
      return "spark";
    case Framework::kTez:
      return "tez";
    case Framework::kHive:
      return "hive";
    case Framework::kFlink:
      return "flink";
  }
  return "roles";
}

}  // namespace schedlint
