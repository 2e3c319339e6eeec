#pragma once

#include <string>
#include <string_view>

#include "model/resource.h"

namespace schedlint {

/// A self-contained HTML page: no script, and a Content-Security-Policy that forbids loading
/// anything (styles are inline, pictures are inline SVG); a print stylesheet and a dark scheme.
/// Everything works without JavaScript: subtrees fold with <details>.
class HtmlPage {
 public:
  explicit HtmlPage(std::string_view title);
  /// Appends markup (already escaped: build it with html_text).
  HtmlPage& operator<<(std::string_view markup);
  std::string finish() const;

 private:
  std::string title_;
  std::string body_;
};

/// Text from anywhere (a configuration's names are hostile) as HTML text or attribute value:
/// valid UTF-8, control characters as \xNN, markup characters as entities.
std::string html_text(std::string_view text);

/// One horizontal bar of a queue, in the encoding of the ResourceManager's Scheduler page: the
/// frame is the maximum, the dashed box the guarantee, and `fill` (when set, FairScheduler: the
/// instantaneous fair share) drawn solid; `tick` a thin mark (the min share). Fractions of the
/// whole width, clamped to [0, 1]; `tooltip` becomes the SVG <title>.
struct QueueBar {
  double maximum = 1;
  double guaranteed = 0;
  double fill = -1;  ///< < 0: none
  double tick = -1;  ///< < 0: none
  std::string tooltip;
  std::string css_class;  ///< extra class for the guarantee ("before", "after")
};
std::string queue_bar_svg(const QueueBar& bar, int width = 240, int height = 14);

/// A fraction of `whole` for bars: 0 when `whole` is 0.
double fraction_of(int64_t part, int64_t whole);

}  // namespace schedlint
