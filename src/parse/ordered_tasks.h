#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <future>
#include <semaphore>
#include <thread>
#include <vector>

namespace schedlint {

/// Runs tasks on other threads, a few at a time, and hands their results back in the order they
/// were submitted. Inputs are parsed this way (load_inputs.cpp): a large capacity-scheduler.xml
/// and a large workloads.yaml take about as long each, so two cores halve the wait. A task's
/// exception is rethrown by the call that reaches its result, so the first failure in submission
/// order is the one reported, as when the tasks ran one after another. Every task has ended when
/// the object is destroyed: no thread outlives it.
template <class T>
class OrderedTasks {
 public:
  /// At most `running` tasks at once (1 to 8): by default, as many as there are cores.
  explicit OrderedTasks(std::ptrdiff_t running = std::thread::hardware_concurrency())
      : free_slots_(std::clamp<std::ptrdiff_t>(running, 1, 8)) {}
  OrderedTasks(const OrderedTasks&) = delete;
  OrderedTasks& operator=(const OrderedTasks&) = delete;
  ~OrderedTasks() {
    for (std::future<T>& f : futures_)
      if (f.valid()) f.wait();
  }

  /// Starts `task` once fewer tasks run than the limit, as soon as any running task ends.
  void submit(std::function<T()> task) {
    free_slots_.acquire();
    futures_.push_back(std::async(std::launch::async, [this, task = std::move(task)] {
      const SlotReturn slot{free_slots_};
      return task();
    }));
  }

  /// For a failure of the submitting thread, which must not hide an earlier task's: rethrows the
  /// first failure among the tasks submitted so far, in submission order, and drops every result.
  void rethrow_first_failure() {
    std::vector<std::future<T>> futures = std::move(futures_);
    futures_.clear();
    for (std::future<T>& f : futures)
      f.get();
  }

  /// Every task's result, in submission order (throws the first failure).
  std::vector<T> results() {
    std::vector<T> out;
    out.reserve(futures_.size());
    for (std::future<T>& f : futures_)
      out.push_back(f.get());
    futures_.clear();
    return out;
  }

 private:
  // Gives a running task's slot back however the task ends.
  struct SlotReturn {
    std::counting_semaphore<8>& slots;
    ~SlotReturn() { slots.release(); }
  };

  std::counting_semaphore<8> free_slots_;
  std::vector<std::future<T>> futures_;
};

}  // namespace schedlint
