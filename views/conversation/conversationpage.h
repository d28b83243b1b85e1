#pragma once

// ConversationPage: a conversation's transcript (ConversationView) and how it
// was graded (GradeView) side by side in a splitter. Loads through its own
// ResultsLoader off the GUI thread; clicking an evidence quote selects and
// marks it in the transcript; "Your verdict" is recorded with
// recordHumanVerdict.

#include "core/results/resultstypes.h"

#include <QWidget>

class QLabel;
class QSplitter;

namespace Polygon {

class ConversationModel;
class ConversationView;
class GradeView;
class ResultsLoader;

class ConversationPage : public QWidget
{
    Q_OBJECT

public:
    explicit ConversationPage(const QString &workspaceRoot, QWidget *parent = nullptr);
    ~ConversationPage() override;

    ConversationModel *model() const { return m_model; }
    ConversationView *conversationView() const { return m_view; }
    GradeView *gradeView() const { return m_grade; }
    QSplitter *splitter() const { return m_splitter; }
    ResultsLoader *loader() const { return m_loader; }
    bool isLoaded() const { return m_loaded; }
    ConversationKey key() const { return m_detail.key(); }
    // FORMATS.md §1 id of the shown conversation.
    QString conversationId() const { return m_detail.stored.record.plan.conversationId; }
    // A short title for a tab: "<conversation id> · <run>".
    QString title() const;

public Q_SLOTS:
    void load(const Polygon::ConversationKey &key);
    // `run`: id, unique prefix or "latest"; `conversationId`: FORMATS.md §1 "id".
    void loadById(const QString &run, const QString &conversationId);
    void setDetail(const Polygon::ConversationDetail &detail);

Q_SIGNALS:
    void loaded();
    void failed(const QString &message);
    void humanVerdictSaved(const Polygon::ConversationKey &key);

private:
    QString m_root;
    ResultsLoader *m_loader;
    ConversationModel *m_model;
    QLabel *m_header;
    QSplitter *m_splitter;
    ConversationView *m_view;
    GradeView *m_grade;
    ConversationDetail m_detail;
    bool m_loaded = false;
};

} // namespace Polygon
