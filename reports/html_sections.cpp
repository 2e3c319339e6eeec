#include "reports/html_sections.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "model/queue_tree.h"

#include "model/resource_text.h"
#include "reports/check_report.h"
#include "reports/html_page.h"
#include "reports/witness_words.h"

namespace schedlint {

namespace {

std::string percent(double fraction) {
  return fmt::format("{:.2f}%", fraction * 100.0);
}

std::string where_text(const SourceLocation& loc) {
  if (!loc.known()) return "";
  return loc.line > 0 ? fmt::format("{}:{}", loc.file, loc.line) : loc.file;
}

// Where each line of each input starts, made once per report: an excerpt then costs its own
// lines, not a scan of the file from its first byte.
class LineIndex {
 public:
  explicit LineIndex(const SourceTexts& sources) : sources_(sources) {}

  // Line `n` (1-based) of `file`, or nullopt past its end or for a file not read.
  std::optional<std::string_view> line(const std::string& file, int n) {
    const auto text = sources_.find(file);
    if (text == sources_.end() || n < 1) return std::nullopt;
    std::vector<size_t>& starts = starts_[file];
    if (starts.empty()) {
      starts.push_back(0);
      for (size_t i = 0; i < text->second.size(); ++i) {
        if (text->second[i] == '\n') starts.push_back(i + 1);
      }
    }
    if (static_cast<size_t>(n) > starts.size()) return std::nullopt;
    const size_t begin = starts[static_cast<size_t>(n) - 1];
    const size_t end = static_cast<size_t>(n) < starts.size() ? starts[static_cast<size_t>(n)] - 1
                                                              : text->second.size();
    if (begin > text->second.size()) return std::nullopt;
    return std::string_view(text->second).substr(begin, end - begin);
  }

 private:
  const SourceTexts& sources_;
  std::map<std::string, std::vector<size_t>> starts_;
};

// The lines around `loc` in its file, the finding's line highlighted.
std::string excerpt_html(const SourceLocation& loc, LineIndex& lines) {
  if (loc.line <= 0 || !lines.line(loc.file, loc.line)) return "";
  std::string out = "<pre class=\"excerpt\">";
  for (int n = std::max(1, loc.line - 2); n <= loc.line + 2; ++n) {
    std::optional<std::string_view> line = lines.line(loc.file, n);
    if (!line) break;
    if (line->size() > 400) line = line->substr(0, 400);  // a one-line file stays readable
    const std::string row = fmt::format("{:>5}  {}", n, html_text(*line));
    out += n == loc.line ? "<span class=\"hit\">" + row + "</span>\n" : row + "\n";
  }
  return out + "</pre>";
}

std::string witness_html(const WitnessValue& w, int depth, std::string_view key = "");

// `key`: the member's name in its object ("" in a list), for witness_value_words.
std::string scalar_html(const WitnessValue& w, std::string_view key = "") {
  return std::visit(
      [&](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) return "-";
        if constexpr (std::is_same_v<T, bool>) return v ? "true" : "false";
        if constexpr (std::is_same_v<T, int64_t>) return std::to_string(v);
        if constexpr (std::is_same_v<T, double>) return fmt::format("{}", v);
        if constexpr (std::is_same_v<T, std::string>) return html_text(witness_value_words(key, v));
        return "";
      },
      w.value());
}

// Objects as two-column tables, lists of objects as one table with a column per key; keys in
// words (witness_words.h). `key`: the member `w` is the value of.
std::string witness_html(const WitnessValue& w, int depth, std::string_view key) {
  if (depth > 6) return "&hellip;";
  if (const auto* obj = std::get_if<std::shared_ptr<WitnessValue::Object>>(&w.value())) {
    // A small object of numbers (a resource) reads on one line.
    const bool flat =
        (*obj)->size() <= 6 && std::all_of((*obj)->begin(), (*obj)->end(), [](const auto& member) {
          const auto& v = member.second.value();
          return !std::holds_alternative<std::shared_ptr<WitnessValue::Object>>(v) &&
                 !std::holds_alternative<std::shared_ptr<WitnessValue::List>>(v);
        });
    if (flat && depth > 0) {
      std::string out;
      for (const auto& [member, value] : **obj)
        out += (out.empty() ? "" : " &middot; ") + html_text(witness_key_words(member)) + " " +
               scalar_html(value, member);
      return out;
    }
    std::string out = "<table class=\"witness\">";
    for (const auto& [member, value] : **obj) {
      out += "<tr><th>" + html_text(witness_key_words(member)) + "</th><td>" +
             witness_html(value, depth + 1, member) + "</td></tr>";
    }
    return out + "</table>";
  }
  if (const auto* list = std::get_if<std::shared_ptr<WitnessValue::List>>(&w.value())) {
    const auto& items = **list;
    const bool objects =
        !items.empty() && std::all_of(items.begin(), items.end(), [](const WitnessValue& v) {
          return std::holds_alternative<std::shared_ptr<WitnessValue::Object>>(v.value());
        });
    if (!objects) {
      std::string out;
      for (size_t i = 0; i < items.size() && i < 200; ++i)
        out += (i ? ", " : "") + witness_html(items[i], depth + 1);
      if (items.size() > 200) out += fmt::format(", &hellip; ({} in all)", items.size());
      return out;
    }
    std::vector<std::string> keys;
    for (const WitnessValue& item : items) {
      for (const auto& [member, value] :
           *std::get<std::shared_ptr<WitnessValue::Object>>(item.value())) {
        if (std::find(keys.begin(), keys.end(), member) == keys.end()) keys.push_back(member);
      }
    }
    std::string out = "<table class=\"witness\"><tr>";
    for (const std::string& k : keys)
      out += "<th>" + html_text(witness_key_words(k)) + "</th>";
    out += "</tr>";
    for (size_t i = 0; i < items.size() && i < 200; ++i) {
      out += "<tr>";
      for (const std::string& k : keys) {
        const WitnessValue* v = items[i].get(k);
        out += "<td>" + (v ? witness_html(*v, depth + 1, k) : std::string("-")) + "</td>";
      }
      out += "</tr>";
    }
    return out + "</table>";
  }
  return scalar_html(w, key);
}

int64_t memory_of(const WitnessValue* resource) {
  const WitnessValue* mb = resource == nullptr ? nullptr : resource->get("memory_mb");
  const auto* v = mb == nullptr ? nullptr : std::get_if<int64_t>(&mb->value());
  return v == nullptr ? 0 : *v;
}

// A witness's node groups (reservation-deadlock's state) as one bar per group and node: the
// memory used, the free rest (held by a reservation when the group hosts one), and the numbers.
std::string node_states_html(const WitnessValue& witness) {
  const WitnessValue* groups = witness.get("node_groups");
  const auto* list = groups == nullptr
                         ? nullptr
                         : std::get_if<std::shared_ptr<WitnessValue::List>>(&groups->value());
  if (list == nullptr || (*list)->empty()) return "";
  std::string out =
      "<table class=\"states\"><tr><th>node group</th><th>each node</th><th></th></tr>";
  for (const WitnessValue& g : **list) {
    const int64_t capacity = memory_of(g.get("capacity"));
    const int64_t used = memory_of(g.get("used"));
    const int64_t reserved = memory_of(g.get("reserved"));
    if (capacity <= 0) continue;
    const double u = fraction_of(used, capacity);
    const std::string tooltip =
        fmt::format("{} MB used, {} MB free{}", used, capacity - used,
                    reserved > 0 ? fmt::format(", held by a reservation for {} MB", reserved) : "");
    std::string bar = fmt::format(
        "<svg class=\"bar\" width=\"240\" height=\"14\"><title>{}</title>"
        "<rect class=\"fill\" x=\"0\" y=\"1\" width=\"{:.1f}\" height=\"12\"/>",
        html_text(tooltip), u * 240);
    if (reserved > 0) {
      bar +=
          fmt::format("<rect class=\"held\" x=\"{:.1f}\" y=\"1\" width=\"{:.1f}\" height=\"12\"/>",
                      u * 240, (1 - u) * 240);
    }
    bar += "<rect class=\"max\" x=\"0.5\" y=\"0.5\" width=\"239\" height=\"13\"/></svg>";
    const WitnessValue* name = g.get("group");
    out += fmt::format("<tr><td>{}</td><td>{}</td><td class=\"muted\">{}</td></tr>",
                       name ? scalar_html(*name) : "", bar, html_text(tooltip));
  }
  return out + "</table>";
}

// The mark beside a queue: how many findings are about it, coloured by the worst, linked to it.
std::string mark_html(const QueueMarks& marks, const std::string& queue) {
  const QueueMark* worst = marks.worst(queue);
  if (worst == nullptr) return "";
  const size_t count = marks.by_queue.at(queue).size();
  const std::string_view severity = severity_name(worst->severity);
  return fmt::format(
      "<a class=\"mark sev-{0}\" href=\"#{1}\" title=\"{2} finding{3}; the worst: {0}\">"
      "&#9888; {2}</a>",
      severity, worst->anchor, count, count == 1 ? "" : "s");
}

// One queue's row: its name (the full path for root), its findings' mark, bar, its numbers in
// words beside the bar, and its limits. Its anchor is unique in the page: the page's prefix, the
// partition when not the default, the path. `depth` narrows the name column by one indent per
// level, so every bar of a tree starts at the same x: one axis per tree.
std::string queue_row(const std::string& path, const std::string& partition, bool root, int depth,
                      const QueueMarks& marks, const QueueBar& bar, const std::string& numbers,
                      const std::string& limits) {
  return fmt::format(
      "<div class=\"q\" style=\"--d:{0}\" id=\"{1}q-{2}{3}\"><span class=\"name\">{4}{5}</span>{6}"
      "<span class=\"nums\">{7}</span><span class=\"limits\">{8}</span></div>",
      std::min(depth, 16), html_text(marks.id_prefix),
      partition.empty() ? "" : html_text(partition) + "-", html_text(path),
      html_text(root ? path : last_path_component(path)), mark_html(marks, path),
      queue_bar_svg(bar), numbers, limits);
}

// A tree of rows: parents fold (<details>), open unless the tree is large and the subtree deep.
// At most `rows` rows, breadth first (every level before the next), each parent saying how many
// of its queues were not drawn; `rows` keeps what is left. `row` gets the queue and its depth.
template <class Queue>
std::string tree_html(const std::vector<Queue>& queues,
                      const std::function<std::string(const Queue&, int)>& row, size_t& rows) {
  if (queues.empty() || rows == 0) return "";
  const bool large = queues.size() > 1000;
  std::vector<char> drawn(queues.size(), 0);
  std::vector<size_t> breadth_first{0};
  for (size_t k = 0; k < breadth_first.size() && rows > 0; ++k, --rows) {
    drawn[breadth_first[k]] = 1;
    for (int child : queues[breadth_first[k]].children)
      breadth_first.push_back(static_cast<size_t>(child));
  }
  // Queues in each subtree (children come after their parent), for the notes.
  std::vector<size_t> size(queues.size(), 1);
  for (size_t i = queues.size(); i-- > 0;) {
    for (int child : queues[i].children)
      size[i] += size[static_cast<size_t>(child)];
  }
  std::function<std::string(int, int)> subtree = [&](int index, int depth) {
    const Queue& q = queues[static_cast<size_t>(index)];
    if (q.children.empty()) return "<li>" + row(q, depth) + "</li>";
    std::string out = fmt::format("<li><details{}><summary>{}</summary><ul>",
                                  large && depth >= 1 ? "" : " open", row(q, depth));
    size_t hidden = 0;
    for (int child : q.children) {
      if (drawn[static_cast<size_t>(child)]) {
        out += subtree(child, depth + 1);
      } else {
        hidden += size[static_cast<size_t>(child)];
      }
    }
    if (hidden > 0) {
      out += fmt::format(
          "<li class=\"muted\">&hellip; and {} more queues, not drawn (a report draws {} in "
          "all; the JSON report lists them all)</li>",
          hidden, html_limits::kQueueRows);
    }
    return out + "</ul></details></li>";
  };
  return "<ul class=\"tree\">" + subtree(0, 0) + "</ul>";
}

// "40.00% · 49152 MB, 12 vcores": a share of the partition and what it is.
std::string share_html(double fraction, const Resource& r) {
  return fmt::format("{} &middot; {}", percent(fraction), resources_html(r));
}

// A leaf's AM limit: the one the AM-limit rules judge on a busy cluster (maximum-am-resource-
// percent of the guarantee: cs-am-limit-below-one-am, am-starvation) beside the idle one.
std::string capacity_am_limit_html(const PartitionCapacity& p) {
  if (p.am_limit == p.am_limit_at_guarantee)
    return "AM limit " + resources_html(p.am_limit) + " (busy or idle)";
  return fmt::format("AM limit {} when busy (at its guarantee), {} idle",
                     resources_html(p.am_limit_at_guarantee), resources_html(p.am_limit));
}

// A leaf's AM limit: maxAMShare of its steady fair share (every queue busy: what
// fs-am-share-below-one-am judges) beside the idle cluster's (FSLeafQueue.computeMaxAMResource).
std::string fair_am_limit_html(const FairQueueShare& q, const HadoopVersion& version) {
  if (!q.am_limit) return "AM limit none (maxAMShare -1)";
  Resource busy;
  for (const auto& [type, amount] : q.steady_fair_share.amounts())
    busy.set(type, fair_am_limit(amount, q.max_am_share, version));
  if (busy == *q.am_limit) return "AM limit " + resources_html(busy) + " (busy or idle)";
  return fmt::format("AM limit {} when every queue is busy (its steady fair share), {} idle",
                     resources_html(busy), resources_html(*q.am_limit));
}

}  // namespace

std::string queue_legend_html(bool fair) {
  const auto swatch = [](const QueueBar& bar) { return queue_bar_svg(bar, 36, 14); };
  QueueBar frame, guarantee, fill, tick;
  frame.maximum = 1;
  guarantee.maximum = 0;
  guarantee.guaranteed = 1;
  fill.maximum = 0;
  fill.fill = 1;
  tick.maximum = 0;
  tick.tick = 0.5;
  std::string out = "<p class=\"legend\">" + swatch(frame) + " maximum &ensp;" + swatch(guarantee) +
                    (fair ? " steady fair share &ensp;" : " guaranteed &ensp;");
  if (fair)
    out += swatch(fill) + " instantaneous fair share &ensp;" + swatch(tick) + " min share &ensp;";
  out +=
      "<span class=\"mark sev-error\">&#9888;</span> error &ensp;<span class=\"mark "
      "sev-warning\">&#9888;</span> warning &ensp;<span class=\"mark sev-info\">&#9888;</span> "
      "info: the findings about a queue, coloured by the worst</p>";
  return out;
}

std::string findings_by_queue_html(const QueueMarks& marks) {
  if (marks.by_queue.empty()) return "";
  std::string out =
      "<table class=\"by-queue\"><tr><th>queue</th><th class=\"num\">findings</th>"
      "<th>each (most severe first)</th></tr>";
  size_t rows = 0;
  for (const auto& [queue, list] : marks.by_queue) {
    if (++rows > html_limits::kTableRows) break;
    std::vector<const QueueMark*> sorted;
    for (const QueueMark& m : list)
      sorted.push_back(&m);
    std::stable_sort(sorted.begin(), sorted.end(), [](const QueueMark* a, const QueueMark* b) {
      return a->severity > b->severity;
    });
    std::string links;
    for (size_t i = 0; i < sorted.size() && i < html_limits::kDetailLines; ++i) {
      links += fmt::format("{}<a class=\"sev-{}\" href=\"#{}\">{}</a>", i ? ", " : "",
                           severity_name(sorted[i]->severity), sorted[i]->anchor,
                           html_text(sorted[i]->rule));
    }
    if (sorted.size() > html_limits::kDetailLines)
      links += fmt::format(", &hellip; ({} in all)", sorted.size());
    out += fmt::format("<tr><td>{}</td><td class=\"num\">{}</td><td>{}</td></tr>", html_text(queue),
                       list.size(), links);
  }
  out += "</table>";
  if (marks.by_queue.size() > html_limits::kTableRows)
    out += left_out_html(marks.by_queue.size() - html_limits::kTableRows, "queues");
  return out;
}

std::string resources_html(const Resource& r) {
  return html_text(resource_text(r));
}

std::string shown_text(std::string_view text) {
  if (text.size() <= html_limits::kTextBytes) return html_text(text);
  size_t cut = html_limits::kTextBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
    --cut;  // not inside a UTF-8 character
  return html_text(text.substr(0, cut)) +
         fmt::format("&hellip; <span class=\"muted\">({} more bytes)</span>", text.size() - cut);
}

std::string left_out_html(size_t count, std::string_view what) {
  return fmt::format(
      "<p class=\"muted\">&hellip; and {} more {}, left out to keep the page readable (the text, "
      "JSON and SARIF reports have them all).</p>",
      count, what);
}

std::string findings_html(const std::vector<Finding>& findings, const SourceTexts& sources,
                          const std::string& docs_uri, const std::string& prefix,
                          QueueMarks* marks) {
  // Excerpts for every finding of a short report; in a long one (thousands of infos on a
  // large tree) for the errors and warnings only, so the page stays small.
  constexpr size_t kExcerptsForAll = 300;
  const bool excerpt_all = findings.size() <= kExcerptsForAll;
  std::vector<size_t> order(findings.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return findings[a].severity > findings[b].severity; });
  std::string out;
  LineIndex lines(sources);
  const size_t in_full = std::min(order.size(), html_limits::kFindingsInFull);
  for (size_t k = 0; k < in_full; ++k) {
    const size_t i = order[k];
    const Finding& f = findings[i];
    const std::string anchor = fmt::format("{}{}", prefix, i);
    const std::string sev(severity_name(f.severity));
    if (marks != nullptr) marks->add(f, anchor);
    out += fmt::format(
        "<section class=\"finding {0}\" id=\"{1}\"><div class=\"head\"><span class=\"sev-{0}\">"
        "{0}</span> <a href=\"{2}{3}.md\">{3}</a> <span class=\"where\">{4}</span></div>"
        "<p class=\"message\">{5}</p>",
        sev, anchor, html_text(docs_uri), html_text(f.rule), shown_text(where_text(f.loc)),
        shown_text(f.message));
    if (excerpt_all || f.severity != Severity::kInfo) out += excerpt_html(f.loc, lines);
    if (!f.details.empty()) {
      out += "<pre class=\"details\">";
      for (size_t d = 0; d < f.details.size() && d < html_limits::kDetailLines; ++d)
        out += shown_text(f.details[d]) + "\n";
      if (f.details.size() > html_limits::kDetailLines)
        out +=
            fmt::format("&hellip; ({} more lines)\n", f.details.size() - html_limits::kDetailLines);
      out += "</pre>";
    }
    for (size_t r = 0; r < f.related.size() && r < html_limits::kDetailLines; ++r) {
      out +=
          fmt::format("<p class=\"related muted\">{}: {}</p>",
                      shown_text(where_text(f.related[r].loc)), shown_text(f.related[r].message));
    }
    if (f.proof && !f.proof->witness.is_null()) {
      out += fmt::format(
          "<details open><summary>witness: a state that shows the risk, checkable by hand ({})"
          "</summary>{}<div class=\"scroll\">{}</div></details>",
          html_text(decision_text(f.proof->decided)), node_states_html(f.proof->witness),
          witness_html(f.proof->witness, 0));
    }
    out += "</section>\n";
  }
  // The rest, one row each, as far as the page's budget goes.
  const size_t rows = std::min(order.size(), html_limits::kFindingRows) - in_full;
  if (rows > 0) {
    out += fmt::format(
        "<h3>{} more, one line each</h3><table class=\"findings\"><tr><th>severity</th>"
        "<th>rule</th><th>where</th><th>message</th></tr>",
        rows);
    for (size_t k = in_full; k < in_full + rows; ++k) {
      const size_t i = order[k];
      const Finding& f = findings[i];
      const std::string anchor = fmt::format("{}{}", prefix, i);
      if (marks != nullptr) marks->add(f, anchor);
      out += fmt::format(
          "<tr id=\"{0}\"><td class=\"sev-{1}\">{1}</td><td><a href=\"{2}{3}.md\">{3}</a></td>"
          "<td class=\"where\">{4}</td><td>{5}</td></tr>\n",
          anchor, severity_name(f.severity), html_text(docs_uri), html_text(f.rule),
          shown_text(where_text(f.loc)), shown_text(f.message));
    }
    out += "</table>";
  }
  if (order.size() > html_limits::kFindingRows)
    out += left_out_html(order.size() - html_limits::kFindingRows, "findings");
  return out;
}

std::string capacity_tree_html(const CapacityHierarchy& h, const std::string& partition,
                               const QueueMarks& marks, size_t& rows) {
  static const PartitionCapacity kNone;
  const std::function<std::string(const CapacityQueue&, int)> row = [&](const CapacityQueue& q,
                                                                        int depth) {
    const auto it = q.partitions.find(partition);
    const PartitionCapacity& p = it == q.partitions.end() ? kNone : it->second;
    QueueBar bar;
    bar.maximum = p.absolute_maximum_capacity;
    bar.guaranteed = p.absolute_capacity;
    bar.tooltip = fmt::format("{}: guaranteed {} ({} of the partition), maximum {} ({})", q.path,
                              resource_text(p.effective_min), percent(p.absolute_capacity),
                              resource_text(p.effective_max), percent(p.absolute_maximum_capacity));
    // The numbers in words beside the bar (printed and in screenshots, not only on hover).
    const std::string numbers =
        fmt::format("guaranteed {}<br>maximum {}", share_html(p.absolute_capacity, p.effective_min),
                    share_html(p.absolute_maximum_capacity, p.effective_max));
    std::string limits;
    if (q.leaf && it != q.partitions.end()) {
      limits = capacity_am_limit_html(p);
      if (partition.empty()) {
        limits += fmt::format("<br>max apps {} ({} per user)", q.max_applications,
                              q.max_applications_per_user);
      }
    }
    if (q.state == QueueState::kStopped) limits += " &middot; STOPPED";
    return queue_row(q.path, partition, q.parent < 0, depth, marks, bar, numbers, limits);
  };
  return tree_html(h.queues, row, rows);
}

std::string fair_tree_html(const FairShares& s, const HadoopVersion& version,
                           const QueueMarks& marks, size_t& rows) {
  const int64_t memory = s.cluster.memory_mb();
  const std::function<std::string(const FairQueueShare&, int)> row = [&](const FairQueueShare& q,
                                                                         int depth) {
    QueueBar bar;
    const Resource max_share = shown_max_share(q, s.cluster);
    bar.maximum = fraction_of(max_share.memory_mb(), memory);
    bar.guaranteed = fraction_of(q.steady_fair_share.memory_mb(), memory);
    bar.fill = fraction_of(q.instantaneous_fair_share.memory_mb(), memory);
    if (q.min_share.memory_mb() > 0) bar.tick = fraction_of(q.min_share.memory_mb(), memory);
    bar.tooltip = fmt::format(
        "{}: steady fair share {}, instantaneous fair share {}, min {}, max {} (weight {})", q.path,
        resource_text(q.steady_fair_share), resource_text(q.instantaneous_fair_share),
        resource_text(q.min_share), resource_text(max_share), q.weight);
    const std::string numbers = fmt::format("steady {}<br>instantaneous {}<br>maximum {}",
                                            share_html(bar.guaranteed, q.steady_fair_share),
                                            share_html(bar.fill, q.instantaneous_fair_share),
                                            share_html(bar.maximum, max_share));
    std::string limits = fmt::format("weight {}", q.weight);
    if (q.min_share != Resource{}) limits += " &middot; min " + resources_html(q.min_share);
    if (q.leaf) {
      limits += "<br>" + fair_am_limit_html(q, version);
      limits += fmt::format(" &middot; maxRunningApps {}", q.max_running_apps);
    }
    return queue_row(q.path, "", q.parent < 0, depth, marks, bar, numbers, limits);
  };
  return tree_html(s.queues, row, rows);
}

std::string node_groups_html(const Model& model) {
  const auto& groups = model.nodes.groups;
  if (groups.empty()) return "<p class=\"muted\">No nodes given.</p>";
  int64_t largest = model.cluster.maximum_allocation_mb.value;
  for (const NodeGroup& g : groups)
    largest = std::max(largest, g.resource.memory_mb());
  std::string out =
      "<table><tr><th>group</th><th class=\"num\">nodes</th><th>each</th><th>rack</th>"
      "<th>partition</th><th>memory against the largest container</th></tr>";
  for (size_t i = 0; i < groups.size() && i < html_limits::kTableRows; ++i) {
    const NodeGroup& g = groups[i];
    QueueBar bar;
    bar.maximum = fraction_of(g.resource.memory_mb(), largest);
    bar.guaranteed = 0;
    bar.tick = fraction_of(model.cluster.maximum_allocation_mb.value, largest);
    bar.tooltip = fmt::format(
        "{}: {} MB per node; the largest container is {} MB "
        "(yarn.scheduler.maximum-allocation-mb)",
        g.name, g.resource.memory_mb(), model.cluster.maximum_allocation_mb.value);
    out += fmt::format(
        "<tr><td>{}</td><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
        html_text(g.name), g.count, resources_html(g.resource), html_text(g.rack),
        g.label.empty() ? "(default)" : html_text(g.label), queue_bar_svg(bar, 160, 12));
  }
  out += "</table>";
  if (groups.size() > html_limits::kTableRows)
    out += left_out_html(groups.size() - html_limits::kTableRows, "node groups");
  return out;
}

}  // namespace schedlint
