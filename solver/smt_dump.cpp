#include "solver/smt_dump.h"

#include <filesystem>

#include "io/atomic_file.h"

namespace schedlint::smt {

void dump_query(const LinearModel& model, const std::string& dir) {
  // Query names carry queue and node-group names from the configuration: made safe, so every
  // dump lands in `dir` whatever they hold.
  write_file_atomically(
      (std::filesystem::path(dir) / (safe_file_name(model.name()) + ".smt2")).string(),
      to_smtlib(model));
}

}  // namespace schedlint::smt
