#pragma once

#include <string>
#include <string_view>

#include "parse/xml_document.h"

namespace schedlint {

/// Whether a property's name marks its value as a secret: as Hadoop's ConfigRedactor decides with
/// the default hadoop.security.sensitive-config-keys of core-default.xml (every release's list:
/// secret$, password$, credential$, fs.s3a.*.server-side-encryption.key, oauth.*token...), and,
/// more widely (a hidden line costs less than a published secret), any name holding secret,
/// password, passwd, credential, token or zk-auth, or ending in .key.
bool is_sensitive_property(std::string_view name);

/// `text`, the content of the Hadoop <configuration> `doc` was parsed from, with every line of a
/// property whose name is_sensitive_property replaced by a note: what reports quote of a file
/// (the HTML report's excerpts) never shows a secret.
std::string without_secret_values(const std::string& text, const XmlDocument& doc);

}  // namespace schedlint
