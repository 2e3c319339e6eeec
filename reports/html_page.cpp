#include "reports/html_page.h"

#include <algorithm>

#include <fmt/format.h>

#include "reports/escape.h"

namespace schedlint {

namespace {

// One stylesheet for every report: light and dark schemes, and print.
constexpr std::string_view kStyle = R"css(
:root { --fg: #1d2330; --bg: #ffffff; --muted: #5f6b7a; --line: #d5dae1; --panel: #f5f7fa;
  --error: #c62828; --warning: #b26a00; --info: #1565c0; --ok: #2e7d32;
  --max: #6b7787; --guarantee: #1e88e5; --fill: #90caf9; --before: #9e9e9e; --after: #1e88e5; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e3e7ee; --bg: #14181f; --muted: #9aa5b4; --line: #333c48; --panel: #1d232c;
    --error: #ef5350; --warning: #ffb74d; --info: #64b5f6; --ok: #81c784;
    --max: #9aa5b4; --guarantee: #64b5f6; --fill: #1e4e79; --before: #757575; --after: #64b5f6; }
}
body { font: 14px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg);
  margin: 0 auto; padding: 1.5em; max-width: 1200px; }
h1 { font-size: 1.5em; margin: 0 0 .3em; } h2 { font-size: 1.2em; margin-top: 1.8em;
  border-bottom: 1px solid var(--line); padding-bottom: .2em; } h3 { font-size: 1em; }
.muted { color: var(--muted); }
table { border-collapse: collapse; margin: .4em 0; }
th, td { text-align: left; padding: .2em .6em; border-bottom: 1px solid var(--line); vertical-align: top; }
td.indent { white-space: pre; }
.steps { margin: .3em 0 .8em; } .step { margin-left: calc(var(--i, 1) * 1.2em); padding: .1em 0; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.counts span { display: inline-block; margin-right: 1.2em; font-weight: 600; }
.sev-error { color: var(--error); } .sev-warning { color: var(--warning); }
.sev-info { color: var(--info); } .ok { color: var(--ok); }
.tree, .tree ul { list-style: none; margin: 0; padding-left: 1.2em; }
.tree { padding-left: 0; }
/* One axis per tree: each level's indent (1.2em) comes off the name column, so every bar of a
   tree starts at the same x; the fold marker sits inside the name column too. */
.q { display: grid; grid-template-columns: max(4em, calc(18em - var(--d, 0) * 1.2em)) 250px 21em 1fr;
  gap: .8em; align-items: center; padding: .1em 0; }
.q .name { overflow-wrap: anywhere; } .q .limits { color: var(--muted); font-size: .9em; }
.q .nums { font-size: .85em; font-variant-numeric: tabular-nums; }
.q .name::before { content: ""; display: inline-block; width: 1em; }
summary > .q .name::before { content: "\25B8"; } details[open] > summary > .q .name::before { content: "\25BE"; }
summary { cursor: pointer; } .tree summary { list-style: none; display: block; }
.tree summary::-webkit-details-marker { display: none; }
.legend svg { vertical-align: middle; } .legend { font-size: .9em; }
.assumptions { border: 1px solid var(--line); background: var(--panel); border-radius: 4px;
  padding: .4em .9em; margin: .8em 0; } .assumptions caption { text-align: left; font-weight: 600; }
.assumptions th { font-weight: 600; white-space: nowrap; }
.mark { font-weight: 700; text-decoration: none; margin-left: .3em; }
svg.bar .max { fill: none; stroke: var(--max); stroke-width: 1; }
svg.bar .guarantee { fill: none; stroke: var(--guarantee); stroke-width: 1.5; stroke-dasharray: 3 2; }
svg.bar .guarantee.before { stroke: var(--before); } svg.bar .guarantee.after { stroke: var(--after); }
svg.bar .fill { fill: var(--fill); } svg.bar .tick { stroke: var(--fg); stroke-width: 2; }
svg.bar { background: var(--panel); }
svg.bar .held { fill: var(--warning); opacity: .55; }
svg.packing { background: var(--panel); } svg.packing .frame { fill: none; stroke: var(--max); }
svg.packing .used { fill: var(--fill); }
.finding, .landing { border: 1px solid var(--line); border-left: 4px solid var(--muted);
  border-radius: 4px; padding: .6em .9em; margin: .8em 0; background: var(--panel); }
.finding.error { border-left-color: var(--error); } .finding.warning { border-left-color: var(--warning); }
.finding.info { border-left-color: var(--info); }
.landing.warning { border-left-color: var(--warning); } .landing.info { border-left-color: var(--info); }
.finding .head, .landing .head { font-weight: 600; } .finding .where { font-family: ui-monospace, monospace; }
pre { background: var(--bg); border: 1px solid var(--line); padding: .5em; overflow-x: auto;
  font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
pre .hit { background: rgba(255, 193, 7, .3); display: inline-block; width: 100%; }
.better { color: var(--ok); } .worse { color: var(--error); }
table.diff .partition { margin-bottom: .4em; } table.diff .nums { font-size: .85em; display: block; }
a { color: var(--info); } .scroll { overflow-x: auto; max-width: 100%; }
table.witness th { font-weight: 600; white-space: nowrap; }
@media print {
  body { max-width: none; padding: 0; font-size: 11px; } a { color: inherit; text-decoration: none; }
  .finding, .landing { break-inside: avoid; } summary { list-style: none; }
  /* The numbers are text beside the bars: printed with them, whatever the page width. */
  .q { grid-template-columns: max(3em, calc(14em - var(--d, 0) * 1.2em)) 250px 15em 1fr; break-inside: avoid; }
  .q .nums, .q .limits { display: block; color: var(--fg); }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
)css";

}  // namespace

HtmlPage::HtmlPage(std::string_view title) : title_(html_text(title)) {}

HtmlPage& HtmlPage::operator<<(std::string_view markup) {
  body_ += markup;
  return *this;
}

std::string HtmlPage::finish() const {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"color-scheme\" content=\"light dark\">\n"
      "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n{}</body>\n</html>\n",
      title_, kStyle, body_);
}

std::string html_text(std::string_view text) {
  return escape_html(text);
}

double fraction_of(int64_t part, int64_t whole) {
  if (whole <= 0) return 0;
  return static_cast<double>(part) / static_cast<double>(whole);
}

std::string queue_bar_svg(const QueueBar& bar, int width, int height) {
  const auto x = [&](double f) { return std::clamp(f, 0.0, 1.0) * (width - 2) + 1; };
  // Compact: a 5,000-queue report draws 5,000 of these (the track is the svg's background).
  std::string svg = fmt::format("<svg class=\"bar\" width=\"{}\" height=\"{}\"><title>{}</title>",
                                width, height, html_text(bar.tooltip));
  if (bar.fill >= 0) {
    svg += fmt::format("<rect class=\"fill\" x=\"1\" y=\"2\" width=\"{:.1f}\" height=\"{}\"/>",
                       x(bar.fill) - 1, height - 4);
  }
  svg += fmt::format("<rect class=\"max\" x=\"0.5\" y=\"0.5\" width=\"{:.1f}\" height=\"{}\"/>",
                     x(bar.maximum), height - 1);
  svg += fmt::format("<rect class=\"guarantee{}\" x=\"1\" y=\"2\" width=\"{:.1f}\" height=\"{}\"/>",
                     bar.css_class.empty() ? "" : " " + bar.css_class,
                     std::max(0.0, x(bar.guaranteed) - 1), height - 4);
  if (bar.tick >= 0) {
    svg += fmt::format("<line class=\"tick\" x1=\"{0:.1f}\" y1=\"1\" x2=\"{0:.1f}\" y2=\"{1}\"/>",
                       x(bar.tick), height - 1);
  }
  return svg + "</svg>";
}

}  // namespace schedlint
