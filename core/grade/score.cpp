#include "score.h"

#include "fullcasefolding.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Polygon {

ScoreValue classifyScoreValue(const Json *value, const RubricVersion &rubric)
{
    if (!value)
        return ScoreValue::missing();
    if (value->is_number_integer()) {
        // Compare as signed 64-bit: huge unsigned values are simply out of range.
        if (value->is_number_unsigned() && value->get<quint64>() > quint64(rubric.scaleMax))
            return ScoreValue::unreadable();
        const qint64 v = value->get<qint64>();
        if (v >= rubric.scaleMin && v <= rubric.scaleMax)
            return ScoreValue::readable(int(v));
        return ScoreValue::unreadable();
    }
    if (value->is_string()) {
        const QString s = toQString(value->get<std::string>()).trimmed();
        if (s.size() == 1 && s.at(0) >= QLatin1Char('0') && s.at(0) <= QLatin1Char('9')) {
            const int v = s.at(0).unicode() - '0';
            if (v >= rubric.scaleMin && v <= rubric.scaleMax)
                return ScoreValue::readable(v);
        }
    }
    return ScoreValue::unreadable(); // 4.5, 7, "good", null, true, [], {}
}

std::optional<double> median(std::span<double> values)
{
    if (values.empty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    if (n % 2 == 1)
        return values[n / 2];
    return (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

std::optional<double> criterionScore(std::span<const ScoreValue> values, const RubricVersion &rubric)
{
    // k is small (the judge's repeats): keep the numbers on the stack.
    constexpr size_t StackRepeats = 16;
    double stack[StackRepeats];
    std::vector<double> heap;
    double *kept = stack;
    if (values.size() > StackRepeats) {
        heap.resize(values.size());
        kept = heap.data();
    }
    size_t n = 0;
    for (const ScoreValue &v : values) {
        switch (v.kind) {
        case ScoreValue::Kind::Missing:
            kept[n++] = rubric.scaleMin; // rule 1: a missing score is the minimum
            break;
        case ScoreValue::Kind::Readable:
            kept[n++] = v.value;
            break;
        case ScoreValue::Kind::Unreadable:
            break; // rule 2: dropped, never a 1
        }
    }
    return median(std::span<double>(kept, n));
}

std::optional<double> compositeScore(const RubricVersion &rubric, std::span<const std::optional<double>> scores)
{
    // Numerator and denominator stay exact (integer weights, half-point
    // scores); the one division rounds once.
    double numerator = 0;
    double weights = 0;
    for (size_t i = 0; i < scores.size() && i < size_t(rubric.criteria.size()); ++i) {
        if (!scores[i])
            continue;
        const int w = rubric.criteria.at(qsizetype(i)).weight;
        numerator += w * (*scores[i] - rubric.scaleMin);
        weights += w;
    }
    if (weights == 0)
        return std::nullopt;
    return 100.0 * numerator / ((rubric.scaleMax - rubric.scaleMin) * weights);
}

Band bandFor(const RubricVersion &rubric, double composite)
{
    if (composite >= rubric.passThreshold)
        return Band::Pass;
    if (composite >= rubric.warningThreshold)
        return Band::Warning;
    return Band::Fail;
}

QString bandName(Band band)
{
    switch (band) {
    case Band::Pass:
        return QStringLiteral("pass");
    case Band::Warning:
        return QStringLiteral("warning");
    case Band::Fail:
        break;
    }
    return QStringLiteral("fail");
}

QString verdictTitle(const QString &verdict)
{
    if (verdict == QLatin1String("pass"))
        return QCoreApplication::translate("Polygon::Verdict", "pass");
    if (verdict == QLatin1String("warning"))
        return QCoreApplication::translate("Polygon::Verdict", "warning");
    if (verdict == QLatin1String("fail"))
        return QCoreApplication::translate("Polygon::Verdict", "fail");
    if (verdict == QLatin1String("not_scored"))
        return QCoreApplication::translate("Polygon::Verdict", "not scored");
    return verdict;
}

QString fullCaseFold(const QString &text)
{
    // Unicode full case folding, code point by code point: the multi-character
    // foldings ("ß" → "ss") from the table, the simple ones from Qt.
    QString folded;
    folded.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t cp = text.at(i).unicode();
        if (QChar::isHighSurrogate(cp) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        const auto &table = Internal::FullCaseFolds;
        const auto it = std::lower_bound(table.begin(), table.end(), cp,
                                         [](const Internal::FullFold &f, char32_t c) { return f.from < c; });
        if (it != table.end() && it->from == cp) {
            for (const char32_t out : it->to)
                if (out)
                    folded.append(QChar(char16_t(out))); // every full folding stays in the BMP
        } else {
            const char32_t simple = QChar::toCaseFolded(cp);
            if (QChar::requiresSurrogates(simple)) {
                folded.append(QChar(QChar::highSurrogate(simple)));
                folded.append(QChar(QChar::lowSurrogate(simple)));
            } else {
                folded.append(QChar(char16_t(simple)));
            }
        }
    }
    return folded;
}

QString phraseMatchForm(const QString &text)
{
    return fullCaseFold(text).simplified();
}

QString quoteMatchForm(const QString &text)
{
    const QString folded = fullCaseFold(text);
    QString out;
    out.reserve(folded.size());
    bool gap = false;
    for (qsizetype i = 0; i < folded.size(); ++i) {
        char32_t cp = folded.at(i).unicode();
        qsizetype width = 1;
        if (QChar::isHighSurrogate(cp) && i + 1 < folded.size() && folded.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(folded.at(i), folded.at(i + 1));
            width = 2;
        }
        if (QChar::isLetter(cp) || QChar::isDigit(cp)) {
            if (gap && !out.isEmpty())
                out.append(QLatin1Char(' '));
            gap = false;
            out.append(folded.mid(i, width));
        } else {
            gap = true;
        }
        i += width - 1;
    }
    return out;
}

bool forbiddenPhraseFires(const Conversation &conversation, const QStringList &phrases)
{
    QStringList needles;
    for (const QString &p : phrases) {
        const QString form = phraseMatchForm(p);
        if (!form.isEmpty())
            needles.append(form);
    }
    if (needles.isEmpty())
        return false;
    for (const Turn &turn : conversation.turns) {
        if (!turn.isAgent() || turn.text.isEmpty())
            continue;
        const QString said = phraseMatchForm(turn.text);
        for (const QString &needle : std::as_const(needles))
            if (said.contains(needle))
                return true;
    }
    return false;
}

bool safetyFires(const RubricVersion &rubric, std::span<const std::optional<double>> scores)
{
    const int index = rubric.criterionIndex(QStringLiteral("safety_compliance"));
    if (index < 0 || size_t(index) >= scores.size() || !scores[size_t(index)])
        return false; // not scored: an unreadable safety score triggers nothing
    return *scores[size_t(index)] == rubric.scaleMin;
}

int invalidToolReplies(const Conversation &conversation)
{
    // Within a turn the text comes first, then its tool calls (the agent says
    // "Let me check." and calls). An invalid call is answered by a later agent
    // turn's text unless a valid call of the same tool came in between.
    int replies = 0;
    QStringList unresolved; // tools whose latest call was invalid and not yet retried
    for (const Turn &turn : conversation.turns) {
        if (!turn.isAgent())
            continue;
        if (!unresolved.isEmpty() && !turn.text.trimmed().isEmpty()) {
            ++replies;
            unresolved.clear(); // each invalid call is counted once
        }
        for (const ToolCall &call : turn.toolCalls) {
            if (call.valid)
                unresolved.removeAll(call.name);
            else if (!unresolved.contains(call.name))
                unresolved.append(call.name);
        }
    }
    return replies;
}

bool invalidToolReplyFires(const Conversation &conversation)
{
    return invalidToolReplies(conversation) > 0;
}

Grade gradeConversation(const RubricVersion &rubric, const Conversation &conversation, std::span<const ScoreValue> values,
                        int repeats, const QStringList &forbiddenPhrases)
{
    Grade grade;
    grade.conversation = conversation.id;
    grade.rubric = rubric.name;
    const size_t criteria = size_t(rubric.criteria.size());
    grade.scores.resize(criteria);

    constexpr size_t StackRepeats = 16;
    ScoreValue column[StackRepeats];
    std::vector<ScoreValue> heap;
    ScoreValue *perCriterion = column;
    if (size_t(repeats) > StackRepeats) {
        heap.resize(size_t(repeats));
        perCriterion = heap.data();
    }
    for (size_t c = 0; c < criteria; ++c) {
        for (size_t r = 0; r < size_t(repeats); ++r)
            perCriterion[r] = values[r * criteria + c];
        grade.scores[c] = criterionScore(std::span<const ScoreValue>(perCriterion, size_t(repeats)), rubric);
        if (!grade.scores[c]) {
            grade.partial = true;
            grade.notScored.append(rubric.criteria.at(qsizetype(c)).key);
        }
    }
    grade.composite = compositeScore(rubric, grade.scores);
    if (grade.composite)
        grade.band = bandFor(rubric, *grade.composite);

    for (const QString &gate : rubric.gates) {
        bool fires = false;
        if (gate == RubricVersion::ForbiddenPhraseGate)
            fires = forbiddenPhraseFires(conversation, forbiddenPhrases);
        else if (gate == RubricVersion::SafetyGate)
            fires = safetyFires(rubric, grade.scores);
        else if (gate == RubricVersion::InvalidToolReplyGate)
            fires = invalidToolReplyFires(conversation);
        if (fires)
            grade.gates.append(gate);
    }
    if (!grade.gates.isEmpty())
        grade.verdict = QStringLiteral("fail");
    else if (grade.band)
        grade.verdict = bandName(*grade.band);
    else
        grade.verdict = QStringLiteral("not_scored");
    return grade;
}

Json gradeToJson(const RubricVersion &rubric, const Grade &grade)
{
    Json j = Json::object();
    j["conversation"] = grade.conversation.isEmpty() ? Json() : Json(toStdString(grade.conversation));
    j["rubric"] = toStdString(grade.rubric);
    Json criteria = Json::object();
    for (qsizetype i = 0; i < rubric.criteria.size(); ++i) {
        const auto &score = grade.scores[size_t(i)];
        criteria[toStdString(rubric.criteria.at(i).key)] = score ? jsonNumber(*score) : Json();
    }
    j["criteria"] = criteria;
    // Rounded to two decimals for output only; the band used the exact value.
    j["composite"] = grade.composite ? jsonNumber(std::round(*grade.composite * 100.0) / 100.0) : Json();
    j["partial"] = grade.partial;
    Json notScored = Json::array();
    for (const QString &key : grade.notScored)
        notScored.push_back(toStdString(key));
    j["not_scored"] = notScored;
    j["band"] = grade.band ? Json(toStdString(bandName(*grade.band))) : Json();
    Json gates = Json::array();
    for (const QString &gate : grade.gates)
        gates.push_back(toStdString(gate));
    j["gates"] = gates;
    j["verdict"] = toStdString(grade.verdict);
    j["rubric_identity"] = toStdString(rubric.identity());
    return j;
}

} // namespace Polygon
