#include "solver/prover.h"

namespace schedlint::smt {

std::string_view status_name(Status s) {
  switch (s) {
    case Status::kSat:
      return "sat";
    case Status::kUnsat:
      return "unsat";
    case Status::kUnknown:
      return "unknown";
  }
  return "unknown";
}

}  // namespace schedlint::smt
