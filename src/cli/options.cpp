#include "cli/options.h"

#include <algorithm>
#include <functional>
#include <limits>

#include <fmt/format.h>

#include "cli/project_config.h"
#include "java/numbers.h"
#include "parse/did_you_mean.h"
#include "parse/input_error.h"
#include "reports/escape.h"
#include "rules/registry.h"

namespace schedlint {

namespace {

using Setter = std::function<void(CommonOptions&, const std::string&)>;

int64_t to_int(const std::string& s) {
  return java::parse_long(s).value_or(0);
}

// How a .schedlint.yaml scalar sets an option (values were type-checked when the file was read).
const std::map<std::string, Setter>& scalar_setters() {
  static const std::map<std::string, Setter> setters{
      {"hadoop-version", [](CommonOptions& o, const std::string& v) { o.hadoop_version = v; }},
      {"scheduler", [](CommonOptions& o, const std::string& v) { o.scheduler = v; }},
      {"nodes", [](CommonOptions& o, const std::string& v) { o.nodes = v; }},
      {"baseline", [](CommonOptions& o, const std::string& v) { o.baseline = v; }},
      {"usage", [](CommonOptions& o, const std::string& v) { o.usage = v; }},
      {"capacity", [](CommonOptions& o, const std::string& v) { o.capacity = v; }},
      {"fair", [](CommonOptions& o, const std::string& v) { o.fair = v; }},
      {"yarn-site", [](CommonOptions& o, const std::string& v) { o.yarn_site = v; }},
      {"format", [](CommonOptions& o, const std::string& v) { o.format = v; }},
      {"output", [](CommonOptions& o, const std::string& v) { o.output = v; }},
      {"fail-on", [](CommonOptions& o, const std::string& v) { o.fail_on = v; }},
      {"no-solver", [](CommonOptions& o, const std::string& v) { o.no_solver = v == "true"; }},
      {"solver-timeout-ms",
       [](CommonOptions& o, const std::string& v) { o.solver_timeout_ms = to_int(v); }},
      {"solver-budget-ms",
       [](CommonOptions& o, const std::string& v) { o.solver_budget_ms = to_int(v); }},
      {"confirm-budget-ms",
       [](CommonOptions& o, const std::string& v) { o.confirm_budget_ms = to_int(v); }},
      {"dump-smt", [](CommonOptions& o, const std::string& v) { o.dump_smt = v; }},
      {"am-mb", [](CommonOptions& o, const std::string& v) { o.am_mb = to_int(v); }},
      {"am-vcores", [](CommonOptions& o, const std::string& v) { o.am_vcores = to_int(v); }},
      {"failure-budget",
       [](CommonOptions& o, const std::string& v) { o.failure_budget = to_int(v); }},
      {"max-utilization",
       [](CommonOptions& o, const std::string& v) { o.max_utilization = *java::parse_double(v); }},
      {"min-fit-nodes",
       [](CommonOptions& o, const std::string& v) { o.min_fit_nodes = to_int(v); }},
      {"quiet", [](CommonOptions& o, const std::string& v) { o.quiet = v == "true"; }},
      {"color", [](CommonOptions& o, const std::string& v) { o.color = v; }},
      {"node-count", [](CommonOptions& o, const std::string& v) { o.node_count = to_int(v); }},
  };
  return setters;
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
  if (groups & kInputOptions) {
    if (with_paths) {
      cmd.add_option("paths", o.paths,
                     "capacity-scheduler.xml, fair-scheduler.xml, yarn-site.xml, nodes.yaml, or "
                     "folders holding them");
    }
    cmd.add_option("--capacity", o.capacity, "a CapacityScheduler file (capacity-scheduler.xml)");
    cmd.add_option("--fair", o.fair, "a FairScheduler allocation file (fair-scheduler.xml)");
    cmd.add_option("--yarn-site", o.yarn_site, "a yarn-site.xml");
    cmd.add_option("--nodes", o.nodes, "node spec: nodes.yaml or a REST /ws/v1/cluster/nodes dump");
    cmd.add_option(
        "--node-count", o.node_count,
        "without a node spec: this many nodes sized by yarn-site's NodeManager resources");
    cmd.add_option("--hadoop-version", o.hadoop_version,
                   "Hadoop release line to follow (default 3.3)");
    cmd.add_option("--scheduler", o.scheduler,
                   "fair|capacity: analyze this scheduler, whatever "
                   "yarn.resourcemanager.scheduler.class names");
    cmd.add_option("--config", o.config, ".schedlint.yaml to use (default: found upward)");
    cmd.add_flag("--follow-symlinks", o.follow_symlinks,
                 "also read symbolic links that lead outside the folder given");
  }
  if (groups & kReportOptions) {
    cmd.add_option("--format", o.format, format_choices(o.formats) + " (default text)");
    cmd.add_option("-o,--output", o.output, "write the report to FILE instead of stdout");
  }
  if (groups & kVerdictOptions) {
    cmd.add_option("--fail-on", o.fail_on, "error|warning|info|never: exit 1 at or above this");
    cmd.add_option("--enable", o.enable, "re-enable rules disabled in .schedlint.yaml")
        ->delimiter(',');
    cmd.add_option("--disable", o.disable, "rules to skip")->delimiter(',');
    cmd.add_flag("--quiet", o.quiet, "text: leave out info findings and the summary line");
    cmd.add_option("--color", o.color, "auto|always|never");
  }
  if (groups & kProofOptions) {
    cmd.add_flag("--no-solver", o.no_solver, "skip the Z3 proofs");
    cmd.add_option("--solver-timeout-ms", o.solver_timeout_ms,
                   "time limit per proof (default 2000)");
    cmd.add_option("--solver-budget-ms", o.solver_budget_ms,
                   "time limit for all proofs together (default 10000)");
    cmd.add_option("--confirm-budget-ms", o.confirm_budget_ms,
                   "of that, the time Z3 may spend confirming the arithmetic's answers (default "
                   "50; 0: never)");
    cmd.add_option("--dump-smt", o.dump_smt, "write each proof query as SMT-LIB into DIR");
    cmd.add_option("--failure-budget", o.failure_budget,
                   "node failures guarantees must survive (1)");
    cmd.add_option("--max-utilization", o.max_utilization,
                   "reservation-deadlock threshold, fraction of cluster memory (0.8)");
    cmd.add_option("--min-fit-nodes", o.min_fit_nodes, "nodes a request must fit on (default 2)");
  }
  if (groups & kUsageOption) {
    cmd.add_option("--usage", o.usage,
                   "usage snapshot: usage.yaml or a REST /ws/v1/cluster/scheduler dump");
  }
  if (groups & kQueueOptions) {
    cmd.add_option("--am-mb", o.am_mb, "AM container memory the AM limits assume (default 1536)");
    cmd.add_option("--am-vcores", o.am_vcores, "AM container vcores (default 1)");
    cmd.add_option("--active", o.active, "leaf queues with running apps (comma list; \"\" = none)");
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
    for (const auto& [key, value] : config->scalars) {
      if (given(key)) continue;
      scalar_setters().at(key)(o, value);
      from_config[key] = SourceLocation{config->path, config->lines.at(key), 0};
    }
    for (const auto& [key, values] : config->lists) {
      const SourceLocation where{config->path, config->lines.at(key), 0};
      if (key == "paths" && o.paths.empty()) {
        o.paths = values;
        from_config[key] = where;
      }
      if (key == "disable" && !given("disable")) o.disable = values;
      if (key == "enable" && !given("enable")) o.enable = values;
      if (key == "active" && !given("active")) {
        o.active.clear();
        for (const auto& q : values)
          o.active += (o.active.empty() ? "" : ",") + q;
        o.active_set = true;
      }
      if (key == "enable" || key == "disable") check_rule_ids(values, key, where);
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
  return threshold && std::any_of(findings.begin(), findings.end(),
                                  [&](const Finding& f) { return f.severity >= *threshold; });
}

bool use_color(const CommonOptions& o, bool to_terminal) {
  if (o.color == "always") return true;
  if (o.color == "never") return false;
  return to_terminal && o.output.empty();
}

}  // namespace schedlint
