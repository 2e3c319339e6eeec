#include "reports/fair_shares_report.h"

#include <algorithm>

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include "model/queue_tree.h"

#include "reports/escape.h"
#include "reports/json_number.h"
#include "reports/json_writer.h"
#include "reports/queue_json.h"
#include "reports/resource_format.h"
#include "reports/table.h"

namespace schedlint {

namespace {

std::string depth_prefix(const FairShares& shares, const FairQueueShare& q) {
  int depth = 0;
  for (int p = q.parent; p >= 0; p = shares.queues[static_cast<size_t>(p)].parent)
    ++depth;
  return std::string(static_cast<size_t>(depth) * 2, ' ');
}

}  // namespace

nlohmann::ordered_json fair_queue_json(const FairQueueShare& q, const Resource& cluster) {
  using Json = nlohmann::ordered_json;
  Json j;
  j["path"] = valid_utf8(q.path);
  j["leaf"] = q.leaf;
  j["weight"] = json_float(q.weight);
  j["policy"] = valid_utf8(q.policy);
  j["min"] = resource_json(q.min_share);
  j["max"] = resource_json(shown_max_share(q, cluster));
  j["steady_fair_share"] = resource_json(q.steady_fair_share);
  j["instantaneous_fair_share"] = resource_json(q.instantaneous_fair_share);
  j["max_am_share"] = json_float(q.max_am_share);
  j["max_running_apps"] = q.max_running_apps;
  j["active"] = q.active;
  j["origin"] = q.implicit ? "hadoop" : q.ad_hoc ? "submission" : "configured";
  j["am_limit"] = q.am_limit ? resource_json(*q.am_limit) : Json(nullptr);
  return j;
}

void write_fair_shares_text(const FairShares& shares, const HadoopVersion& version, int64_t nodes,
                            std::ostream& out) {
  out << fmt::format("FairScheduler fair shares (Hadoop {}) on {} nodes: {}\n\n",
                     version.to_string(), nodes, resource_text(shares.cluster));
  TextTable table({"QUEUE", "WEIGHT", "POLICY", "MIN", "MAX", "STEADY FAIR SHARE",
                   "INSTANTANEOUS FAIR SHARE", "AM LIMIT"},
                  {false, true});
  for (const FairQueueShare& q : shares.queues) {
    const bool vcores = true;
    std::string name =
        depth_prefix(shares, q) + (q.parent < 0 ? q.path : last_path_component(q.path));
    if (q.implicit) name += " (created by Hadoop)";
    if (q.ad_hoc) name += " (created on submission)";
    if (!q.active) name += " (inactive)";
    std::string am = "-";
    if (q.am_limit)
      am = resource_text(*q.am_limit);
    else if (q.leaf)
      am = "no limit";
    table.add_row({name, fmt::format("{}", q.weight), q.policy, resource_text(q.min_share),
                   resource_text(shown_max_share(q, shares.cluster)),
                   resource_with_share(q.steady_fair_share, shares.cluster, vcores),
                   resource_with_share(q.instantaneous_fair_share, shares.cluster, vcores), am});
  }
  table.write(out);
  for (const auto& path : shares.queues_not_created) {
    out << fmt::format("\n{}: not created: its parent's scheduling policy does not allow its own\n",
                       escape_for_terminal(path));
  }
  if (shares.diverges) {
    out << "\nHadoop's fair-share computation never terminates for this configuration (its "
           "arithmetic overflows); the shares above are incomplete.\n";
  }
}

void write_fair_shares_json(const FairShares& shares, const HadoopVersion& version, int64_t nodes,
                            std::ostream& out) {
  using Json = nlohmann::ordered_json;
  JsonObjectWriter doc(out);
  doc.member("scheduler", "fair");
  doc.member("hadoop_version", version.to_string());
  Json cluster = resource_json(shares.cluster);
  cluster["nodes"] = nodes;
  doc.member("cluster", cluster);
  doc.array("queues", shares.queues.size(),
            [&](size_t i) { return fair_queue_json(shares.queues[i], shares.cluster); });
  doc.array("queues_not_created", shares.queues_not_created.size(),
            [&](size_t i) { return Json(valid_utf8(shares.queues_not_created[i])); });
  doc.finish();
}

}  // namespace schedlint
