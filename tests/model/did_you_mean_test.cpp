#include "model/did_you_mean.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace did_you_mean_test {

TEST(EditDistance, CountsATranspositionAsOneEdit) {
  EXPECT_EQ(edit_distance("weight", "wieght"), 1);
  EXPECT_EQ(edit_distance("maximum-capacity", "maximum-capacty"), 1);
  EXPECT_EQ(edit_distance("", "abc"), 3);
}

TEST(DidYouMean, SuggestsTheClosestNameWhenItIsClose) {
  EXPECT_EQ(did_you_mean("maximum-capacty", {"capacity", "maximum-capacity", "state"}),
            "maximum-capacity");
  EXPECT_EQ(did_you_mean_suffix("wieght", {"weight", "minResources"}), " (did you mean 'weight'?)");
}

TEST(DidYouMean, StaysSilentForUnrelatedNames) {
  EXPECT_FALSE(did_you_mean("userQueryLimit", {"weight", "minResources", "maxResources"}));
  EXPECT_EQ(did_you_mean_suffix("xyz", {"weight"}), "");
}

TEST(DidYouMean, AHugeWordGetsNoSuggestionRatherThanGigabytes) {
  const std::string huge(100000, 'a');
  EXPECT_EQ(did_you_mean(huge, {huge + "b", "capacity"}), std::nullopt);
  EXPECT_EQ(did_you_mean("capacty", {"capacity"}), "capacity");
}

}  // namespace did_you_mean_test
}  // namespace schedlint
