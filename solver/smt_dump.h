#pragma once

#include <string>

#include "solver/linear_model.h"

namespace schedlint::smt {

/// --dump-smt: writes `model` as an SMT-LIB 2 script to DIR/<model name>.smt2 (DIR created as
/// needed; the name made safe by safe_file_name, so it never leaves DIR), for a query the solver
/// answers and for one that arithmetic settles alike, so a user can run `z3` on it. Throws
/// std::runtime_error when the file cannot be written.
void dump_query(const LinearModel& model, const std::string& dir);

}  // namespace schedlint::smt
