#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Polygon {

// What the agent hears instead of what the caller said, and why.
struct NoiseResult
{
    QString heard;
    // In text order: "filler:uh", "drop:word", "digits:fifty→five zero",
    // "soundalike:код→кот".
    QStringList applied;
};

// Speech-recognition noise on a simulated caller's text (SPEC.md R-NOISE,
// docs/noise.md): one intensity dial 0..1 and four distortions — dropped
// words, numbers read digit by digit, words that sound alike, a filler at the
// start — from per-language tables (en, ru, hr, bs). The random stream is
// Prng::forTurn(conversation, turn, "noise", runSeed), so a conversation
// replays turn for turn, bit-identical on every machine.
class RecognitionNoise
{
public:
    // Per-distortion probabilities at an intensity x (clamped to 0..1).
    struct Probabilities
    {
        double digits = 0; // x, per number expression
        double soundAlike = 0; // 0.5·x, per word that has a sound-alike
        double drop = 0; // 0.15·x, per word
        double filler = 0; // 0.6·x, once per turn
    };

    static QStringList languages(); // en ru hr bs
    static bool supports(const QString &language);

    // Distorts `text` as a caller's speech recognised at `intensity` (0..1,
    // clamped). Intensity 0, an unknown language or a text without words
    // give the text back unchanged.
    static NoiseResult apply(const QString &text, const QString &language, double intensity, const QString &conversationId,
                             qint64 turn, quint64 runSeed = 0);

    static Probabilities probabilities(double intensity);

    // The number expression read digit by digit, in lower case: "fifty" →
    // "five zero", "19:30" → "one nine three zero", "пятьюдесятью" → "пять
    // ноль", "dvadeset i pet" → "dva pet". Several numbers in a row are read
    // one after the other ("nineteen thirty" → "one nine three zero"). Empty
    // when the expression holds anything but number words and numerals.
    static QString digitsSpoken(const QString &numberExpression, const QString &language);

    // What `word` may be heard as (table order, canonical case); empty if nothing.
    static QStringList soundAlikes(const QString &word, const QString &language);
    // The language's sound-alike table as directed pairs (said, heard as).
    static QList<QPair<QString, QString>> soundAlikePairs(const QString &language);
    // The fillers a caller of the language puts at the start.
    static QStringList fillers(const QString &language);
};

} // namespace Polygon
