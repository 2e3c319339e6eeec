#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace schedlint::smt {

/// An integer unknown of a LinearModel (an index into its variables).
struct IntVar {
  int index = -1;
};

/// Σ coefficient·variable + constant, over integers. Coefficients and constants are int64;
/// the solver works with unbounded integers, so sums cannot overflow there.
class LinExpr {
 public:
  LinExpr(int64_t constant = 0) : constant_(constant) {}  // NOLINT: a number is an expression
  LinExpr(IntVar v) { terms_.push_back({v.index, 1}); }   // NOLINT: so is a variable

  LinExpr& operator+=(const LinExpr& other);
  LinExpr& operator-=(const LinExpr& other);
  LinExpr& operator*=(int64_t factor);

  const std::vector<std::pair<int, int64_t>>& terms() const { return terms_; }
  int64_t constant() const { return constant_; }

 private:
  std::vector<std::pair<int, int64_t>> terms_;  ///< (variable index, coefficient)
  int64_t constant_ = 0;
};

LinExpr operator+(LinExpr a, const LinExpr& b);
LinExpr operator-(LinExpr a, const LinExpr& b);
LinExpr operator*(int64_t factor, LinExpr e);

/// A boolean combination of linear comparisons.
class Formula {
 public:
  enum class Kind { kLessEq, kEq, kAnd, kOr, kNot, kTrue };

  static Formula less_eq(LinExpr a, const LinExpr& b);  ///< a <= b
  static Formula less(LinExpr a, const LinExpr& b);     ///< a < b, i.e. a + 1 <= b
  static Formula equal(LinExpr a, const LinExpr& b);
  static Formula all(std::vector<Formula> parts);
  static Formula any(std::vector<Formula> parts);
  static Formula negate(Formula f);
  static Formula implies(Formula a, Formula b);
  static Formula truth();

  Kind kind() const { return kind_; }
  /// kLessEq / kEq: expression <= 0 / == 0.
  const LinExpr& expr() const { return expr_; }
  const std::vector<Formula>& parts() const { return parts_; }

 private:
  Kind kind_ = Kind::kTrue;
  LinExpr expr_;
  std::vector<Formula> parts_;
};

Formula operator<=(const LinExpr& a, const LinExpr& b);
Formula operator>=(const LinExpr& a, const LinExpr& b);
Formula operator<(const LinExpr& a, const LinExpr& b);
Formula operator>(const LinExpr& a, const LinExpr& b);
Formula operator==(const LinExpr& a, const LinExpr& b);

/// A named question in linear integer arithmetic: bounded unknowns, constraints, and optionally
/// an expression to minimize. Built with plain C++; only solver/z3_solver.cpp knows Z3.
class LinearModel {
 public:
  explicit LinearModel(std::string name) : name_(std::move(name)) {}

  /// A new unknown in [low, high].
  IntVar add_int(std::string name, int64_t low, int64_t high);
  /// `f` must hold; `label` names it in the SMT-LIB dump.
  void require(Formula f, std::string label);
  void minimize(LinExpr objective) { objective_ = std::move(objective); }
  /// Among the minima of the objective (and of earlier tie-breaks), minimize `tie_break` next:
  /// lexicographic, which the optimizer answers far faster than one weighted sum.
  void then_minimize(LinExpr tie_break) { tie_breaks_.push_back(std::move(tie_break)); }

  struct Variable {
    std::string name;
    int64_t low;
    int64_t high;
  };
  struct Constraint {
    Formula formula;
    std::string label;
  };
  const std::string& name() const { return name_; }
  const std::vector<Variable>& variables() const { return variables_; }
  const std::vector<Constraint>& constraints() const { return constraints_; }
  const std::optional<LinExpr>& objective() const { return objective_; }
  const std::vector<LinExpr>& tie_breaks() const { return tie_breaks_; }

 private:
  std::string name_;
  std::vector<Variable> variables_;
  std::vector<Constraint> constraints_;
  std::optional<LinExpr> objective_;
  std::vector<LinExpr> tie_breaks_;
};

/// The model as an SMT-LIB 2 script (declare, assert, minimize, check-sat, get-model) that a
/// user can run with `z3 file.smt2` to see the same answer.
std::string to_smtlib(const LinearModel& model);

/// Evaluates an expression or formula under an assignment of every variable (for re-checking
/// a witness with plain C++ arithmetic).
int64_t evaluate(const LinExpr& e, const std::vector<int64_t>& values);
bool evaluate(const Formula& f, const std::vector<int64_t>& values);

}  // namespace schedlint::smt
