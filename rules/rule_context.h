#pragma once

#include "model/analysis_options.h"
#include "model/model.h"

namespace schedlint {

/// What a rule may look at: the model, the analysis options, and (added by later stages) the
/// scheduler computations, each computed once and shared by every rule.
class RuleContext {
 public:
  RuleContext(const Model& model, const AnalysisOptions& options)
      : model_(model), options_(options) {}

  const Model& model() const { return model_; }
  const AnalysisOptions& options() const { return options_; }

 private:
  const Model& model_;
  const AnalysisOptions& options_;
};

}  // namespace schedlint
