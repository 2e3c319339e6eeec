#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <future>
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
  OrderedTasks()
      : max_running_(std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8)) {}
  OrderedTasks(const OrderedTasks&) = delete;
  OrderedTasks& operator=(const OrderedTasks&) = delete;
  ~OrderedTasks() {
    for (std::future<T>& f : futures_)
      if (f.valid()) f.wait();
  }

  /// Starts `task` once fewer than max_running_ submitted tasks are unfinished.
  void submit(std::function<T()> task) {
    if (futures_.size() - waited_ >= max_running_) futures_[waited_++].wait();
    futures_.push_back(std::async(std::launch::async, std::move(task)));
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
  std::size_t max_running_;
  std::vector<std::future<T>> futures_;
  std::size_t waited_ = 0;  ///< futures_[0, waited_) were waited for
};

}  // namespace schedlint
