#include <gtest/gtest.h>

#include "parse/secret_properties.h"
#include "parse/text_file.h"
#include "support/test_support.h"

namespace schedlint {
namespace secret_properties_test {

// Hadoop's TestConfigRedactor.testRedact: the keys it redacts and those it leaves (but for the
// password file's path, which the wider words hide too), then the wider words.
TEST(SecretProperties, NamesAreJudgedAsHadoopsRedactorJudgesThem) {
  for (const char* secret :
       {"fs.s3a.secret.key", "fs.s3a.bucket.BUCKET.secret.key", "fs.s3a.server-side-encryption.key",
        "fs.s3a.bucket.engineering.server-side-encryption.key",
        "fs.azure.account.key.abcdefg.blob.core.windows.net", "fs.adl.oauth2.refresh.token",
        "fs.adl.oauth2.credential", "dfs.adls.oauth2.refresh.token", "dfs.adls.oauth2.credential",
        "dfs.webhdfs.oauth2.access.token", "dfs.webhdfs.oauth2.refresh.token",
        "ssl.server.keystore.keypassword", "ssl.server.keystore.password",
        "httpfs.ssl.keystore.pass", "hadoop.security.sensitive-config-keys",
        "fs.s3n.awsSecretKey"}) {
    EXPECT_TRUE(is_sensitive_property(secret)) << secret;
  }
  for (const char* visible :
       {"fs.defaultFS", "dfs.replication", "ssl.server.keystore.location", "httpfs.config.dir",
        "fs.s3a.bucket.engineering.server-side-encryption-algorithm"}) {
    EXPECT_FALSE(is_sensitive_property(visible)) << visible;
  }
  for (const char* secret :
       {"hadoop.http.authentication.signature.secret.file", "yarn.resourcemanager.zk-auth",
        "some.plugin.api-token", "my.service.key", "db.passwd", "My.Service.KEY", "DB.PASSWD"}) {
    EXPECT_TRUE(is_sensitive_property(secret)) << secret;
  }
  for (const char* visible :
       {"yarn.scheduler.capacity.root.queues", "yarn.resourcemanager.scheduler.class",
        "yarn.scheduler.capacity.root.a.capacity", "yarn.nodemanager.resource.memory-mb",
        "yarn.resourcemanager.zk-address",
        "yarn.scheduler.capacity.root.a.acl_submit_applications"}) {
    EXPECT_FALSE(is_sensitive_property(visible)) << visible;
  }
}

// A name longer than the stack buffer the names are folded in is judged the same way.
TEST(SecretProperties, LongNamesAreJudgedToo) {
  const std::string prefix(300, 'a');
  EXPECT_TRUE(is_sensitive_property(prefix + ".Service.KEY"));
  EXPECT_TRUE(is_sensitive_property(prefix + ".PassWord"));
  EXPECT_FALSE(is_sensitive_property(prefix + ".capacity"));
}

TEST(SecretProperties, EveryLineOfASecretPropertyIsHidden) {
  const std::string text =
      "<configuration>\n"
      "  <property>\n"
      "    <name>yarn.resourcemanager.zk-auth</name>\n"
      "    <value>digest:admin:\n      SECRET</value>\n"
      "  </property>\n"
      "  <property><name>yarn.acl.enable</name><value>true</value></property>\n"
      "  <property name=\"fs.s3a.secret.key\" value=\"SECRET2\"/>\n"
      "</configuration>\n";
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory("yarn-site.xml", text));
  const std::string shown = without_secret_values(text, doc);
  EXPECT_EQ(shown.find("SECRET"), std::string::npos) << shown;
  EXPECT_EQ(shown.find("digest"), std::string::npos) << shown;
  EXPECT_NE(shown.find("<name>yarn.acl.enable</name>"), std::string::npos) << shown;
  // Lines keep their numbers: findings still point at the right ones.
  EXPECT_EQ(std::count(shown.begin(), shown.end(), '\n'),
            std::count(text.begin(), text.end(), '\n'));
}

}  // namespace secret_properties_test
}  // namespace schedlint
