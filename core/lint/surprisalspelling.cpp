#include "surprisalspelling.h"

#include "core/util/messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#ifdef POLYGON_HAVE_HUNSPELL
#include <hunspell.hxx>
#include <iconv.h>
#endif

namespace Polygon::Lint {

namespace {

constexpr int kMinUnknownWordLength = 3;
constexpr int kMaxSuggestions = 3;
// Corrections cost about a millisecond a word and grow with its length
// (every edit of every letter is looked up): words longer than this get none
// (hunspell knows no word of 40 letters and more) …
constexpr qsizetype kMaxSuggestedWordLength = 40;
// … and one rule (or range) looks for corrections of at most this many
// different unknown words; a text of nothing but unknown words is not worth
// seconds of suggestions.
constexpr int kMaxSuggestedWords = 16;

} // namespace

// Lower-case words of the language's script that the dictionary does not know.
QList<Span> unknownWordSpans(const SurprisalSegments &segments, const HunspellDictionary &dictionary, const QString &language,
                             qsizetype offset)
{
    const QChar::Script script = language == QLatin1String("ru") ? QChar::Script_Cyrillic : QChar::Script_Latin;
    QList<Span> spans;
    // each different word looked up once
    QSet<QString> knownWords;
    QHash<QString, QStringList> suggested;
    for (const SurprisalWord &w : segments.words) {
        const QString &word = w.text;
        const QList<uint> ucs4 = word.toUcs4();
        if (ucs4.size() < kMinUnknownWordLength || !QChar::isLower(ucs4.first()))
            continue;
        bool ownScript = true;
        for (const uint c : ucs4) {
            if (QChar::isLetter(c) && QChar::script(c) != script) {
                ownScript = false;
                break;
            }
        }
        if (!ownScript)
            continue;
        QString lookup = word;
        lookup.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x02BC), QLatin1Char('\''));
        if (knownWords.contains(lookup))
            continue;
        if (!suggested.contains(lookup) && dictionary.knows(lookup)) {
            knownWords.insert(lookup);
            continue;
        }
        auto known = suggested.constFind(lookup);
        if (known == suggested.constEnd())
            known = suggested.insert(lookup,
                                     lookup.size() <= kMaxSuggestedWordLength && suggested.size() < kMaxSuggestedWords
                                         ? dictionary.suggestions(lookup, kMaxSuggestions)
                                         : QStringList());
        const QStringList &suggestions = *known;
        Span span;
        span.range = {w.range.start + offset, w.range.length};
        span.axis = Axis::Ambiguity;
        span.tier = 2;
        span.severity = Severity::Warning;
        if (suggestions.isEmpty())
            span.message
                = WorkspaceMessages::tr("“%1” is not in the %2 dictionary: a misspelt word can be read more than one way.")
                      .arg(word, dictionary.name());
        else
            span.message = WorkspaceMessages::tr("“%1” is not in the %2 dictionary (did you mean “%3”?): a misspelt word can "
                                                 "be read more than one way.")
                               .arg(word, dictionary.name(), suggestions.join(QStringLiteral("”, “")));
        spans.append(span);
    }
    return spans;
}

QStringList hunspellDictionaryNames(const QString &language)
{
    if (language == QLatin1String("en"))
        return {QStringLiteral("en_US"), QStringLiteral("en_GB")};
    if (language == QLatin1String("ru"))
        return {QStringLiteral("ru_RU")};
    if (language == QLatin1String("hr"))
        return {QStringLiteral("hr_HR")};
    if (language == QLatin1String("bs"))
        return {QStringLiteral("bs_BA")};
    return {};
}

#ifdef POLYGON_HAVE_HUNSPELL

namespace {

// Converts between UTF-8 and the dictionary's 8-bit encoding (bs_BA is
// ISO8859-2). False when a character has no equivalent there.
bool convert(const std::string &in, const char *from, const char *to, std::string &out)
{
    iconv_t cd = iconv_open(to, from);
    if (cd == reinterpret_cast<iconv_t>(-1))
        return false;
    std::string input = in;
    out.assign(input.size() * 4 + 4, '\0');
    char *src = input.data();
    size_t srcLeft = input.size();
    char *dst = out.data();
    size_t dstLeft = out.size();
    const size_t rc = iconv(cd, &src, &srcLeft, &dst, &dstLeft);
    iconv_close(cd);
    if (rc == size_t(-1) || srcLeft != 0)
        return false;
    out.resize(out.size() - dstLeft);
    return true;
}

// One dictionary file. 8-bit dictionaries (bs_BA is ISO8859-2) are read
// through byte tables built once with iconv.
struct Dictionary
{
    std::unique_ptr<Hunspell> hunspell;
    bool utf8 = true;
    std::array<char16_t, 256> decode {}; // 8-bit: byte -> character
    QHash<char16_t, char> encode; // 8-bit: character -> byte
    QString letters; // the lower-case letters of the .aff TRY line, most frequent first

    bool buildTables(const std::string &encoding)
    {
        for (int b = 1; b < 256; ++b) {
            std::string out;
            if (!convert(std::string(1, char(b)), encoding.c_str(), "UTF-8", out))
                continue; // a byte the encoding does not use
            const QString c = QString::fromUtf8(out.data(), qsizetype(out.size()));
            if (c.size() != 1)
                return false; // not a single-byte encoding
            decode[std::size_t(b)] = c.at(0).unicode();
            encode.insert(c.at(0).unicode(), char(b));
        }
        return encode.contains(u'a');
    }

    // False when a character has no equivalent in the dictionary's encoding.
    bool toDictionary(const QString &word, std::string &out) const
    {
        if (utf8) {
            const QByteArray bytes = word.toUtf8();
            out.assign(bytes.constData(), size_t(bytes.size()));
            return true;
        }
        out.clear();
        for (const QChar c : word) {
            const auto it = encode.constFind(c.unicode());
            if (it == encode.cend())
                return false;
            out.push_back(*it);
        }
        return true;
    }

    QString fromDictionary(const std::string &s) const
    {
        if (utf8)
            return QString::fromUtf8(s.data(), qsizetype(s.size()));
        QString out;
        for (const char b : s)
            out.append(QChar(decode[std::size_t(static_cast<unsigned char>(b))]));
        return out;
    }

    bool knows(const QString &word) const
    {
        std::string w;
        return toDictionary(word, w) && hunspell->spell(w);
    }

    // The TRY line of the .aff file: the letters hunspell tries when it corrects.
    void readLetters(const QString &affPath)
    {
        QFile f(affPath);
        if (!f.open(QIODevice::ReadOnly))
            return;
        while (!f.atEnd()) {
            const QByteArray raw = f.readLine();
            if (raw.isEmpty())
                break; // a read error: nothing more comes
            const QByteArray line = raw.trimmed();
            if (!line.startsWith("TRY "))
                continue;
            const QByteArray value = line.mid(4).trimmed();
            const QString text = fromDictionary(std::string(value.constData(), size_t(value.size())));
            for (const QChar c : text) {
                if (c.isLetter() && c.isLower() && !letters.contains(c))
                    letters.append(c);
            }
            break;
        }
    }
};

} // namespace

struct HunspellDictionary::Impl
{
    std::vector<Dictionary> dictionaries;
    mutable QMutex mutex; // Hunspell objects are not thread-safe
};

HunspellDictionary::HunspellDictionary(std::unique_ptr<Impl> impl, QString name)
    : m_impl(std::move(impl))
    , m_name(std::move(name))
{
}

HunspellDictionary::~HunspellDictionary() = default;

std::shared_ptr<const HunspellDictionary> HunspellDictionary::load(const QString &language, QString *whyNot)
{
    const QStringList names = hunspellDictionaryNames(language);
    if (names.isEmpty()) {
        if (whyNot)
            *whyNot = WorkspaceMessages::tr("no hunspell dictionary is known for the language “%1”").arg(language);
        return nullptr;
    }
    QString dir = qEnvironmentVariable("POLYGON_HUNSPELL_DIR");
    if (dir.isEmpty())
        dir = QStringLiteral("/usr/share/hunspell");

    // One set per language and directory, shared while anyone holds it.
    static QMutex cacheMutex;
    static QHash<QString, std::weak_ptr<const HunspellDictionary>> cache;
    const QString key = language + QLatin1Char('|') + dir;
    QMutexLocker lock(&cacheMutex);
    if (auto cached = cache.value(key).lock())
        return cached;

    auto impl = std::make_unique<Impl>();
    QStringList loaded;
    QString problem;
    for (const QString &name : names) {
        const QString aff = QDir(dir).filePath(name + QLatin1String(".aff"));
        const QString dic = QDir(dir).filePath(name + QLatin1String(".dic"));
        if (!QFileInfo(aff).isReadable() || !QFileInfo(dic).isReadable()) {
            if (problem.isEmpty())
                problem = WorkspaceMessages::tr("the hunspell dictionary %1 is not installed (%2)").arg(name, dic);
            continue;
        }
        Dictionary d;
        d.hunspell = std::make_unique<Hunspell>(QFile::encodeName(aff).constData(), QFile::encodeName(dic).constData());
        const std::string encoding = d.hunspell->get_dict_encoding();
        d.utf8 = encoding == "UTF-8" || encoding == "utf-8" || encoding.empty();
        if (!d.utf8 && !d.buildTables(encoding)) {
            if (problem.isEmpty())
                problem = WorkspaceMessages::tr("the hunspell dictionary %1 uses the encoding %2, which cannot be converted")
                              .arg(name, QString::fromStdString(encoding));
            continue;
        }
        d.readLetters(aff);
        impl->dictionaries.push_back(std::move(d));
        loaded.append(name);
    }
    if (impl->dictionaries.empty()) {
        if (whyNot)
            *whyNot = problem;
        return nullptr;
    }
    auto dictionary = std::make_shared<const HunspellDictionary>(std::move(impl), loaded.join(QLatin1Char('/')));
    cache.insert(key, dictionary);
    return dictionary;
}

bool HunspellDictionary::knows(const QString &word) const
{
    QMutexLocker lock(&m_impl->mutex);
    for (const Dictionary &d : m_impl->dictionaries) {
        if (d.knows(word))
            return true;
    }
    return false; // also: a letter the language's encoding does not have
}

QStringList HunspellDictionary::stems(const QString &word) const
{
    QStringList out;
    QMutexLocker lock(&m_impl->mutex);
    for (const Dictionary &d : m_impl->dictionaries) {
        std::string w;
        if (!d.toDictionary(word, w))
            continue;
        for (const std::string &s : d.hunspell->stem(w)) {
            const QString stem = d.fromDictionary(s).toCaseFolded();
            if (!stem.isEmpty() && !out.contains(stem))
                out.append(stem);
        }
    }
    return out;
}

QStringList HunspellDictionary::suggestions(const QString &word, int max) const
{
    // Words one edit away that the main dictionary knows: two letters swapped,
    // one left out, one replaced, one added (letters from its TRY line). About
    // a millisecond a word, where hunspell's own suggest() takes 30-50 ms.
    QStringList out;
    if (max <= 0 || word.isEmpty())
        return out;
    QMutexLocker lock(&m_impl->mutex);
    // The language's main dictionary (en_US for English) and its letters;
    // only ASCII ones for an ASCII word (en_US also tries é, ö, ñ …).
    const Dictionary &main = m_impl->dictionaries.front();
    const bool ascii = std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 128; });
    QString letters;
    for (const QChar c : main.letters) {
        if (!ascii || c.unicode() < 128)
            letters.append(c);
    }
    const auto known = [&main](const QString &w) { return main.knows(w); };
    const auto offer = [&](const QString &candidate) {
        if (candidate.isEmpty() || candidate == word || out.contains(candidate) || !known(candidate))
            return false;
        out.append(candidate);
        return out.size() >= max;
    };
    const qsizetype n = word.size();
    for (qsizetype i = 0; i + 1 < n; ++i) {
        QString w = word;
        std::swap(w[i], w[i + 1]);
        if (offer(w))
            return out;
    }
    for (qsizetype i = 0; i < n; ++i) {
        if (offer(QString(word).remove(i, 1)))
            return out;
    }
    for (qsizetype i = 0; i < n; ++i) {
        for (const QChar c : std::as_const(letters)) {
            QString w = word;
            w[i] = c;
            if (offer(w))
                return out;
        }
    }
    for (qsizetype i = 0; i <= n; ++i) {
        for (const QChar c : std::as_const(letters)) {
            if (offer(QString(word).insert(i, c)))
                return out;
        }
    }
    return out;
}

#else // no hunspell

struct HunspellDictionary::Impl
{
};

HunspellDictionary::HunspellDictionary(std::unique_ptr<Impl> impl, QString name)
    : m_impl(std::move(impl))
    , m_name(std::move(name))
{
}

HunspellDictionary::~HunspellDictionary() = default;

std::shared_ptr<const HunspellDictionary> HunspellDictionary::load(const QString &, QString *whyNot)
{
    if (whyNot)
        *whyNot = WorkspaceMessages::tr("Polygon was built without hunspell (libhunspell-dev was not found)");
    return nullptr;
}

bool HunspellDictionary::knows(const QString &) const
{
    return true;
}

QStringList HunspellDictionary::suggestions(const QString &, int) const
{
    return {};
}

QStringList HunspellDictionary::stems(const QString &) const
{
    return {};
}

#endif

} // namespace Polygon::Lint
