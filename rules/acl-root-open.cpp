// G1: the root queue's ACL is everyone (its default), so no queue below can restrict access.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules::acl_root_open {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-root-open",
      .severity = Severity::kWarning,
      .summary =
          "The root queue's submit or administer ACL is everyone (\"*\", its default), and access "
          "to a queue is the union of its ancestors' ACLs (administer also allows submitting), so "
          "no queue can restrict who submits to it.",
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
  std::optional<Setting<std::string>> value;

  bool open() const { return !value || parse_acl(value->value).everyone; }
  std::string how(const char* file_kind) const {
    return value ? std::string("\"*\"")
                 : fmt::format("not set in the {} and defaults to \"*\"", file_kind);
  }
};

// One finding per open root: an open administer ACL opens submission too (RMAppManager and
// FairScheduler.addApplication accept a submission the queue's submit or administer ACL allows),
// so it is the one problem to report, whatever root's submit ACL says.
void check_root(const RootAcl& submit, const RootAcl& administer, const SourceLocation& fallback,
                const char* file_kind, const std::vector<QueueAcl>& acls, bool acls_enforced,
                FindingSink& sink) {
  if (!submit.open() && !administer.open()) return;
  const bool admin_open = administer.open();
  const RootAcl& culprit = admin_open ? administer : submit;
  std::vector<const QueueAcl*> restrictive;
  for (const auto& acl : acls) {
    if (acl.queue == "root" || parse_acl(acl.text).everyone) continue;
    if (acl.kind == "submit" || (admin_open && acl.kind == "administer"))
      restrictive.push_back(&acl);
  }
  const std::string what =
      admin_open
          ? fmt::format("administer ACL is {}{}", culprit.how(file_kind),
                        submit.open()
                            ? fmt::format(" (and its submit ACL is {})", submit.how(file_kind))
                            : "")
          : fmt::format("submit ACL is {}", culprit.how(file_kind));
  const char* may = admin_open ? "administer (kill applications in) and submit to" : "submit to";
  // At the `*` written in the file when there is one, else where root is declared.
  const SourceLocation at = culprit.value                   ? culprit.value->loc
                            : submit.open() && submit.value ? submit.value->loc
                                                            : fallback;
  if (restrictive.empty()) {
    // Nothing below root tries to restrict access: an open cluster, likely on purpose. Said only
    // where ACLs are enforced (yarn.acl.enable): there an administrator has turned access
    // control on, and every user may still kill every application. With ACLs off (the default)
    // it is what every unconfigured cluster looks like, and no one would act on it.
    if (!acls_enforced) return;
    Finding f = make_finding(info(), at,
                             fmt::format("the root queue's {}, and no queue sets an ACL of its "
                                         "own: every user may {} every queue, though "
                                         "yarn.acl.enable turns access control on",
                                         what, may),
                             "root");
    f.severity = Severity::kInfo;
    sink.report(std::move(f));
    return;
  }
  std::string message = fmt::format(
      "the root queue's {}: a user allowed on a queue's ancestor is allowed on the queue, so "
      "every user may {} every queue, and the ACLs set on {} queue(s) (first: {}) restrict "
      "nothing",
      what, may, restrictive.size(), restrictive.front()->queue);
  if (admin_open && !submit.open()) {
    message +=
        "; root's own submit ACL does not help, since the administer ACL also lets a "
        "user submit";
  }
  Finding f = make_finding(info(), at, std::move(message), "root");
  f.related.push_back({restrictive.front()->loc, "a restriction that has no effect"});
  sink.report(std::move(f));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  const auto acls = configured_queue_acls(model);
  const bool enforced = model.cluster.acl_enable.value;
  if (model.fair) {
    const auto& root = model.fair->queues.root();
    const SourceLocation at = model.fair->root_declared ? root.loc : model.fair->allocations_loc;
    check_root({root.settings.acl_submit_apps}, {root.settings.acl_administer_apps}, at,
               "allocation file", acls, enforced, sink);
  }
  if (model.capacity) {
    const auto& root = model.capacity->queues.root();
    check_root({root.settings.acl_submit_applications}, {root.settings.acl_administer_queue},
               root.loc, "CapacityScheduler configuration", acls, enforced, sink);
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::acl_root_open
