#include "rules/proof_support.h"

#include <fmt/format.h>

#include "io/atomic_file.h"
#include "solver/budgeted_prover.h"

namespace schedlint {

std::vector<smt::NodeGroupSize> solver_node_groups(const AnalysisContext& context,
                                                   const std::string* label) {
  std::vector<smt::NodeGroupSize> groups;
  for (const NodeGroup& g : context.model().nodes.groups) {
    if (label != nullptr && g.label != *label) continue;
    groups.push_back({g.name, g.count, Resource(g.resource.memory_mb(), g.resource.vcores())});
  }
  return groups;
}

Decision confirm_by_z3(const AnalysisContext& context, const std::string& query,
                       const std::function<smt::Confirmation(const smt::SolveOptions&)>& confirm) {
  return confirm_all_by_z3(context, {query},
                           [&](const smt::SolveOptions& options) {
                             return std::vector<smt::Confirmation>{confirm(options)};
                           })
      .front();
}

std::vector<Decision> confirm_all_by_z3(
    const AnalysisContext& context, const std::vector<std::string>& queries,
    const std::function<std::vector<smt::Confirmation>(const smt::SolveOptions&)>& confirm) {
  // Once no confirmation would be asked, its queries are not even built.
  if (const auto why = context.why_no_confirmation())
    return std::vector<Decision>(queries.size(), {DecidedBy::kArithmetic, std::string(*why)});
  smt::SolveOptions options = context.solve_options();
  options.dump_dir.reset();
  const std::vector<smt::Confirmation> answers = confirm(options);
  std::vector<Decision> decisions;
  for (size_t i = 0; i < answers.size(); ++i) {
    const smt::Confirmation& answer = answers[i];
    if (!answer.asked) {
      decisions.push_back(decided_without_query(answer.reason));
    } else if (answer.status == smt::Status::kUnknown) {
      decisions.push_back({DecidedBy::kArithmetic, answer.reason});
    } else if (answer.difference.empty()) {
      decisions.push_back({DecidedBy::kZ3, ""});
    } else {
      std::string kept = "the query could not be kept";
      try {
        options.dump_dir = make_private_temp_dir("schedlint-smt");
        confirm(options);
        kept = "the SMT-LIB query is in " + *options.dump_dir;
      } catch (const std::exception& e) {
        kept += fmt::format(" ({})", e.what());
      }
      throw ProofDisagreement(fmt::format("Z3 and the arithmetic disagree on query {}: {}; {}",
                                          queries[i], answer.difference, kept));
    }
  }
  return decisions;
}

Decision decided_without_query(std::string_view what) {
  return {DecidedBy::kArithmetic, fmt::format("no solver query: {}", what)};
}

WitnessValue witness_resource(const Resource& r) {
  return WitnessValue::object().set("memory_mb", r.memory_mb()).set("vcores", r.vcores());
}

Finding unknown_proof_finding(const RuleInfo& info, const AnalysisContext& context,
                              SourceLocation loc, std::string_view question,
                              const std::string& query, const std::string& reason) {
  Finding f = make_finding(
      info, std::move(loc),
      reason == smt::kNoSolver
          ? fmt::format("could not decide without the solver (--no-solver) whether {} (query {})",
                        question, query)
      : reason.starts_with(smt::kNotModelled)
          ? fmt::format("could not decide whether {} (query {}: {})", question, query, reason)
          : fmt::format("could not decide within the {} ms time limit (--solver-timeout-ms) "
                        "whether {} (query {}: {})",
                        context.options().solver_timeout_ms, question, query, reason));
  f.severity = Severity::kInfo;
  f.proof = Proof{"unknown", query, WitnessValue()};
  return f;
}

std::string first_named(const std::vector<std::string>& names, size_t shown) {
  std::string out;
  for (size_t i = 0; i < names.size() && i < shown; ++i)
    out += (i == 0 ? "" : ", ") + names[i];
  if (names.size() > shown) out += fmt::format(" and {} more", names.size() - shown);
  return out;
}

bool BudgetCut::skipped(const std::string& subject) {
  if (!context_.proof_budget_spent()) return false;
  subjects_.push_back(subject);
  return true;
}

void BudgetCut::report(const RuleInfo& info, FindingSink& sink, SourceLocation loc,
                       std::string_view what) const {
  if (subjects_.empty()) return;
  Finding f = make_finding(
      info, std::move(loc),
      fmt::format("the proofs' time budget (--solver-budget-ms {}) ran out before {} {} could be "
                  "decided ({}); they stay unknown: raise --solver-budget-ms to decide them",
                  context_.options().solver_budget_ms, subjects_.size(), what,
                  first_named(subjects_, 10)));
  f.severity = Severity::kInfo;
  sink.report(std::move(f));
}

}  // namespace schedlint
