#pragma once

// Tier 2 of prompt analysis (surprisal.h), the spelling side: unknown words.
//
// Unknown words: with a hunspell dictionary for the language (Debian's
// hunspell-en-us, -ru, -hr, -bs), lower-case words of the language's script
// that the dictionary does not know are flagged too (a misspelt word has more
// than one reading).

#include "linttypes.h"
#include "surprisalsegments.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace Polygon::Lint {

// The hunspell dictionaries of one language (Debian's hunspell-en-us and
// -en-gb, -ru, -hr, -bs under /usr/share/hunspell, or $POLYGON_HUNSPELL_DIR):
// a word is known when any of them knows it. Loaded once per process and
// language and shared; the calls are thread-safe.
class HunspellDictionary
{
public:
    // Null (and *whyNot a sentence) when hunspell is not built in or the
    // language has no dictionary file.
    static std::shared_ptr<const HunspellDictionary> load(const QString &language, QString *whyNot);

    ~HunspellDictionary();

    QString name() const { return m_name; } // e.g. "hr_HR", "en_US/en_GB"
    bool knows(const QString &word) const;
    // At most `max` known words one edit away (two letters swapped, one left
    // out, one replaced, one added), in that order; about a millisecond.
    QStringList suggestions(const QString &word, int max) const;
    // The dictionary forms hunspell derives `word` from ("цены" → "цена",
    // "ponudite" → "ponuditi"), of every dictionary of the language, without
    // repeats; empty when none knows it.
    QStringList stems(const QString &word) const;

    struct Impl;
    explicit HunspellDictionary(std::unique_ptr<Impl> impl, QString name);

private:
    std::unique_ptr<Impl> m_impl;
    QString m_name;
};

// The dictionary file stems for a language: en → en_US, en_GB; ru → ru_RU;
// hr → hr_HR; bs → bs_BA.
QStringList hunspellDictionaryNames(const QString &language);

// Lower-case words of the language's script that the dictionary does not know
// (tier 2, axis ambiguity, with corrections where the dictionary has some);
// ranges are the words' plus `offset`.
QList<Span> unknownWordSpans(const SurprisalSegments &segments, const HunspellDictionary &dictionary, const QString &language,
                             qsizetype offset);

} // namespace Polygon::Lint
