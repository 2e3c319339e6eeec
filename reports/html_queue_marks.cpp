#include "reports/html_queue_marks.h"

#include <algorithm>
#include <string_view>

namespace schedlint {

namespace {

constexpr std::string_view kCapacityPrefix = "yarn.scheduler.capacity.";

// Every string of `w` (values of objects and lists, at any depth) that is a known queue path.
void witness_queues(const WitnessValue& w, const std::set<std::string>& known,
                    std::vector<std::string>& out, int depth = 0) {
  if (depth > 8) return;
  if (const auto* s = std::get_if<std::string>(&w.value())) {
    if (known.count(*s) > 0) out.push_back(*s);
  } else if (const auto* obj = std::get_if<std::shared_ptr<WitnessValue::Object>>(&w.value())) {
    for (const auto& [key, value] : **obj)
      witness_queues(value, known, out, depth + 1);
  } else if (const auto* list = std::get_if<std::shared_ptr<WitnessValue::List>>(&w.value())) {
    for (const WitnessValue& item : **list)
      witness_queues(item, known, out, depth + 1);
  }
}

}  // namespace

std::string queue_of_capacity_key(const std::string& key, const std::set<std::string>& known) {
  if (key.rfind(kCapacityPrefix, 0) != 0) return "";
  const std::string rest = key.substr(kCapacityPrefix.size());
  // The longest queue path that the key continues with ".<setting>": root.prod.etl before
  // root.prod for yarn.scheduler.capacity.root.prod.etl.maximum-capacty.
  for (size_t dot = rest.rfind('.'); dot != std::string::npos && dot > 0;
       dot = rest.rfind('.', dot - 1)) {
    const std::string queue = rest.substr(0, dot);
    if (known.count(queue) > 0) return queue;
  }
  return "";
}

std::vector<std::string> QueueMarks::queues_of(const Finding& f) const {
  std::vector<std::string> out;
  const auto key_at = [&](const SourceLocation& loc) -> std::string {
    if (property_lines == nullptr || loc.line <= 0) return "";
    const auto file = property_lines->find(loc.file);
    if (file == property_lines->end()) return "";
    const auto line = file->second.find(loc.line);
    return line == file->second.end() ? "" : queue_of_capacity_key(line->second, known);
  };
  if (!f.queue.empty()) {
    out.push_back(f.queue);
  } else if (std::string q = key_at(f.loc); !q.empty()) {
    out.push_back(q);
  }
  for (const RelatedLocation& r : f.related) {
    if (std::string q = key_at(r.loc); !q.empty()) out.push_back(q);
  }
  if (f.proof) witness_queues(f.proof->witness, known, out);
  // Each once, in the order found (the finding's own queue first).
  std::vector<std::string> unique;
  for (std::string& q : out) {
    if (std::find(unique.begin(), unique.end(), q) == unique.end()) unique.push_back(std::move(q));
  }
  return unique;
}

void QueueMarks::add(const Finding& f, const std::string& anchor) {
  for (const std::string& queue : queues_of(f))
    by_queue[queue].push_back({anchor, f.severity, f.rule});
}

const QueueMark* QueueMarks::worst(const std::string& queue) const {
  const auto it = by_queue.find(queue);
  if (it == by_queue.end() || it->second.empty()) return nullptr;
  return &*std::max_element(
      it->second.begin(), it->second.end(),
      [](const QueueMark& a, const QueueMark& b) { return a.severity < b.severity; });
}

}  // namespace schedlint
