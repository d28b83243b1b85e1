#pragma once

// What the words of a rule mean, for comparing rules that say the same thing
// in other words (tier 1: conflict and redundancy, lintchecks_meaning.cpp).
//
// A content word becomes a Meaning: its own stem plus the stems of what it
// can stand for, as 64-bit keys two rules can intersect. Where they come from:
// - morphology: hunspell's own stems (Debian's hunspell-en-us, -ru, -hr, -bs)
//   give the dictionary form the thesaurus is looked up with ("цены" →
//   «цена», "replies" → "reply"); a verb prefix of ru/hr/bs is also read off
//   ("ponudite" meets "nudite", "pročitajte" meets "čitajte"); a word read both
//   as a noun and as a verb is the noun when it has no verb ending («даты» is
//   «дата», not «дать»);
// - Snowball stems (Debian's libstemmer: English, Russian, Serbian for hr and
//   bs), which meet forms the other two miss and read ijekavian as ekavian;
// - the thesauri of Debian's mythes-en-us and mythes-ru (libmythes): synonyms
//   and similar terms, antonyms; hypernyms ("generic term") are left out;
// - word groups written by hand for phone-agent prompts (semanticlists.cpp):
//   the only source for hr and bs, where Debian has no thesaurus, and a short
//   supplement for en and ru ("fee" / "price", "read back" / "repeat").
// Every source is optional: without the thesaurus files (or built without
// libmythes) the hand groups and stems still work.

#include "lexicon.h"
#include "linttypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Polygon::Lint {

// One content word (or a two-word phrase such as "price reduction") of a rule.
// Two meanings meet when one's own key is among the other's senses (another
// form of the same word), when each is the other's synonym in the thesaurus
// (one step, both ways: "price" / "cost", not "price" → "cost" → "toll" nor
// «количество» → «цифра» one way), or when they share a hand-written word group.
struct Meaning
{
    TextRange range; // relative to the rule's start
    quint64 key = 0; // its own stem (stemKey)
    quint64 snowball = 0; // its Snowball stem's key, 0 without libstemmer (meets the same)
    // ru/hr/bs: the roots an aspect pair shares ("vraćajte" / "vratite"), with the verb without its
    // prefix ("očistite": "čist"), and a verbal noun with its verb ("hranjenje" / "hranite"); sorted
    QList<quint64> roots;
    bool light = false; // a light verb ("give", «дать», "dati"): its noun carries the meaning ("give advice")
    QList<quint64> senses; // sorted, unique: key, its dictionary forms' stems, the verb without its prefix
    QList<quint64> synonyms; // sorted, unique: the thesaurus's synonyms' stems (they meet only both ways)
    QList<quint64> groups; // sorted, unique: the hand-written word groups it belongs to
    QList<quint64> opposites; // sorted, unique: antonyms' stems and the opposite groups' keys

    bool meets(const Meaning &other) const;
    // … as another form of the same word (a stem, root or dictionary form; not a synonym or a group)
    bool sameWord(const Meaning &other) const;
    bool opposes(const Meaning &other) const;
};

// Whether two sorted, unique key lists share a key.
bool intersects(const QList<quint64> &a, const QList<quint64> &b);

// The meanings of one language: built on first use and kept for the process
// (the dictionaries and the thesaurus index load once, about 0.1 s); the
// calls are thread-safe and cache each word.
class Semantics
{
public:
    // The semantics of `language` (en, ru, hr, bs); English for anything else.
    static const Semantics &forLanguage(const QString &language);

    ~Semantics();

    // The meaning of a lower-case word (range left empty).
    Meaning word(const QString &lower) const;
    // The meaning of two consecutive lower-case words when the thesaurus or the
    // word groups know them as one phrase ("price reductions", "money off",
    // "read back"), else nothing.
    std::optional<Meaning> phrase(const QString &first, const QString &second) const;
    // Whether a lower-case word is in the background of every rule ("caller",
    // «клиент», "telefonom": backgroundWords), compared by stem.
    bool background(const QString &lower) const;
    // Whether a lower-case word is a particle of a split phrasal verb ("back").
    bool particle(const QString &lower) const;
    // Whether a meaning is in the hand-written group `name` ("ask", "tell").
    bool inGroup(const Meaning &m, const char *name) const;

    // What was loaded, for the docs and diagnostics: "thesaurus th_en_US_v2,
    // hunspell en_US/en_GB, 40 word groups".
    QString sources() const;

    struct Impl;
    explicit Semantics(const QString &language);

private:
    std::unique_ptr<Impl> m_impl;
};

// A word group written by hand: words (a space inside one makes a two-word
// phrase) that mean the same in a phone agent's prompt, and the group of the
// opposite meaning, if any (by name).
struct WordGroup
{
    const char *name;
    QStringList words;
    const char *opposite = nullptr;
};

// The hand-written groups of a language (semanticlists.cpp).
const QList<WordGroup> &wordGroups(const QString &language);

// Verb prefixes read off a verb form in ru/hr/bs ("po", "pro", "на" …), and
// the endings of the verb forms they are read off (imperatives, infinitives).
const QStringList &verbPrefixes(const QString &language);
const QStringList &verbEndings(const QString &language);
// Words in the background of every rule of a phone agent's prompt — who calls,
// by what means and whose ("caller", "phone", "vaši") — left out of the comparison.
const QStringList &backgroundWords(const QString &language);
// Light verbs, whose object carries the meaning ("give advice" is "advise", «ставить диагноз» is
// «диагностировать»): a rule's light verb that meets nothing in the other rule does not count.
const QStringList &lightVerbs(const QString &language);
// English particles of split phrasal verbs ("read the number back").
const QStringList &particles(const QString &language);

} // namespace Polygon::Lint
