#include <stdexcept>

#include "cli/command.h"
#include "io/atomic_file.h"
#include "parse/input_error.h"

namespace schedlint {

void emit(Io& io, const std::string& output_path, const std::string& report) {
  if (output_path.empty()) {
    io.out << report;
    io.out.flush();
    return;
  }
  try {
    write_file_atomically(output_path, report);
  } catch (const std::runtime_error& e) {
    throw InputError({output_path, 0, 0}, std::string("cannot write the report: ") + e.what());
  }
}

}  // namespace schedlint
