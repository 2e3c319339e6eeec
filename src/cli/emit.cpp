#include <cstdio>
#include <filesystem>
#include <fstream>

#include "cli/command.h"
#include "parse/input_error.h"

namespace schedlint {

void emit(Io& io, const std::string& output_path, const std::string& report) {
  if (output_path.empty()) {
    io.out << report;
    io.out.flush();
    return;
  }
  // Write next to the target and rename, so a reader never sees a half-written report.
  const std::string temp = output_path + ".schedlint-tmp";
  {
    std::ofstream file(temp, std::ios::binary | std::ios::trunc);
    file << report;
    if (!file) {
      std::remove(temp.c_str());
      throw InputError({output_path, 0, 0}, "cannot write the report to this path");
    }
  }
  std::error_code ec;
  std::filesystem::rename(temp, output_path, ec);
  if (ec) {
    std::remove(temp.c_str());
    throw InputError({output_path, 0, 0}, "cannot write the report: " + ec.message());
  }
}

}  // namespace schedlint
