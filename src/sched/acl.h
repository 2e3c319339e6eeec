#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/model.h"
#include "model/source_location.h"

namespace schedlint {

/// An ACL as Hadoop's AccessControlList reads "users groups": split at the first space, each side
/// a comma list (trimmed, empty entries dropped); "*" alone means everyone.
struct ParsedAcl {
  bool everyone = false;
  std::vector<std::string> users;
  std::vector<std::string> groups;
};

ParsedAcl parse_acl(std::string_view text);

/// One queue ACL setting of either scheduler, with where it is set.
struct QueueAcl {
  std::string queue;    ///< full path
  std::string kind;     ///< "submit" or "administer" (or a reservation ACL name)
  std::string element;  ///< the element or key that sets it
  std::string text;
  SourceLocation loc;
};

/// Every ACL the scheduler files set, in file order.
std::vector<QueueAcl> configured_queue_acls(const Model& model);

/// "alice,bob admins" for messages: users and groups as Hadoop reads them.
std::string describe_acl(const ParsedAcl& acl);

}  // namespace schedlint
