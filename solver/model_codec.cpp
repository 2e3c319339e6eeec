#include "solver/model_codec.h"

#include <cstdint>
#include <cstring>

namespace schedlint::smt {

namespace {

// Every number as 8 bytes (native order: both ends are this process and its fork), every string
// and list with its length first.
class Writer {
 public:
  void number(int64_t v) { out_.append(reinterpret_cast<const char*>(&v), sizeof v); }
  void text(const std::string& s) {
    number(static_cast<int64_t>(s.size()));
    out_ += s;
  }
  void expr(const LinExpr& e) {
    number(e.constant());
    number(static_cast<int64_t>(e.terms().size()));
    for (const auto& [var, coef] : e.terms()) {
      number(var);
      number(coef);
    }
  }
  void formula(const Formula& f) {
    number(static_cast<int64_t>(f.kind()));
    expr(f.expr());
    number(static_cast<int64_t>(f.parts().size()));
    for (const Formula& part : f.parts())
      formula(part);
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class Reader {
 public:
  explicit Reader(const std::string& bytes) : bytes_(bytes) {}
  bool number(int64_t& v) {
    if (bytes_.size() - at_ < sizeof v) return false;
    std::memcpy(&v, bytes_.data() + at_, sizeof v);
    at_ += sizeof v;
    return true;
  }
  // A count of items of at least `item_size` bytes each that the rest can hold.
  bool count(int64_t& n, size_t item_size) {
    return number(n) && n >= 0 && static_cast<uint64_t>(n) <= (bytes_.size() - at_) / item_size;
  }
  bool text(std::string& s) {
    int64_t n = 0;
    if (!count(n, 1)) return false;
    s = bytes_.substr(at_, static_cast<size_t>(n));
    at_ += static_cast<size_t>(n);
    return true;
  }
  bool expr(LinExpr& e, int64_t variables) {
    int64_t constant = 0, terms = 0;
    if (!number(constant) || !count(terms, 2 * sizeof(int64_t))) return false;
    e = LinExpr(constant);
    for (int64_t i = 0; i < terms; ++i) {
      int64_t var = 0, coef = 0;
      if (!number(var) || !number(coef) || var < 0 || var >= variables) return false;
      e += coef * LinExpr(IntVar{static_cast<int>(var)});
    }
    return true;
  }
  bool formula(Formula& f, int64_t variables, int depth = 0) {
    int64_t kind = 0, parts = 0;
    LinExpr e;
    if (depth > 1000 || !number(kind) || !expr(e, variables) || !count(parts, sizeof(int64_t)))
      return false;
    std::vector<Formula> inner(static_cast<size_t>(parts));
    for (Formula& part : inner) {
      if (!formula(part, variables, depth + 1)) return false;
    }
    switch (static_cast<Formula::Kind>(kind)) {
      case Formula::Kind::kLessEq:
        f = Formula::less_eq(e, LinExpr(0));
        return true;
      case Formula::Kind::kEq:
        f = Formula::equal(e, LinExpr(0));
        return true;
      case Formula::Kind::kAnd:
        f = Formula::all(std::move(inner));
        return true;
      case Formula::Kind::kOr:
        f = Formula::any(std::move(inner));
        return true;
      case Formula::Kind::kNot:
        if (inner.size() != 1) return false;
        f = Formula::negate(std::move(inner.front()));
        return true;
      case Formula::Kind::kTrue:
        f = Formula::truth();
        return true;
    }
    return false;
  }
  bool done() const { return at_ == bytes_.size(); }
  std::string rest() const { return bytes_.substr(at_); }

 private:
  const std::string& bytes_;
  size_t at_ = 0;
};

}  // namespace

std::string encode_query(const LinearModel& model, unsigned seed) {
  Writer w;
  w.number(seed);
  w.text(model.name());
  w.number(static_cast<int64_t>(model.variables().size()));
  for (const auto& v : model.variables()) {
    w.text(v.name);
    w.number(v.low);
    w.number(v.high);
  }
  w.number(static_cast<int64_t>(model.constraints().size()));
  for (const auto& c : model.constraints()) {
    w.formula(c.formula);
    w.text(c.label);
  }
  w.number(model.objective() ? 1 : 0);
  if (model.objective()) w.expr(*model.objective());
  w.number(static_cast<int64_t>(model.tie_breaks().size()));
  for (const LinExpr& e : model.tie_breaks())
    w.expr(e);
  return w.take();
}

std::optional<std::pair<LinearModel, unsigned>> decode_query(const std::string& bytes) {
  Reader r(bytes);
  int64_t seed = 0, variables = 0, constraints = 0, has_objective = 0, tie_breaks = 0;
  std::string name;
  if (!r.number(seed) || !r.text(name) || !r.count(variables, 3 * sizeof(int64_t)))
    return std::nullopt;
  LinearModel model(name);
  for (int64_t i = 0; i < variables; ++i) {
    std::string var;
    int64_t low = 0, high = 0;
    if (!r.text(var) || !r.number(low) || !r.number(high)) return std::nullopt;
    model.add_int(std::move(var), low, high);
  }
  if (!r.count(constraints, 4 * sizeof(int64_t))) return std::nullopt;
  for (int64_t i = 0; i < constraints; ++i) {
    Formula f;
    std::string label;
    if (!r.formula(f, variables) || !r.text(label)) return std::nullopt;
    model.require(std::move(f), std::move(label));
  }
  if (!r.number(has_objective)) return std::nullopt;
  if (has_objective == 1) {
    LinExpr objective;
    if (!r.expr(objective, variables)) return std::nullopt;
    model.minimize(std::move(objective));
  }
  if (!r.count(tie_breaks, 2 * sizeof(int64_t))) return std::nullopt;
  for (int64_t i = 0; i < tie_breaks; ++i) {
    LinExpr e;
    if (!r.expr(e, variables)) return std::nullopt;
    model.then_minimize(std::move(e));
  }
  if (!r.done()) return std::nullopt;
  return std::make_pair(std::move(model), static_cast<unsigned>(seed));
}

std::string encode_solution(const Solution& s) {
  Writer w;
  w.number(static_cast<int64_t>(s.status));
  w.number(static_cast<int64_t>(s.values.size()));
  for (int64_t v : s.values)
    w.number(v);
  w.text(s.reason);
  return w.take();
}

std::optional<Solution> decode_solution(const std::string& bytes) {
  Reader r(bytes);
  int64_t status = 0, count = 0;
  if (!r.number(status) || status < 0 || status > static_cast<int64_t>(Status::kUnknown) ||
      !r.count(count, sizeof(int64_t)))
    return std::nullopt;
  Solution s;
  s.status = static_cast<Status>(status);
  s.values.resize(static_cast<size_t>(count));
  for (int64_t& v : s.values)
    r.number(v);
  if (!r.text(s.reason) || !r.done()) return std::nullopt;
  return s;
}

}  // namespace schedlint::smt
