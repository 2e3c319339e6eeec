// OrderedTasks: inputs parsed on other threads come back in the order they were given, and the
// first failure in that order is the one reported, as when they were parsed one after another.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>

#include "parse/ordered_tasks.h"

namespace schedlint {
namespace ordered_tasks_test {

using namespace std::chrono_literals;

TEST(OrderedTasks, ResultsComeBackInSubmissionOrderWhateverOrderTheyFinishIn) {
  OrderedTasks<int> tasks;
  for (int i = 0; i < 12; ++i) {
    tasks.submit([i] {
      std::this_thread::sleep_for(std::chrono::milliseconds(12 - i));  // the last ends first
      return i;
    });
  }
  const std::vector<int> results = tasks.results();
  ASSERT_EQ(results.size(), 12u);
  for (int i = 0; i < 12; ++i)
    EXPECT_EQ(results[i], i);
}

TEST(OrderedTasks, ATaskStartsWhenAnyRunningTaskEndsNotOnlyTheOldest) {
  // Two at a time: the first waits for the third, which can start only in the slot the quick
  // second task frees.
  OrderedTasks<bool> tasks(2);
  std::atomic<bool> third_ran = false;
  tasks.submit([&third_ran] {
    for (int i = 0; i < 500 && !third_ran; ++i)
      std::this_thread::sleep_for(10ms);
    return third_ran.load();
  });
  tasks.submit([] { return true; });
  tasks.submit([&third_ran] { return third_ran = true; });
  EXPECT_EQ(tasks.results(), (std::vector<bool>{true, true, true}));
}

TEST(OrderedTasks, TheFirstFailureInSubmissionOrderIsRethrown) {
  OrderedTasks<int> tasks;
  tasks.submit([] { return 0; });
  tasks.submit([]() -> int {
    std::this_thread::sleep_for(20ms);  // fails after the one submitted later
    throw std::runtime_error("second file");
  });
  tasks.submit([]() -> int { throw std::runtime_error("third file"); });
  try {
    tasks.results();
    FAIL() << "no failure rethrown";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "second file");
  }
}

TEST(OrderedTasks, AnEarlierTaskFailureComesBeforeTheSubmittersOwn) {
  OrderedTasks<int> tasks;
  tasks.submit([]() -> int { throw std::runtime_error("parsing the first file"); });
  try {
    try {
      throw std::runtime_error("reading the second file");
    } catch (...) {
      tasks.rethrow_first_failure();
      throw;
    }
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "parsing the first file");
  }
}

TEST(OrderedTasks, NoTaskOutlivesTheObject) {
  std::atomic<int> finished = 0;
  {
    OrderedTasks<int> tasks;
    for (int i = 0; i < 4; ++i) {
      tasks.submit([&finished] {
        std::this_thread::sleep_for(10ms);
        return ++finished;
      });
    }
  }  // destroyed without asking for the results
  EXPECT_EQ(finished.load(), 4);
}

}  // namespace ordered_tasks_test
}  // namespace schedlint
