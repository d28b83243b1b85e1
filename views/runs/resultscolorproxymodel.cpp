#include "resultscolorproxymodel.h"

#include <QColor>

namespace Polygon {

ResultsColorProxyModel::ResultsColorProxyModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

void ResultsColorProxyModel::setColumnRole(int column, int role)
{
    m_columnRoles.insert(column, role);
}

QColor ResultsColorProxyModel::colorFor(const QString &name)
{
    if (name == QLatin1String("pass") || name == QLatin1String("completed") || name == QLatin1String("done"))
        return QColor(0x2e, 0x7d, 0x32);
    if (name == QLatin1String("warning") || name == QLatin1String("running") || name == QLatin1String("queued")
        || name == QLatin1String("pending"))
        return QColor(0xef, 0x6c, 0x00);
    if (name == QLatin1String("fail") || name == QLatin1String("failed"))
        return QColor(0xc6, 0x28, 0x28);
    if (name == QLatin1String("cancelled") || name == QLatin1String("not_scored"))
        return QColor(0x75, 0x75, 0x75);
    return QColor();
}

QVariant ResultsColorProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && index.isValid()) {
        const auto it = m_columnRoles.constFind(index.column());
        if (it != m_columnRoles.constEnd()) {
            const QColor colour = colorFor(index.data(*it).toString());
            if (colour.isValid())
                return colour;
        }
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace Polygon
