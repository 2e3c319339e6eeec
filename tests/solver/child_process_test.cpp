// The solver's child process: forked once, it answers request after request; a time limit or a
// crash ends it and the next request forks a new one; none of it can hold the caller.
#include "solver/child_process.h"

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <memory>

#include <gtest/gtest.h>

namespace schedlint::smt {
namespace child_process_test {

// Answers with its own process id, so a test sees whether the child stayed.
std::string pid_of_child(const std::string& request) {
  if (request == "sleep") ::sleep(10);
  if (request == "crash") ::raise(SIGKILL);
  return std::to_string(::getpid()) + ":" + request;
}

TEST(ChildWorker, OneChildAnswersRequestAfterRequest) {
  ChildWorker worker(pid_of_child);
  const ChildOutcome a = worker.ask("a", 5000);
  const ChildOutcome b = worker.ask("b", 5000);
  ASSERT_TRUE(a.output && b.output);
  const std::string pid = a.output->substr(0, a.output->find(':'));
  EXPECT_NE(pid, std::to_string(::getpid()));
  EXPECT_EQ(*a.output, pid + ":a");
  EXPECT_EQ(*b.output, pid + ":b");
}

TEST(ChildWorker, ATimeLimitKillsTheChildAndTheNextRequestGetsANewOne) {
  ChildWorker worker(pid_of_child);
  const ChildOutcome first = worker.ask("a", 5000);
  const auto start = std::chrono::steady_clock::now();
  const ChildOutcome slow = worker.ask("sleep", 100);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_FALSE(slow.output);
  EXPECT_TRUE(slow.timed_out);
  EXPECT_EQ(slow.failure, "time limit reached");
  const ChildOutcome after = worker.ask("b", 5000);
  ASSERT_TRUE(first.output && after.output);
  EXPECT_NE(first.output->substr(0, first.output->find(':')),
            after.output->substr(0, after.output->find(':')));
}

TEST(ChildWorker, AChildThatDiesCostsOneAnswer) {
  ChildWorker worker(pid_of_child);
  const ChildOutcome crashed = worker.ask("crash", 5000);
  EXPECT_FALSE(crashed.output);
  EXPECT_FALSE(crashed.timed_out);
  EXPECT_EQ(crashed.failure, "the solver process died (Killed)");
  EXPECT_TRUE(worker.ask("b", 5000).output);
}

TEST(ChildWorker, StartedEarlyTheChildSeesTheCallerAsItWasThenAndPreparesItself) {
  // Forked before the caller grows: what the caller makes afterwards is not the child's, and
  // on_start ran in the child (not in the caller) before the first request.
  auto marks = std::make_shared<std::string>("before");
  ChildWorker worker([marks](const std::string& request) { return *marks + ":" + request; },
                     [marks] { *marks += "+started"; });
  worker.start_early();
  *marks = "after";
  const ChildOutcome a = worker.ask("a", 5000);
  ASSERT_TRUE(a.output);
  EXPECT_EQ(*a.output, "before+started:a");
  EXPECT_EQ(*marks, "after");
}

TEST(ChildWorker, WorkersEndWithTheirOwnersInAnyOrder) {
  // Each child holds only its own socket: the first one's end is not kept open by the second,
  // so neither destruction waits on the other.
  auto first = std::make_unique<ChildWorker>(pid_of_child);
  ASSERT_TRUE(first->ask("a", 5000).output);
  auto second = std::make_unique<ChildWorker>(pid_of_child);
  ASSERT_TRUE(second->ask("b", 5000).output);
  const auto start = std::chrono::steady_clock::now();
  first.reset();
  second.reset();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

}  // namespace child_process_test
}  // namespace schedlint::smt
