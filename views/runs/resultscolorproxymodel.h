#pragma once

// ResultsColorProxyModel: colours the results models' status and verdict
// columns (green pass / completed, orange warning / running, red fail /
// failed, grey cancelled / not scored). The core models carry only the
// names; this proxy adds the colours.

#include <QHash>
#include <QIdentityProxyModel>

namespace Polygon {

class ResultsColorProxyModel : public QIdentityProxyModel
{
    Q_OBJECT

public:
    explicit ResultsColorProxyModel(QObject *parent = nullptr);

    // Colours column `column` by the name the source gives for `role`.
    void setColumnRole(int column, int role);
    static QColor colorFor(const QString &name);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QHash<int, int> m_columnRoles;
};

} // namespace Polygon
