#include "reports/html_workloads.h"

#include <algorithm>

#include <fmt/format.h>

#include "reports/html_page.h"
#include "reports/html_sections.h"

namespace schedlint {

namespace {

// One node of a group packed with the role's containers: memory as a bar, each container a
// segment, the rest left unused.
std::string packing_svg(const GroupFit& fit, const Resource& container) {
  constexpr int kWidth = 200, kHeight = 12;
  const int64_t memory = std::max<int64_t>(fit.group->resource.memory_mb(), 1);
  const int64_t shown = std::min<int64_t>(fit.per_node, 64);  // beyond that, segments blur
  std::string out = fmt::format(
      "<svg class=\"packing\" width=\"{0}\" height=\"{1}\" role=\"img\"><title>{2}</title>"
      "<rect width=\"{0}\" height=\"{1}\" class=\"frame\"/>",
      kWidth, kHeight,
      html_text(fmt::format("{} per node of {}: {} MB of {} MB used", fit.per_node, fit.group->name,
                            fit.per_node * container.memory_mb(),
                            fit.group->resource.memory_mb())));
  const double each = static_cast<double>(kWidth) * static_cast<double>(container.memory_mb()) /
                      static_cast<double>(memory);
  for (int64_t i = 0; i < shown; ++i) {
    out += fmt::format("<rect x=\"{:.1f}\" width=\"{:.1f}\" height=\"{}\" class=\"used\"/>",
                       static_cast<double>(i) * each, std::max(each - 1.0, 0.5), kHeight);
  }
  return out + "</svg>";
}

std::string role_row(const RoleFit& r) {
  std::string placed;
  if (r.refusal) {
    placed = fmt::format("<span class=\"sev-error\">refused by {}</span>: {}",
                         refused_by_name(r.refusal->by), shown_text(r.refusal->message));
  } else {
    for (const GroupFit& g : r.fits) {
      placed += fmt::format("<div>{} &times; {} {}</div>", g.per_node, html_text(g.group->name),
                            packing_svg(g, *r.normalized));
    }
  }
  return fmt::format(
      "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td></tr>",
      html_text(r.am ? "AM" : r.role->name), resources_html(r.requested),
      r.normalized ? resources_html(*r.normalized) : "&mdash;", placed,
      r.max_in_queue < 0 ? "&mdash;" : std::to_string(r.max_in_queue));
}

}  // namespace

std::string workloads_html(const std::vector<WorkloadFit>& fits) {
  std::string out =
      "<p class=\"muted\">Each container as its framework asks for it and as the "
      "ResourceManager grants it; the bars are one node of each group filled with it.</p>";
  for (size_t i = 0; i < fits.size() && i < html_limits::kTableRows; ++i) {
    const WorkloadFit& fit = fits[i];
    const Workload& w = *fit.workload;
    out += fmt::format("<h3>{} <span class=\"muted\">{} &middot; {}</span></h3>", html_text(w.name),
                       html_text(framework_name(w.framework)),
                       html_text(fit.queue.empty() ? w.queue : fit.queue));
    if (!fit.queue_problem.empty()) {
      out += fmt::format("<p class=\"sev-error\">{}</p>", shown_text(fit.queue_problem));
      continue;
    }
    out += fmt::format("<p>Largest container: {} (cluster {}); queue maximum {}; AM limit {}{}</p>",
                       resources_html(fit.queue_maximum_allocation),
                       resources_html(fit.cluster_maximum), resources_html(fit.queue_maximum),
                       fit.am_limit ? resources_html(*fit.am_limit) : std::string("none"),
                       fit.apps_at_once >= 0 ? fmt::format(": {} of {} applications at once",
                                                           fit.apps_at_once, w.concurrency)
                                             : "");
    out +=
        "<table><tr><th>role</th><th>requested</th><th>granted</th><th>per node</th>"
        "<th class=\"num\">in the queue</th></tr>";
    for (const RoleFit& r : fit.roles)
      out += role_row(r);
    out += "</table>";
  }
  if (fits.size() > html_limits::kTableRows)
    out += left_out_html(fits.size() - html_limits::kTableRows, "workloads");
  return out;
}

std::string fit_html(const std::vector<WorkloadFit>& fits, const Model& model) {
  HtmlPage page("schedlint fit");
  page << fmt::format("<header><h1>schedlint fit</h1><p>{} &middot; Hadoop {}</p></header>",
                      html_text(scheduler_title(scheduler_read(model))),
                      model.hadoop_version.to_string());
  page << "<h2 id=\"workloads\">Workloads</h2>";
  page << (fits.empty() ? std::string("<p class=\"muted\">No workloads: give workloads.yaml or a "
                                      "framework's configuration file.</p>")
                        : workloads_html(fits));
  return page.finish();
}

}  // namespace schedlint
