#include <stdexcept>
#include <string_view>

#include "cli/command.h"
#include "io/atomic_file.h"
#include "parse/input_error.h"

namespace schedlint {

void emit(Io& io, const std::string& output_path, const std::string& report) {
  // The streams themselves, so that a report to /dev/stdout follows what is already written there.
  const bool to_out =
      output_path.empty() || output_path == "/dev/stdout" || output_path == "/dev/fd/1";
  if (to_out || output_path == "/dev/stderr" || output_path == "/dev/fd/2") {
    std::ostream& stream = to_out ? io.out : io.err;
    stream << report;
    stream.flush();
    return;
  }
  try {
    write_report_file(output_path, report);
  } catch (const std::runtime_error& e) {
    throw InputError({output_path, 0, 0}, std::string("cannot write the report: ") + e.what());
  }
}

std::vector<std::string> report_paths(int argc, const char* const* argv) {
  std::vector<std::string> paths;
  const auto value_of = [](std::string_view option, std::string_view value) {
    // --report FORMAT=PATH names PATH.
    if (option == "--report") {
      const size_t eq = value.find('=');
      return eq == std::string_view::npos ? std::string() : std::string(value.substr(eq + 1));
    }
    return std::string(value);
  };
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") break;
    for (std::string_view option : {"-o", "--output", "--report", "--write-baseline"}) {
      std::string path;
      if (arg == option && i + 1 < argc) {
        path = value_of(option, argv[i + 1]);
      } else if (option.starts_with("--") && arg.starts_with(std::string(option) + "=")) {
        path = value_of(option, arg.substr(option.size() + 1));
      } else if (option == "-o" && arg.starts_with("-o") && arg.size() > 2 && arg[2] != '-') {
        path = std::string(arg.substr(2));
      }
      if (!path.empty()) paths.push_back(path);
    }
  }
  return paths;
}

}  // namespace schedlint
