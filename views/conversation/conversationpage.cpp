#include "conversationpage.h"

#include "conversationview.h"
#include "gradeview.h"

#include "core/results/conversationmodel.h"
#include "core/results/resultsloader.h"

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QVBoxLayout>

namespace Polygon {

ConversationPage::ConversationPage(const QString &workspaceRoot, QWidget *parent)
    : QWidget(parent)
    , m_root(workspaceRoot)
    , m_loader(new ResultsLoader(this))
    , m_model(new ConversationModel(this))
    , m_header(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_view(new ConversationView(m_splitter))
    , m_grade(new GradeView(m_splitter))
{
    m_loader->setWorkspace(workspaceRoot);
    m_view->setModel(m_model);
    m_grade->setConversationModel(m_model);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_grade);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({550, 450});
    m_splitter->setChildrenCollapsible(false);
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_header->setText(tr("<i>Loading…</i>"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_splitter, 1);

    connect(m_loader, &ResultsLoader::conversationAvailable, this, &ConversationPage::setDetail);
    connect(m_loader, &ResultsLoader::failed, this, [this](const QString &message) {
        m_header->setText(QStringLiteral("<span style=\"color:#c62828;\">%1</span>").arg(message.toHtmlEscaped()));
        m_grade->setVerdictSaved(false, message);
        Q_EMIT failed(message);
    });
    connect(m_grade, &GradeView::quoteActivated, m_view, &ConversationView::showQuote);
    connect(m_grade, &GradeView::verdictSubmitted, this, [this](const QString &verdict, const QMap<QString, int> &criteria) {
        m_loader->saveHumanVerdict(key(), conversationId(), verdict, criteria);
    });
    connect(m_loader, &ResultsLoader::humanVerdictSaved, this, [this](const ConversationKey &saved) {
        m_grade->setVerdictSaved(true);
        Q_EMIT humanVerdictSaved(saved);
    });
}

ConversationPage::~ConversationPage() = default;

QString ConversationPage::title() const
{
    return m_loaded ? tr("%1 · %2").arg(conversationId(), key().run) : tr("Conversation");
}

void ConversationPage::load(const ConversationKey &key)
{
    m_loader->loadConversation(key);
}

void ConversationPage::loadById(const QString &run, const QString &conversationId)
{
    m_loader->loadConversationById(run, conversationId);
}

void ConversationPage::setDetail(const ConversationDetail &detail)
{
    m_detail = detail;
    m_model->setConversation(detail.stored);
    m_grade->setDetail(detail);
    const ConversationRecord &r = detail.stored.record;
    QString header = tr("<b>%1</b> &nbsp; persona <b>%2</b>, scenario set <b>%3</b>, repeat %4 &nbsp;·&nbsp; %5, %n turn(s)",
                        nullptr, r.turnCount)
                         .arg(r.plan.conversationId.toHtmlEscaped(), r.key.persona.toHtmlEscaped(),
                              (r.key.scenario.isEmpty() ? tr("(none)") : r.key.scenario).toHtmlEscaped())
                         .arg(r.key.repeat + 1)
                         .arg(conversationStatusTitle(r.status));
    header += QStringLiteral("<br><span style=\"color:#666;\">%1</span>").arg(tr("run %1").arg(r.key.run).toHtmlEscaped());
    m_header->setText(header);
    m_loaded = true;
    if (m_model->rowCount() > 0)
        m_view->selectTurn(0);
    Q_EMIT loaded();
}

} // namespace Polygon
