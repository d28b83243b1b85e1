#include "sphinxlanguagemodel.h"
#include "surprisal_p.h"

#include "core/util/messages.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#ifdef POLYGON_HAVE_SPHINXBASE
#include <QRegularExpression>

#include <sphinxbase/err.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/ngram_model.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#endif

namespace Polygon::Lint {

using SurprisalDetail::kNaN;

#ifdef POLYGON_HAVE_SPHINXBASE

namespace {

// sphinxbase logs to stderr by default; while a model loads its errors are
// collected for the message instead, otherwise they are dropped.
QMutex g_sphinxLogMutex;
QString *g_sphinxLog = nullptr;

void sphinxLog(void *, err_lvl_t level, const char *format, ...)
{
    if (!g_sphinxLog || level < ERR_WARN)
        return;
    char buffer[512];
    va_list args;
    va_start(args, format);
    std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    // Without sphinxbase's "ERROR: "file.c", line 456: " prefix.
    static const QRegularExpression prefix(QStringLiteral("^[A-Z_]+: (\"[^\"]*\", line \\d+: )?"));
    *g_sphinxLog += QString::fromLocal8Bit(buffer).trimmed().remove(prefix) + QLatin1Char(' ');
}

} // namespace

struct SphinxLanguageModel::Impl
{
    Impl(ngram_model_t *model, logmath_t *logmath, QString path)
        : model(model)
        , logmath(logmath)
        , path(std::move(path))
        , sentenceStart(ngram_wid(model, "<s>"))
    {
    }
    ~Impl()
    {
        // The model holds its own reference to the logmath: both are released.
        ngram_model_free(model);
        logmath_free(logmath);
    }
    Impl(const Impl &) = delete;
    Impl &operator=(const Impl &) = delete;

    ngram_model_t *model;
    logmath_t *logmath;
    QString path;
    int32 sentenceStart;
    QMutex mutex; // the trie keeps a history cache: not thread-safe
};

SphinxLanguageModel::SphinxLanguageModel(std::unique_ptr<Impl> impl)
    : m_impl(std::move(impl))
{
}

SphinxLanguageModel::~SphinxLanguageModel() = default;

std::shared_ptr<const SphinxLanguageModel> SphinxLanguageModel::load(const QString &path, QString *error)
{
    static QMutex cacheMutex;
    static QHash<QString, std::weak_ptr<const SphinxLanguageModel>> cache;
    QMutexLocker lock(&cacheMutex);
    if (auto cached = cache.value(path).lock())
        return cached;

    QString log;
    ngram_model_t *model = nullptr;
    logmath_t *logmath = nullptr;
    {
        QMutexLocker logLock(&g_sphinxLogMutex);
        err_set_callback(sphinxLog, nullptr);
        g_sphinxLog = &log;
        logmath = logmath_init(1.0001, 0, 0);
        model = ngram_model_read(nullptr, QFile::encodeName(path).constData(), NGRAM_AUTO, logmath);
        g_sphinxLog = nullptr;
    }
    if (!model) {
        logmath_free(logmath);
        if (error)
            *error = WorkspaceMessages::tr("sphinxbase could not read the language model %1: %2")
                         .arg(path, log.trimmed().isEmpty() ? WorkspaceMessages::tr("unknown format") : log.trimmed());
        return nullptr;
    }
    auto loaded = std::make_shared<const SphinxLanguageModel>(std::make_unique<SphinxLanguageModel::Impl>(model, logmath, path));
    cache.insert(path, loaded);
    return loaded;
}

QString SphinxLanguageModel::path() const
{
    return m_impl->path;
}

QList<double> SphinxLanguageModel::wordBits(const QList<SurprisalWord> &words) const
{
    QList<QByteArray> keys;
    keys.reserve(words.size());
    for (const SurprisalWord &w : words) {
        QString key = w.text.toLower();
        key.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x02BC), QLatin1Char('\''));
        keys.append(key.toUtf8());
    }
    QList<double> bits(words.size(), kNaN);
    const double toBits = 1.0 / std::log(2.0);
    QMutexLocker lock(&m_impl->mutex); // the trie keeps a history cache: not thread-safe
    int32 history[2] = {m_impl->sentenceStart, 0};
    int32 historyLength = 0;
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words.at(i).sentenceStart) {
            history[0] = m_impl->sentenceStart;
            historyLength = 1;
        } else if (words.at(i).contextBreak) {
            historyLength = 0;
        }
        const int32 wid = ngram_wid(m_impl->model, keys.at(i).constData());
        if (wid < 0) {
            historyLength = 0;
            continue;
        }
        int32 used = 0;
        const int32 score = ngram_ng_score(m_impl->model, wid, history, historyLength, &used);
        bits[i] = -logmath_log_to_ln(m_impl->logmath, score) * toBits;
        history[1] = history[0];
        history[0] = wid;
        historyLength = std::min(historyLength + 1, 2);
    }
    return bits;
}

QString sphinxLanguageModelPath(QString *whyNot)
{
    const QString fromEnv = qEnvironmentVariable("POLYGON_SPHINX_LM");
    const QString path = fromEnv.isEmpty() ? QStringLiteral("/usr/share/pocketsphinx/model/en-us/en-us.lm.bin") : fromEnv;
    if (QFileInfo(path).isFile() && QFileInfo(path).isReadable())
        return path;
    if (whyNot) {
        if (fromEnv.isEmpty())
            *whyNot = WorkspaceMessages::tr("the English language model %1 is not installed (Debian package pocketsphinx-en-us)")
                          .arg(path);
        else
            *whyNot = WorkspaceMessages::tr("the language model %1 named by POLYGON_SPHINX_LM cannot be read").arg(path);
    }
    return {};
}

#else // no sphinxbase

struct SphinxLanguageModel::Impl
{
};

SphinxLanguageModel::SphinxLanguageModel(std::unique_ptr<Impl> impl)
    : m_impl(std::move(impl))
{
}

SphinxLanguageModel::~SphinxLanguageModel() = default;

std::shared_ptr<const SphinxLanguageModel> SphinxLanguageModel::load(const QString &, QString *error)
{
    if (error)
        *error = WorkspaceMessages::tr("Polygon was built without sphinxbase (libsphinxbase-dev was not found)");
    return nullptr;
}

QString SphinxLanguageModel::path() const
{
    return {};
}

QList<double> SphinxLanguageModel::wordBits(const QList<SurprisalWord> &words) const
{
    return QList<double>(words.size(), kNaN);
}

QString sphinxLanguageModelPath(QString *whyNot)
{
    if (whyNot)
        *whyNot = WorkspaceMessages::tr("Polygon was built without sphinxbase (libsphinxbase-dev was not found)");
    return {};
}

#endif

} // namespace Polygon::Lint
