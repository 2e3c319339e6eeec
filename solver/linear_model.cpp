#include "solver/linear_model.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace schedlint::smt {

LinExpr& LinExpr::operator+=(const LinExpr& other) {
  terms_.insert(terms_.end(), other.terms_.begin(), other.terms_.end());
  constant_ += other.constant_;
  return *this;
}

LinExpr& LinExpr::operator-=(const LinExpr& other) {
  for (const auto& [var, coef] : other.terms_)
    terms_.push_back({var, -coef});
  constant_ -= other.constant_;
  return *this;
}

LinExpr& LinExpr::operator*=(int64_t factor) {
  for (auto& term : terms_)
    term.second *= factor;
  constant_ *= factor;
  return *this;
}

LinExpr operator+(LinExpr a, const LinExpr& b) {
  return a += b;
}
LinExpr operator-(LinExpr a, const LinExpr& b) {
  return a -= b;
}
LinExpr operator*(int64_t factor, LinExpr e) {
  return e *= factor;
}

Formula Formula::less_eq(LinExpr a, const LinExpr& b) {
  Formula f;
  f.kind_ = Kind::kLessEq;
  f.expr_ = a - b;
  return f;
}

Formula Formula::less(LinExpr a, const LinExpr& b) {
  return less_eq(a + LinExpr(1), b);
}

Formula Formula::equal(LinExpr a, const LinExpr& b) {
  Formula f;
  f.kind_ = Kind::kEq;
  f.expr_ = a - b;
  return f;
}

Formula Formula::all(std::vector<Formula> parts) {
  Formula f;
  f.kind_ = Kind::kAnd;
  f.parts_ = std::move(parts);
  return f;
}

Formula Formula::any(std::vector<Formula> parts) {
  Formula f;
  f.kind_ = Kind::kOr;
  f.parts_ = std::move(parts);
  return f;
}

Formula Formula::negate(Formula inner) {
  Formula f;
  f.kind_ = Kind::kNot;
  f.parts_.push_back(std::move(inner));
  return f;
}

Formula Formula::implies(Formula a, Formula b) {
  return any({negate(std::move(a)), std::move(b)});
}

Formula Formula::truth() {
  return Formula();
}

Formula operator<=(const LinExpr& a, const LinExpr& b) {
  return Formula::less_eq(a, b);
}
Formula operator>=(const LinExpr& a, const LinExpr& b) {
  return Formula::less_eq(b, a);
}
Formula operator<(const LinExpr& a, const LinExpr& b) {
  return Formula::less(a, b);
}
Formula operator>(const LinExpr& a, const LinExpr& b) {
  return Formula::less(b, a);
}
Formula operator==(const LinExpr& a, const LinExpr& b) {
  return Formula::equal(a, b);
}

IntVar LinearModel::add_int(std::string name, int64_t low, int64_t high) {
  // Names reach Z3 and SMT-LIB dumps and may come from input files (node group names): keep
  // them to safe characters, and unique, since Z3 treats two constants of one name as one.
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-') c = '_';
  }
  if (name.empty() || std::any_of(variables_.begin(), variables_.end(),
                                  [&](const Variable& v) { return v.name == name; })) {
    name += "#" + std::to_string(variables_.size());
  }
  variables_.push_back({std::move(name), low, high});
  return IntVar{static_cast<int>(variables_.size()) - 1};
}

void LinearModel::require(Formula f, std::string label) {
  constraints_.push_back({std::move(f), std::move(label)});
}

namespace {

// SMT-LIB has no negative literals: -5 is (- 5).
std::string number(int64_t v) {
  if (v >= 0) return std::to_string(v);
  return fmt::format("(- {})", 0 - static_cast<uint64_t>(v));
}

std::string smt_expr(const LinExpr& e, const LinearModel& m) {
  std::string s = "(+";
  for (const auto& [var, coef] : e.terms()) {
    s += fmt::format(" (* {} |{}|)", number(coef), m.variables()[static_cast<size_t>(var)].name);
  }
  return s + " " + number(e.constant()) + ")";
}

std::string smt_formula(const Formula& f, const LinearModel& m) {
  switch (f.kind()) {
    case Formula::Kind::kLessEq:
      return fmt::format("(<= {} 0)", smt_expr(f.expr(), m));
    case Formula::Kind::kEq:
      return fmt::format("(= {} 0)", smt_expr(f.expr(), m));
    case Formula::Kind::kTrue:
      return "true";
    case Formula::Kind::kNot:
      return fmt::format("(not {})", smt_formula(f.parts().front(), m));
    case Formula::Kind::kAnd:
    case Formula::Kind::kOr: {
      if (f.parts().empty()) return f.kind() == Formula::Kind::kAnd ? "true" : "false";
      std::string s = f.kind() == Formula::Kind::kAnd ? "(and" : "(or";
      for (const auto& p : f.parts())
        s += " " + smt_formula(p, m);
      return s + ")";
    }
  }
  return "true";
}

__int128 value_of(const LinExpr& e, const std::vector<int64_t>& values) {
  __int128 sum = e.constant();
  for (const auto& [var, coef] : e.terms()) {
    sum += static_cast<__int128>(coef) * values.at(static_cast<size_t>(var));
  }
  return sum;
}

}  // namespace

std::string to_smtlib(const LinearModel& model) {
  std::string s =
      fmt::format("; schedlint query: {}\n(set-option :produce-models true)\n", model.name());
  for (const auto& v : model.variables()) {
    s += fmt::format("(declare-const |{0}| Int)\n(assert (and (<= {1} |{0}|) (<= |{0}| {2})))\n",
                     v.name, number(v.low), number(v.high));
  }
  for (const auto& c : model.constraints()) {
    s += fmt::format("; {}\n(assert {})\n", c.label, smt_formula(c.formula, model));
  }
  if (model.objective()) {
    s += fmt::format("(set-option :opt.elim_01 false)\n(minimize {})\n",
                     smt_expr(*model.objective(), model));
    for (const LinExpr& e : model.tie_breaks())
      s += fmt::format("(minimize {})\n", smt_expr(e, model));
  }
  return s + "(check-sat)\n(get-model)\n";
}

int64_t evaluate(const LinExpr& e, const std::vector<int64_t>& values) {
  return static_cast<int64_t>(value_of(e, values));
}

bool evaluate(const Formula& f, const std::vector<int64_t>& values) {
  switch (f.kind()) {
    case Formula::Kind::kLessEq:
      return value_of(f.expr(), values) <= 0;
    case Formula::Kind::kEq:
      return value_of(f.expr(), values) == 0;
    case Formula::Kind::kTrue:
      return true;
    case Formula::Kind::kNot:
      return !evaluate(f.parts().front(), values);
    case Formula::Kind::kAnd:
      for (const auto& p : f.parts()) {
        if (!evaluate(p, values)) return false;
      }
      return true;
    case Formula::Kind::kOr:
      for (const auto& p : f.parts()) {
        if (evaluate(p, values)) return true;
      }
      return false;
  }
  return false;
}

}  // namespace schedlint::smt
