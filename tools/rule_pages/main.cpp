// rule_pages DIR: writes the generated parts of every rule's page DIR/<id>.md (docs/rules), as
// tools/rule_pages/rule_pages.h makes them, and names each page it changed. Run by
// scripts/update-generated.sh; not installed.
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "rules/registry.h"
#include "solver/z3_prover.h"
#include "tools/rule_pages/rule_pages.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  using namespace schedlint;
  if (argc != 2) {
    std::cerr << "usage: rule_pages DIR   (writes the generated parts of DIR/<rule-id>.md)\n";
    return 2;
  }
  const smt::Z3Prover prover;
  int failed = 0;
  for (const Rule& rule : all_rules()) {
    const fs::path path = fs::path(argv[1]) / (std::string(rule.info.id) + ".md");
    try {
      std::ifstream in(path, std::ios::binary);
      if (!in) throw std::runtime_error("cannot read it (scripts/new_rule.py writes a new one)");
      std::stringstream page;
      page << in.rdbuf();
      const std::string now =
          rule_pages::with_generated_parts(page.str(), rule_pages::generated_parts(rule, prover));
      if (now == page.str()) continue;
      std::ofstream(path, std::ios::binary) << now;
      std::cout << "updated " << path.string() << "\n";
    } catch (const std::exception& e) {
      std::cerr << path.string() << ": " << e.what() << "\n";
      ++failed;
    }
  }
  return failed == 0 ? 0 : 1;
}
