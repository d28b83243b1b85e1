#pragma once

#include "linttypes.h"

#include "core/util/json.h"
#include "core/json/diagnostic.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace Polygon::Lint {

// UTF-16 offsets of a text as Unicode code points, and as 1-based line and
// column (columns in code points; lines end at '\n', "\r\n" as in the file).
class CodePointIndex
{
public:
    explicit CodePointIndex(const QString &text);
    qsizetype codePoint(qsizetype utf16) const;
    TextPosition position(qsizetype utf16) const;

private:
    std::vector<qsizetype> m_lowSurrogatesBefore; // empty when the text has no surrogate pairs
    std::vector<qsizetype> m_lineStarts; // UTF-16 offsets
    const QString &m_text;
};

// The result as FORMATS.md §9: { format, language, tiers_run, tiers_skipped,
// axes, spans }, offsets in code points of `text` (the prompt the result is about).
Json lintResultJson(const LintResult &result, const QString &text);

// One line per span: "file:line:column: axis: message", with
// " (see line:column)" for the span a conflict or redundancy relates to.
QStringList lintReportLines(const LintResult &result, const QString &text, const QString &fileName);

} // namespace Polygon::Lint
