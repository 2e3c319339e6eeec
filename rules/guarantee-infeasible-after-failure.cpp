// C5, C6, F1 under node loss: the fewest node failures after which a guaranteed minimum no longer
// fits, settled by exact arithmetic (the Z3 encoding is what --dump-smt writes) and weighed
// against --failure-budget.
#include <algorithm>

#include <fmt/format.h>

#include "analysis/failure_guarantees.h"
#include "model/resource_text.h"
#include "rules/proof_support.h"
#include "rules/rule.h"

namespace schedlint::rules::guarantee_infeasible_after_failure {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "guarantee-infeasible-after-failure",
      .severity = Severity::kWarning,
      .summary =
          "Losing as few nodes as the failure budget allows (--failure-budget, default 1) leaves "
          "too "
          "little "
          "for the guaranteed minimums: FairScheduler minResources, CapacityScheduler absolute "
          "capacities, "
          "or a percent queue's room for one AM plus one container.",
      .risk = "C5, C6, F1",
      .needs = {Need::kSchedulerFile, Need::kNodes},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><minResources>131072 mb, 4 vcores</minResources></queue>
  <queue name="bi"><minResources>98304 mb, 4 vcores</minResources></queue>
</allocations>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><minResources>32768 mb, 4 vcores</minResources></queue>
  <queue name="bi"><minResources>16384 mb, 4 vcores</minResources></queue>
</allocations>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      .proof = true,
  };
  return kInfo;
}

std::string rack_line(const smt::GuaranteeFailureResult& r) {
  return *r.rack_status == smt::Status::kSat
             ? fmt::format("losing rack {} ({} nodes) breaks it too", r.rack, r.rack_witness.nodes)
             : "losing any one rack (with a node left up) does not break it";
}

WitnessValue witness_of(const FailureGuarantee& g, const smt::GuaranteeFailureResult& r,
                        int budget) {
  const smt::FailureWitness& w = r.smallest;
  const smt::GuaranteeNeed& need = g.query.needs[static_cast<size_t>(w.need)];
  WitnessValue::List failed;
  for (size_t i = 0; i < g.query.group_list().size(); ++i) {
    failed.push_back(WitnessValue::object()
                         .set("group", g.query.group_list()[i].name)
                         .set("failed", w.failed[i])
                         .set("of", g.query.group_list()[i].count));
  }
  WitnessValue out = WitnessValue::object();
  out.set("guarantee", g.what)
      .set("min_failures", w.nodes)
      .set("failure_budget", budget)
      .set("failed_nodes", std::move(failed))
      .set("resource", need.type)
      .set("remaining", w.remaining)
      .set("available", w.available)
      .set("required", need.required)
      .set("shortfall", w.shortfall);
  if (r.rack_status) {
    out.set("rack_failure",
            *r.rack_status == smt::Status::kSat ? WitnessValue(r.rack) : WitnessValue())
        .set("rack_status", std::string(smt::status_name(*r.rack_status)));
  }
  return out;
}

Finding sat_finding(const FailureGuarantee& g, const smt::GuaranteeFailureResult& r, int budget,
                    const Decision& decided) {
  const int64_t k = r.smallest.nodes;
  std::string message;
  if (k == 0) {
    message = fmt::format("{} cannot be met even with every node up: {}", g.what,
                          shortfall_text(g, r.smallest));
  } else if (k <= budget) {
    message =
        fmt::format("{} {} {}, within --failure-budget {}: {}", failures_text(k),
                    k == 1 ? "breaks" : "break", g.what, budget, shortfall_text(g, r.smallest));
  } else {
    message =
        fmt::format("{} break {}, a margin of {} over --failure-budget {}: {}", failures_text(k),
                    g.what, k - 1 - budget, budget, shortfall_text(g, r.smallest));
  }
  Finding f = make_finding(info(), g.loc, std::move(message), g.queue);
  if (k > budget) f.severity = Severity::kInfo;
  f.details = witness_lines(g, r.smallest);
  if (r.rack_status) f.details.push_back(rack_line(r));
  f.details.insert(f.details.end(), g.notes.begin(), g.notes.end());
  f.related = g.related;
  f.proof = Proof{"sat", g.query.name, witness_of(g, r, budget), decided};
  return f;
}

struct Answer {
  const FailureGuarantee* guarantee;
  smt::GuaranteeFailureResult result;
  Decision decided;
};

void check(const AnalysisContext& context, FindingSink& sink) {
  std::vector<FailureGuarantee> guarantees = fair_failure_guarantees(context);
  if (context.model().fair && guarantees.empty()) {
    sink.proven_safe(
        {std::string(info().id),
         "no FairScheduler queue has minResources its parent's policy shares out, so no "
         "node failure can break a guarantee",
         context.model().fair->allocations_loc,
         decided_without_query("no queue has a guarantee to break")});
  }
  for (FailureGuarantee& g : capacity_failure_guarantees(context))
    guarantees.push_back(std::move(g));

  const int budget = context.options().failure_budget;
  const smt::SolveOptions options = context.solve_options();
  // Arithmetic answers each exactly (sat or unsat, never unknown): see decide_guarantee_failure.
  // Z3 then confirms a partition's answers together.
  std::vector<Answer> answers;
  BudgetCut undecided(context);
  for (const FailureGuarantee& g : guarantees) {
    if (!undecided.skipped(g.what))
      answers.push_back({&g, smt::decide_guarantee_failure(g.query, options), {}});
  }
  if (!undecided.empty()) {  // at the first skipped: those decided come first
    undecided.report(info(), sink, guarantees[answers.size()].loc, "guarantees under node loss");
  }
  std::vector<std::string> names;
  for (const Answer& a : answers)
    names.push_back(a.guarantee->query.name);
  const std::vector<Decision> decided =
      confirm_all_by_z3(context, names, [&](const smt::SolveOptions& o) {
        std::vector<smt::GuaranteeAnswer> asked;
        for (const Answer& a : answers)
          asked.push_back({&a.guarantee->query, &a.result});
        return smt::confirm_guarantee_failures(asked, context.confirming_prover(), o);
      });
  for (size_t i = 0; i < answers.size(); ++i)
    answers[i].decided = decided[i];

  std::vector<Answer> margins;
  bool within_budget = false;
  for (Answer& a : answers) {
    const FailureGuarantee& g = *a.guarantee;
    if (a.result.status == smt::Status::kUnsat) {
      sink.proven_safe({std::string(info().id),
                        fmt::format("no set of node failures that leaves a node of {} up breaks {}",
                                    g.scope, g.what),
                        g.loc, a.decided});
      continue;
    }
    if (a.result.smallest.nodes == 0 && g.reported_with_every_node_up) continue;
    if (a.result.smallest.nodes <= budget) {
      within_budget = true;
      sink.report(sat_finding(g, a.result, budget, a.decided));
    } else {
      margins.push_back(std::move(a));
    }
  }
  // Beyond the budget, one info for the guarantee that breaks first says how much room is left.
  if (within_budget || margins.empty()) return;
  const auto weakest =
      std::min_element(margins.begin(), margins.end(), [](const Answer& a, const Answer& b) {
        return a.result.smallest.nodes < b.result.smallest.nodes;
      });
  sink.report(sat_finding(*weakest->guarantee, weakest->result, budget, weakest->decided));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::guarantee_infeasible_after_failure
