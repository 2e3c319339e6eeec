// A query crosses to the solver's process as bytes and comes back as a Solution: nothing is lost
// on the way, and bytes that are not a query are refused, never read past their end.
#include "solver/model_codec.h"

#include <gtest/gtest.h>

namespace schedlint::smt {
namespace model_codec_test {

LinearModel example() {
  LinearModel m("example.query");
  const IntVar x = m.add_int("x", 0, 10);
  const IntVar y = m.add_int("y", -5, 5);
  m.require(LinExpr(x) + 2 * LinExpr(y) <= LinExpr(7), "a sum");
  m.require(Formula::any({LinExpr(x) == 3, Formula::negate(LinExpr(y) >= 1)}), "a choice");
  m.require(Formula::truth(), "nothing");
  m.minimize(LinExpr(x) - LinExpr(y));
  m.then_minimize(LinExpr(y));
  return m;
}

TEST(ModelCodec, AQueryRoundTripsToTheSameSmtLib) {
  const LinearModel m = example();
  const auto back = decode_query(encode_query(m, 42));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->second, 42u);
  EXPECT_EQ(to_smtlib(back->first), to_smtlib(m));
}

TEST(ModelCodec, ASolutionRoundTrips) {
  Solution s;
  s.status = Status::kSat;
  s.values = {1, -2, 3};
  s.reason = "why";
  const auto back = decode_solution(encode_solution(s));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->status, Status::kSat);
  EXPECT_EQ(back->values, s.values);
  EXPECT_EQ(back->reason, "why");
}

TEST(ModelCodec, TruncatedOrForeignBytesAreRefused) {
  const std::string query = encode_query(example(), 0);
  for (size_t cut = 0; cut < query.size(); ++cut)
    EXPECT_FALSE(decode_query(query.substr(0, cut)).has_value()) << cut;
  EXPECT_FALSE(decode_query(query + "x").has_value());
  const std::string solution = encode_solution(Solution{Status::kSat, {1, 2}, "", 0});
  for (size_t cut = 0; cut < solution.size(); ++cut)
    EXPECT_FALSE(decode_solution(solution.substr(0, cut)).has_value()) << cut;
  // A count claiming more items than the bytes hold is refused before anything is allocated.
  std::string huge = solution;
  huge[8] = '\x7f';
  EXPECT_FALSE(decode_solution(huge).has_value());
}

}  // namespace model_codec_test
}  // namespace schedlint::smt
