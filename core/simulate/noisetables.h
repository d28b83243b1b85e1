#pragma once

// The per-language tables behind RecognitionNoise (docs/noise.md): number
// words in all their forms, the words that sound alike, the fillers. Internal
// to core/simulate; tests reach them through RecognitionNoise's accessors.

#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Polygon::NoiseTables {

// What a number word contributes to the value of a number expression.
enum class NumberKind {
    Zero, // zero, ноль, nula: a number on its own, never part of a bigger one
    Unit, // 1–9 (also collectives: двое, petero)
    Teen, // 10–19
    Tens, // 20, 30, … 90
    Hundreds, // a whole hundred in one word: сто, двести, dvjesto
    HundredMultiplier, // ×100 after a smaller number: hundred, stotina
    Multiplier, // ×1000, ×1000000: thousand, тысяча, tisuća
};

struct NumberWord
{
    qint64 value = 0;
    NumberKind kind = NumberKind::Unit;
};

struct SoundAlikePair
{
    QString heard; // the word the caller said
    QString as; // what the recogniser writes instead
};

struct Language
{
    QString code;
    QStringList digitWords; // 0–9, as a digit is read out
    QHash<QString, NumberWord> numbers; // normalised word form → value
    QSet<QString> connectors; // "and", "i": dvadeset i pet
    bool connectorAfterTens = false; // "dvadeset i pet" (hr, bs), not "twenty and five" (en)
    QSet<QString> articles; // "a": a hundred
    QSet<QString> ambiguousAlone; // number words that alone are usually something else (bs "sto" = table)
    QSet<QString> ordinalWords; // whole ordinal words (en)
    QStringList ordinalStems; // ordinal stem + adjectival ending (ru, hr, bs)
    QSet<QString> ordinalEndings;
    QStringList irregularOrdinalStems; // ru "трет": третий, третьего, третью
    QSet<QString> irregularOrdinalEndings;
    QList<SoundAlikePair> soundAlikePairs; // directed, in table order
    QHash<QString, QStringList> soundAlikes; // normalised heard word → replacements, in table order
    QStringList fillers;
};

// The table of a language code (en, ru, hr, bs), or nullptr.
const Language *language(const QString &code);

// The codes with a table, in a fixed order.
QStringList languageCodes();

// How words are looked up: lower case, ё as е, ’ as '.
QString normalise(const QString &word);

} // namespace Polygon::NoiseTables
