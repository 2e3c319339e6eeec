#include <iostream>

#include "cli/app.h"

int main(int argc, char** argv) {
  return schedlint::run_cli(argc, argv, std::cout, std::cerr);
}
