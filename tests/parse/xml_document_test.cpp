#include "parse/xml_document.h"

#include <gtest/gtest.h>

#include "parse/input_error.h"
#include "parse/text_file.h"

namespace schedlint {
namespace xml_document_test {

std::string error_of(const std::string& content) {
  try {
    XmlDocument::parse(text_file_from_memory("conf.xml", content));
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

TEST(XmlDocument, EmptyFileIsUnreadable) {
  EXPECT_EQ(error_of(""), "conf.xml:1: error: empty file: expected an XML document");
  EXPECT_EQ(error_of(" \n\n"), "conf.xml:1: error: empty file: expected an XML document");
}

TEST(XmlDocument, MismatchedClosingTagIsReportedAtTheElementItFailsToClose) {
  EXPECT_EQ(error_of("<configuration>\n  <property>\n  </propertyy>\n</configuration>\n"),
            "conf.xml:2: error: not well-formed XML: the element opened here is closed by a "
            "different tag");
}

TEST(XmlDocument, UnclosedRootIsNotWellFormed) {
  EXPECT_EQ(error_of("<configuration>\n  <property/>\n"),
            "conf.xml:1: error: not well-formed XML: an element is not closed, or the file ends "
            "early");
}

TEST(XmlDocument, GarbageIsNotWellFormed) {
  EXPECT_EQ(error_of("this is not xml at all\n"),
            "conf.xml:1: error: not well-formed XML: cannot parse text here");
}

TEST(XmlDocument, SecondRootElementIsRefusedAsAJavaParserWould) {
  EXPECT_EQ(error_of("<configuration/>\n<property/>\n"),
            "conf.xml:2: error: not well-formed XML: a second root element <property>");
}

TEST(XmlDocument, DeepNestingIsRefusedWithoutRecursionBlowUp) {
  std::string deep;
  for (int i = 0; i < 5000; ++i)
    deep += "<q>";
  EXPECT_EQ(error_of(deep),
            "conf.xml:1: error: XML elements are nested too deeply (more than 100 levels)");
}

TEST(XmlDocument, AcceptsByteOrderMarkAndCrlf) {
  auto doc = XmlDocument::parse(
      text_file_from_memory("conf.xml",
                            "\xEF\xBB\xBF<configuration>\r\n  <property>\r\n    <name>x</name>\r\n"
                            "  </property>\r\n</configuration>\r\n"));
  const auto* name = doc.root()->FirstChildElement("property")->FirstChildElement("name");
  EXPECT_EQ(doc.location(name).line, 3);
  EXPECT_EQ(doc.location(name).column, 5);
}

TEST(XmlDocument, ColumnsPointAtTheRightElementWhenSeveralShareALine) {
  auto doc = XmlDocument::parse(
      text_file_from_memory("conf.xml", "<c><p><name>a</name></p><p><name>b</name></p></c>"));
  const auto* second = doc.root()->FirstChildElement("p")->NextSiblingElement("p");
  EXPECT_EQ(doc.location(second->FirstChildElement("name")).column, 28);
}

TEST(XmlDocument, KeepsWhitespaceOnlyTextThatTinyxmlDrops) {
  // Hadoop reads <value> </value> as a single space (the "nobody" ACL).
  auto doc =
      XmlDocument::parse(text_file_from_memory("conf.xml", "<c><value> </value><e></e></c>"));
  const ElementText value = doc.text_of(doc.root()->FirstChildElement("value"));
  EXPECT_FALSE(value.empty);
  EXPECT_EQ(value.first_text, " ");
  EXPECT_TRUE(doc.text_of(doc.root()->FirstChildElement("e")).empty);
}

TEST(XmlDocument, TextKeepsItsSurroundingSpacesAndIgnoresComments) {
  auto doc = XmlDocument::parse(text_file_from_memory("conf.xml", "<c><v> a b <!-- x --></v></c>"));
  EXPECT_EQ(doc.text_of(doc.root()->FirstChildElement("v")).first_text, " a b ");
}

TEST(XmlDocument, DisableCommentCoversTheNextElement) {
  auto doc = XmlDocument::parse(text_file_from_memory(
      "conf.xml",
      "<c>\n"
      "  <!-- schedlint:disable parse-unknown-property, cs-orphan-queue-property -->\n"
      "  <property>\n"
      "    <name>x</name>\n"
      "  </property>\n"
      "  <property><name>y</name></property>\n"
      "</c>\n"));
  ASSERT_EQ(doc.suppressions().size(), 1u);
  const Suppression& s = doc.suppressions().front();
  EXPECT_EQ(s.rules, (std::set<std::string>{"parse-unknown-property", "cs-orphan-queue-property"}));
  EXPECT_TRUE(s.covers("parse-unknown-property", {"conf.xml", 4, 5}));
  EXPECT_FALSE(s.covers("parse-unknown-property", {"conf.xml", 6, 3}));
  EXPECT_FALSE(s.covers("parse-invalid-value", {"conf.xml", 4, 5}));
}

TEST(XmlDocument, ADisableCommentSaysWhyAfterTwoDashesAndUntilWhen) {
  auto doc = XmlDocument::parse(text_file_from_memory(
      "conf.xml",
      "<c>\n"
      "  <!-- schedlint:disable cs-no-elasticity expires=2027-03-31 -- until the new nodes -->\n"
      "  <property><name>x</name></property>\n"
      "  <!-- schedlint:disable fs-zero-weight reason=\"batch only\" -->\n"
      "  <property><name>y</name></property>\n"
      "  <!-- schedlint:disable fs-zero-weight -->\n"
      "  <property><name>z</name></property>\n"
      "</c>\n"));
  ASSERT_EQ(doc.suppressions().size(), 3u);
  const Suppression& dated = doc.suppressions()[0];
  EXPECT_EQ(dated.rules, std::set<std::string>{"cs-no-elasticity"});
  EXPECT_EQ(dated.reason, "until the new nodes");
  EXPECT_EQ(dated.expires, "2027-03-31");
  EXPECT_FALSE(dated.expired("2027-03-31"));  // the day itself still counts
  EXPECT_TRUE(dated.expired("2027-04-01"));
  EXPECT_EQ(doc.suppressions()[1].reason, "batch only");
  EXPECT_EQ(doc.suppressions()[1].rules, std::set<std::string>{"fs-zero-weight"});
  EXPECT_EQ(doc.suppressions()[2].reason, "");
  EXPECT_EQ(doc.suppressions()[2].expires, "");
}

TEST(XmlDocument, TrailingDisableCommentCoversItsLineAndFileWideOneEverything) {
  auto doc = XmlDocument::parse(text_file_from_memory(
      "conf.xml",
      "<a>\n"
      "  <weight>0</weight> <!-- schedlint: disable=fs-zero-weight reason=\"batch only\" -->\n"
      "  <!-- schedlint:disable-file parse-unknown-element -->\n"
      "</a>\n"));
  ASSERT_EQ(doc.suppressions().size(), 2u);
  EXPECT_TRUE(doc.suppressions()[0].covers("fs-zero-weight", {"conf.xml", 2, 3}));
  EXPECT_FALSE(doc.suppressions()[0].covers("fs-zero-weight", {"conf.xml", 3, 3}));
  EXPECT_TRUE(doc.suppressions()[1].covers("parse-unknown-element", {"conf.xml", 40, 1}));
}

TEST(XmlDocument, OrdinaryCommentsAreNotDirectives) {
  auto doc = XmlDocument::parse(
      text_file_from_memory("conf.xml", "<c><!-- schedlint is great --><!-- disable x --></c>"));
  EXPECT_TRUE(doc.suppressions().empty());
}

// Hadoop's own *-site.xml files carry <?xml-stylesheet ...?>; admins paste a license comment
// above it. JAXP (DocumentBuilder before 3.0, StAX from 3.0) reads a processing instruction
// anywhere a comment may be; the file is read, and lines stay where they are.
TEST(XmlDocument, ProcessingInstructionAfterACommentIsRead) {
  const std::string xml =
      "<?xml version=\"1.0\"?>\n"
      "<!-- Licensed to the Apache Software Foundation -->\n"
      "<?xml-stylesheet type=\"text/xsl\" href=\"configuration.xsl\"?>\n"
      "<configuration>\n"
      "  <?pi-with-dashes a--b ?><property><name>x</name><value>1</value></property>\n"
      "</configuration>\n";
  EXPECT_EQ(error_of(xml), "no error");
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory("conf.xml", xml));
  const auto children = child_elements(doc.root());
  ASSERT_EQ(children.size(), 1u);
  EXPECT_EQ(doc.location(children[0]).line, 5);
  EXPECT_EQ(doc.location(children[0]).column, 27);
  EXPECT_TRUE(doc.suppressions().empty());
}

TEST(XmlDocument, ProcessingInstructionsSpanningLinesAndTinyOnesKeepTheLines) {
  const std::string xml =
      "<configuration>\n"
      "<?a?><?b\nsecond line\n?>\n"
      "<property/>\n"
      "</configuration>\n";
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory("conf.xml", xml));
  ASSERT_EQ(child_elements(doc.root()).size(), 1u);
  EXPECT_EQ(doc.location(child_elements(doc.root())[0]).line, 5);
}

TEST(XmlDocument, AProcessingInstructionIsNeverASuppression) {
  const XmlDocument doc = XmlDocument::parse(text_file_from_memory(
      "conf.xml", "<c>\n<?schedlint:disable parse-unknown-property ?>\n<property/>\n</c>\n"));
  EXPECT_TRUE(doc.suppressions().empty());
}

TEST(XmlDocument, AnXmlDeclarationAnywhereButFirstIsRefusedAsJaxpDoes) {
  // "The processing instruction target matching [xX][mM][lL] is not allowed."
  EXPECT_EQ(error_of("<!-- header -->\n<?xml version=\"1.0\"?>\n<configuration/>\n"),
            "conf.xml:2: error: not well-formed XML: the XML declaration <?xml ...?> must be the "
            "very first thing in the file (Hadoop's XML parser refuses it anywhere else, after "
            "blank lines or a comment too)");
  EXPECT_EQ(error_of("\n<?XML version=\"1.0\"?><configuration/>\n").substr(0, 17),
            "conf.xml:2: error");
  EXPECT_EQ(error_of("\xEF\xBB\xBF<?xml version=\"1.0\"?><configuration/>"), "no error");
}

}  // namespace xml_document_test
}  // namespace schedlint
