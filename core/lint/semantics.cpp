#include "semantics.h"

#include "rulefeatures.h"
#include "surprisalspelling.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>

#include <algorithm>
#include <array>
#include <map>
#include <unordered_map>

#ifdef POLYGON_HAVE_MYTHES
#include <mythes.hxx>
#endif

#ifdef POLYGON_HAVE_STEMMER
#include <libstemmer.h>
#endif

namespace Polygon::Lint {

namespace {

// A thesaurus entry reduced to what the analysis uses.
struct ThesaurusEntry
{
    QStringList synonyms;
    QStringList antonyms;
};

// Limits on what one thesaurus entry contributes: the first senses are the
// common ones, and a word with dozens of senses ("give", "take") would make
// every rule meet every other. mythes-en-us lists a word's senses part of speech
// by part of speech: past the limit, the first sense of each part of speech not
// yet reached still counts ("start" has eight noun senses before its first verb
// sense, "begin"; the second noun sense of "natural", "cancel", stays out).
constexpr int kMaxSenses = 6;
constexpr int kMaxSynonyms = 40;
// Words and phrases cached per language before the cache starts again
// (a hostile prompt of random words must not grow it without end).
constexpr qsizetype kMaxCached = 200000;
// A group member whose stem is shorter than this is matched by its dictionary form only.
constexpr qsizetype kMinGroupStem = 4;

#ifdef POLYGON_HAVE_MYTHES
QString thesaurusName(const QString &language)
{
    if (language == QLatin1String("en"))
        return QStringLiteral("th_en_US_v2");
    if (language == QLatin1String("ru"))
        return QStringLiteral("th_ru_RU_v2");
    return {};
}

#endif

// Debian's mythes thesaurus of a language, through libmythes.
class Thesaurus
{
public:
    explicit Thesaurus(const QString &language)
    {
#ifdef POLYGON_HAVE_MYTHES
        const QString name = thesaurusName(language);
        if (name.isEmpty())
            return;
        QString dir = qEnvironmentVariable("POLYGON_MYTHES_DIR");
        if (dir.isEmpty())
            dir = QStringLiteral("/usr/share/mythes");
        const QString idx = QDir(dir).filePath(name + QLatin1String(".idx"));
        const QString dat = QDir(dir).filePath(name + QLatin1String(".dat"));
        if (!QFileInfo(idx).isReadable() || !QFileInfo(dat).isReadable())
            return;
        m_thes = std::make_unique<MyThes>(QFile::encodeName(idx).constData(), QFile::encodeName(dat).constData());
        m_name = name;
#else
        Q_UNUSED(language)
#endif
    }

    bool available() const
    {
#ifdef POLYGON_HAVE_MYTHES
        return m_thes != nullptr;
#else
        return false;
#endif
    }
    QString name() const
    {
        return m_name;
    }

    // Synonyms of a sense a prompt for a phone agent never means: "call" (a phone call, a tool called) is no "name"
    // (a tool's parameter), nor a "number" (of a phone, of guests) an "amount" or a "routine".
    static bool otherSense(const QString &word, const QString &term)
    {
        static const QSet<QString> pairs {QStringLiteral("call|name"), QStringLiteral("number|amount"),
                                          QStringLiteral("number|routine")};
        return pairs.contains(word + QLatin1Char('|') + term) || pairs.contains(term + QLatin1Char('|') + word);
    }

    // The entry of a lower-case word or phrase; empty when the thesaurus does not have it.
    ThesaurusEntry lookup(const QString &word) const
    {
        ThesaurusEntry entry;
#ifdef POLYGON_HAVE_MYTHES
        if (!m_thes)
            return entry;
        const QByteArray text = word.toUtf8();
        QMutexLocker lock(&m_mutex); // MyThes reads its .dat file through one FILE *
        mentry *meanings = nullptr;
        const int count = m_thes->Lookup(text.constData(), int(text.size()), &meanings);
        if (count <= 0 || !meanings)
            return entry;
        QSet<QString> parts; // the parts of speech reached ("(noun)", "(verb)"; none for mythes-ru)
        for (int i = 0; i < count; ++i) {
            const mentry &m = meanings[i];
            const QString definition = QString::fromUtf8(m.defn ? m.defn : "");
            static const QStringList names {QStringLiteral("(noun)"), QStringLiteral("(verb)"), QStringLiteral("(adj)"),
                                            QStringLiteral("(adv)")};
            const auto name
                = std::find_if(names.cbegin(), names.cend(), [&](const QString &p) { return definition.startsWith(p); });
            const bool newPart = name != names.cend() && !parts.contains(*name);
            if (name != names.cend())
                parts.insert(*name);
            if (i >= kMaxSenses && !newPart)
                continue;
            // mythes-ru names the relation for the whole line; mythes-en-us marks each term
            const bool russianAntonyms = definition.startsWith(QStringLiteral("(антоним)"));
            const bool russianSkip = definition.startsWith(QStringLiteral("(связанный термин)"));
            if (russianSkip)
                continue;
            for (int k = 0; k < m.count; ++k) {
                QString term = QString::fromUtf8(m.psyns[k]).toCaseFolded().trimmed();
                bool antonym = russianAntonyms;
                if (term.endsWith(QLatin1String("(antonym)"))) {
                    antonym = true;
                    term.chop(9);
                } else if (term.endsWith(QLatin1String("(generic term)")) || term.endsWith(QLatin1String("(related term)"))) {
                    continue;
                } else if (term.endsWith(QLatin1String("(similar term)"))) {
                    term.chop(14);
                }
                term = term.trimmed();
                if (term.isEmpty() || term == word || otherSense(word, term))
                    continue;
                QStringList &list = antonym ? entry.antonyms : entry.synonyms;
                if (list.size() < kMaxSynonyms && !list.contains(term))
                    list.append(term);
            }
        }
        m_thes->CleanUpAfterLookup(&meanings, count);
#else
        Q_UNUSED(word)
#endif
        return entry;
    }

private:
#ifdef POLYGON_HAVE_MYTHES
    std::unique_ptr<MyThes> m_thes;
#endif
    QString m_name;
    mutable QMutex m_mutex;
};

// A Snowball stemmer (Debian's libstemmer): English, Russian, and Serbian for
// Croatian and Bosnian (its Latin stemmer also reads ijekavian as ekavian:
// "cijena" and "cena" meet). Its stems meet inflected forms the lexicon's own
// ending cutter and hunspell miss ("kratki" / "kratko" / "kratak" → "kratk").
class Snowball
{
public:
    explicit Snowball(const QString &language)
    {
#ifdef POLYGON_HAVE_STEMMER
        const char *algorithm = language == QLatin1String("ru")                  ? "russian"
            : language == QLatin1String("hr") || language == QLatin1String("bs") ? "serbian"
                                                                                 : "english";
        m_stemmer = sb_stemmer_new(algorithm, "UTF_8");
#else
        Q_UNUSED(language)
#endif
    }
    ~Snowball()
    {
#ifdef POLYGON_HAVE_STEMMER
        if (m_stemmer)
            sb_stemmer_delete(m_stemmer);
#endif
    }
    Snowball(const Snowball &) = delete;
    Snowball &operator=(const Snowball &) = delete;

    bool available() const
    {
#ifdef POLYGON_HAVE_STEMMER
        return m_stemmer != nullptr;
#else
        return false;
#endif
    }

    // The Snowball stem of a lower-case word; empty without a stemmer.
    QString stem(const QString &lower) const
    {
#ifdef POLYGON_HAVE_STEMMER
        if (!m_stemmer)
            return {};
        const QByteArray text = lower.toUtf8();
        QMutexLocker lock(&m_mutex); // a stemmer keeps its state between calls
        const sb_symbol *out
            = sb_stemmer_stem(m_stemmer, reinterpret_cast<const sb_symbol *>(text.constData()), int(text.size()));
        if (!out)
            return {};
        return QString::fromUtf8(reinterpret_cast<const char *>(out), sb_stemmer_length(m_stemmer));
#else
        Q_UNUSED(lower)
        return {};
#endif
    }

private:
#ifdef POLYGON_HAVE_STEMMER
    sb_stemmer *m_stemmer = nullptr;
#endif
    mutable QMutex m_mutex;
};

void sortUnique(QList<quint64> &keys)
{
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
}

} // namespace

bool intersects(const QList<quint64> &a, const QList<quint64> &b)
{
    auto i = a.cbegin();
    auto j = b.cbegin();
    while (i != a.cend() && j != b.cend()) {
        if (*i < *j)
            ++i;
        else if (*j < *i)
            ++j;
        else
            return true;
    }
    return false;
}

bool Meaning::sameWord(const Meaning &other) const
{
    return (snowball != 0 && snowball == other.snowball)
        || (!roots.isEmpty() && !other.roots.isEmpty() && intersects(roots, other.roots))
        || std::binary_search(senses.cbegin(), senses.cend(), other.key)
        || std::binary_search(other.senses.cbegin(), other.senses.cend(), key);
}

bool Meaning::meets(const Meaning &other) const
{
    return sameWord(other) || intersects(groups, other.groups)
        || (intersects(synonyms, other.senses) && intersects(other.synonyms, senses));
}

bool Meaning::opposes(const Meaning &other) const
{
    return std::binary_search(opposites.cbegin(), opposites.cend(), other.key)
        || std::binary_search(other.opposites.cbegin(), other.opposites.cend(), key) || intersects(opposites, other.groups)
        || intersects(other.opposites, groups);
}

struct Semantics::Impl
{
    QString language;
    const Lexicon &lex;
    std::shared_ptr<const HunspellDictionary> dictionary;
    Thesaurus thesaurus;
    Snowball snowball;
    QList<quint64> groupKeys; // per group
    QList<int> groupOpposite; // per group: index of the opposite group, -1 none
    QSet<quint64> lengthGroups; // the keys of the groups "brief" and "long"
    QHash<quint64, QList<int>> groupsOf; // stem key of a member word or phrase → groups
    QStringList prefixes;
    QStringList verbEnds;
    QSet<quint64> backgroundKeys;
    QSet<QString> backgroundStems; // their Snowball stems, when there is a stemmer
    QSet<QString> particleWords;
    QSet<QString> lightWords;

    mutable QMutex cacheMutex;
    mutable QHash<QString, Meaning> words;
    mutable QHash<QString, std::optional<Meaning>> phrases;
    mutable QHash<QString, ThesaurusEntry> entries;

    Impl(const QString &language)
        : language(language)
        , lex(Lexicon::forLanguage(language))
        , thesaurus(language)
        , snowball(language)
        , prefixes(verbPrefixes(language))
        , verbEnds(verbEndings(language))
    {
        for (const QString &w : backgroundWords(language)) {
            backgroundKeys.insert(stemKey(lex.stem(w)));
            if (const QString st = snowball.stem(w); !st.isEmpty())
                backgroundStems.insert(st);
        }
        for (const QString &w : particles(language))
            particleWords.insert(w);
        for (const QString &w : lightVerbs(language))
            lightWords.insert(w);
        dictionary = HunspellDictionary::load(language, nullptr);
        const QList<WordGroup> &groups = wordGroups(language);
        QHash<QString, int> byName;
        for (int i = 0; i < int(groups.size()); ++i)
            byName.insert(QString::fromUtf8(groups.at(i).name), i);
        for (int i = 0; i < int(groups.size()); ++i) {
            const WordGroup &g = groups.at(i);
            groupKeys.append(stemKey(QString(QStringLiteral("\x01group:") + QString::fromUtf8(g.name))));
            groupOpposite.append(g.opposite ? byName.value(QString::fromUtf8(g.opposite), -1) : -1);
            if (qstrcmp(g.name, "brief") == 0 || qstrcmp(g.name, "long") == 0)
                lengthGroups.insert(groupKeys.last());
            for (const QString &w : g.words) {
                // a short stem is shared by unrelated words («дать» and «дата» are both «дат»): such a
                // member is known by its dictionary form only
                const bool exact = !w.contains(QLatin1Char(' ')) && lex.stem(w).size() < kMinGroupStem;
                // (an array, not a conditional initializer_list: that one's backing array dies at the ';')
                const std::array<quint64, 2> keys
                    = exact ? std::array<quint64, 2> {exactKeyOf(w), 0} : std::array<quint64, 2> {keyOf(w), snowballKeyOf(w)};
                for (const quint64 k : keys) {
                    if (k == 0)
                        continue;
                    QList<int> &list = groupsOf[k];
                    if (!list.contains(i))
                        list.append(i);
                }
            }
        }
    }

    // The key of a word ("price") or a two-word phrase ("price reduction"); 0 for longer phrases.
    quint64 keyOf(const QString &text) const
    {
        const int space = int(text.indexOf(QLatin1Char(' ')));
        if (space < 0)
            return stemKey(lex.stem(text));
        const QString second = text.mid(space + 1);
        if (second.contains(QLatin1Char(' ')))
            return 0;
        return stemKey(QString(lex.stem(text.left(space)) + QLatin1Char(' ') + lex.stem(second)));
    }

    // The key of a word's own form (for group members with a short stem).
    static quint64 exactKeyOf(const QString &word) { return stemKey(QString(QStringLiteral("\x03") + word)); }

    // The key of a word's or two-word phrase's Snowball stems (in a key space of their own); 0
    // without a stemmer and for longer phrases.
    quint64 snowballKeyOf(const QString &text) const
    {
        if (!snowball.available())
            return 0;
        const int space = int(text.indexOf(QLatin1Char(' ')));
        if (space < 0) {
            const QString st = snowball.stem(text);
            return st.size() >= 2 ? stemKey(QString(QStringLiteral("\x02") + st)) : 0;
        }
        const QString second = text.mid(space + 1);
        if (second.contains(QLatin1Char(' ')))
            return 0;
        return stemKey(
            QString(QStringLiteral("\x02") + snowball.stem(text.left(space)) + QLatin1Char(' ') + snowball.stem(second)));
    }

    // Whether a dictionary form is a verb's (an infinitive): ru -ть, -ти, -чь; hr/bs -ti, -ći.
    bool infinitive(const QString &lemma) const
    {
        if (language == QLatin1String("ru"))
            return lemma.endsWith(QStringLiteral("ть")) || lemma.endsWith(QStringLiteral("ться"))
                || lemma.endsWith(QStringLiteral("ти")) || lemma.endsWith(QStringLiteral("чь"));
        if (language == QLatin1String("hr") || language == QLatin1String("bs"))
            return lemma.endsWith(QStringLiteral("ti")) || lemma.endsWith(QStringLiteral("ći"));
        return false;
    }

    bool verbForm(const QString &lower) const
    {
        return std::any_of(verbEnds.cbegin(), verbEnds.cend(), [&](const QString &e) { return lower.endsWith(e); });
    }

    // `word` without the first of `suffixes` it ends with, when `minRoot` letters or more are left;
    // empty when none is cut off
    static QString withoutSuffix(const QString &word, const QStringList &suffixes, qsizetype minRoot)
    {
        for (const QString &sfx : suffixes)
            if (word.endsWith(sfx) && word.size() - sfx.size() >= minRoot)
                return word.left(word.size() - sfx.size());
        return {};
    }

    // The imperfective suffix of a ru/hr/bs verb root ("vraćav", «оплачива»).
    static const QStringList &imperfectiveSuffixes()
    {
        static const QStringList suffixes {QStringLiteral("ива"), QStringLiteral("ыва"), QStringLiteral("iva"),
                                           QStringLiteral("ava"), QStringLiteral("ив"),  QStringLiteral("ыв"),
                                           QStringLiteral("iv"),  QStringLiteral("av")};
        return suffixes;
    }

    // The root both verbs of an aspect pair share (ru, hr, bs): the ending, the imperfective suffix
    // and a final vowel cut off, and the consonant the imperfective alternates put back: "vraćajte"
    // and "vratite" → "vrat", "obećavajte" and "obećajte" → "obeć", «оплачивайте» and «оплатите» →
    // «оплат», «возвращать» and «возвратить» → «возврат». Empty for other words and short roots.
    QString aspectRoot(const QString &lower) const
    {
        if (lex.language == QLatin1String("en"))
            return {};
        QString root = withoutSuffix(lower, verbEnds, 1);
        if (root.isEmpty())
            return {};
        const QString bare = withoutSuffix(root, imperfectiveSuffixes(), 4);
        const bool cut = !bare.isEmpty();
        if (cut)
            root = bare;
        static const QString vowels = QStringLiteral("aeiouаеиоуяюы");
        if (!cut && root.size() >= 5 && vowels.contains(root.back()))
            root.chop(1);
        if (root.size() < 3)
            return {};
        static const QHash<QChar, QChar> alternations {
            {QChar(0x0107), QLatin1Char('t')}, // ć → t
            {QChar(0x0111), QLatin1Char('d')}, // đ → d
            {QChar(0x0447), QChar(0x0442)}, // ч → т
            {QChar(0x0449), QChar(0x0442)}, // щ → т
            {QChar(0x0436), QChar(0x0433)}, // ж → г
        };
        if (const auto it = alternations.constFind(root.back()); it != alternations.cend())
            root.back() = *it;
        return root;
    }

    // The noun a relational adjective is made from (ru, hr, bs): the ending and the suffix cut off,
    // so that it meets the noun's Snowball stem: «школьные» → «школ» (школы), «городской» → «город»,
    // "ortopedski" → "ortoped" (ortopeda), "gradskog" → "grad". Empty for other words and roots
    // shorter than four letters («детский»).
    QString adjectiveRoot(const QString &lower) const
    {
        static const QStringList ruEnds {
            QStringLiteral("ыми"), QStringLiteral("ими"), QStringLiteral("ого"), QStringLiteral("ому"), QStringLiteral("ый"),
            QStringLiteral("ий"),  QStringLiteral("ой"),  QStringLiteral("ая"),  QStringLiteral("ое"),  QStringLiteral("ые"),
            QStringLiteral("ие"),  QStringLiteral("ых"),  QStringLiteral("их"),  QStringLiteral("ым"),  QStringLiteral("им"),
            QStringLiteral("ую"),  QStringLiteral("ом")};
        static const QStringList ruSuffixes {QStringLiteral("ьск"), QStringLiteral("ск"), QStringLiteral("ийн"),
                                             QStringLiteral("ьн"), QStringLiteral("н")};
        static const QStringList hrEnds {QStringLiteral("skima"), QStringLiteral("skoga"), QStringLiteral("skome"),
                                         QStringLiteral("skih"),  QStringLiteral("skim"),  QStringLiteral("skog"),
                                         QStringLiteral("skom"),  QStringLiteral("skoj"),  QStringLiteral("ski"),
                                         QStringLiteral("ska"),   QStringLiteral("sko"),   QStringLiteral("ske"),
                                         QStringLiteral("sku")};
        if (lex.language == QLatin1String("en"))
            return {};
        if (lex.language != QLatin1String("ru"))
            return withoutSuffix(lower, hrEnds, 4);
        const QString stem = withoutSuffix(lower, ruEnds, 4);
        return stem.isEmpty() ? QString() : withoutSuffix(stem, ruSuffixes, 4);
    }

    // The roots a verbal noun shares with its verb's aspect root (ru, hr, bs): the noun suffix cut
    // off, then the imperfective suffix, and the consonant the noun alternates put back (both
    // readings kept, as "nj" may be the root's own): "hranjenje" → "hran" (hranite), "čišćenje" →
    // "čist" (očistite), "vraćanje" → "vrat" (vratite), «кормление» → «корм» (кормите). Empty for
    // other words.
    QStringList nounRoots(const QString &lower) const
    {
        if (lex.language == QLatin1String("en"))
            return {};
        static const QStringList suffixes {
            // longest first
            QStringLiteral("enjima"), QStringLiteral("anjima"), QStringLiteral("jenjem"), QStringLiteral("jenje"),
            QStringLiteral("jenja"),  QStringLiteral("jenju"),  QStringLiteral("enjem"),  QStringLiteral("anjem"),
            QStringLiteral("enje"),   QStringLiteral("enja"),   QStringLiteral("enju"),   QStringLiteral("anje"),
            QStringLiteral("anja"),   QStringLiteral("anju"),   QStringLiteral("ением"),  QStringLiteral("анием"),
            QStringLiteral("ение"),   QStringLiteral("ения"),   QStringLiteral("ению"),   QStringLiteral("ении"),
            QStringLiteral("ание"),   QStringLiteral("ания"),   QStringLiteral("анию"),   QStringLiteral("ании")};
        QString root = withoutSuffix(lower, suffixes, 3);
        if (root.isEmpty())
            return {};
        if (const QString bare = withoutSuffix(root, imperfectiveSuffixes(), 4); !bare.isEmpty())
            root = bare;
        QStringList out {root};
        // the alternations before the noun's j (and the Russian epenthetic л)
        static const QList<QPair<QString, QString>> alternations {
            {QStringLiteral("šć"), QStringLiteral("st")}, {QStringLiteral("žđ"), QStringLiteral("zd")},
            {QStringLiteral("nj"), QStringLiteral("n")},  {QStringLiteral("lj"), QStringLiteral("l")},
            {QStringLiteral("ć"), QStringLiteral("t")},   {QStringLiteral("đ"), QStringLiteral("d")},
            {QStringLiteral("мл"), QStringLiteral("м")},  {QStringLiteral("бл"), QStringLiteral("б")},
            {QStringLiteral("пл"), QStringLiteral("п")},  {QStringLiteral("вл"), QStringLiteral("в")},
            {QStringLiteral("щ"), QStringLiteral("ст")},  {QStringLiteral("ч"), QStringLiteral("т")}};
        for (const auto &[from, to] : alternations) {
            if (root.endsWith(from)) {
                const QString back = root.chopped(from.size()) + to;
                if (back.size() >= 4)
                    out.append(back);
                break;
            }
        }
        return out;
    }

    ThesaurusEntry entry(const QString &word) const
    {
        if (!thesaurus.available())
            return {};
        {
            QMutexLocker lock(&cacheMutex);
            const auto it = entries.constFind(word);
            if (it != entries.cend())
                return *it;
        }
        ThesaurusEntry e = thesaurus.lookup(word);
        QMutexLocker lock(&cacheMutex);
        if (entries.size() > kMaxCached)
            entries.clear();
        entries.insert(word, e);
        return e;
    }

    // Dictionary forms to look a word up with: the word, hunspell's stems that
    // begin like it (hunspell reads "replies" as "ply" too), English plurals.
    QStringList lemmas(const QString &lower) const
    {
        QStringList out {lower};
        if (dictionary) {
            QStringList found;
            for (const QString &s : dictionary->stems(lower)) {
                if (s.size() >= 2 && lower.startsWith(s.left(2)) && !found.contains(s))
                    found.append(s);
            }
            // a word read both as a noun (or adjective) and as a verb is not read as the verb
            // when it has no verb ending itself: «даты» is «дата», not «дать»
            if (!verbForm(lower) && std::any_of(found.cbegin(), found.cend(), [&](const QString &s) { return !infinitive(s); }))
                found.erase(
                    std::remove_if(found.begin(), found.end(), [&](const QString &s) { return infinitive(s) && s != lower; }),
                    found.end());
            for (const QString &s : std::as_const(found))
                if (!out.contains(s))
                    out.append(s);
        }
        if (language == QLatin1String("en") && lower.size() > 3) {
            if (lower.endsWith(QLatin1String("ies")))
                out.append(lower.chopped(3) + QLatin1Char('y'));
            else if (lower.endsWith(QLatin1String("es")))
                out.append(lower.chopped(2));
            if (lower.endsWith(QLatin1Char('s')) && !lower.endsWith(QLatin1String("ss")))
                out.append(lower.chopped(1));
        }
        out.removeDuplicates();
        return out;
    }

    void addGroups(quint64 key, Meaning &m) const
    {
        const auto it = groupsOf.constFind(key);
        if (it == groupsOf.cend())
            return;
        for (int g : *it) {
            m.groups.append(groupKeys.at(g));
            if (groupOpposite.at(g) >= 0)
                m.opposites.append(groupKeys.at(groupOpposite.at(g)));
        }
    }

    void addEntry(const ThesaurusEntry &e, Meaning &m) const
    {
        for (const QString &s : e.synonyms)
            if (const quint64 k = keyOf(s))
                m.synonyms.append(k);
        for (const QString &a : e.antonyms)
            if (const quint64 k = keyOf(a)) {
                m.opposites.append(k);
                // "long" (antonym "short") is also against the group of "short"
                const auto it = groupsOf.constFind(k);
                if (it != groupsOf.cend())
                    for (int g : *it)
                        m.opposites.append(groupKeys.at(g));
            }
    }

    Meaning word(const QString &lower) const
    {
        Meaning m;
        m.key = stemKey(lex.stem(lower));
        m.senses.append(m.key);
        addGroups(m.key, m);
        addGroups(exactKeyOf(lower), m);
        // the Snowball stem: another reading of the word's form, and a way into the groups
        m.snowball = snowballKeyOf(lower);
        if (m.snowball) {
            m.senses.append(m.snowball);
            addGroups(m.snowball, m);
        }
        for (const QString &lemma : lemmas(lower)) {
            m.light = m.light || lightWords.contains(lemma);
            if (lemma != lower) {
                // the dictionary form's stem: "brojeve" → «broj», "назовите" → «назвать»
                const quint64 k = stemKey(lex.stem(lemma));
                m.senses.append(k);
                addGroups(k, m);
                if (const quint64 sk = snowballKeyOf(lemma))
                    addGroups(sk, m);
                addGroups(exactKeyOf(lemma), m);
            }
            addEntry(entry(lemma), m);
        }
        // a prefixed verb meets the verb without its prefix ("ponudite" / "nudite")
        const bool verb = verbForm(lower);
        const auto addRoot = [&m](const QString &root) {
            const quint64 k = stemKey(QString(QLatin1Char('\x05') + root));
            m.roots.append(k);
            m.senses.append(k); // for the index of senses that finds the rules to compare
        };
        if (const QString root = verb ? aspectRoot(lower) : QString(); !root.isEmpty())
            addRoot(root);
        // … and the noun of its action (hr, bs): its Snowball stem without the theme vowel ("zamijeniti" →
        // "zamen", as "zamjena"; "provjerite" → "prover", as "provjera")
        if (verb && m.snowball && lex.language != QLatin1String("en") && lex.language != QLatin1String("ru")) {
            QString stem = snowball.stem(lower);
            if (stem.size() >= 5 && QStringView(u"aeiou").contains(stem.back()))
                stem.chop(1);
            if (stem.size() >= 4) {
                const quint64 k = stemKey(QString(QLatin1Char('\x06') + stem));
                m.roots.append(k);
                m.senses.append(k);
            }
        }
        // a verbal noun meets its verb: "hranjenje" / "hranite", «кормление» / «кормите»
        if (!verb) {
            for (const QString &root : nounRoots(lower))
                addRoot(root);
            // a relational adjective meets its noun: «школьные классы» / «заявки от школ»
            const QString adjective = adjectiveRoot(lower);
            const QString noun
                = adjective.isEmpty() && m.snowball && lex.language != QLatin1String("en") ? snowball.stem(lower) : QString();
            if (!adjective.isEmpty() || noun.size() >= 4) {
                const quint64 k = stemKey(QString(QLatin1Char('\x06') + (adjective.isEmpty() ? noun : adjective)));
                m.roots.append(k);
                m.senses.append(k);
            }
        }
        for (const QString &p : prefixes) {
            if (verb && lower.size() - p.size() >= 5 && lower.startsWith(p)) {
                const QString bare = lower.mid(p.size());
                const quint64 k = stemKey(lex.stem(bare));
                m.senses.append(k);
                addGroups(k, m);
                if (const quint64 sk = snowballKeyOf(bare)) {
                    m.senses.append(sk);
                    addGroups(sk, m);
                }
                // … and the verbal noun of the verb without it ("očistite" / "čišćenje")
                if (const QString root = aspectRoot(bare); !root.isEmpty())
                    addRoot(root);
            }
        }
        // a debt is no length, though its stem is: «долгах», "dugovima" (Lexicon::brevityException)
        if (lex.brevityException(lower)) {
            const auto length = [this](quint64 k) { return lengthGroups.contains(k); };
            m.groups.erase(std::remove_if(m.groups.begin(), m.groups.end(), length), m.groups.end());
            m.opposites.erase(std::remove_if(m.opposites.begin(), m.opposites.end(), length), m.opposites.end());
        }
        sortUnique(m.senses);
        sortUnique(m.roots);
        sortUnique(m.synonyms);
        sortUnique(m.groups);
        sortUnique(m.opposites);
        return m;
    }

    std::optional<Meaning> phrase(const QString &first, const QString &second) const
    {
        Meaning m;
        m.key = stemKey(QString(lex.stem(first) + QLatin1Char(' ') + lex.stem(second)));
        m.senses.append(m.key);
        addGroups(m.key, m);
        m.snowball = snowballKeyOf(first + QLatin1Char(' ') + second);
        if (m.snowball) {
            m.senses.append(m.snowball);
            addGroups(m.snowball, m);
        }
        bool known = !m.groups.isEmpty();
        if (thesaurus.available()) {
            QStringList forms {first + QLatin1Char(' ') + second};
            for (const QString &l : lemmas(second))
                if (l != second)
                    forms.append(first + QLatin1Char(' ') + l);
            for (const QString &f : forms) {
                const ThesaurusEntry e = entry(f);
                if (!e.synonyms.isEmpty() || !e.antonyms.isEmpty()) {
                    addEntry(e, m);
                    known = true;
                    break;
                }
            }
        }
        if (!known)
            return std::nullopt;
        sortUnique(m.senses);
        sortUnique(m.synonyms);
        sortUnique(m.groups);
        sortUnique(m.opposites);
        return m;
    }
};

Semantics::Semantics(const QString &language)
    : m_impl(std::make_unique<Impl>(language))
{
}

Semantics::~Semantics() = default;

const Semantics &Semantics::forLanguage(const QString &language)
{
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<Semantics>> all;
    const QString key = language == QLatin1String("ru") || language == QLatin1String("hr") || language == QLatin1String("bs")
        ? language
        : QStringLiteral("en");
    QMutexLocker lock(&mutex);
    auto it = all.find(key);
    if (it == all.end())
        it = all.emplace(key, std::make_unique<Semantics>(key)).first;
    return *it->second;
}

Meaning Semantics::word(const QString &lower) const
{
    {
        QMutexLocker lock(&m_impl->cacheMutex);
        const auto it = m_impl->words.constFind(lower);
        if (it != m_impl->words.cend())
            return *it;
    }
    Meaning m = m_impl->word(lower);
    QMutexLocker lock(&m_impl->cacheMutex);
    if (m_impl->words.size() > kMaxCached)
        m_impl->words.clear();
    m_impl->words.insert(lower, m);
    return m;
}

std::optional<Meaning> Semantics::phrase(const QString &first, const QString &second) const
{
    const QString key = first + QLatin1Char(' ') + second;
    {
        QMutexLocker lock(&m_impl->cacheMutex);
        const auto it = m_impl->phrases.constFind(key);
        if (it != m_impl->phrases.cend())
            return *it;
    }
    std::optional<Meaning> m = m_impl->phrase(first, second);
    QMutexLocker lock(&m_impl->cacheMutex);
    if (m_impl->phrases.size() > kMaxCached)
        m_impl->phrases.clear();
    m_impl->phrases.insert(key, m);
    return m;
}

bool Semantics::background(const QString &lower) const
{
    // (the short stem is one of a few letters: «абонемент» is no «абонент»)
    if (!m_impl->backgroundKeys.contains(stemKey(m_impl->lex.stem(lower))))
        return false;
    const QString st = m_impl->snowball.stem(lower);
    return st.isEmpty() || m_impl->backgroundStems.contains(st);
}

bool Semantics::inGroup(const Meaning &m, const char *name) const
{
    // (the key of a group's name, kept per thread by the name's address, checked against the name: the checks ask a
    // few literal names thousands of times an analysis of a long prompt)
    thread_local std::unordered_map<const char *, std::pair<QByteArray, quint64>> keys;
    auto it = keys.find(name);
    if (it == keys.end() || it->second.first != name)
        it = keys.insert_or_assign(
                     name,
                     std::make_pair(QByteArray(name), stemKey(QString(QStringLiteral("\x01group:") + QString::fromUtf8(name)))))
                 .first;
    return std::binary_search(m.groups.cbegin(), m.groups.cend(), it->second.second);
}

bool Semantics::particle(const QString &lower) const
{
    return m_impl->particleWords.contains(lower);
}

QString Semantics::sources() const
{
    QStringList parts;
    if (m_impl->thesaurus.available())
        parts.append(QStringLiteral("thesaurus ") + m_impl->thesaurus.name());
    if (m_impl->dictionary)
        parts.append(QStringLiteral("hunspell ") + m_impl->dictionary->name());
    if (m_impl->snowball.available())
        parts.append(QStringLiteral("snowball"));
    parts.append(QStringLiteral("%1 word groups").arg(m_impl->groupKeys.size()));
    return parts.join(QStringLiteral(", "));
}

} // namespace Polygon::Lint
