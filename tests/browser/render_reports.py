#!/usr/bin/env python3
"""Renders schedlint's HTML reports in Chromium (headless), JavaScript off and on.

For each sample under samples/ (check and shares), one diff (tests/data/fs2cs) and one preemption
what-if (tests/data/preempt), asserts that every queue and every finding is in the DOM the browser
built (and for the what-if, that its numbers are in the page's text: each queue's guarantee, usage,
ideal assignment and what is taken, and each node's free space before and after the round), that
the page logged nothing (no console message, no exception, no refused load), and saves a
screenshot and a PDF print of each under OUT_DIR. The check and shares pages must show each queue's
guaranteed and maximum percent as text a reader sees (innerText) and in the printed PDF (when
pdftotext is installed), and each queue's mark must have the class of the worst finding about it;
the diff page must show the refresh verdict and each setting change the text shows.
Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe), which can
switch JavaScript off (Emulation.setScriptExecutionDisabled) and still read the DOM. Exits 77
(skipped) when no Chromium is installed.

  render_reports.py SCHEDLINT SOURCE_DIR OUT_DIR
"""
import base64
import html
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    """One headless Chromium, spoken to over the DevTools pipe (fd 3 in, fd 4 out)."""

    def __init__(self, executable, profile):
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()

        def child_fds():  # dup first: a pipe already on fd 3 or 4 would keep close-on-exec
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self._process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
            preexec_fn=child_fds, close_fds=False, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    def call(self, method, params=None, session=None, timeout=60):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_chrome, json.dumps(message).encode() + b"\0")
        wanted = self._next_id
        reply = self.wait(lambda m: m.get("id") == wanted, timeout)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def wait(self, predicate, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                message = json.loads(raw)
                if predicate(message):
                    return message
                self.events.append(message)
            ready, _, _ = select.select([self._from_chrome], [], [], 0.5)
            if ready:
                data = os.read(self._from_chrome, 1 << 20)
                if not data:
                    raise RuntimeError("Chromium exited")
                self._buffer += data
        raise TimeoutError("no answer from Chromium")

    def close(self):
        try:
            os.write(self._to_chrome, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self._process.wait(timeout=30)
        except Exception:  # noqa: BLE001 - the browser is going away anyway
            self._process.kill()

    def render(self, page, screenshot, javascript):
        """The DOM of `page` and what it logged; its screenshot written to `screenshot`."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.call(domain, session=session)
        self.call("Emulation.setScriptExecutionDisabled", {"value": not javascript}, session)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1200, "height": 1600, "deviceScaleFactor": 1, "mobile": False}, session)
        self.events = []
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session)
        self.wait(lambda m: m.get("method") == "Page.loadEventFired" and m.get("sessionId") == session)
        root = self.call("DOM.getDocument", {"depth": -1}, session)["root"]["nodeId"]
        dom = self.call("DOM.getOuterHTML", {"nodeId": root}, session)["outerHTML"]
        png = self.call("Page.captureScreenshot", {"format": "png"}, session)["data"]
        with open(screenshot, "wb") as out:
            out.write(base64.b64decode(png))
        # What a reader sees (innerText: no SVG titles, no tooltips) and what prints, as PDF.
        self.call("Runtime.enable", session=session)
        inner = self.call("Runtime.evaluate", {"expression": "document.body.innerText"},
                          session).get("result", {}).get("value", "")
        pdf = self.call("Page.printToPDF", {"printBackground": True}, session)["data"]
        with open(screenshot[:-4] + ".pdf", "wb") as out:
            out.write(base64.b64decode(pdf))
        self.inner_text = inner
        logged = [m for m in self.events if m.get("sessionId") == session and m.get("method") in
                  ("Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded")]
        self.call("Target.closeTarget", {"targetId": target})
        return dom, logged


def count_ids(dom, ids):
    return {i for i in ids if f'id="{i}"' in dom}


def page_text(dom):
    """The text a reader sees: the DOM without its tags, SVG titles and the style sheet."""
    body = dom.split("<body", 1)[-1]
    body = re.sub(r"<(title|style)>.*?</\1>", " ", body, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def mb(resource):
    return f"{resource['memory_mb']} MB"


def preempt_numbers(doc):
    """The numbers the preempt page must show: per queue, per landing check and node."""
    texts = set()
    for q in doc["queues"]:
        for field in ("guaranteed", "used", "ideal_assigned"):
            texts.add(mb(q[field]))
        if q["to_preempt"]["memory_mb"] > 0:
            texts.add(mb(q["to_preempt"]))
    for landing in doc["landing"]:
        texts.add(mb(landing["request"]))
        for node in landing["nodes"]:
            texts.add(node["node"])
            for field in ("free_before", "freed", "free_after"):
                if node[field] is not None:
                    texts.add(mb(node[field]))
    return texts


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)


def pdf_text(pdf):
    """The text of a printed page (pdftotext, poppler-utils), or None without it."""
    if shutil.which("pdftotext") is None:
        return None
    done = run(["pdftotext", pdf, "-"])
    # Table cells wrap on paper ("worker-" / "1", which pdftotext joins as "worker1"): compared
    # without white space and hyphens.
    return squeezed(done.stdout) if done.returncode == 0 else None


def squeezed(text):
    return "".join(text.split()).replace("-", "")


def mark_classes(dom):
    """{queue row id: the severity class of its mark} for every marked queue row."""
    marks = {}
    for row, severity in re.findall(
            r'<div class="q"[^>]*id="([^"]+)"><span class="name">[^<]*<a class="mark (sev-[a-z]+)"',
            dom):
        marks[row] = severity
    return marks


def expected_marks(check, shares):
    """The worst severity of the findings about each queue, from the JSON report: a finding's
    queue, or the queue whose own key (yarn.scheduler.capacity.<queue>.<setting>) its message names."""
    order = {"info": 0, "warning": 1, "error": 2}
    paths = {q["path"] for q in shares["queues"]}
    worst = {}
    for f in check["findings"]:
        queue = f.get("queue") or ""
        if queue not in paths:  # a queue not in the hierarchy has no row
            queue = ""
        if not queue:
            for key in re.findall(r"yarn\.scheduler\.capacity\.([A-Za-z0-9_.-]+)", f["message"]):
                parts = key.split(".")
                named = [".".join(parts[:n]) for n in range(len(parts) - 1, 0, -1)]
                queue = next((q for q in named if q in paths), "")
                if queue:
                    break
        if queue and (queue not in worst or order[f["severity"]] > order[worst[queue]]):
            worst[queue] = f["severity"]
    return worst


def percent_labels(shares):
    """The guaranteed and maximum percent labels of each queue in the default partition."""
    labels = set()
    for q in shares["queues"]:
        for key in ("absolute_capacity", "absolute_maximum_capacity"):
            value = q.get(key)
            if isinstance(value, (int, float)):
                labels.add(f"{value * 100:.2f}%")
    return labels


def reports(schedlint, source, out):
    """(name, html file, ids expected, findings expected, texts expected) for each report."""
    pages = []
    samples = os.path.join(source, "samples")
    for name in sorted(os.listdir(samples)):
        folder = os.path.join(samples, name)
        if not os.path.isdir(folder):
            continue
        shares = json.loads(run([schedlint, "shares", folder, "--format", "json"]).stdout)
        queues = {"q-" + q["path"] for q in shares["queues"]}
        check = json.loads(run([schedlint, "check", folder, "--format", "json"]).stdout)
        page = os.path.join(out, name + ".html")
        run([schedlint, "check", folder, "--format", "html", "-o", page])
        labels = percent_labels(shares) if shares.get("scheduler") == "capacity" else set()
        pages.append((name, page, queues, len(check["findings"]), labels,
                      expected_marks(check, shares)))
        shares_page = os.path.join(out, name + "-shares.html")
        run([schedlint, "shares", folder, "--format", "html", "-o", shares_page])
        pages.append((name + "-shares", shares_page, queues, 0, labels, {}))
    fs2cs = os.path.join(source, "tests", "data", "fs2cs")
    before, after = os.path.join(fs2cs, "fair"), os.path.join(fs2cs, "capacity")
    diff = json.loads(run([schedlint, "diff", before, after, "--format", "json"]).stdout)
    changed = {"q-" + q["path"] for q in diff["queues"] if q["status"] != "unchanged"}
    page = os.path.join(out, "diff-fs2cs.html")
    run([schedlint, "diff", before, after, "--format", "html", "-o", page])
    # The settings that changed, as the text's queue table says them: a line of their own under
    # the queue ("  weight 3 -> 60.00%").
    text = run([schedlint, "diff", before, after]).stdout
    table = text[text.index("QUEUE"):].split("\n\n")[0]
    settings = set(re.findall(r"^  (\S.* -> .*)$", table, re.M))
    if not settings:
        raise RuntimeError("the fs2cs diff's text shows no setting change to look for")
    # And the verdict the text opens with: will the ResourceManager take the change?
    verdict = text.splitlines()[0]
    if not verdict.startswith("refreshQueues: "):
        raise RuntimeError("the fs2cs diff's text does not open with the refresh verdict")
    settings.add(verdict)
    pages.append(("diff-fs2cs", page, changed,
                  len(diff["findings"]["new"]) + len(diff["findings"]["fixed"]), settings, {}))
    what_if = os.path.join(source, "tests", "data", "preempt")
    doc = json.loads(run([schedlint, "preempt", what_if, "--format", "json"]).stdout)
    ids = {f"pq-{q['partition']}-{q['path']}" for q in doc["queues"]}
    ids |= {f"landing-{i}" for i in range(len(doc["landing"]))}
    page = os.path.join(out, "preempt.html")
    run([schedlint, "preempt", what_if, "--format", "html", "-o", page])
    pages.append(("preempt", page, ids, 0, preempt_numbers(doc), {}))
    return pages


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    schedlint, source, out = sys.argv[1:]
    executable = chromium()
    if executable is None:
        print("SKIPPED: no Chromium (apt-get install chromium) to render the HTML reports in")
        return 77
    os.makedirs(out, exist_ok=True)
    failures = []
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(executable, profile)
        try:
            for name, page, queues, findings, texts, marks in reports(schedlint, source, out):
                if not os.path.exists(page):
                    failures.append(f"{name}: no report written")
                    continue
                for javascript in (False, True):
                    mode = "js-on" if javascript else "js-off"
                    screenshot = os.path.join(out, f"{name}-{mode}.png")
                    dom, logged = browser.render(page, screenshot, javascript)
                    missing = sorted(queues - count_ids(dom, queues))
                    if missing:
                        failures.append(f"{name} ({mode}): queues not in the DOM: {missing[:5]}")
                    shown = dom.count('<section class="finding ')
                    if shown != findings:
                        failures.append(f"{name} ({mode}): {shown} findings in the DOM, "
                                        f"{findings} expected")
                    # The numbers are text a reader sees without hovering (innerText), and print.
                    shown_text = " ".join(browser.inner_text.split())
                    absent = sorted(t for t in texts if t not in shown_text)
                    if absent:
                        failures.append(f"{name} ({mode}): not in the page's text: {absent[:5]}")
                    printed = pdf_text(screenshot[:-4] + ".pdf")
                    if printed is not None:
                        absent = sorted(t for t in texts if squeezed(t) not in printed)
                        if absent:
                            failures.append(f"{name} ({mode}): not in the printed PDF: {absent[:5]}")
                    # A mark counts the findings that name the queue in other places too
                    # (related places, witnesses): at least as severe as the JSON tells.
                    shown_marks = mark_classes(dom)
                    rank = {"sev-info": 0, "sev-warning": 1, "sev-error": 2}
                    for queue, severity in marks.items():
                        got = shown_marks.get("q-" + queue)
                        if got is None or rank[got] < rank["sev-" + severity]:
                            failures.append(f"{name} ({mode}): {queue}'s mark is {got}, "
                                            f"sev-{severity} at least expected")
                    if logged:
                        failures.append(f"{name} ({mode}): the page logged {logged[:2]}")
                print(f"{name}: {len(queues)} queues, {findings} findings and {len(texts)} numbers "
                      f"in the DOM, JavaScript off and on; screenshots {out}/{name}-js-*.png")
        finally:
            browser.close()
    for failure in failures:
        print("FAIL: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
