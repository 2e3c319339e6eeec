#pragma once

#include <optional>
#include <string>

#include "solver/linear_model.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// A query and its answer as bytes, for the solver's child process (solver/child_process.h):
/// the model with the seed it is solved with, and the Solution sent back.
std::string encode_query(const LinearModel& model, unsigned seed);
/// The model and seed of encode_query's bytes; nullopt when they are not such bytes.
std::optional<std::pair<LinearModel, unsigned>> decode_query(const std::string& bytes);

std::string encode_solution(const Solution& solution);
std::optional<Solution> decode_solution(const std::string& bytes);

}  // namespace schedlint::smt
