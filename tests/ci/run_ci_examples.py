#!/usr/bin/env python3
"""Runs the shell steps of every CI example under docs/ci as its CI system would.

Each example runs in a scratch clone shaped as its CI checks out: a bare "origin" holding main and
a pull-request branch, fetched as deep as the example asks (GitHub's actions/checkout: only the
commit unless fetch-depth says 0), the CI's variables set. `schedlint` is the built binary: the
release download is served from it by a `curl` stand-in (the real packages are installed by
scripts/package-test.sh); `gh` answers from a list of pull-request comments and records what the
step posts or edits; `apt-get` does nothing. Nothing reaches the network.

GitHub: every `run:` step in order, skipped or run by its `if:` as GitHub decides (the step
conditions the examples use are understood; any other fails the test), $GITHUB_PATH honoured.
GitLab: `before_script` and `script`. Jenkins: every `sh '...'` step.

Usage: run_ci_examples.py SCHEDLINT_BINARY SOURCE_DIR. Exit 77 (skipped) without git or jq.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

import yaml

BINARY, SOURCE = sys.argv[1], sys.argv[2]
RELEASE_URL = re.compile(
    r"^https://github\.com/schedlint/schedlint/releases/download/v(?P<v>[0-9][0-9.]*)/"
    r"(schedlint-(?P=v)-linux-amd64\.tar\.gz|schedlint_(?P=v)_amd64\.deb)$")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAILED:", what)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def git(repo, *args):
    return run(["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@t",
                "-c", "commit.gpgsign=false", *args]).stdout.strip()


def copy_sample(sample, dest):
    os.makedirs(dest, exist_ok=True)
    for name in os.listdir(os.path.join(SOURCE, "samples", sample)):
        src = os.path.join(SOURCE, "samples", sample, name)
        if os.path.isfile(src):
            shutil.copy(src, dest)


class World:
    """A scratch folder: origin, the checkout, the stand-ins and what they recorded."""

    def __init__(self, base_sample, pr_sample, pr_conf=None):
        self.dir = tempfile.mkdtemp(prefix="ci-example-")
        self.origin = os.path.join(self.dir, "origin.git")
        seed = os.path.join(self.dir, "seed")
        os.makedirs(seed)
        git(seed, "init", "-q", "-b", "main")
        copy_sample(base_sample, os.path.join(seed, "conf"))
        git(seed, "add", "-A")
        git(seed, "commit", "-qm", "base")
        git(seed, "checkout", "-qb", "pr")
        shutil.rmtree(os.path.join(seed, "conf"))
        copy_sample(pr_sample, os.path.join(seed, "conf"))
        if pr_conf:
            for name, text in pr_conf.items():
                with open(os.path.join(seed, "conf", name), "w") as f:
                    f.write(text)
        git(seed, "add", "-A")
        git(seed, "commit", "-q", "--allow-empty", "-m", "the change")
        run(["git", "clone", "-q", "--bare", seed, self.origin])
        self.stubs = os.path.join(self.dir, "stubs")
        os.makedirs(self.stubs)
        self.log = os.path.join(self.dir, "calls.log")
        self.comments = os.path.join(self.dir, "comments.json")
        self.set_comments([])
        self.write_stubs()

    def set_comments(self, comments):
        with open(self.comments, "w") as f:
            json.dump(comments, f)

    def calls(self):
        if not os.path.exists(self.log):
            return []
        with open(self.log) as f:
            return [json.loads(line) for line in f]

    def write_stubs(self):
        # The release tarball as package.sh lays it out, around the built binary.
        release = os.path.join(self.dir, "release.tar.gz")
        with tarfile.open(release, "w:gz") as tar:
            tar.add(BINARY, arcname="schedlint-0.0.0-linux-amd64/bin/schedlint")
        stub = {
            "curl": f"""
import json, shutil, sys
args = sys.argv[1:]
url = [a for a in args if a.startswith("https://")][0]
open({self.log!r}, "a").write(json.dumps(["curl", url]) + "\\n")
out = None
for i, a in enumerate(args):
    if a == "-o" or (a.startswith("-") and not a.startswith("--") and a.endswith("o")):
        out = args[i + 1]
data = open({release!r}, "rb").read() if url.endswith(".tar.gz") else b"!<arch>\\n"
(open(out, "wb") if out else sys.stdout.buffer).write(data)
""",
            "gh": f"""
import json, subprocess, sys
args = sys.argv[1:]
assert args[0] == "api", args
method = args[args.index("--method") + 1] if "--method" in args else "GET"
path = [a for a in args[1:] if a.startswith("repos/")][0]
body = None
if "-F" in args:
    field = args[args.index("-F") + 1]
    assert field.startswith("body=@"), field
    body = open(field[len("body=@"):]).read()
open({self.log!r}, "a").write(json.dumps(["gh", method, path, body]) + "\\n")
if method == "GET":
    comments = open({self.comments!r}).read()
    if "--jq" in args:
        jq = subprocess.run(["jq", "-r", args[args.index("--jq") + 1]], input=comments,
                            capture_output=True, text=True, check=True)
        sys.stdout.write(jq.stdout)
    else:
        sys.stdout.write(comments)
else:
    print("{{}}")
""",
            "apt-get": f"""
import json, os, sys
open({self.log!r}, "a").write(json.dumps(["apt-get"] + sys.argv[1:]) + "\\n")
for a in sys.argv[1:]:
    if a.endswith(".deb"):
        assert os.path.isfile(a), a + " was not downloaded"
""",
        }
        for name, code in stub.items():
            path = os.path.join(self.stubs, name)
            with open(path, "w") as f:
                f.write(f"#!{sys.executable}\n{code}")
            os.chmod(path, 0o755)
        # The installed schedlint of the GitLab and Jenkins examples (the .deb's /usr/bin/schedlint).
        os.symlink(BINARY, os.path.join(self.stubs, "schedlint"))

    def checkout(self, ref, depth):
        """The work tree at origin's `ref`, fetched as actions/checkout or a CI clone does."""
        work = os.path.join(self.dir, "work")
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        git(work, "init", "-q")
        git(work, "remote", "add", "origin", self.origin)
        sha = run(["git", "--git-dir", self.origin, "rev-parse", ref]).stdout.strip()
        if depth == 0:
            git(work, "fetch", "-q", "origin", "+refs/heads/*:refs/remotes/origin/*")
        else:
            git(work, "fetch", "-q", f"--depth={depth}", "origin", sha)
        git(work, "checkout", "-q", "--detach", sha)
        return work

    def env(self, extra, with_schedlint):
        env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "CI_"))}
        path = self.stubs if with_schedlint else os.path.join(self.dir, "stubs-no-schedlint")
        if not with_schedlint:
            os.makedirs(path, exist_ok=True)
            for name in ("curl", "gh", "apt-get"):
                if not os.path.exists(os.path.join(path, name)):
                    os.symlink(os.path.join(self.stubs, name), os.path.join(path, name))
        env["PATH"] = path + os.pathsep + env["PATH"]
        env["GIT_CONFIG_GLOBAL"] = os.path.join(self.dir, "gitconfig")
        env.update(extra)
        return env


def github_condition(expression, failed, event, work):
    """A step's `if:` as GitHub evaluates it, for the forms the examples use."""
    if expression is None:
        return not failed
    result = True
    always = False
    for term in (t.strip() for t in expression.split("&&")):
        if term == "always()":
            always = True
        elif m := re.fullmatch(r"github\.event_name == '(\w+)'", term):
            result &= event == m.group(1)
        elif m := re.fullmatch(r"hashFiles\('([^']+)'\) != ''", term):
            result &= os.path.exists(os.path.join(work, m.group(1)))
        else:
            raise AssertionError(f"a step condition this test does not understand: {expression}")
    return result and (always or not failed)


def github_expression(value):
    return (value.replace("${{ github.token }}", "a-token")
            .replace("${{ github.event.pull_request.number }}", "7"))


def run_github(example, event, world):
    """Runs the workflow's job for a pull request or a push to main; returns the steps' results."""
    workflow = yaml.safe_load(open(os.path.join(SOURCE, "docs/ci", example)))
    triggers = workflow[True] if True in workflow else workflow["on"]  # YAML 1.1 reads `on` as true
    check("pull_request" in triggers and "main" in triggers["push"]["branches"],
          f"{example} runs on pull requests and on pushes to main")
    (job,) = workflow["jobs"].values()
    steps = job["steps"]
    checkout = steps[0]
    check(checkout["uses"].startswith("actions/checkout@"), f"{example} starts with the checkout")
    depth = int((checkout.get("with") or {}).get("fetch-depth", 1))
    work = world.checkout("pr" if event == "pull_request" else "main", depth)
    runner_temp = os.path.join(world.dir, "runner-temp")
    os.makedirs(runner_temp, exist_ok=True)
    github_path = os.path.join(world.dir, "github-path")
    open(github_path, "w").close()
    env = world.env({
        "GITHUB_EVENT_NAME": event, "GITHUB_REPOSITORY": "acme/hadoop-conf",
        "GITHUB_WORKSPACE": work, "RUNNER_TEMP": runner_temp, "GITHUB_PATH": github_path,
        "GITHUB_BASE_REF": "main" if event == "pull_request" else "",
        "GITHUB_REF": "refs/pull/7/merge" if event == "pull_request" else "refs/heads/main",
        **{k: str(v) for k, v in (workflow.get("env") or {}).items()}}, with_schedlint=False)
    failed = False
    results = {}
    for step in steps[1:]:
        name = step.get("name", step.get("uses"))
        if not github_condition(step.get("if"), failed, event, work):
            results[name] = "skipped"
            continue
        if "uses" in step:
            for key, value in (step.get("with") or {}).items():
                if key.endswith("_file"):
                    check(os.path.exists(os.path.join(work, value)),
                          f"{example}: '{name}' runs without its {value}")
            results[name] = "used"
            continue
        step_env = dict(env, **{k: github_expression(str(v))
                                for k, v in (step.get("env") or {}).items()})
        with open(github_path) as f:
            added = [line.strip() for line in f if line.strip()]
        step_env["PATH"] = os.pathsep.join(reversed(added)) + os.pathsep + env["PATH"]
        script = os.path.join(world.dir, "step.sh")
        with open(script, "w") as f:
            f.write(step["run"])
        code = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                              cwd=work, env=step_env, capture_output=True, text=True)
        results[name] = code.returncode
        if code.returncode != 0:
            print(f"{example} ({event}): '{name}' exited {code.returncode}:\n{code.stderr[-3000:]}")
            failed = True
    return results, work


def comment_calls(world):
    return [c for c in world.calls() if c[0] == "gh" and c[1] != "GET"]


def test_github(example, markdown, marker):
    # A pull request that changes a healthy configuration: every step passes, one comment is
    # posted (nothing to edit yet), opening with the marker and holding the report.
    world = World("healthy-capacity", "healthy-capacity", {
        "capacity-scheduler.xml": open(os.path.join(
            SOURCE, "samples/healthy-capacity/capacity-scheduler.xml")).read().replace(
                "</configuration>", "<!-- reviewed -->\n</configuration>")})
    results, work = run_github(example, "pull_request", world)
    check(all(r in (0, "used") for r in results.values()), f"{example}: a healthy PR: {results}")
    downloads = [c[1] for c in world.calls() if c[0] == "curl"]
    check(len(downloads) == 1 and RELEASE_URL.match(downloads[0]),
          f"{example} downloads a release asset that scripts/package.sh makes: {downloads}")
    calls = comment_calls(world)
    check(len(calls) == 1 and calls[0][1] == "POST"
          and calls[0][2] == "repos/acme/hadoop-conf/issues/7/comments"
          and calls[0][3] == marker + "\n" + open(os.path.join(work, markdown)).read(),
          f"{example}: the first run posts one comment, the marker on its first line: {calls}")

    # The next push: the comment the workflow posted before is edited, others are left alone.
    world.set_comments([
        {"id": 11, "user": {"login": "alice"}, "body": marker + "\nquoted by a person"},
        {"id": 12, "user": {"login": "github-actions[bot]"}, "body": "another bot comment"},
        {"id": 13, "user": {"login": "github-actions[bot]"}, "body": marker + "\nold report"}])
    open(world.log, "w").close()
    results, work = run_github(example, "pull_request", world)
    calls = comment_calls(world)
    check(len(calls) == 1 and calls[0][1] == "PATCH"
          and calls[0][2] == "repos/acme/hadoop-conf/issues/comments/13",
          f"{example}: a later run edits its own comment and posts none: {calls}")

    # A push to main: the SARIF for code scanning's base analysis, no comment.
    open(world.log, "w").close()
    results, work = run_github(example, "push", world)
    check(all(r in (0, "used", "skipped") for r in results.values())
          and results.get("Upload to code scanning") == "used",
          f"{example}: a push to main uploads the SARIF: {results}")
    check(not comment_calls(world), f"{example}: a push to main comments nowhere")
    shutil.rmtree(world.dir)

    # Configuration that cannot be read: the job fails (exit 2), and the steps that publish
    # reports are skipped rather than failing on files that were never written.
    world = World("healthy-capacity", "healthy-capacity",
                  {"capacity-scheduler.xml": "<configuration><property>"})
    results, work = run_github(example, "pull_request", world)
    check(2 in results.values(), f"{example}: unreadable configuration fails the job: {results}")
    check(results.get("Comment on the pull request") == "skipped"
          and results.get("Upload to code scanning") == "skipped",
          f"{example}: without reports, publishing them is skipped: {results}")
    shutil.rmtree(world.dir)


def test_github_check_fails_on_warnings():
    # The incident's configuration (warnings only) fails the job, and is still reported.
    world = World("healthy-capacity", "incident-reservation-deadlock")
    results, work = run_github("github-actions.yml", "pull_request", world)
    check(results.get("Check the configuration") == 1,
          f"github-actions.yml: warnings fail the check step: {results}")
    calls = comment_calls(world)
    check(len(calls) == 1 and "reservation-deadlock" in calls[0][3]
          and results.get("Upload to code scanning") == "used",
          f"github-actions.yml: a failing check is still commented and uploaded: {results}")
    shutil.rmtree(world.dir)


def test_github_diff_gates_new_errors():
    # A pull request that breaks a healthy configuration: the diff against origin/main (there
    # only because the checkout fetches the history) finds the new error and fails the job.
    broken = open(os.path.join(SOURCE, "samples/healthy-capacity/capacity-scheduler.xml")).read()
    broken = re.sub(r"(root\.queues</name>\s*<value>)", r"\1extra,", broken, count=1)
    check("extra," in broken, "the healthy sample names root's queues")
    world = World("healthy-capacity", "healthy-capacity", {"capacity-scheduler.xml": broken})
    results, work = run_github("github-actions-diff.yml", "pull_request", world)
    check(results.get("Compare with the target branch") == 1,
          f"github-actions-diff.yml: a new error fails the gate: {results}")
    calls = comment_calls(world)
    check(len(calls) == 1 and "extra" in calls[0][3],
          f"github-actions-diff.yml: the failing gate is commented: {calls}")
    shutil.rmtree(world.dir)


def run_lines(name, lines, work, env):
    for line in lines:
        code = subprocess.run(["sh", "-ec", line], cwd=work, env=env, capture_output=True,
                              text=True)
        if code.returncode != 0:
            print(f"{name}: '{line}' exited {code.returncode}:\n{code.stderr[-3000:]}")
            return code.returncode
    return 0


def test_line_based(name, lines, report, variables, depth):
    for sample, expected in (("healthy-capacity", 0), ("incident-reservation-deadlock", 1)):
        world = World("healthy-capacity", sample)
        work = world.checkout("pr", depth)
        env = world.env(variables, with_schedlint=True)
        code = run_lines(name, lines, work, env)
        check(code == expected, f"{name} on {sample} exits {code}, not {expected}")
        check(os.path.exists(os.path.join(work, report)), f"{name} on {sample} writes {report}")
        downloads = [c[1] for c in world.calls() if c[0] == "curl"]
        check(len(downloads) == 1 and RELEASE_URL.match(downloads[0]),
              f"{name} downloads a release asset that scripts/package.sh makes: {downloads}")
        installs = [c for c in world.calls() if c[0] == "apt-get" and "install" in c]
        check(any(a.endswith(".deb") for c in installs for a in c),
              f"{name} installs the downloaded .deb: {installs}")
        shutil.rmtree(world.dir)


def test_gitlab():
    ci = yaml.safe_load(open(os.path.join(SOURCE, "docs/ci/gitlab-ci.yml")))
    job = ci["schedlint"]
    lines = (job.get("before_script") or []) + job["script"]
    variables = {k: str(v) for k, v in (ci.get("variables") or {}).items()}
    variables.update({"CI": "true", "GITLAB_CI": "true"})
    depth = int(variables.get("GIT_DEPTH", 20))
    test_line_based("gitlab-ci.yml", lines, job["artifacts"]["reports"]["junit"], variables, depth)


def test_jenkins():
    text = open(os.path.join(SOURCE, "docs/ci/Jenkinsfile")).read()
    lines = re.findall(r"^\s*sh '(.*)'\s*$", text, re.M)
    variables = dict(re.findall(r"(\w+) = '([^']*)'", re.search(r"environment \{(.*?)\}",
                                                                  text).group(1)))
    report = re.search(r"testResults: '([^']+)'", text).group(1)
    test_line_based("Jenkinsfile", lines, report, variables, 0)


def main():
    if not shutil.which("git") or not shutil.which("jq"):
        print("git or jq is not installed: skipped (scripts/install-packages.sh tests installs them)")
        return 77
    test_github("github-actions.yml", "schedlint.md", "<!-- schedlint-report -->")
    test_github_check_fails_on_warnings()
    test_github("github-actions-diff.yml", "schedlint-diff.md", "<!-- schedlint-diff-report -->")
    test_github_diff_gates_new_errors()
    test_gitlab()
    test_jenkins()
    if failures:
        print(f"{len(failures)} failed")
        return 1
    print("every CI example's shell steps ran as their CI runs them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
