#!/usr/bin/env python3
"""Writes the files a new schedlint rule needs, each with TODO(new_rule.py) where its author must
write something (docs/contributing.md, "Adding a rule"):

  rules/<id>.cpp                        RuleInfo (with .needs and the two examples) and a check stub
  rules/rule_list.inc                   the line that registers it, after the rules of its area
  docs/rules/<id>.md                    the page, with the parts scripts/update-generated.sh fills
  tests/rules/<id>_test.cpp             the unit tests' file
  tests/fixtures/rules/<id>/fires/      a fixture case that is to fire (expectations on its lines)
  tests/fixtures/rules/<id>/silent/     a fixture case that is to stay silent
  docs/rules.md                         its row in the rule catalog

The rule is registered at once, so that it builds and runs; the rule catalog test fails until no
TODO(new_rule.py) is left and its examples and fixtures do what they say.

Usage: scripts/new_rule.py ID --severity error|warning|info [--change] [--root DIR]
"""

import argparse
import os
import re
import sys

TODO = "TODO(new_rule.py)"
# The markers tools/rule_pages/rule_pages.cpp fills (begin_marker, end_marker).
BEGIN = "<!-- generated: {}; from RuleInfo by scripts/update-generated.sh, do not edit -->"
END = "<!-- end of generated part -->"
# What a rule's needs are, and the file a case starts with, by the file its area reads.
NEEDS = {
    "capacity-scheduler.xml": "Need::kCapacityFile",
    "fair-scheduler.xml": "Need::kAllocationFile",
    "yarn-site.xml": "Need::kYarnSite",
    "workloads.yaml": "Need::kSchedulerFile, Need::kWorkloads",
}
STARTS = {
    "capacity-scheduler.xml": "<configuration>\n  <!-- {todo} -->\n</configuration>\n",
    "fair-scheduler.xml": "<allocations>\n  <!-- {todo} -->\n</allocations>\n",
    "yarn-site.xml": "<configuration>\n  <!-- {todo} -->\n</configuration>\n",
    "workloads.yaml": "# {todo}\nworkloads: []\n",
}


class Refused(Exception):
    pass


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


def write(root, path, text, written):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)
    written.append(path)


def areas(root):
    """The area table of docs/contributing.md: prefix -> (area, the file its rules read)."""
    table = {}
    row = re.compile(r"^\| `([a-z]+-)` \| (.+?) \| `([a-z-]+\.xml)`")
    for line in read(root, "docs/contributing.md").splitlines():
        m = row.match(line)
        if m:
            table[m.group(1)] = (m.group(2), m.group(3))
    if not table:
        raise Refused("docs/contributing.md has no table of rule areas (| `prefix-` | area | `file` |)")
    return table


def check_id(rule_id, table, root):
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", rule_id):
        raise Refused(f"'{rule_id}' is not a kebab-case rule id (lower-case words joined by '-')")
    prefix = rule_id.split("-")[0] + "-"
    if prefix not in table:
        raise Refused(f"'{rule_id}' has no area prefix; docs/contributing.md lists "
                      + ", ".join(sorted(table)))
    if os.path.exists(os.path.join(root, "rules", rule_id + ".cpp")):
        raise Refused(f"rules/{rule_id}.cpp exists already")
    return prefix


def camel(rule_id):
    return "".join(word.capitalize() for word in rule_id.split("-"))


def rule_cpp(rule_id, severity, change, start_file):
    ns = rule_id.replace("-", "_")
    names = [f"old/{start_file}", f"new/{start_file}"] if change else [start_file]
    files = " ".join('{"%s", R"(...)"},' % n for n in names)
    check = ("void check_change(const ChangeContext& change, FindingSink& sink) {\n"
             "  // %s: compare change.before with change.after and report what the change does\n"
             "  // at the line of the version after that causes it:\n"
             "  //   sink.report(make_finding(info(), loc, message, queue));\n"
             "  (void)change;\n  (void)sink;\n}\n" % TODO) if change else (
             "void check(const AnalysisContext& context, FindingSink& sink) {\n"
             "  // %s: decide from what src/sched computes (the context's hierarchy, shares,\n"
             "  // limits) and report each finding at the line that causes it:\n"
             "  //   sink.report(make_finding(info(), loc, message, queue));\n"
             "  (void)context;\n  (void)sink;\n}\n" % TODO)
    registered = "{info(), nullptr, nullptr, check_change}" if change else "{info(), check}"
    return f"""// {TODO}: the risk it implements (docs/risks.md) and what it finds, naming the Hadoop
// class and method whose behaviour it reports.
#include "rules/rule.h"

namespace schedlint::rules::{ns} {{

namespace {{

const RuleInfo& info() {{
  static const RuleInfo kInfo{{
      .id = "{rule_id}",
      .severity = Severity::k{severity.capitalize()},
      .summary = "{TODO}: one sentence saying what it finds and what Hadoop does then.",
      // {TODO}: the docs/risks.md id it implements ("" for schedlint's own reading).
      .risk = "C1",
      // {TODO}: every input the check reads (Need, rules/rule.h).
      .needs = {{{NEEDS[start_file]}}},
      // {TODO}: the smallest files that make it fire, and the same files fixed:
      //   {files}
      .fires = {{}},
      .silent = {{}},
  }};
  return kInfo;
}}

{check}
}}  // namespace

const Rule& rule() {{
  static const Rule rule{registered};
  return rule;
}}

}}  // namespace schedlint::rules::{ns}
"""


def docs_page(rule_id, severity, area):
    return f"""# {rule_id}

{TODO}: one sentence saying what it finds and what Hadoop does then.

**Default severity:** {severity}. **Area:** {area} ([risk {TODO}](../risks.md)).

## What it finds

{TODO}: what it finds, as the selected release (`--hadoop-version`) decides it; where the finding
points; when it stays silent, and which rule reports the neighbouring cases.

## Problematic configuration

{BEGIN.format("problematic")}
{END}

## Correct configuration

{BEGIN.format("correct")}
{END}

## Why it matters

{TODO}: what the ResourceManager does with it (the Hadoop class and method, or the JIRA), and what
the cluster's users see.

## Suppressing it

{BEGIN.format("suppressing")}
{END}
"""


def test_cpp(rule_id, change):
    ns = rule_id.replace("-", "_")
    run = "testing::run_change_rule(files, kRule)" if change else "testing::run_rule(files, kRule)"
    return f"""// {rule_id}: what its fixtures (tests/fixtures/rules/{rule_id}/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {{
namespace {ns}_test {{

constexpr const char* kRule = "{rule_id}";

// {TODO}: a TEST({camel(rule_id)}, ...) per behaviour a fixture does not show well (numbers
// taken from Hadoop's own tests, naming the test; the finding's queue, details or related
// locations; each release line), on files in memory: {run}.

}}  // namespace {ns}_test
}}  // namespace schedlint
"""


def fixture_files(rule_id, change, start_file):
    """(path, text) of the two cases."""
    out = []
    for case, what in (("fires", "where the rule fires; end the line of each finding with its\n"
                                 "       expectation (docs/contributing.md, \"Rule fixtures\")"),
                       ("silent", "where the rule stays silent: the fires case, fixed")):
        todo = f"{TODO}: the smallest configuration {what}"
        text = STARTS[start_file].format(todo=todo)
        folders = ["old/", "new/"] if change else [""]
        for folder in folders:
            out.append((f"tests/fixtures/rules/{rule_id}/{case}/{folder}{start_file}", text))
    return out


def registered_after(lines, pattern):
    """The index after the last line matching `pattern`, else the end."""
    last = None
    for i, line in enumerate(lines):
        if re.match(pattern, line):
            last = i
    return len(lines) if last is None else last + 1


def add_to_rule_list(root, rule_id, prefix, written):
    lines = read(root, "rules/rule_list.inc").splitlines()
    ns = rule_id.replace("-", "_")
    at = registered_after(lines, r"SCHEDLINT_RULE\(%s_" % prefix[:-1])
    lines.insert(at, f"SCHEDLINT_RULE({ns})")
    write(root, "rules/rule_list.inc", "\n".join(lines) + "\n", written)


def add_to_catalog(root, rule_id, prefix, severity, written):
    lines = read(root, "docs/rules.md").splitlines()
    at = registered_after(lines, r"\| \[%s" % re.escape(prefix))
    if at == len(lines):
        at = registered_after(lines, r"\| \[[a-z0-9-]+\]\(rules/")
    lines.insert(at, f"| [{rule_id}](rules/{rule_id}.md) | {severity} | {TODO}: what it finds |")
    write(root, "docs/rules.md", "\n".join(lines) + "\n", written)


def new_rule(root, rule_id, severity, change):
    table = areas(root)
    prefix = check_id(rule_id, table, root)
    if change != (prefix == "change-"):
        raise Refused("a change rule's id starts with change-, and takes --change")
    area, start_file = table[prefix]
    written = []
    write(root, f"rules/{rule_id}.cpp", rule_cpp(rule_id, severity, change, start_file), written)
    add_to_rule_list(root, rule_id, prefix, written)
    write(root, f"docs/rules/{rule_id}.md", docs_page(rule_id, severity, area), written)
    write(root, f"tests/rules/{rule_id}_test.cpp", test_cpp(rule_id, change), written)
    for path, text in fixture_files(rule_id, change, start_file):
        write(root, path, text, written)
    add_to_catalog(root, rule_id, prefix, severity, written)
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("id", help="the rule id: kebab-case with an area prefix (cs-..., fs-...)")
    parser.add_argument("--severity", required=True, choices=["error", "warning", "info"],
                        help="its default severity (docs/contributing.md says which)")
    parser.add_argument("--change", action="store_true",
                        help="a change rule (change-...), which `schedlint diff` runs on two versions")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        help="the repository to write into (default: the one holding this script)")
    args = parser.parse_args()
    try:
        written = new_rule(args.root, args.id, args.severity, args.change)
    except Refused as e:
        print(f"new_rule.py: {e}; nothing written", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    print(f"Next: replace every {TODO} (the rule catalog test lists what is left), then run "
          "scripts/update-generated.sh.", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
