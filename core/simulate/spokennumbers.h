#pragma once

// How callers say numbers, dates and times (docs/flows.md "Numbers", "Dates
// and times"; docs/noise.md "Numbers"): number words in every case form to
// digits and back, ordinals with their endings, dates and times per language
// (en, ru, hr, bs). The flow agent reads what a caller says through it;
// recognition noise reads numbers digit by digit through it. The word tables
// themselves are NoiseTables. Internal to core/simulate.

#include "core/simulate/noisetables.h"

#include <QDate>
#include <QString>

#include <optional>

namespace Polygon {

class SpokenNumbers
{
public:
    // English number words to digits: "one nine three zero" -> "1930",
    // "twenty two" -> "22", "twenty second" -> "22th" (any of st/nd/rd/th).
    static QString normalize(const QString &text);
    // The same for `language` (en, ru, hr, bs): every case form of a number
    // word ("пятерых" -> "5", "dvadeset i pet" -> "25"), ordinals with their
    // ending ("двадцать второго" -> "22-го", "dvadeset drugog" -> "22-og").
    // Other languages: the text unchanged.
    static QString normalize(const QString &text, const QString &language);

    // A date said in normalize()d text, relative to `today` ("tomorrow",
    // "22-го декабря", "u petak"), as YYYY-MM-DD. `answer`: the text answers
    // a question for a date, so a bare ordinal day counts.
    static std::optional<QString> date(const QString &text, const QDate &today, const QString &language, bool answer);
    // A time said in normalize()d text as HH:MM. `answer`: the text answers a
    // question for a time, so a bare number counts; `assumePm`: an hour 1–11
    // without a part of the day is in the afternoon.
    static std::optional<QString> time(const QString &text, const QString &language, bool answer, bool assumePm);
    // An ISO date as the agent says it (`|spoken`): "Friday the 11th of
    // December"; ru/hr/bs with the weekday in the accusative ("пятницу, 11
    // декабря", "petak, 11. prosinca"). Not a date: `iso` unchanged.
    static QString spokenDate(const QString &iso, const QString &language);

    // Digits read out one by one in the table's language: "1930" -> "one nine
    // three zero" (characters other than 0-9 are skipped).
    static QString digitWords(const QString &digits, const NoiseTables::Language &table);
    // Whether `word` is an ordinal ("fifth", "двадцатого", "petog") and not a
    // cardinal of the table.
    static bool isOrdinal(const QString &word, const NoiseTables::Language &table);
    // ru, hr, bs: number words, dates and times with case endings.
    static bool isSlavic(const QString &language);

    class NumberGrammar;
};

// The grammar of one number read from number words: [hundreds] [tens]
// [unit | teen] groups, each closed by a decreasing multiplier (thousand,
// million). The flow agent and recognition noise read with the same grammar;
// they differ in what may come before a hundred multiplier (HundredsAfter).
class SpokenNumbers::NumberGrammar
{
public:
    using Kind = NoiseTables::NumberKind;
    // AnyGroup: "nineteen hundred", "dvadeset stotina" (recognition noise);
    // UnitOnly: only "pet stotina", "five hundred" (the flow agent).
    enum class HundredsAfter { AnyGroup, UnitOnly };

    explicit NumberGrammar(HundredsAfter hundredsAfter = HundredsAfter::AnyGroup)
        : m_hundredsAfter(hundredsAfter)
    {
    }

    qint64 value() const { return m_total + m_group; }
    bool any() const { return m_any; }
    // After tens or hundreds: a connector ("i") may join the next word.
    bool open() const { return m_stage == Stage::Tens || m_stage == Stage::Hundreds; }

    bool accept(Kind kind, qint64 value);
    bool accept(const NoiseTables::NumberWord &w) { return accept(w.kind, w.value); }
    // "and" / "i" inside a number; the word after it must then be accepted
    // and be a unit, teen, tens or hundreds.
    bool acceptConnector(bool afterTens);
    // "a" before hundred, thousand, million: the count 1.
    bool acceptArticle();

private:
    enum class Stage { Empty, Hundreds, Tens, Closed };
    HundredsAfter m_hundredsAfter = HundredsAfter::AnyGroup;
    qint64 m_total = 0;
    qint64 m_group = 0;
    qint64 m_lastMultiplier = 0;
    Stage m_stage = Stage::Empty;
    bool m_any = false;
    bool m_zero = false;
    bool m_hundredsPlaced = false;
    bool m_afterConnector = false;
};

} // namespace Polygon
