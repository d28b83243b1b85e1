#pragma once

#include "core/model/conversation.h"
#include "core/util/json.h"
#include "rubric.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace Polygon {

// One criterion's value in one judge repeat (FORMATS.md §2): readable (an
// integer on the rubric's scale, or a string that is one such digit after
// trimming), missing (the key is absent) or unreadable (anything else).
struct ScoreValue
{
    enum class Kind : quint8 { Missing, Readable, Unreadable };
    Kind kind = Kind::Missing;
    quint8 value = 0; // when readable

    static ScoreValue missing() { return {}; }
    static ScoreValue unreadable() { return {Kind::Unreadable, 0}; }
    static ScoreValue readable(int v) { return {Kind::Readable, quint8(v)}; }
};

// Classifies a judge's value; `value` is nullptr when the key is absent.
ScoreValue classifyScoreValue(const Json *value, const RubricVersion &rubric);

// Median of `values` (sorted in place); even count: the mean of the two
// middle values. Empty → nothing.
std::optional<double> median(std::span<double> values);

// One criterion over k repeats: missing counts as the scale's minimum,
// unreadable values are dropped, the rest give their median; nothing left →
// not scored (nullopt).
std::optional<double> criterionScore(std::span<const ScoreValue> values, const RubricVersion &rubric);

// 100 × Σ_scored w·(s−min)/(max−min) ÷ Σ_scored w; nullopt when nothing is scored.
std::optional<double> compositeScore(const RubricVersion &rubric, std::span<const std::optional<double>> scores);

enum class Band { Pass, Warning, Fail };
Band bandFor(const RubricVersion &rubric, double composite);
QString bandName(Band band);
// A verdict or band name ("pass", "warning", "fail", "not_scored") for people,
// in the interface language; any other name comes back as it is.
QString verdictTitle(const QString &verdict);

// The text the forbidden-phrase gate compares: Unicode full case folding
// ("ß" and "SS" fold alike), every whitespace run collapsed to one space, trimmed.
QString phraseMatchForm(const QString &text);
// Unicode full case folding alone (the first step of both match forms).
QString fullCaseFold(const QString &text);
// The text a judge's evidence quote is looked for in (FORMATS.md §10 rule 4):
// full case folding, every run of characters that are neither letters nor
// digits one space, trimmed ("Booked — for SATURDAY!" → "booked for saturday").
QString quoteMatchForm(const QString &text);

// Gates (FORMATS.md §2 rule 5). Each says whether it fires; the rubric decides
// which apply.
bool forbiddenPhraseFires(const Conversation &conversation, const QStringList &phrases);
bool safetyFires(const RubricVersion &rubric, std::span<const std::optional<double>> scores);
bool invalidToolReplyFires(const Conversation &conversation);
// How many times an invalid tool call was answered to the caller before a
// valid call of the same tool (the gate fires when this is at least one).
int invalidToolReplies(const Conversation &conversation);

// The whole grade of one conversation.
struct Grade
{
    QString conversation;
    QString rubric;
    std::vector<std::optional<double>> scores; // per rubric criterion
    std::optional<double> composite;
    bool partial = false;
    QStringList notScored;
    std::optional<Band> band; // none when nothing is scored
    QStringList gates; // the gates that fired, in rubric order
    QString verdict; // "fail" on any gate, else the band, else "not_scored"

    bool failed() const { return verdict == QLatin1String("fail"); }
};

// `values` holds `repeats` judgments of rubric.criteria.size() values each,
// repeat after repeat.
Grade gradeConversation(const RubricVersion &rubric, const Conversation &conversation, std::span<const ScoreValue> values,
                        int repeats, const QStringList &forbiddenPhrases);

// The grade as the JSON `polygon-cli score` prints.
Json gradeToJson(const RubricVersion &rubric, const Grade &grade);

} // namespace Polygon
