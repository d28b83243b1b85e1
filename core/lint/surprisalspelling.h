#pragma once

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

    struct Impl;
    explicit HunspellDictionary(std::unique_ptr<Impl> impl, QString name);

private:
    std::unique_ptr<Impl> m_impl;
    QString m_name;
};

// The dictionary file stems for a language: en → en_US, en_GB; ru → ru_RU;
// hr → hr_HR; bs → bs_BA.
QStringList hunspellDictionaryNames(const QString &language);

} // namespace Polygon::Lint
