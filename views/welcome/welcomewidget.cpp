#include "welcomewidget.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Polygon {

WelcomeWidget::WelcomeWidget(QWidget *parent)
    : QWidget(parent)
    , m_recent(new QListWidget(this))
    , m_status(new QLabel(this))
    , m_recentTitle(new QLabel(tr("<b>Recent workspaces</b>"), this))
{
    auto *outer = new QHBoxLayout(this);
    auto *column = new QVBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 3);
    outer->addStretch(1);

    auto *title = new QLabel(tr("<h1>Polygon</h1>"), this);
    auto *lead = new QLabel(tr("Edit your agent's prompt, let simulated callers talk to it, grade the conversations and "
                               "compare versions. A workspace is a folder you can keep in git."),
                            this);
    lead->setWordWrap(true);
    m_status->setWordWrap(true);

    auto *open = new QPushButton(tr("Open Workspace…"), this);
    auto *example = new QPushButton(tr("Open Example Workspace"), this);
    open->setObjectName(QStringLiteral("openWorkspaceButton"));
    example->setObjectName(QStringLiteral("openExampleButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(example);
    buttons->addStretch(1);

    column->addStretch(1);
    column->addWidget(title);
    column->addWidget(lead);
    column->addWidget(m_status);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addSpacing(12);
    column->addWidget(m_recentTitle);
    column->addWidget(m_recent, 2);
    column->addStretch(1);

    connect(open, &QPushButton::clicked, this, &WelcomeWidget::openWorkspaceRequested);
    connect(example, &QPushButton::clicked, this, &WelcomeWidget::openExampleRequested);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT recentWorkspaceActivated(item->data(Qt::UserRole).toString()); });
    setRecentWorkspaces({});
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

} // namespace Polygon
