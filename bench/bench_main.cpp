// schedlint_bench: the speed budgets of `schedlint check` (every proof included), measured as a
// user feels them: the whole process, median of several runs, peak memory; per stage and per
// rule from the tool's own --timings. `schedlint_bench generate` writes one generated cluster.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <unistd.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "bench/cluster_generator.h"
#include "bench/process_run.h"

namespace fs = std::filesystem;
using schedlint::bench::ClusterSpec;
using Json = nlohmann::ordered_json;

namespace {

struct Scenario {
  std::string name;
  fs::path dir;
  std::optional<ClusterSpec> spec;  ///< generated into dir first
  double budget_ms = 0;
  double budget_mb = 0;
  /// Times `schedlint diff diff_base dir` instead of `check dir` when set.
  std::optional<fs::path> diff_base;
  /// The shape whose 500 and 5,000-queue scenarios give a growth figure ("fair", "capacity
  /// 7-level"...); empty for the others.
  std::string family;
};

struct Measured {
  const Scenario* scenario;
  std::vector<double> wall_ms;
  std::vector<double> peak_mb;
  std::map<std::string, std::vector<double>> stages;  ///< --timings, one value per run
  std::map<std::string, std::vector<double>> rules;
  int exit_code = 0;
  bool timed_out = false;  ///< some run reached --timeout (its time is the limit's)
};

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// A shape at 500 and 5,000 queues on 50,000 nodes, budgets 0.3 and 1 s (the growth between them
// is a budget too, see comparisons): "fair 500 flat queues, 50000 nodes/200 groups".
void add_family(std::vector<Scenario>& out, const fs::path& work, const std::string& family,
                const std::string& adjective, const std::string& dir_tag, ClusterSpec spec,
                double budget_5000_ms = 1000) {
  const std::string s = schedlint::bench::scheduler_name(spec.scheduler);
  for (auto [queues, budget] : {std::pair{500, 300.0}, {5000, budget_5000_ms}}) {
    spec.queues = queues;
    const std::string name = fmt::format("{} {} {}queues, {} nodes/{} {}groups", s, queues,
                                         adjective.empty() ? "" : adjective + " ", spec.nodes,
                                         spec.groups, spec.mixed_group_sizes ? "mixed " : "");
    const fs::path dir =
        work / fmt::format("{}-{}{}q-{}n-{}g", s, dir_tag, queues, spec.nodes, spec.groups);
    out.push_back({name, dir, spec, budget, 200, std::nullopt, family});
  }
}

// The budgets of the speed issue: samples <= 30 ms; 50 / 500 / 5,000 queues on 50,000 nodes in
// 200 groups <= 0.1 / 0.3 / 1 s and 200 MB, in every shape of queue tree and node groups users
// have; 20 and 50,000 nodes in 20 groups for the node-count comparison.
std::vector<Scenario> scenarios(const fs::path& samples, const fs::path& work) {
  std::vector<Scenario> out;
  for (const auto& entry : fs::directory_iterator(samples)) {
    if (entry.is_directory()) {
      out.push_back(
          {"sample " + entry.path().filename().string(), entry.path(), std::nullopt, 30, 200});
    }
  }
  std::sort(out.begin(), out.end(),
            [](const Scenario& a, const Scenario& b) { return a.name < b.name; });
  for (auto scheduler : {ClusterSpec::Scheduler::kFair, ClusterSpec::Scheduler::kCapacity}) {
    const std::string s = schedlint::bench::scheduler_name(scheduler);
    const bool fair = scheduler == ClusterSpec::Scheduler::kFair;
    {
      ClusterSpec spec{scheduler, 50, 50000, 200, true};
      out.push_back({fmt::format("{} 50 queues, 50000 nodes/200 groups", s),
                     work / fmt::format("{}-50q-50000n-200g", s), spec, 100, 200});
      add_family(out, work, s, "", "", spec);
    }
    // diff runs every rule on both versions, then compares: twice check's budget.
    {
      ClusterSpec spec{scheduler, 5000, 50000, 200, true};
      const fs::path dir = work / fmt::format("{}-5000q-50000n-200g", s);
      out.push_back({fmt::format("diff {} 5000 queues, 50000 nodes/200 groups", s), dir, spec, 2000,
                     400, dir});
    }
    // Hadoop 3.4's non-legacy mode: its proofs rerun Hadoop's calculation along each leaf's
    // ancestors for every amount the failure search asks about, hence a budget of its own.
    if (!fair) {
      ClusterSpec spec{scheduler, 5000, 50000, 200, true, true};
      add_family(out, work, "capacity non-legacy", "non-legacy", "flexible-", spec, 1500);
    }
    // The shapes of real trees besides three levels: every leaf under root, and seven levels.
    for (auto [depth, adjective] : {std::pair{1, "flat"}, {7, "7-level"}}) {
      ClusterSpec spec{scheduler, 5000, 50000, 200, true};
      spec.depth = depth;
      add_family(out, work, s + " " + adjective, adjective, std::string(adjective) + "-", spec);
    }
    // Many node groups of mixed sizes: the failure search's work grows with the groups.
    {
      ClusterSpec spec{scheduler, 5000, 50000, 1000, true};
      spec.mixed_group_sizes = true;
      add_family(out, work, s + " mixed groups", "", "mixed-", spec);
    }
    if (fair) {
      // Hand-written files: weight and minResources on a fifth of the queues, maxAMShare mixed.
      ClusterSpec sparse{scheduler, 5000, 50000, 200, true};
      sparse.sparse = true;
      add_family(out, work, "fair sparse", "sparse", "sparse-", sparse);
      // Queues that placement creates under configured parents.
      ClusterSpec created{scheduler, 5000, 50000, 200, true};
      created.placement_creates = true;
      add_family(out, work, "fair placement-creating", "placement-creating", "placement-", created);
    } else {
      ClusterSpec spec{scheduler, 5000, 50000, 200, true};
      spec.auto_create = true;
      add_family(out, work, "capacity auto-creating", "auto-creating", "auto-", spec);
    }
    // The applications: 1,000 workloads checked against 5,000 queues and 200 node groups within
    // 1 s (the workload rules add to the scheduler's own check).
    {
      ClusterSpec spec{scheduler, 5000, 50000, 200, true};
      spec.workloads = 1000;
      out.push_back({fmt::format("{} 1000 workloads on 5000 queues, 50000 nodes/200 groups", s),
                     work / fmt::format("{}-5000q-50000n-200g-1000w", s), spec, 1000, 200});
    }
    for (int64_t nodes : {int64_t{20}, int64_t{50000}}) {
      ClusterSpec spec{scheduler, 50, nodes, 20, true};
      const std::string name = fmt::format("{} 50 queues, {} nodes/20 groups", s, nodes);
      out.push_back({name, work / fmt::format("{}-50q-{}n-20g", s, nodes), spec, 0, 200});
    }
  }
  return out;
}

// One run; the stage and rule timings when the binary offers --timings.
double g_timeout_s = 600;  // --timeout: one run's limit

void run_once(const std::string& binary, const Scenario& s, bool timings, Measured& m) {
  std::vector<std::string> argv{binary, "check", s.dir.string(), "--fail-on", "never"};
  if (s.diff_base)
    argv = {binary, "diff", s.diff_base->string(), s.dir.string(), "--fail-on-new", "never"};
  if (timings) argv.insert(argv.end(), {"--format", "json", "--timings"});
  const schedlint::bench::ProcessRun run = schedlint::bench::run_process(argv, g_timeout_s);
  m.timed_out = m.timed_out || run.timed_out;
  m.wall_ms.push_back(run.wall_ms);
  m.peak_mb.push_back(run.peak_mb);
  m.exit_code = run.exit_code;
  if (!timings || run.exit_code != 0) return;
  const Json doc = Json::parse(run.out, nullptr, false);
  if (doc.is_discarded() || !doc.contains("timings")) return;
  for (const auto& [stage, ms] : doc["timings"]["stages"].items())
    m.stages[stage].push_back(ms.get<double>());
  for (const auto& [rule, ms] : doc["timings"]["rules"].items())
    m.rules[rule].push_back(ms.get<double>());
}

// Also the warm-up run. A binary from before --timings existed exits 2 on it.
bool supports_timings(const std::string& binary, const Scenario& s) {
  return schedlint::bench::run_process({binary, "check", s.dir.string(), "--fail-on", "never",
                                        "--format", "json", "--timings"},
                                       g_timeout_s)
             .exit_code != 2;
}

std::string top_rules(const Measured& m, size_t count) {
  std::vector<std::pair<double, std::string>> by_time;
  for (const auto& [rule, ms] : m.rules)
    by_time.push_back({median(ms), rule});
  std::sort(by_time.rbegin(), by_time.rend());
  std::string out;
  for (size_t i = 0; i < std::min(count, by_time.size()); ++i)
    out += fmt::format("{}{} {:.1f}", out.empty() ? "" : ", ", by_time[i].second, by_time[i].first);
  return out;
}

struct Check {
  std::string name;
  double value;
  double limit;
  bool ok() const { return value <= limit; }
};

std::optional<double> median_of(const std::vector<Measured>& all, const std::string& name) {
  for (const Measured& m : all) {
    if (m.scenario->name == name) return median(m.wall_ms);
  }
  return std::nullopt;
}

// The budgets that compare two scenarios: growth from 500 to 5,000 queues in every family, and the
// node count.
std::vector<Check> comparisons(const std::vector<Measured>& all) {
  std::vector<Check> out;
  std::vector<std::string> families;
  for (const Measured& m : all) {
    const std::string& f = m.scenario->family;
    if (!f.empty() && std::find(families.begin(), families.end(), f) == families.end())
      families.push_back(f);
  }
  auto family_median = [&](const std::string& family, int queues) -> std::optional<double> {
    for (const Measured& m : all) {
      if (m.scenario->family == family && m.scenario->spec->queues == queues)
        return median(m.wall_ms);
    }
    return std::nullopt;
  };
  for (const std::string& f : families) {
    auto small = family_median(f, 500);
    auto large = family_median(f, 5000);
    if (small && large && *small > 0) {
      out.push_back({f + ": 5000 / 500 queues time ratio", *large / *small, 15});
    }
  }
  for (const std::string s : {"fair", "capacity"}) {
    auto few = median_of(all, s + " 50 queues, 20 nodes/20 groups");
    auto many = median_of(all, s + " 50 queues, 50000 nodes/20 groups");
    if (few && many && *few > 0) {
      out.push_back({s + ": 50000 / 20 nodes (20 groups) time ratio", *many / *few, 1.2});
    }
  }
  return out;
}

Json to_json(const std::vector<Measured>& all, const std::vector<Check>& checks, int runs) {
  Json doc;
  doc["cores"] = sysconf(_SC_NPROCESSORS_ONLN);
  doc["runs"] = runs;
  Json list = Json::array();
  for (const Measured& m : all) {
    Json item;
    item["name"] = m.scenario->name;
    if (m.scenario->spec) {
      item["scheduler"] = schedlint::bench::scheduler_name(m.scenario->spec->scheduler);
      item["queues"] = m.scenario->spec->queues;
      item["nodes"] = m.scenario->spec->nodes;
      item["groups"] = m.scenario->spec->groups;
      if (!m.scenario->family.empty()) item["family"] = m.scenario->family;
    }
    item["median_ms"] = median(m.wall_ms);
    item["min_ms"] = *std::min_element(m.wall_ms.begin(), m.wall_ms.end());
    item["max_ms"] = *std::max_element(m.wall_ms.begin(), m.wall_ms.end());
    item["peak_mb"] = median(m.peak_mb);
    item["exit_code"] = m.exit_code;
    item["timed_out"] = m.timed_out;
    if (m.scenario->budget_ms > 0) item["budget_ms"] = m.scenario->budget_ms;
    item["budget_mb"] = m.scenario->budget_mb;
    Json stages = Json::object();
    for (const auto& [stage, ms] : m.stages)
      stages[stage] = median(ms);
    item["stages_ms"] = std::move(stages);
    Json rules = Json::object();
    for (const auto& [rule, ms] : m.rules)
      rules[rule] = median(ms);
    item["rules_ms"] = std::move(rules);
    list.push_back(std::move(item));
  }
  doc["scenarios"] = std::move(list);
  Json compared = Json::array();
  for (const Check& c : checks)
    compared.push_back({{"name", c.name}, {"value", c.value}, {"limit", c.limit}, {"ok", c.ok()}});
  doc["comparisons"] = std::move(compared);
  return doc;
}

void print_table(const std::vector<Measured>& all, const std::vector<Check>& checks) {
  std::cout << fmt::format("{:<60} {:>9} {:>9} {:>9} {:>8} {:>8}  {}\n", "scenario", "median ms",
                           "min", "max", "peak MB", "budget", "verdict");
  for (const Measured& m : all) {
    const double med = median(m.wall_ms);
    const double mb = median(m.peak_mb);
    const Scenario& s = *m.scenario;
    std::string verdict = m.timed_out        ? "timed out "
                          : m.exit_code == 0 ? ""
                                             : fmt::format("exit {} ", m.exit_code);
    if (s.budget_ms > 0) verdict += med <= s.budget_ms && mb <= s.budget_mb ? "ok" : "OVER";
    std::cout << fmt::format("{:<60} {:>9.1f} {:>9.1f} {:>9.1f} {:>8.1f} {:>8}  {}\n", s.name, med,
                             *std::min_element(m.wall_ms.begin(), m.wall_ms.end()),
                             *std::max_element(m.wall_ms.begin(), m.wall_ms.end()), mb,
                             s.budget_ms > 0 ? fmt::format("{:.0f}", s.budget_ms) : "-", verdict);
  }
  for (const Check& c : checks) {
    std::cout << fmt::format("{:<78} {:>6.2f} (limit {:.2f})  {}\n", c.name, c.value, c.limit,
                             c.ok() ? "ok" : "OVER");
  }
  if (std::none_of(all.begin(), all.end(), [](const Measured& m) { return !m.stages.empty(); }))
    return;
  std::cout << fmt::format("\nper stage, median ms:\n{:<60} {:>7} {:>7} {:>7} {:>7} {:>7}  {}\n",
                           "scenario", "parse", "model", "sched", "rules", "report",
                           "slowest rules");
  for (const Measured& m : all) {
    auto stage = [&](const char* name) {
      auto it = m.stages.find(name);
      return it == m.stages.end() ? 0.0 : median(it->second);
    };
    std::cout << fmt::format("{:<60} {:>7.1f} {:>7.1f} {:>7.1f} {:>7.1f} {:>7.1f}  {}\n",
                             m.scenario->name, stage("parse"), stage("model"), stage("sched"),
                             stage("rules"), stage("report"), top_rules(m, 3));
  }
}

int run_suite(const std::string& binary, const fs::path& samples, const fs::path& work, int runs,
              const std::string& only, const std::string& json_path) {
  std::vector<Scenario> all = scenarios(samples, work);
  std::erase_if(all, [&](const Scenario& s) { return s.name.find(only) == std::string::npos; });
  std::vector<Measured> measured;
  for (const Scenario& s : all) {
    if (s.spec) schedlint::bench::write_cluster(*s.spec, s.dir);
    const bool timings = !s.diff_base && supports_timings(binary, s);  // also the warm-up run
    if (s.diff_base) {
      Measured warm_up{&s, {}, {}, {}, {}, 0, false};
      run_once(binary, s, false, warm_up);
    }
    Measured m{&s, {}, {}, {}, {}, 0, false};
    for (int i = 0; i < runs && !m.timed_out; ++i)
      run_once(binary, s, timings, m);
    std::cerr << fmt::format("{}: {:.1f} ms\n", s.name, median(m.wall_ms));
    measured.push_back(std::move(m));
  }
  const std::vector<Check> checks = comparisons(measured);
  print_table(measured, checks);
  if (!json_path.empty()) {
    std::ofstream out(json_path);
    out << to_json(measured, checks, runs).dump(2) << "\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"schedlint_bench: times `schedlint check` on the samples and generated clusters"};
  std::string binary = SCHEDLINT_BINARY;
  std::string samples = SCHEDLINT_SAMPLES;
  std::string work = (fs::temp_directory_path() / "schedlint-bench").string();
  std::string json_path, only;
  int runs = 5;
  app.add_option("--bin", binary, "the schedlint binary to time")->capture_default_str();
  app.add_option("--samples", samples, "the samples folder")->capture_default_str();
  app.add_option("--work", work, "where generated clusters are written")->capture_default_str();
  app.add_option("--runs", runs, "counted runs per scenario (after one warm-up)")
      ->capture_default_str()
      ->check(CLI::Range(1, 100));
  app.add_option("--json", json_path, "also write the medians as JSON to this file");
  app.add_option("--only", only, "only scenarios whose name contains this text");
  app.add_option("--timeout", g_timeout_s, "seconds one run may take before it is killed")
      ->capture_default_str();

  ClusterSpec spec;
  std::string scheduler = "fair", out_dir;
  CLI::App* gen = app.add_subcommand("generate", "write one generated cluster folder");
  gen->add_option("--scheduler", scheduler)->check(CLI::IsMember({"fair", "capacity"}));
  gen->add_option("--queues", spec.queues)->capture_default_str();
  gen->add_option("--nodes", spec.nodes)->capture_default_str();
  gen->add_option("--groups", spec.groups)->capture_default_str();
  gen->add_option("--workloads", spec.workloads, "workloads.yaml entries")->capture_default_str();
  gen->add_option("--depth", spec.depth, "levels of queues below root (1: flat)")
      ->capture_default_str()
      ->check(CLI::Range(1, 20));
  gen->add_flag("--mixed-groups", spec.mixed_group_sizes, "node groups of mixed sizes");
  gen->add_flag("--sparse", spec.sparse,
                "fair: weight and minResources on a fifth of the queues, maxAMShare mixed");
  gen->add_flag("--placement-creates", spec.placement_creates,
                "fair: a root.users parent and placement rules that create queues");
  gen->add_flag("--auto-create", spec.auto_create,
                "capacity: a tenth of the leaves are parents that create queues");
  gen->add_flag("--non-legacy", spec.flexible,
                "capacity: Hadoop 3.4's non-legacy mode, capacities mixing units");
  bool no_labels = false;
  gen->add_flag("--no-labels", no_labels, "no gpu partition");
  gen->add_option("DIR", out_dir)->required();
  CLI11_PARSE(app, argc, argv);
  try {
    if (gen->parsed()) {
      spec.scheduler =
          scheduler == "fair" ? ClusterSpec::Scheduler::kFair : ClusterSpec::Scheduler::kCapacity;
      spec.gpu_label = !no_labels;
      schedlint::bench::write_cluster(spec, out_dir);
      return 0;
    }
    return run_suite(binary, samples, work, runs, only, json_path);
  } catch (const std::exception& e) {
    std::cerr << "schedlint_bench: " << e.what() << "\n";
    return 1;
  }
}
