// confirm_guarantee_failures: Z3 confirms the arithmetic's answers about one partition's
// guarantees with two queries, however many guarantees there are.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "solver/guarantee_failure.h"

namespace schedlint::smt {

namespace {

// "No failure of at most `bound` nodes (or of one rack of at most `bound` nodes) leaves less than
// `threshold` of `type`": what an answer claims of one of its needs.
struct Claim {
  int64_t bound = 0;
  std::string type;
  int64_t threshold = 0;
};

// The claims no other implies: one with no larger bound and no larger threshold than another of
// its type says less than that one.
std::vector<Claim> strongest(std::vector<Claim> claims) {
  std::sort(claims.begin(), claims.end(), [](const Claim& a, const Claim& b) {
    return std::tie(a.type, b.bound, b.threshold) < std::tie(b.type, a.bound, a.threshold);
  });
  std::vector<Claim> kept;
  for (const Claim& c : claims) {
    if (!kept.empty() && kept.back().type == c.type && kept.back().threshold >= c.threshold)
      continue;  // a claim of a larger (or equal) bound already says as much
    kept.push_back(c);
  }
  return kept;
}

std::vector<std::string> types_of(const std::vector<Claim>& claims) {
  std::vector<std::string> types;
  for (const Claim& c : claims)
    types.push_back(c.type);
  std::sort(types.begin(), types.end());
  types.erase(std::unique(types.begin(), types.end()), types.end());
  return types;
}

// Any failure set that leaves a node up and breaks some claim, with one unknown per node size:
// how many nodes of that size fail.
LinearModel failure_claims_model(const std::string& name, const FailureGroups& groups,
                                 const std::vector<Claim>& claims) {
  const std::vector<std::string> types = types_of(claims);
  std::map<std::vector<int64_t>, int64_t> nodes_of_size;
  for (size_t g = 0; g < groups.size(); ++g) {
    std::vector<int64_t> size;
    for (const std::string& type : types)
      size.push_back(groups.of(type).per_node[g]);
    nodes_of_size[size] += groups.list()[g].count;
  }
  LinearModel model(name);
  LinExpr failed;
  std::vector<LinExpr> remaining(types.size());
  for (const auto& [size, count] : nodes_of_size) {
    const IntVar f =
        model.add_int(fmt::format("failed.size{}", model.variables().size()), 0, count);
    failed += f;
    for (size_t t = 0; t < types.size(); ++t)
      remaining[t] += size[t] * (LinExpr(count) - LinExpr(f));
  }
  model.require(failed <= LinExpr(groups.nodes() - 1), "at least one node stays up");
  std::vector<Formula> broken;
  for (const Claim& c : claims) {
    const auto t =
        static_cast<size_t>(std::lower_bound(types.begin(), types.end(), c.type) - types.begin());
    broken.push_back(
        Formula::all({failed <= LinExpr(c.bound), remaining[t] < LinExpr(c.threshold)}));
  }
  model.require(Formula::any(std::move(broken)), "some answer's claim is broken");
  return model;
}

// Any one rack whose loss leaves a node up and breaks some claim.
LinearModel rack_claims_model(const std::string& name, const FailureGroups& groups,
                              const std::vector<Claim>& claims) {
  LinearModel model(name);
  LinExpr chosen;
  LinExpr lost_nodes;
  std::vector<IntVar> lost;
  for (size_t r = 0; r < groups.rack_names().size(); ++r) {
    lost.push_back(model.add_int(groups.rack_names()[r] + ".lost", 0, 1));
    chosen += lost.back();
    lost_nodes += groups.rack_nodes()[r] * LinExpr(lost.back());
  }
  model.require(chosen == LinExpr(1), "exactly one rack is lost");
  model.require(lost_nodes <= LinExpr(groups.nodes() - 1), "at least one node stays up");
  std::vector<Formula> broken;
  for (const Claim& c : claims) {
    const FailureGroups::TypeFigures& figures = groups.of(c.type);
    LinExpr remaining(figures.full);
    for (size_t r = 0; r < lost.size(); ++r)
      remaining -= figures.per_rack[r] * LinExpr(lost[r]);
    broken.push_back(
        Formula::all({lost_nodes <= LinExpr(c.bound), remaining < LinExpr(c.threshold)}));
  }
  model.require(Formula::any(std::move(broken)), "some answer's claim is broken");
  return model;
}

// The answers of one batch (indices into the caller's list), all about the same groups.
void confirm_batch(const std::vector<GuaranteeAnswer>& answers, const std::vector<size_t>& batch,
                   const Prover& prover, const SolveOptions& options,
                   std::vector<Confirmation>& out) {
  const FailureGroups& groups = *answers[batch.front()].query->groups;
  std::vector<Claim> failures;
  std::vector<Claim> racks;
  std::vector<size_t> covered;  // the answers the two queries confirm
  for (size_t i : batch) {
    const GuaranteeFailureQuery& q = *answers[i].query;
    const GuaranteeFailureResult& a = *answers[i].arithmetic;
    const std::vector<int64_t> thresholds =
        a.thresholds.size() == q.needs.size() ? a.thresholds : need_thresholds(q);
    if (groups.nodes() == 0 ||
        std::none_of(thresholds.begin(), thresholds.end(), [](int64_t t) { return t > 0; })) {
      out[i] = {false, Status::kUnsat,
                groups.nodes() == 0 ? "there is no node to lose" : "nothing is guaranteed", ""};
      continue;
    }
    covered.push_back(i);
    const bool sat = a.status == Status::kSat;
    const int64_t fewer = sat ? a.smallest.nodes - 1 : groups.nodes() - 1;
    const bool rack_asked = sat && a.rack_status && *a.rack_status != Status::kUnknown;
    int64_t smaller_rack = groups.nodes() - 1;
    if (rack_asked && *a.rack_status == Status::kSat) {
      const int rack = groups.rack_index(a.rack);
      smaller_rack = rack < 0 ? -1 : groups.rack_nodes()[static_cast<size_t>(rack)] - 1;
    }
    for (size_t n = 0; n < q.needs.size(); ++n) {
      if (thresholds[n] <= 0) continue;  // met even by nothing
      if (fewer >= 0) failures.push_back({fewer, q.needs[n].type, thresholds[n]});
      if (rack_asked && smaller_rack >= 0)
        racks.push_back({smaller_rack, q.needs[n].type, thresholds[n]});
    }
  }
  if (covered.empty()) return;
  // "Better than the arithmetic's answers": named after the first, and how many more it covers.
  const std::string& first = answers[covered.front()].query->name;
  const std::string name = covered.size() == 1
                               ? first + ".better"
                               : fmt::format("{}.with-{}-more.better", first, covered.size() - 1);
  Confirmation c{true, Status::kUnsat, "", ""};
  if (failures.empty() && racks.empty()) {
    // Every answer breaks with no node failed: there is nothing smaller to look for.
    c = {false, Status::kUnsat, "it breaks with every node up: no failure set is smaller", ""};
  }
  if (!failures.empty()) {
    c = refute(failure_claims_model(name, groups, strongest(std::move(failures))), prover, options,
               "Z3 finds fewer failed nodes that break one of them");
  }
  if (c.status == Status::kUnsat && !racks.empty()) {
    c = refute(rack_claims_model(name + ".racks", groups, strongest(std::move(racks))), prover,
               options, "Z3 finds a smaller rack whose loss breaks one of them");
  }
  for (size_t i : covered) {
    // A disagreement: each answer on its own says which is wrong.
    out[i] =
        c.status == Status::kSat
            ? confirm_guarantee_failure(*answers[i].query, *answers[i].arithmetic, prover, options)
            : c;
  }
}

}  // namespace

std::vector<Confirmation> confirm_guarantee_failures(const std::vector<GuaranteeAnswer>& answers,
                                                     const Prover& prover,
                                                     const SolveOptions& options) {
  std::vector<Confirmation> out(answers.size());
  std::map<const FailureGroups*, std::vector<size_t>> batches;
  std::vector<const FailureGroups*> order;  // first seen first
  for (size_t i = 0; i < answers.size(); ++i) {
    const FailureGroups* groups = answers[i].query->groups.get();
    if (batches[groups].empty()) order.push_back(groups);
    batches[groups].push_back(i);
  }
  for (const FailureGroups* groups : order)
    confirm_batch(answers, batches[groups], prover, options, out);
  return out;
}

}  // namespace schedlint::smt
