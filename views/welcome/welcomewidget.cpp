#include "welcomewidget.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QVBoxLayout>

namespace Polygon {

WelcomeAction::WelcomeAction(QWidget *parent)
    : QPushButton(parent)
    , m_title(new QLabel(this))
    , m_explanation(new QLabel(this))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_explanation->setWordWrap(true);
    for (QLabel *label : {m_title, m_explanation}) {
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
        label->setTextFormat(Qt::PlainText);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 14);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addWidget(m_explanation, 1, Qt::AlignTop);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setCursor(Qt::PointingHandCursor);
}

void WelcomeAction::setTexts(const QString &title, const QString &explanation)
{
    m_title->setText(title);
    m_explanation->setText(explanation);
    setAccessibleName(title);
    setAccessibleDescription(explanation);
    updateGeometry();
}

QString WelcomeAction::title() const
{
    return m_title->text();
}

QString WelcomeAction::explanation() const
{
    return m_explanation->text();
}

bool WelcomeAction::hasHeightForWidth() const
{
    return true;
}

int WelcomeAction::heightForWidth(int width) const
{
    return std::max(88, layout()->totalHeightForWidth(width));
}

QSize WelcomeAction::sizeHint() const
{
    return QSize(320, heightForWidth(320));
}

QSize WelcomeAction::minimumSizeHint() const
{
    return QSize(180, heightForWidth(180));
}

WelcomeWidget::WelcomeWidget(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_lead(new QLabel(this))
    , m_status(new QLabel(this))
    , m_demo(new WelcomeAction(this))
    , m_open(new WelcomeAction(this))
    , m_prompt(new WelcomeAction(this))
    , m_connect(new WelcomeAction(this))
    , m_progress(new QWidget(this))
    , m_progressText(new QLabel(m_progress))
    , m_progressBar(new QProgressBar(m_progress))
    , m_cancel(new QPushButton(m_progress))
    , m_message(new QLabel(this))
    , m_recent(new QListWidget(this))
    , m_recentTitle(new QLabel(this))
{
    m_demo->setObjectName(QStringLiteral("openDemoAction"));
    m_open->setObjectName(QStringLiteral("openWorkspaceAction"));
    m_prompt->setObjectName(QStringLiteral("promptWorkspaceAction"));
    m_connect->setObjectName(QStringLiteral("connectModelAction"));
    m_progress->setObjectName(QStringLiteral("demoProgress"));
    m_progressBar->setObjectName(QStringLiteral("demoProgressBar"));
    m_cancel->setObjectName(QStringLiteral("cancelDemoButton"));
    m_message->setObjectName(QStringLiteral("demoMessage"));
    m_recent->setObjectName(QStringLiteral("recentWorkspaces"));

    auto *outer = new QHBoxLayout(this);
    auto *column = new QVBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 6);
    outer->addStretch(1);

    m_lead->setWordWrap(true);
    m_status->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(false);
    m_progressText->setWordWrap(true);
    m_demo->setDefault(true);

    auto *grid = new QGridLayout;
    grid->setSpacing(12);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->addWidget(m_demo, 0, 0);
    grid->addWidget(m_open, 0, 1);
    grid->addWidget(m_prompt, 1, 0);
    grid->addWidget(m_connect, 1, 1);

    auto *progressLayout = new QGridLayout(m_progress);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_progressText, 0, 0, 1, 2);
    progressLayout->addWidget(m_progressBar, 1, 0);
    progressLayout->addWidget(m_cancel, 1, 1);
    m_progress->setVisible(false);

    column->addStretch(1);
    column->addWidget(m_title);
    column->addWidget(m_lead);
    column->addWidget(m_status);
    column->addSpacing(16);
    column->addLayout(grid);
    column->addSpacing(8);
    column->addWidget(m_progress);
    column->addWidget(m_message);
    column->addSpacing(16);
    column->addWidget(m_recentTitle);
    column->addWidget(m_recent, 2);
    column->addStretch(1);

    connect(m_demo, &QPushButton::clicked, this, &WelcomeWidget::demoRequested);
    connect(m_open, &QPushButton::clicked, this, &WelcomeWidget::openWorkspaceRequested);
    connect(m_prompt, &QPushButton::clicked, this, &WelcomeWidget::promptWorkspaceRequested);
    connect(m_connect, &QPushButton::clicked, this, &WelcomeWidget::connectModelRequested);
    connect(m_cancel, &QPushButton::clicked, this, &WelcomeWidget::cancelDemoRequested);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT recentWorkspaceActivated(item->data(Qt::UserRole).toString()); });
    retranslateUi();
    setRecentWorkspaces({});
}

void WelcomeWidget::retranslateUi()
{
    m_title->setText(tr("<h1>Polygon</h1>"));
    m_lead->setText(tr("Edit your agent's prompt, let simulated callers talk to it, grade the conversations and "
                       "compare versions. A workspace is a folder you can keep in git."));
    m_demo->setTexts(tr("Open the demo"),
                     tr("A restaurant's booking agent in two versions: Polygon runs and grades both offline, no model "
                        "needed, and shows where they differ."));
    m_open->setTexts(tr("Open a workspace…"), tr("A folder with a polygon.json you or a colleague made earlier."));
    m_prompt->setTexts(tr("New workspace from my prompt…"),
                       tr("Paste your agent's system prompt: you get an agent, tool stubs to fill and callers to test "
                          "it with."));
    m_connect->setTexts(tr("Connect a model…"),
                        tr("A local llama.cpp, Ollama or vLLM server or a cloud endpoint; keys stay in the system "
                           "keychain."));
    m_cancel->setText(tr("Cancel"));
    m_recentTitle->setText(tr("<b>Recent workspaces</b>"));
}

void WelcomeWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WelcomeWidget::setRecentWorkspaces(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(QFileInfo(path).fileName() + QStringLiteral("  —  ") + QDir::toNativeSeparators(path),
                                         m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    m_recentTitle->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

void WelcomeWidget::setStatus(const QString &text)
{
    m_status->setText(text);
}

void WelcomeWidget::showDemoProgress(const QString &text, int done, int total)
{
    m_message->setVisible(false);
    m_progressText->setText(text);
    m_progressBar->setRange(0, std::max(total, 0));
    m_progressBar->setValue(std::clamp(done, 0, std::max(total, 0)));
    m_progress->setVisible(true);
    m_cancel->setEnabled(true);
    for (WelcomeAction *action : {m_demo, m_open, m_prompt, m_connect})
        action->setEnabled(false);
}

void WelcomeWidget::endDemoProgress(const QString &message, bool error)
{
    m_progress->setVisible(false);
    for (WelcomeAction *action : {m_demo, m_open, m_prompt, m_connect})
        action->setEnabled(true);
    m_message->setText(message);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b3261e; font-weight: bold;") : QString());
    m_message->setVisible(!message.isEmpty());
}

bool WelcomeWidget::demoRunning() const
{
    return !m_progress->isHidden();
}

} // namespace Polygon
