#pragma once

#include <QIdentityProxyModel>

namespace Polygon {

// Presentation for WorkspaceTreeModel: an icon per item kind, bold section
// titles with their item count.
class WorkspaceDecorationProxyModel : public QIdentityProxyModel
{
    Q_OBJECT

public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace Polygon
