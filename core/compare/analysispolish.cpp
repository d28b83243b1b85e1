#include "analysispolish.h"

#include "comparison.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"

#include <QEventLoop>
#include <QHash>
#include <QPointer>

#include <algorithm>

namespace Polygon {

namespace {

// The instructions sent with the analysis; a prompt for the model, not a text users read.
const char *const kPolishPrompt
    = "You edit the written analysis of a comparison of test runs of a phone agent so that it reads well. "
      "Rules: use only the facts in the text you are given; copy every number exactly as it is written there "
      "(digits, decimals, percentages); never compute, round, add or convert a number (no differences, ratios, "
      "percentages or totals that are not in the text); write no number as a word; keep run ids, scenario names, "
      "tool names and the rubric identity exactly as written, in backticks; keep the Markdown headings; write in "
      "the language of the text. Answer with the rewritten Markdown only.";

const QHash<QString, double> &numberWords()
{
    static const QHash<QString, double> words = [] {
        QHash<QString, double> w;
        const char *const cardinals[] = {"zero",     "one",     "two",     "three",     "four",     "five",     "six",
                                         "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen",
                                         "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
        const char *const ordinals[]
            = {"zeroth",     "first",     "second",    "third",       "fourth",     "fifth",      "sixth",
               "seventh",    "eighth",    "ninth",     "tenth",       "eleventh",   "twelfth",    "thirteenth",
               "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"};
        for (int i = 0; i <= 20; ++i) {
            w.insert(QString::fromLatin1(cardinals[i]), i);
            w.insert(QString::fromLatin1(ordinals[i]), i);
        }
        const char *const tens[] = {"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        for (int i = 0; i < 7; ++i)
            w.insert(QString::fromLatin1(tens[i]), 30 + 10 * i);
        const std::pair<const char *, double> others[]
            = {{"hundred", 100}, {"hundreds", 100}, {"thousand", 1e3}, {"thousands", 1e3}, {"million", 1e6}, {"millions", 1e6},
               {"billion", 1e9}, {"billions", 1e9}, {"dozen", 12},     {"dozens", 12},     {"once", 1},      {"twice", 2},
               {"thrice", 3},    {"half", 0.5},     {"double", 2},     {"triple", 3},      {"quarter", 0.25}};
        for (const auto &[word, value] : others)
            w.insert(QString::fromLatin1(word), value);
        return w;
    }();
    return words;
}

bool isSpaceBeforePercent(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar(0x00A0) || c == QChar(0x202F);
}

// The digits of `text` from `at` (Unicode decimal digits), as ASCII; `at` moves past them.
QString digitsAt(const QString &text, qsizetype &at)
{
    QString out;
    while (at < text.size() && text.at(at).isDigit()) {
        out += QChar(u'0' + text.at(at).digitValue());
        ++at;
    }
    return out;
}

bool sameNumber(const NumberToken &a, const NumberToken &b)
{
    if (a.word || b.word)
        return a.word && b.word && a.text.compare(b.text, Qt::CaseInsensitive) == 0;
    return a.percent == b.percent && a.value == b.value;
}

} // namespace

std::vector<NumberToken> numberTokens(const QString &text)
{
    std::vector<NumberToken> out;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c.isDigit()) {
            const qsizetype start = i;
            QString number = digitsAt(text, i);
            // Thousands groups: "10,000", "1,234,567" (one to three digits, then groups of exactly three).
            if (number.size() <= 3) {
                while (i + 3 < text.size() && text.at(i) == QLatin1Char(',') && text.at(i + 1).isDigit()
                       && text.at(i + 2).isDigit() && text.at(i + 3).isDigit()
                       && (i + 4 >= text.size() || !text.at(i + 4).isDigit())) {
                    ++i;
                    number += digitsAt(text, i);
                }
            }
            if (i + 1 < text.size() && text.at(i) == QLatin1Char('.') && text.at(i + 1).isDigit()) {
                ++i;
                number += QLatin1Char('.') + digitsAt(text, i);
            }
            NumberToken t;
            t.value = number.toDouble(); // QString::toDouble reads the C locale's '.' whatever the user's locale
            qsizetype after = i;
            while (after < text.size() && isSpaceBeforePercent(text.at(after)))
                ++after;
            if (after < text.size() && (text.at(after) == QLatin1Char('%') || text.at(after) == QChar(0xFF05))) {
                t.percent = true;
                i = after + 1;
            }
            t.text = text.mid(start, i - start);
            out.push_back(std::move(t));
            continue;
        }
        if (c.isLetter()) {
            const qsizetype start = i;
            while (i < text.size() && (text.at(i).isLetter() || text.at(i).isMark()))
                ++i;
            const QString word = text.mid(start, i - start).toLower();
            const auto it = numberWords().constFind(word);
            if (it != numberWords().constEnd()) {
                NumberToken t;
                t.text = word;
                t.value = *it;
                t.word = true;
                out.push_back(std::move(t));
            }
            continue;
        }
        ++i;
    }
    return out;
}

QString inventedNumber(const QString &plain, const QString &rewrite)
{
    const std::vector<NumberToken> known = numberTokens(plain);
    for (const NumberToken &t : numberTokens(rewrite)) {
        const bool found = std::any_of(known.cbegin(), known.cend(), [&](const NumberToken &k) { return sameNumber(k, t); });
        if (!found)
            return t.text;
    }
    return QString();
}

PolishOutcome polishAnalysis(Provider &provider, const QString &analysis)
{
    PolishOutcome outcome;
    outcome.text = analysis;
    ChatRequest request;
    request.messages = {ChatMessage::system(QString::fromLatin1(kPolishPrompt)), ChatMessage::user(analysis)};
    request.conversation = QStringLiteral("compare-polish");
    QPointer<ProviderReply> reply = provider.chat(request);
    if (!reply) {
        outcome.rejected = CompareMessages::tr("the model was not asked");
        return outcome;
    }
    if (!reply->isFinished()) {
        QEventLoop loop;
        QObject::connect(reply.data(), &ProviderReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (!reply) {
        outcome.rejected = CompareMessages::tr("the model's reply was lost");
        return outcome;
    }
    if (reply->failed()) {
        outcome.rejected = CompareMessages::tr("the request failed: %1").arg(reply->error()->toString());
    } else {
        const QString rewrite = reply->chat().content.trimmed();
        if (rewrite.isEmpty()) {
            outcome.rejected = CompareMessages::tr("the model's reply has no text");
        } else if (const QString invented = inventedNumber(analysis, rewrite); !invented.isEmpty()) {
            outcome.rejected = CompareMessages::tr("the rewrite has a number that is not in the analysis: \"%1\"").arg(invented);
        } else {
            outcome.text = rewrite + QLatin1Char('\n');
            outcome.polished = true;
        }
    }
    reply->deleteLater();
    return outcome;
}

void polishComparison(Comparison &comparison, Provider &provider)
{
    const PolishOutcome outcome = polishAnalysis(provider, comparison.analysis);
    comparison.polish.asked = true;
    comparison.polish.used = outcome.polished;
    comparison.polish.rejected = outcome.rejected;
    comparison.polish.plain = comparison.analysis;
    comparison.analysis = outcome.text;
}

} // namespace Polygon
