#pragma once

#include "core/json/diagnostic.h"
#include "core/model/workspace.h"

#include <QAbstractItemModel>

namespace Polygon {

// The workspace as a two-level tree: sections (Agents, Prompts, …) and their
// items. Raw data and roles only; icons and colours are added in views/.
class WorkspaceTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Roles {
        KindRole = Qt::UserRole + 1, // "section" or the section's item kind ("agent", "prompt", …)
        SectionRole, // section folder name ("agents", …)
        IdRole, // item id (file stem); empty for sections
        PathRole, // path relative to the workspace; the folder for sections
        AbsolutePathRole, // absolute file path
        HashRole, // sha256 hex for prompts, the wording hash for probes
        CountRole, // number of items, for sections
        ProblemRole, // the problems of an item whose file did not read (file:line:column: message, one a line); empty otherwise
        BrokenCountRole, // number of such items, for sections
        FreshnessRole, // personas: personaFreshnessName() — "hand-written", "current", "stale" or "orphaned"
        StaleCountRole, // number of stale personas, for sections
    };
    Q_ENUM(Roles)

    explicit WorkspaceTreeModel(QObject *parent = nullptr);

    // `problems` (from a load that failed) adds the files that did not read
    // as broken items, next to every item of `workspace` that did.
    void setWorkspace(const Workspace &workspace, const Diagnostics &problems = {});
    void clear();
    const Workspace &workspace() const { return m_workspace; }

    // The index of the item stored at `relativePath`, or an invalid index.
    QModelIndex indexForPath(const QString &relativePath) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Translated section titles, for the folder names in workspaceSections().
    static QString sectionTitle(const QString &section);

private:
    struct Item
    {
        QString id;
        QString path;
        QString toolTip;
        QString hash;
        QString problems; // non-empty: the file did not read
        QString freshness; // personas only
    };
    struct Section
    {
        QString folder;
        QString kind;
        QList<Item> items;
    };

    void rebuild();

    Workspace m_workspace;
    Diagnostics m_problems;
    QList<Section> m_sections;
};

} // namespace Polygon
