#include "surprisalspelling.h"

#include "core/util/messages.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#include <string>
#include <vector>

#ifdef POLYGON_HAVE_HUNSPELL
#include <hunspell.hxx>
#include <iconv.h>
#endif

namespace Polygon::Lint {

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

// One dictionary file.
struct Dictionary
{
    std::unique_ptr<Hunspell> hunspell;
    std::string encoding; // "UTF-8" or an 8-bit one
    bool utf8 = true;

    bool toDictionary(const QString &word, std::string &out) const
    {
        const QByteArray utf8Word = word.toUtf8();
        const std::string s(utf8Word.constData(), size_t(utf8Word.size()));
        if (utf8) {
            out = s;
            return true;
        }
        return convert(s, "UTF-8", encoding.c_str(), out);
    }

    QString fromDictionary(const std::string &s) const
    {
        if (utf8)
            return QString::fromUtf8(s.data(), qsizetype(s.size()));
        std::string out;
        if (!convert(s, encoding.c_str(), "UTF-8", out))
            return {};
        return QString::fromUtf8(out.data(), qsizetype(out.size()));
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
        d.encoding = d.hunspell->get_dict_encoding();
        d.utf8 = d.encoding == "UTF-8" || d.encoding == "utf-8" || d.encoding.empty();
        std::string probe;
        if (!d.utf8 && !convert("a", "UTF-8", d.encoding.c_str(), probe)) {
            if (problem.isEmpty())
                problem = WorkspaceMessages::tr("the hunspell dictionary %1 uses the encoding %2, which cannot be converted")
                              .arg(name, QString::fromStdString(d.encoding));
            continue;
        }
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
        std::string w;
        if (d.toDictionary(word, w) && d.hunspell->spell(w))
            return true;
    }
    return false; // also: a letter the language's encoding does not have
}

QStringList HunspellDictionary::suggestions(const QString &word, int max) const
{
    QStringList out;
    QMutexLocker lock(&m_impl->mutex);
    for (const Dictionary &d : m_impl->dictionaries) {
        std::string w;
        if (!d.toDictionary(word, w))
            continue;
        for (const std::string &s : d.hunspell->suggest(w)) {
            if (out.size() >= max)
                return out;
            const QString q = d.fromDictionary(s);
            if (!q.isEmpty() && !out.contains(q))
                out.append(q);
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

#endif

} // namespace Polygon::Lint
