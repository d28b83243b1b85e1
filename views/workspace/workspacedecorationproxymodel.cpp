#include "workspacedecorationproxymodel.h"

#include "core/workspace/workspacetreemodel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyle>

namespace Polygon {

QVariant WorkspaceDecorationProxyModel::data(const QModelIndex &index, int role) const
{
    const QString kind = QIdentityProxyModel::data(index, WorkspaceTreeModel::KindRole).toString();
    const bool section = kind == QLatin1String("section");
    const QString problems = section ? QString() : QIdentityProxyModel::data(index, WorkspaceTreeModel::ProblemRole).toString();
    const bool stale
        = !section && QIdentityProxyModel::data(index, WorkspaceTreeModel::FreshnessRole).toString() == QLatin1String("stale");
    switch (role) {
    case Qt::ToolTipRole:
        if (!problems.isEmpty())
            return tr("This file has problems and is not loaded:\n%1").arg(problems);
        if (section) {
            const int brokenCount = QIdentityProxyModel::data(index, WorkspaceTreeModel::BrokenCountRole).toInt();
            if (brokenCount > 0)
                return tr("%n file(s) in this folder have problems", nullptr, brokenCount);
            const int staleCount = QIdentityProxyModel::data(index, WorkspaceTreeModel::StaleCountRole).toInt();
            if (staleCount > 0)
                return tr("%n persona(s) came from a prompt that has changed since: Run ▸ Regenerate Stale Personas", nullptr,
                          staleCount);
        }
        break;
    case Qt::ForegroundRole:
        if (!problems.isEmpty())
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::DisplayRole:
        if (section) {
            const QString title = QIdentityProxyModel::data(index, Qt::DisplayRole).toString();
            const int count = QIdentityProxyModel::data(index, WorkspaceTreeModel::CountRole).toInt();
            const int staleCount = QIdentityProxyModel::data(index, WorkspaceTreeModel::StaleCountRole).toInt();
            if (staleCount > 0)
                return tr("%1 (%2, %n stale)", nullptr, staleCount).arg(title, QString::number(count));
            return tr("%1 (%2)").arg(title, QString::number(count));
        }
        if (stale)
            return tr("%1 (stale)").arg(QIdentityProxyModel::data(index, Qt::DisplayRole).toString());
        break;
    case Qt::FontRole:
        if (section) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (stale) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case Qt::DecorationRole: {
        QStyle *style = QApplication::style();
        if (!problems.isEmpty())
            return style->standardIcon(QStyle::SP_MessageBoxCritical);
        if (section)
            return style->standardIcon(QStyle::SP_DirIcon);
        if (kind == QLatin1String("prompt"))
            return style->standardIcon(QStyle::SP_FileDialogDetailedView);
        if (kind == QLatin1String("agent"))
            return style->standardIcon(QStyle::SP_ComputerIcon);
        if (kind == QLatin1String("persona"))
            return style->standardIcon(stale ? QStyle::SP_BrowserReload : QStyle::SP_MessageBoxInformation);
        if (kind == QLatin1String("tool"))
            return style->standardIcon(QStyle::SP_FileDialogContentsView);
        if (kind == QLatin1String("probe"))
            return style->standardIcon(QStyle::SP_DialogApplyButton);
        if (kind == QLatin1String("provider"))
            return style->standardIcon(QStyle::SP_DriveNetIcon);
        return style->standardIcon(QStyle::SP_FileIcon);
    }
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace Polygon
