#include "resultsloader.h"

#include "core/run/verdicts.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"
#include "core/util/messages.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace Polygon {

namespace {

// The reader of the store at `root`; nullptr with no error when there is no store yet.
std::unique_ptr<StoreReader> openReader(const QString &root, QString *error)
{
    if (!QFileInfo::exists(StoreSchema::databasePath(root)))
        return nullptr;
    return StoreReader::open(root, error);
}

// Prompt-history requests run here, one at a time, in the order made.
QThreadPool *promptHistoryPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1);
        return p;
    }();
    return pool;
}

} // namespace

ResultsLoader::ResultsLoader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Polygon::RunRow>();
    qRegisterMetaType<Polygon::ConversationRow>();
    qRegisterMetaType<Polygon::ConversationKey>();
    qRegisterMetaType<Polygon::ConversationDetail>();
    qRegisterMetaType<Polygon::PromptVersionRecord>();
}

ResultsLoader::~ResultsLoader()
{
    const auto watchers = findChildren<QFutureWatcherBase *>(Qt::FindDirectChildrenOnly);
    for (QFutureWatcherBase *w : watchers) {
        w->disconnect(this);
        w->cancel();
    }
    for (QFutureWatcherBase *w : watchers)
        w->waitForFinished();
}

void ResultsLoader::setWorkspace(const QString &root)
{
    m_root = root;
    for (quint64 &g : m_generation)
        ++g; // what was loaded for the previous workspace is stale
}

template<typename T>
void ResultsLoader::start(Kind kind, std::function<T(QString *error)> work, std::function<void(const T &)> done)
{
    const quint64 generation = ++m_generation[kind];
    auto *watcher = new QFutureWatcher<std::pair<T, QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, kind, generation, done] {
        Q_ASSERT(QThread::currentThread() == thread());
        watcher->deleteLater();
        --m_pending;
        Q_EMIT pendingChanged(m_pending);
        if (watcher->isCanceled() || (kind != Write && generation != m_generation[kind]))
            return; // stale: a newer request of this kind is on its way
        const auto &[result, error] = watcher->future().result();
        if (!error.isEmpty())
            Q_EMIT failed(error);
        else
            done(result);
    });
    ++m_pending;
    Q_EMIT pendingChanged(m_pending);
    QThreadPool *pool = kind == PromptHistory ? promptHistoryPool() : QThreadPool::globalInstance();
    watcher->setFuture(QtConcurrent::run(pool, [work] {
        QString error;
        T result = work(&error);
        return std::pair<T, QString>(std::move(result), error);
    }));
}

QList<RunRow> ResultsLoader::readRuns(const QString &root, QString *error)
{
    QList<RunRow> rows;
    auto reader = openReader(root, error);
    if (!reader)
        return rows;
    const QList<RunSummary> runs = reader->runs();
    const QList<RunDigest> digests = reader->runDigests();
    if (!reader->lastError().isEmpty()) {
        *error = reader->lastError();
        return rows;
    }
    QHash<QString, RunDigest> byRun;
    for (const RunDigest &d : digests)
        byRun.insert(d.run, d);
    for (const RunSummary &s : runs)
        rows.append({s, byRun.value(s.run.spec.id, RunDigest {s.run.spec.id, {}, {}, {}, {}, {}, {}, {}})});
    return rows;
}

QList<ConversationRow> ResultsLoader::readConversations(const QString &root, const QString &run, QString *error)
{
    QList<ConversationRow> rows;
    auto reader = openReader(root, error);
    if (!reader)
        return rows;
    const QList<ConversationRecord> records = reader->conversations(run);
    const auto latest = latestCompletedGrading(reader->gradings(run));
    const QString grading = latest ? latest->id : QString();
    QHash<ConversationKey, JudgmentRecord> judged;
    if (!grading.isEmpty())
        for (const JudgmentRecord &j : reader->gradingVerdicts(grading))
            judged.insert(j.conversation, j);
    if (!reader->lastError().isEmpty()) {
        *error = reader->lastError();
        return rows;
    }
    for (const ConversationRecord &r : records) {
        ConversationRow row {r, {}, {}};
        if (const auto it = judged.constFind(r.key); it != judged.constEnd()) {
            row.verdict = it->verdict;
            row.composite = it->composite;
        }
        rows.append(row);
    }
    return rows;
}

std::optional<ConversationDetail> ResultsLoader::readConversation(const QString &root, const ConversationKey &key, QString *error)
{
    auto reader = openReader(root, error);
    if (!reader) {
        if (error->isEmpty())
            *error = WorkspaceMessages::tr("%1: no results store").arg(StoreSchema::databasePath(root));
        return std::nullopt;
    }
    auto stored = reader->loadConversation(key);
    if (!stored) {
        *error = reader->lastError();
        return std::nullopt;
    }
    ConversationDetail detail;
    detail.stored = std::move(*stored);
    detail.gradings = reader->gradings(key.run);
    detail.judgments = reader->judgments(key);
    detail.probeAnswers = reader->probeAnswers(key);
    for (const HumanVerdictRecord &v : reader->humanVerdicts(key.run))
        if (v.conversation == key)
            detail.humanVerdict = v;
    if (!reader->lastError().isEmpty()) {
        *error = reader->lastError();
        return std::nullopt;
    }
    return detail;
}

std::optional<ConversationDetail> ResultsLoader::readConversationById(const QString &root, const QString &run,
                                                                      const QString &conversationId, QString *error)
{
    std::optional<ConversationKey> key;
    {
        auto reader = openReader(root, error);
        if (!reader) {
            if (error->isEmpty())
                *error = WorkspaceMessages::tr("%1: no results store").arg(StoreSchema::databasePath(root));
            return std::nullopt;
        }
        const auto found = reader->findRun(run, error);
        if (!found)
            return std::nullopt;
        for (const ConversationRecord &r : reader->conversations(found->run.spec.id))
            if (r.plan.conversationId == conversationId)
                key = r.key;
        if (!key) {
            *error = WorkspaceMessages::tr("run %1 has no conversation \"%2\"").arg(found->run.spec.id, conversationId);
            return std::nullopt;
        }
    }
    return readConversation(root, *key, error);
}

void ResultsLoader::loadRuns()
{
    const QString root = m_root;
    start<QList<RunRow>>(
        Runs, [root](QString *error) { return readRuns(root, error); },
        [this](const QList<RunRow> &runs) { Q_EMIT runsAvailable(runs); });
}

void ResultsLoader::loadConversations(const QString &run)
{
    const QString root = m_root;
    start<QList<ConversationRow>>(
        Conversations, [root, run](QString *error) { return readConversations(root, run, error); },
        [this, run](const QList<ConversationRow> &rows) { Q_EMIT conversationsAvailable(run, rows); });
}

void ResultsLoader::loadConversation(const ConversationKey &key)
{
    const QString root = m_root;
    start<std::optional<ConversationDetail>>(
        Conversation, [root, key](QString *error) { return readConversation(root, key, error); },
        [this](const std::optional<ConversationDetail> &detail) {
            if (detail)
                Q_EMIT conversationAvailable(*detail);
        });
}

void ResultsLoader::loadConversationById(const QString &run, const QString &conversationId)
{
    const QString root = m_root;
    start<std::optional<ConversationDetail>>(
        Conversation,
        [root, run, conversationId](QString *error) { return readConversationById(root, run, conversationId, error); },
        [this](const std::optional<ConversationDetail> &detail) {
            if (detail)
                Q_EMIT conversationAvailable(*detail);
        });
}

void ResultsLoader::deleteRun(const QString &run)
{
    const QString root = m_root;
    start<bool>(
        Write,
        [root, run](QString *error) {
            auto store = ResultStore::open(root, error);
            if (!store)
                return false;
            store->deleteRun(run);
            store->waitForIdle();
            const QList<StoreError> errors = store->takeErrors();
            if (!errors.isEmpty())
                *error = errors.first().toString();
            return errors.isEmpty();
        },
        [this, run](const bool &) { Q_EMIT runDeleted(run); });
}

void ResultsLoader::saveHumanVerdict(const ConversationKey &key, const QString &conversationId, const QString &verdict,
                                     const QMap<QString, int> &criteria)
{
    const QString root = m_root;
    start<bool>(
        Write,
        [root, key, conversationId, verdict, criteria](QString *error) {
            Diagnostics problems;
            const auto saved = recordHumanVerdict(root, key.run, conversationId, verdict, criteria, problems);
            if (!saved)
                *error = diagnosticsText(problems);
            return saved.has_value();
        },
        [this, key](const bool &) { Q_EMIT humanVerdictSaved(key); });
}

QList<PromptVersionRecord> ResultsLoader::readPromptHistory(const QString &root, const QString &prompt,
                                                            const QList<PromptVersionRecord> &record, QString *error)
{
    if (!record.isEmpty()) {
        auto store = ResultStore::open(root, error);
        if (!store)
            return {};
        for (const PromptVersionRecord &v : record)
            store->savePromptVersion(v.prompt, v.hash, v.text);
        store->waitForIdle();
        const QList<StoreError> errors = store->takeErrors();
        if (!errors.isEmpty()) {
            *error = errors.first().toString();
            return {};
        }
    }
    auto reader = openReader(root, error);
    if (!reader)
        return {};
    QList<PromptVersionRecord> versions = reader->promptVersions(prompt);
    if (!reader->lastError().isEmpty())
        *error = reader->lastError();
    return versions;
}

void ResultsLoader::loadPromptHistory(const QString &prompt, const QList<PromptVersionRecord> &record)
{
    const QString root = m_root;
    start<QList<PromptVersionRecord>>(
        PromptHistory, [root, prompt, record](QString *error) { return readPromptHistory(root, prompt, record, error); },
        [this, prompt](const QList<PromptVersionRecord> &versions) { Q_EMIT promptHistoryAvailable(prompt, versions); });
}

} // namespace Polygon
