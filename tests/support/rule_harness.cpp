#include "support/rule_harness.h"

#include <filesystem>
#include <stdexcept>

#include <gtest/gtest.h>

#include "analysis/analysis_context.h"
#include "rules/registry.h"

namespace schedlint::testing {

void expect_disagreement_kept(const RuleRun& run, const std::string& rule,
                              const std::string& query) {
  ASSERT_EQ(run.internal_errors.size(), 1u);
  EXPECT_EQ(run.internal_errors[0].rule, rule);
  const std::string& what = run.internal_errors[0].what;
  EXPECT_EQ(what.rfind("Z3 and the arithmetic disagree on query " + query, 0), 0u) << what;
  const std::string marker = "the SMT-LIB query is in ";
  const size_t at = what.find(marker);
  ASSERT_NE(at, std::string::npos) << what;
  const std::filesystem::path kept = what.substr(at + marker.size());
  size_t queries = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kept))
    queries += entry.path().extension() == ".smt2" ? 1 : 0;
  EXPECT_GT(queries, 0u) << kept;
  std::filesystem::remove_all(kept);
}

FakeProver& FakeProver::answer(std::string query_prefix, smt::Solution answer) {
  script_[std::move(query_prefix)] = std::move(answer);
  return *this;
}

FakeProver& FakeProver::answer(std::string query_prefix, smt::Status status) {
  smt::Solution s;
  s.status = status;
  if (status == smt::Status::kUnknown) s.reason = "scripted unknown";
  return answer(std::move(query_prefix), std::move(s));
}

smt::Solution FakeProver::solve(const smt::LinearModel& model, const smt::SolveOptions&) const {
  asked_.push_back(model.name());
  const smt::Solution* best = nullptr;
  size_t best_length = 0;
  for (const auto& [prefix, solution] : script_) {
    if (model.name().rfind(prefix, 0) == 0 && (best == nullptr || prefix.size() >= best_length)) {
      best = &solution;
      best_length = prefix.size();
    }
  }
  if (best == nullptr) {
    smt::Solution unknown;
    unknown.reason = "not scripted";
    return unknown;
  }
  smt::Solution s = *best;
  if (s.status == smt::Status::kSat && s.values.empty()) {
    for (const auto& v : model.variables())
      s.values.push_back(v.low);
  }
  return s;
}

RuleRun run_one_rule(const Model& model, const std::string& rule, const AnalysisOptions& options,
                     const smt::Prover& prover) {
  const Rule* found = find_rule(rule);
  if (found == nullptr) throw std::invalid_argument("no rule " + rule);
  return run_rules({found}, model, options, RuleSelection{}, prover);
}

std::vector<Finding> run_rule(const Model& model, const std::string& rule,
                              const AnalysisOptions& options) {
  const FakeProver prover;
  RuleRun run = run_one_rule(model, rule, options, prover);
  if (!run.internal_errors.empty()) {
    throw std::logic_error(rule + " failed: " + run.internal_errors.front().what);
  }
  return run.findings;
}

std::vector<Finding> run_rule(const Files& files, const std::string& rule,
                              const std::string& version) {
  return run_rule(load_files(files, version), rule, AnalysisOptions{});
}

LoadedChange load_change(const Files& files, const std::string& version) {
  Files before, after;
  for (const auto& [name, content] : files) {
    if (name.rfind("old/", 0) == 0) before.push_back({name, content});
    if (name.rfind("new/", 0) == 0) after.push_back({name, content});
  }
  return {load_files(before, version), load_files(after, version)};
}

namespace {

RuleRun run_change(const LoadedChange& change, const RuleSelection& selection) {
  const AnalysisOptions options;
  const FakeProver prover;
  const AnalysisContext before(change.before, options, prover);
  const AnalysisContext after(change.after, options, prover);
  RuleRun run = schedlint::run_change_rules({before, after}, options, selection);
  if (!run.internal_errors.empty()) {
    throw std::logic_error(run.internal_errors.front().rule +
                           " failed: " + run.internal_errors.front().what);
  }
  return run;
}

}  // namespace

std::vector<Finding> run_change_rule(const Files& files, const std::string& rule,
                                     const std::string& version) {
  if (find_rule(rule) == nullptr || find_rule(rule)->check_change == nullptr)
    throw std::invalid_argument("no change rule " + rule);
  RuleSelection only;
  for (const Rule& r : all_rules()) {
    if (r.info.id != rule) only.disabled.insert(std::string(r.info.id));
  }
  const LoadedChange change = load_change(files, version);
  return run_change(change, only).findings;
}

RuleRun run_change_rules(const Files& files, const std::string& version) {
  const LoadedChange change = load_change(files, version);
  return run_change(change, RuleSelection{});
}

}  // namespace schedlint::testing
