#include "problemswidget.h"

#include <QDir>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Polygon {

namespace {
enum Column { FileColumn, LineColumn, ColumnColumn, MessageColumn };
constexpr int AbsolutePathRole = Qt::UserRole + 1;
} // namespace

ProblemsWidget::ProblemsWidget(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree);
    m_summary->setContentsMargins(6, 2, 6, 2);
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Problem")});
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(FileColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(LineColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(ColumnColumn, QHeaderView::ResizeToContents);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        Q_EMIT problemActivated(item->data(FileColumn, AbsolutePathRole).toString(), item->text(LineColumn).toInt(),
                                item->text(ColumnColumn).toInt());
    });
    setProblems({}, {});
}

void ProblemsWidget::setProblems(const QString &root, const Diagnostics &problems)
{
    m_root = root;
    m_problemsShown = problems;
    m_tree->clear();
    const QDir base(root);
    const QIcon icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const Diagnostic &d : problems) {
        const QString absolute = QFileInfo(d.file).absoluteFilePath();
        auto *item = new QTreeWidgetItem(m_tree);
        item->setIcon(FileColumn, icon);
        item->setText(FileColumn, root.isEmpty() ? d.file : base.relativeFilePath(absolute));
        item->setData(FileColumn, AbsolutePathRole, absolute);
        item->setToolTip(FileColumn, absolute);
        item->setText(LineColumn, QString::number(d.line));
        item->setText(ColumnColumn, QString::number(d.column));
        item->setText(MessageColumn, d.message);
        item->setToolTip(MessageColumn, d.toString());
    }
    if (root.isEmpty() && problems.isEmpty())
        m_summary->setText(tr("No workspace is open."));
    else if (problems.isEmpty())
        m_summary->setText(tr("No problems: the workspace is valid."));
    else
        m_summary->setText(tr("%n problem(s): the workspace is not loaded until every one is fixed. "
                              "Double-click a problem to open the file at its position.",
                              nullptr, int(problems.size())));
}

void ProblemsWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tree->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Problem")});
        setProblems(m_root, m_problemsShown);
    }
    QWidget::changeEvent(event);
}

QString ProblemsWidget::summary() const
{
    return m_summary->text();
}

int ProblemsWidget::count() const
{
    return m_tree->topLevelItemCount();
}

} // namespace Polygon
