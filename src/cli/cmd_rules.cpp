#include <algorithm>
#include <memory>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "parse/input_error.h"
#include "rules/registry.h"

namespace schedlint {

Action add_rules_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("rules", "list every rule: id, default severity, summary");
  auto format = std::make_shared<std::string>("text");
  cmd->add_option("--format", *format, "text|json");
  return [format](Io& io) {
    std::ostringstream text;
    if (*format == "json") {
      nlohmann::ordered_json list = nlohmann::ordered_json::array();
      for (const Rule& r : all_rules()) {
        list.push_back({{"id", r.info.id},
                        {"severity", severity_name(r.info.severity)},
                        {"summary", r.info.summary},
                        {"risk", r.info.risk},
                        {"docs", fmt::format("docs/rules/{}.md", r.info.id)}});
      }
      text << nlohmann::ordered_json{{"rules", list}}.dump(2) << "\n";
    } else if (*format == "text") {
      size_t width = 0;
      for (const Rule& r : all_rules())
        width = std::max(width, r.info.id.size());
      for (const Rule& r : all_rules()) {
        text << fmt::format("{:<{}}  {:<7}  {}\n", r.info.id, width, severity_name(r.info.severity),
                            r.info.summary);
      }
    } else {
      throw InputError({}, "rules --format must be text or json, got '" + *format + "'");
    }
    emit(io, "", text.str());
    return 0;
  };
}

}  // namespace schedlint
