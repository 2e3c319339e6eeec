// `diff`, whose engine is still being built: it accepts its options and says plainly that it is
// not implemented, exiting with 2.
#include <memory>
#include <vector>

#include "cli/command.h"
#include "cli/options.h"
#include "parse/input_error.h"

namespace schedlint {

namespace {

// The action owns the variables CLI11 writes the options into, so they outlive the parse.
Action not_implemented(std::shared_ptr<CommonOptions> options,
                       std::vector<std::shared_ptr<std::string>> arguments, std::string name) {
  return [options, arguments, name](Io&) -> int {
    throw InputError({}, "'schedlint " + name + "' is not implemented yet");
  };
}

}  // namespace

Action add_diff_command(CLI::App& app) {
  CLI::App* cmd =
      app.add_subcommand("diff", "capacity deltas and new/fixed findings between two versions");
  auto o = std::make_shared<CommonOptions>();
  auto old_path = std::make_shared<std::string>();
  auto new_path = std::make_shared<std::string>();
  cmd->add_option("old", *old_path, "the configuration before")->required();
  cmd->add_option("new", *new_path, "the configuration after")->required();
  add_common_options(*cmd, *o, kInputOptions, false);
  return not_implemented(o, {old_path, new_path}, "diff");
}

}  // namespace schedlint
