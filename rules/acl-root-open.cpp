// G1: the root queue's ACL is everyone (its default), so no queue below can restrict access.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-root-open",
      .severity = Severity::kWarning,
      .summary =
          "The root queue's submit or administer ACL is everyone (\"*\", its default), and access "
          "to a "
          "queue is the union of its ancestors' ACLs, so no queue can restrict who submits to it.",
      .risk = "G1",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.acl_submit_applications</name><value>etl</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.acl_submit_applications</name><value> </value></property>
  <property><name>yarn.scheduler.capacity.root.acl_administer_queue</name><value>yarn</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.acl_submit_applications</name><value>etl</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

struct RootAcl {
  const char* kind;
  std::optional<Setting<std::string>> value;
};

void check_root(const std::vector<RootAcl>& root, const SourceLocation& fallback,
                const char* file_kind, const std::vector<QueueAcl>& acls, FindingSink& sink) {
  std::vector<const QueueAcl*> restrictive;
  for (const auto& acl : acls) {
    if (acl.queue != "root" && !parse_acl(acl.text).everyone) restrictive.push_back(&acl);
  }
  std::vector<const RootAcl*> open;
  for (const RootAcl& r : root) {
    if (!r.value || parse_acl(r.value->value).everyone) open.push_back(&r);
  }
  if (open.empty()) return;
  auto verb = [](const RootAcl& r) {
    return std::string_view(r.kind) == "submit" ? "submit to" : "administer (kill applications in)";
  };
  auto how = [&](const RootAcl& r) {
    return r.value ? std::string("\"*\"")
                   : fmt::format("not set in the {} and defaults to \"*\"", file_kind);
  };
  if (restrictive.empty()) {
    // Nothing below root tries to restrict access: an open cluster, likely on purpose.
    const RootAcl& first = *open.front();
    Finding f = make_finding(
        info(), first.value ? first.value->loc : fallback,
        fmt::format("the root queue's {} ACL is {}{}, and no queue sets an ACL of its own: every "
                    "user may {} every queue",
                    first.kind, how(first),
                    open.size() > 1 ? fmt::format(" (its {} ACL too)", open.back()->kind) : "",
                    open.size() > 1 ? "submit to and administer" : verb(first)),
        "root");
    f.severity = Severity::kInfo;
    sink.report(std::move(f));
    return;
  }
  for (const RootAcl* r : open) {
    Finding f = make_finding(
        info(), r->value ? r->value->loc : fallback,
        fmt::format(
            "the root queue's {} ACL is {}: a user allowed on a queue's ancestor is allowed "
            "on the queue, so every user may {} every queue, and the ACLs set on {} "
            "queue(s) (first: {}) restrict nothing",
            r->kind, how(*r), verb(*r), restrictive.size(), restrictive.front()->queue),
        "root");
    f.related.push_back({restrictive.front()->loc, "a restriction that has no effect"});
    sink.report(std::move(f));
  }
}

void check(const RuleContext& context, FindingSink& sink) {
  const Model& model = context.model();
  const auto acls = configured_queue_acls(model);
  if (model.fair) {
    const auto& root = model.fair->queues.root();
    const SourceLocation at = model.fair->root_declared ? root.loc : model.fair->allocations_loc;
    check_root({{"submit", root.settings.acl_submit_apps},
                {"administer", root.settings.acl_administer_apps}},
               at, "allocation file", acls, sink);
  }
  if (model.capacity) {
    const auto& root = model.capacity->queues.root();
    check_root({{"submit", root.settings.acl_submit_applications},
                {"administer", root.settings.acl_administer_queue}},
               root.loc, "CapacityScheduler configuration", acls, sink);
  }
}

}  // namespace

const Rule& acl_root_open() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
