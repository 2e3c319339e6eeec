#include "solver/smt_dump.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace schedlint::smt {

void dump_query(const LinearModel& model, const std::string& dir) {
  std::filesystem::create_directories(dir);
  const auto path = std::filesystem::path(dir) / (model.name() + ".smt2");
  std::ofstream out(path);
  out << to_smtlib(model);
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace schedlint::smt
