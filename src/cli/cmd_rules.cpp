#include <algorithm>
#include <cctype>
#include <memory>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "cli/report_format.h"
#include "parse/input_error.h"
#include "rules/registry.h"

namespace schedlint {

namespace {

// "C5, C6, F1" -> the entries of docs/risks.md: ["docs/risks.md#c5", ...].
nlohmann::ordered_json risk_pages(std::string_view risk) {
  nlohmann::ordered_json pages = nlohmann::ordered_json::array();
  std::string id;
  for (size_t i = 0; i <= risk.size(); ++i) {
    if (i == risk.size() || risk[i] == ',' || risk[i] == ' ') {
      if (!id.empty()) pages.push_back("docs/risks.md#" + id);
      id.clear();
    } else {
      id += static_cast<char>(std::tolower(static_cast<unsigned char>(risk[i])));
    }
  }
  return pages;
}

}  // namespace

Action add_rules_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("rules", "list every rule: id, default severity, summary");
  auto format = std::make_shared<std::string>("text");
  static const std::vector<ReportFormat> kFormats{ReportFormat::kText, ReportFormat::kJson};
  cmd->add_option("--format", *format, format_choices(kFormats) + " (default text)");
  return [format](Io& io) {
    const auto chosen = format_named(*format, kFormats);
    if (!chosen) {
      throw InputError({}, fmt::format("rules --format must be one of {}, got '{}'",
                                       format_choices(kFormats), *format));
    }
    std::ostringstream text;
    if (*chosen == ReportFormat::kJson) {
      nlohmann::ordered_json list = nlohmann::ordered_json::array();
      for (const Rule& r : all_rules()) {
        list.push_back({{"id", r.info.id},
                        {"severity", severity_name(r.info.severity)},
                        {"summary", r.info.summary},
                        {"risk", r.info.risk},
                        {"risk_docs", risk_pages(r.info.risk)},
                        {"docs", fmt::format("docs/rules/{}.md", r.info.id)},
                        {"command", r.check_change != nullptr ? "diff" : "check"}});
      }
      text << nlohmann::ordered_json{{"rules", list}}.dump(2) << "\n";
    } else {
      size_t width = 0;
      for (const Rule& r : all_rules())
        width = std::max(width, r.info.id.size());
      for (const Rule& r : all_rules()) {
        text << fmt::format("{:<{}}  {:<7}  {}{}\n", r.info.id, width,
                            severity_name(r.info.severity),
                            r.check_change != nullptr ? "(diff only) " : "", r.info.summary);
      }
    }
    emit(io, "", text.str());
    return 0;
  };
}

}  // namespace schedlint
