#pragma once

// ResultsLoader: reads (and, for a deleted run or a person's verdict, writes)
// a workspace's results store off the GUI thread. Each request runs in
// QtConcurrent with its own StoreReader (a connection per thread) and is
// watched by a QFutureWatcher this object owns; results arrive as signals on
// this object's thread. A newer request of the same kind makes an older one
// stale: its result is dropped, never emitted. Views only connect.

#include "resultstypes.h"

#include <QFutureWatcherBase>
#include <QMap>
#include <QObject>

#include <functional>

namespace Polygon {

class ResultsLoader : public QObject
{
    Q_OBJECT

public:
    explicit ResultsLoader(QObject *parent = nullptr);
    // Cancels what is queued and waits for what runs.
    ~ResultsLoader() override;

    QString workspace() const { return m_root; }
    // Requests running now.
    int pending() const { return m_pending; }

    // Blocking reads, also what the asynchronous requests run (any thread).
    // Nothing in *error when the workspace has no store yet (an empty list).
    static QList<RunRow> readRuns(const QString &root, QString *error);
    static QList<ConversationRow> readConversations(const QString &root, const QString &run, QString *error);
    static std::optional<ConversationDetail> readConversation(const QString &root, const ConversationKey &key, QString *error);
    // `run`: an id, a unique prefix or "latest"; `conversationId`: FORMATS.md §1 "id".
    static std::optional<ConversationDetail> readConversationById(const QString &root, const QString &run,
                                                                  const QString &conversationId, QString *error);
    // Keeps the versions in `record` (creating the store when there is none),
    // then reads every kept version of `prompt`, oldest first.
    static QList<PromptVersionRecord> readPromptHistory(const QString &root, const QString &prompt,
                                                        const QList<PromptVersionRecord> &record, QString *error);

public Q_SLOTS:
    void setWorkspace(const QString &root);
    void loadRuns();
    void loadConversations(const QString &run);
    void loadConversation(const Polygon::ConversationKey &key);
    void loadConversationById(const QString &run, const QString &conversationId);
    // Deletes the run with everything it holds (ResultStore::deleteRun, one transaction).
    void deleteRun(const QString &run);
    // Records a person's verdict (recordHumanVerdict): "pass", "warning" or
    // "fail" and criterion scores 1..5.
    void saveHumanVerdict(const Polygon::ConversationKey &key, const QString &conversationId, const QString &verdict,
                          const QMap<QString, int> &criteria);
    // readPromptHistory() off the GUI thread. Prompt-history requests of every
    // loader run one after another, so a version kept by one is seen by the
    // next read.
    void loadPromptHistory(const QString &prompt, const QList<Polygon::PromptVersionRecord> &record = {});

Q_SIGNALS:
    void runsAvailable(const QList<Polygon::RunRow> &runs);
    void conversationsAvailable(const QString &run, const QList<Polygon::ConversationRow> &conversations);
    void conversationAvailable(const Polygon::ConversationDetail &detail);
    void runDeleted(const QString &run);
    void humanVerdictSaved(const Polygon::ConversationKey &key);
    void promptHistoryAvailable(const QString &prompt, const QList<Polygon::PromptVersionRecord> &versions);
    // A request failed: a sentence naming the file.
    void failed(const QString &message);
    void pendingChanged(int pending);

private:
    enum Kind { Runs, Conversations, Conversation, Write, PromptHistory, KindCount };
    template<typename T> void start(Kind kind, std::function<T(QString *error)> work, std::function<void(const T &)> done);

    QString m_root;
    quint64 m_generation[KindCount] = {};
    int m_pending = 0;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::RunRow)
Q_DECLARE_METATYPE(Polygon::ConversationRow)
Q_DECLARE_METATYPE(Polygon::PromptVersionRecord)
