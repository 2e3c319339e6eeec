#include "cli/options.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <limits>

#include <fmt/format.h>

#include "cli/project_config.h"
#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "parse/input_error.h"
#include "reports/escape.h"
#include "reports/gate.h"
#include "rules/registry.h"

namespace schedlint {

namespace {

// Sets `spec`'s option from a .schedlint.yaml value (type-checked when the file was read): a
// scalar, or the items of a list.
void set_from_settings(const OptionSpec& spec, CommonOptions& o, const std::string& scalar,
                       const std::vector<std::string>& list) {
  std::visit(
      [&](auto field) {
        auto& value = o.*field;
        using T = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<T, std::string>) {
          if (spec.kind == OptionKind::kQueueList) {
            value.clear();
            for (const std::string& item : list)
              value += (value.empty() ? "" : ",") + item;
          } else {
            value = scalar;
          }
        } else if constexpr (std::is_same_v<T, int64_t>) {
          value = java::parse_long(scalar).value_or(0);
        } else if constexpr (std::is_same_v<T, double>) {
          value = java::parse_double(scalar).value_or(0);
        } else if constexpr (std::is_same_v<T, bool>) {
          value = scalar == "true";
        } else {
          value = list;
        }
      },
      spec.field);
}

void check_choice(const std::string& option, const std::string& value,
                  const std::vector<std::string_view>& allowed, const SourceLocation& where) {
  for (auto a : allowed) {
    if (a == value) return;
  }
  std::string list;
  for (auto a : allowed)
    list += (list.empty() ? "" : ", ") + std::string(a);
  throw InputError(where, fmt::format("{} must be one of {}, got '{}'{}", option, list, value,
                                      did_you_mean_suffix(value, allowed)));
}

void check_rule_ids(const std::vector<std::string>& ids, const std::string& option,
                    const SourceLocation& where) {
  std::vector<std::string_view> known;
  for (const Rule& r : all_rules())
    known.push_back(r.info.id);
  for (const std::string& id : ids) {
    if (find_rule(id) == nullptr) {
      throw InputError(where, fmt::format("{}: no rule named '{}'{}", option, id,
                                          did_you_mean_suffix(id, known)));
    }
  }
}

}  // namespace

void add_common_options(CLI::App& cmd, CommonOptions& o, unsigned groups, bool with_paths) {
  if ((groups & kInputOptions) && with_paths) {
    cmd.add_option("paths", o.paths,
                   "capacity-scheduler.xml, fair-scheduler.xml, yarn-site.xml, nodes.yaml, or "
                   "folders holding them");
  }
  for (const OptionSpec& spec : option_table()) {
    if ((groups & spec.group) == 0) continue;
    const std::string flags =
        (spec.alias.empty() ? "" : std::string(spec.alias) + ",") + "--" + std::string(spec.name);
    const std::string help = std::string(spec.help) + default_text(spec);
    std::visit(
        [&](auto field) {
          auto& value = o.*field;
          using T = std::decay_t<decltype(value)>;
          if constexpr (std::is_same_v<T, bool>) {
            cmd.add_flag(flags, value, help);
          } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
            // One value per use (comma lists, or the option repeated): never the path after it.
            cmd.add_option(flags, value, help)->delimiter(',')->allow_extra_args(false);
          } else {
            cmd.add_option(flags, value, help);
          }
        },
        spec.field);
  }
}

void offer_formats(CLI::App& cmd, CommonOptions& o, std::vector<ReportFormat> formats) {
  o.formats = std::move(formats);
  o.format = std::string(format_name(o.formats.front()));
  cmd.get_option("--format")
      ->description(fmt::format("{} (default {})", format_choices(o.formats), o.format));
}

void resolve_options(const CLI::App& cmd, CommonOptions& o) {
  std::optional<ProjectConfig> config;
  if (!o.config.empty()) {
    config = load_project_config(o.config);
  } else {
    std::string start;
    for (const std::string* p : {o.paths.empty() ? nullptr : &o.paths.front(), &o.capacity, &o.fair,
                                 &o.yarn_site, &o.nodes}) {
      if (p != nullptr && !p->empty()) {
        start = *p;
        break;
      }
    }
    if (auto found = find_project_config(start)) config = load_project_config(*found);
  }
  resolve_options(cmd, o, config ? &*config : nullptr);
}

void resolve_options(const CLI::App& cmd, CommonOptions& o, const ProjectConfig* config) {
  std::map<std::string, SourceLocation> from_config;
  if (config != nullptr) {
    o.config_used = config->path;
    // A key of an option this command does not have is left alone (.schedlint.yaml serves all).
    auto given = [&](const std::string& key) {
      const CLI::Option* option = cmd.get_option_no_throw("--" + key);
      return option != nullptr && option->count() > 0;
    };
    static const std::vector<std::string> kNoList;
    for (const auto& [key, value] : config->scalars) {
      if (given(key)) continue;
      set_from_settings(*find_option(key), o, value, kNoList);
      from_config[key] = SourceLocation{config->path, config->lines.at(key), 0};
    }
    for (const auto& [key, values] : config->lists) {
      const SourceLocation where{config->path, config->lines.at(key), 0};
      if (key == "paths") {
        if (o.paths.empty()) {
          o.paths = values;
          from_config[key] = where;
        }
        continue;
      }
      const OptionSpec& spec = *find_option(key);
      if (spec.kind == OptionKind::kRuleList) check_rule_ids(values, key, where);
      if (given(key)) continue;
      set_from_settings(spec, o, "", values);
      o.active_set = o.active_set || key == "active";
      from_config[key] = where;
    }
    o.config_suppressions = config->suppressions;
    for (const auto& [id, level] : config->severity) {
      check_rule_ids({id}, "severity", {config->path, config->lines.at("severity." + id), 0});
      o.severity[id] = level;
    }
    for (const auto& [key, where] : from_config)
      o.from_settings.insert(key);
  }
  if (const CLI::Option* active = cmd.get_option_no_throw("--active");
      active != nullptr && active->count() > 0) {
    o.active_set = true;
  }
  auto where = [&](const std::string& key) {
    auto it = from_config.find(key);
    return it == from_config.end() ? SourceLocation{} : it->second;
  };
  if (!HadoopVersion::parse(o.hadoop_version)) {
    throw InputError(where("hadoop-version"),
                     fmt::format("unsupported hadoop-version '{}': schedlint models {}",
                                 o.hadoop_version, supported_hadoop_versions()));
  }
  const auto format = format_named(o.format, o.formats);
  if (!format) {
    std::vector<std::string_view> names;
    for (ReportFormat f : o.formats)
      names.push_back(format_name(f));
    check_choice("--format", o.format, names, where("format"));
  }
  o.report_format = *format;
  if (!o.scheduler.empty()) {
    check_choice("--scheduler", o.scheduler, {"fair", "capacity"}, where("scheduler"));
  }
  check_choice("--fail-on", o.fail_on, {"error", "warning", "info", "never"}, where("fail-on"));
  check_choice("--color", o.color, {"auto", "always", "never"}, where("color"));
  auto positive = [&](const char* key, int64_t value) {
    if (value <= 0) throw InputError(where(key), fmt::format("--{} must be at least 1", key));
  };
  positive("am-mb", o.am_mb);
  positive("am-vcores", o.am_vcores);
  // An AM no larger than a node may be (nodes.yaml's bounds): a normalized Long.MAX_VALUE AM
  // would wrap negative in every limit compared with it.
  if (o.am_mb > (int64_t{1} << 40) || o.am_vcores > 2147483647) {
    throw InputError(where(o.am_mb > (int64_t{1} << 40) ? "am-mb" : "am-vcores"),
                     "--am-mb is at most 1099511627776 (1 EiB) and --am-vcores at most 2147483647");
  }
  positive("min-fit-nodes", o.min_fit_nodes);
  positive("solver-timeout-ms", o.solver_timeout_ms);
  positive("solver-budget-ms", o.solver_budget_ms);
  if (o.confirm_budget_ms < 0)
    throw InputError(where("confirm-budget-ms"), "--confirm-budget-ms must be at least 0");
  if (o.failure_budget < 0) {
    throw InputError(where("failure-budget"), "--failure-budget must not be negative");
  }
  if (!(o.max_utilization > 0 && o.max_utilization <= 1)) {
    throw InputError(where("max-utilization"), "--max-utilization must be in (0, 1]");
  }
  if (o.node_count < 0) throw InputError(where("node-count"), "--node-count must not be negative");
  check_rule_ids(o.enable, "--enable", {});
  check_rule_ids(o.disable, "--disable", {});
}

void say_which_settings(std::ostream& err, const CommonOptions& o) {
  if (!o.config_used.empty() && !o.quiet)
    err << "schedlint: settings from " << escape_for_terminal(o.config_used) << "\n";
}

InputRequest input_request(const CommonOptions& o) {
  InputRequest r;
  r.paths = o.paths;
  auto opt = [](const std::string& s) {
    return s.empty() ? std::nullopt : std::optional<std::string>(s);
  };
  r.capacity = opt(o.capacity);
  r.fair = opt(o.fair);
  r.yarn_site = opt(o.yarn_site);
  r.nodes = opt(o.nodes);
  r.baseline = opt(o.baseline);
  r.usage = opt(o.usage);
  r.version = *HadoopVersion::parse(o.hadoop_version);
  r.node_count = o.node_count;
  r.suppressions = o.config_suppressions;
  r.follow_symlinks = o.follow_symlinks;
  if (o.scheduler == "fair") r.scheduler = SchedulerType::kFair;
  if (o.scheduler == "capacity") r.scheduler = SchedulerType::kCapacity;
  return r;
}

AnalysisOptions analysis_options(const CommonOptions& o) {
  AnalysisOptions a;
  a.am_memory_mb = o.am_mb;
  a.am_vcores = o.am_vcores;
  a.failure_budget = static_cast<int>(o.failure_budget);
  a.max_utilization = o.max_utilization;
  a.min_fit_nodes = static_cast<int>(o.min_fit_nodes);
  a.use_solver = !o.no_solver;
  // Both are at least 1 (checked above); more than an int holds is a limit never reached.
  const auto as_int = [](int64_t v) {
    return static_cast<int>(std::min<int64_t>(v, std::numeric_limits<int>::max()));
  };
  a.solver_timeout_ms = as_int(o.solver_timeout_ms);
  a.solver_budget_ms = as_int(o.solver_budget_ms);
  a.confirm_budget_ms = as_int(o.confirm_budget_ms);
  a.dump_smt_dir = o.dump_smt;
  if (o.active_set) {
    std::vector<std::string> queues;
    size_t start = 0;
    while (start <= o.active.size()) {
      size_t comma = o.active.find(',', start);
      if (comma == std::string::npos) comma = o.active.size();
      std::string queue(java::trim(std::string_view(o.active).substr(start, comma - start)));
      if (!queue.empty()) queues.push_back(queue);
      start = comma + 1;
    }
    a.active_queues = std::move(queues);
  }
  return a;
}

RuleSelection rule_selection(const CommonOptions& o) {
  RuleSelection s;
  s.disabled.insert(o.disable.begin(), o.disable.end());
  for (const auto& id : o.enable)
    s.disabled.erase(id);
  s.severity = o.severity;
  return s;
}

std::optional<Severity> fail_threshold(const CommonOptions& o) {
  if (o.fail_on == "never") return std::nullopt;
  return parse_severity(o.fail_on);
}

bool any_at_or_above(const std::vector<Finding>& findings, std::optional<Severity> threshold) {
  return any_counts_against(findings, threshold);
}

bool use_color(const CommonOptions& o, bool to_terminal) {
  if (o.color == "always") return true;
  if (o.color == "never") return false;
  // https://no-color.org: a non-empty NO_COLOR turns colour off; an explicit --color wins.
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color != nullptr && *no_color != '\0') return false;
  return to_terminal && o.output.empty();
}

}  // namespace schedlint
