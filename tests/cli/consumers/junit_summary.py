#!/usr/bin/env python3
"""Reads a JUnit XML report with Python's xml.etree (expat: a strict XML parser, as CI servers
use) and prints what Jenkins and GitLab take from it as JSON: the totals, and per testcase its
suite, classname, name, file, outcome (passed, failed, skipped), failure type and message, and
text (failure body or system-out). Exit 1 when the file is not well-formed XML.

Usage: junit_summary.py REPORT.xml
"""
import json
import sys
import xml.etree.ElementTree as ET


def main():
    try:
        root = ET.parse(sys.argv[1]).getroot()
    except ET.ParseError as error:
        print(f"not well-formed: {error}", file=sys.stderr)
        return 1
    summary = {
        "root": root.tag,
        "tests": int(root.get("tests", "-1")),
        "failures": int(root.get("failures", "-1")),
        "skipped": int(root.get("skipped", "-1")),
        "suites": [],
        "cases": [],
    }
    for suite in root.iter("testsuite"):
        summary["suites"].append({
            "name": suite.get("name"),
            "tests": int(suite.get("tests")),
            "failures": int(suite.get("failures")),
            "skipped": int(suite.get("skipped")),
        })
        for case in suite.iter("testcase"):
            failure = case.find("failure")
            skipped = case.find("skipped")
            out = case.find("system-out")
            outcome = "failed" if failure is not None else (
                "skipped" if skipped is not None else "passed")
            summary["cases"].append({
                "suite": suite.get("name"),
                "classname": case.get("classname"),
                "name": case.get("name"),
                "file": case.get("file"),
                "outcome": outcome,
                "type": failure.get("type") if failure is not None else None,
                "message": failure.get("message") if failure is not None else None,
                "text": (failure.text if failure is not None else
                         (out.text if out is not None else None)),
            })
    json.dump(summary, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
