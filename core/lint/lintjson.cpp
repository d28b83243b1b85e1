#include "lintjson.h"

#include "core/util/messages.h"

#include <algorithm>
#include <cmath>

namespace Polygon::Lint {

CodePointIndex::CodePointIndex(const QString &text)
    : m_text(text)
{
    bool surrogates = false;
    for (QChar c : text)
        if (c.isLowSurrogate()) {
            surrogates = true;
            break;
        }
    if (surrogates) {
        m_lowSurrogatesBefore.resize(std::size_t(text.size()) + 1, 0);
        qsizetype count = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            m_lowSurrogatesBefore[std::size_t(i)] = count;
            if (text[i].isLowSurrogate() && i > 0 && text[i - 1].isHighSurrogate())
                ++count;
        }
        m_lowSurrogatesBefore[std::size_t(text.size())] = count;
    }
    m_lineStarts.push_back(0);
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char('\n'))
            m_lineStarts.push_back(i + 1);
}

qsizetype CodePointIndex::codePoint(qsizetype utf16) const
{
    utf16 = std::clamp<qsizetype>(utf16, 0, m_text.size());
    if (m_lowSurrogatesBefore.empty())
        return utf16;
    return utf16 - m_lowSurrogatesBefore[std::size_t(utf16)];
}

TextPosition CodePointIndex::position(qsizetype utf16) const
{
    utf16 = std::clamp<qsizetype>(utf16, 0, m_text.size());
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), utf16);
    const qsizetype line = it - m_lineStarts.cbegin();
    const qsizetype lineStart = *(it - 1);
    return TextPosition {int(line), int(codePoint(utf16) - codePoint(lineStart)) + 1};
}

namespace {

Json rangeJson(const CodePointIndex &index, const TextRange &r)
{
    const qsizetype start = index.codePoint(r.start);
    return Json {{"start", start}, {"length", index.codePoint(r.end()) - start}};
}

} // namespace

Json lintResultJson(const LintResult &result, const QString &text)
{
    const CodePointIndex index(text);
    Json out = Json::object();
    out["format"] = 1;
    out["language"] = toStdString(result.language);
    out["tiers_run"] = Json::array();
    for (int t : result.tiersRun)
        out["tiers_run"].push_back(t);
    out["tiers_skipped"] = Json::array();
    for (const TierSkip &s : result.tiersSkipped)
        out["tiers_skipped"].push_back(Json {{"tier", s.tier}, {"why", toStdString(s.why)}});
    Json axes = Json::object();
    for (int a = 0; a < kAxisCount; ++a)
        axes[toStdString(axisName(Axis(a)))] = jsonNumber(std::round(result.axes[std::size_t(a)] * 1000.0) / 1000.0);
    out["axes"] = axes;
    out["spans"] = Json::array();
    for (const Span &s : result.spans) {
        Json span = rangeJson(index, s.range);
        span["axis"] = toStdString(axisName(s.axis));
        span["tier"] = s.tier;
        span["severity"] = toStdString(severityName(s.severity));
        span["message"] = toStdString(s.message);
        if (s.related)
            span["related"] = rangeJson(index, *s.related);
        out["spans"].push_back(span);
    }
    return out;
}

QStringList lintReportLines(const LintResult &result, const QString &text, const QString &fileName)
{
    const CodePointIndex index(text);
    QStringList lines;
    for (const Span &s : result.spans) {
        const TextPosition p = index.position(s.range.start);
        QString line
            = QStringLiteral("%1:%2:%3: %4: %5").arg(fileName).arg(p.line).arg(p.column).arg(axisName(s.axis), s.message);
        if (s.related) {
            const TextPosition r = index.position(s.related->start);
            line += QLatin1Char(' ') + WorkspaceMessages::tr("(see %1:%2)").arg(r.line).arg(r.column);
        }
        lines.append(line);
    }
    return lines;
}

} // namespace Polygon::Lint
