#include "workspacetreemodel.h"

#include "workspaceloader.h"

#include "core/simulate/personagenerator.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>

#include <algorithm>

namespace Polygon {

namespace {

// Section rows carry this internal id; items carry their section's row + 1.
constexpr quintptr SectionMarker = 0;

QString shortHash(const QString &hash)
{
    return hash.left(12);
}

} // namespace

WorkspaceTreeModel::WorkspaceTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    rebuild();
}

QString WorkspaceTreeModel::sectionTitle(const QString &section)
{
    if (section == QLatin1String("agents"))
        return tr("Agents");
    if (section == QLatin1String("prompts"))
        return tr("Prompts");
    if (section == QLatin1String("flows"))
        return tr("Flows");
    if (section == QLatin1String("personas"))
        return tr("Personas");
    if (section == QLatin1String("scenarios"))
        return tr("Scenarios");
    if (section == QLatin1String("tools"))
        return tr("Tool stubs");
    if (section == QLatin1String("probes"))
        return tr("Probes");
    if (section == QLatin1String("providers"))
        return tr("Providers");
    return section;
}

void WorkspaceTreeModel::setWorkspace(const Workspace &workspace, const Diagnostics &problems)
{
    beginResetModel();
    m_workspace = workspace;
    m_problems = problems;
    rebuild();
    endResetModel();
}

void WorkspaceTreeModel::clear()
{
    setWorkspace(Workspace {});
}

void WorkspaceTreeModel::rebuild()
{
    m_sections.clear();
    const Workspace &ws = m_workspace;
    // Files with problems, by relative path: they show as broken items.
    QMap<QString, QStringList> broken;
    if (!ws.root.isEmpty()) {
        const QDir root(ws.root);
        for (const Diagnostic &d : std::as_const(m_problems)) {
            const QString rel = QDir::cleanPath(root.relativeFilePath(QFileInfo(d.file).absoluteFilePath()));
            broken[rel].append(QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message));
        }
    }
    const auto add = [this, &broken](const QString &folder, const QString &kind, QList<Item> items) {
        const QString prefix = folder + QLatin1Char('/');
        bool added = false;
        for (auto it = broken.cbegin(); it != broken.cend(); ++it) {
            if (!it.key().startsWith(prefix) || it.key().count(QLatin1Char('/')) != 1)
                continue;
            const QString problems = it.value().join(QLatin1Char('\n'));
            auto same = std::find_if(items.begin(), items.end(), [&](const Item &i) { return i.path == it.key(); });
            if (same != items.end()) {
                same->problems = problems;
                continue;
            }
            items.append({QFileInfo(it.key()).completeBaseName(), it.key(), problems, {}, problems, {}});
            added = true;
        }
        if (added)
            std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.id < b.id; });
        m_sections.append(Section {folder, kind, std::move(items)});
    };
    // Display order follows the way a prompt author works, not load order.
    QList<Item> items;
    for (const Agent &a : ws.agents)
        items.append({a.id, a.path, tr("%1 — %2 agent").arg(a.name, Agent::kindName(a.kind)), {}, {}, {}});
    add(QStringLiteral("agents"), QStringLiteral("agent"), items);

    items.clear();
    for (const Prompt &p : ws.prompts)
        items.append({p.id, p.path, tr("%1\nSHA-256 %2…").arg(p.path, shortHash(p.hash)), p.hash, {}, {}});
    add(QStringLiteral("prompts"), QStringLiteral("prompt"), items);

    items.clear();
    for (const Persona &p : ws.personas) {
        const PersonaFreshness freshness = personaFreshness(p, ws.prompts);
        QString toolTip = tr("%1 — %2 caller, wants %3, difficulty %4\n%5")
                              .arg(p.name, Persona::typeName(p.type), Persona::outcomeName(p.intendedOutcome))
                              .arg(p.difficulty)
                              .arg(p.goal);
        if (freshness == PersonaFreshness::Stale)
            toolTip += QLatin1String("\n\n")
                + tr("Stale: generated from prompt %1 (version %2…), which has changed since. Regenerate it from the "
                     "prompt as it is now (Run ▸ Regenerate Stale Personas).")
                      .arg(p.sourcePrompt, shortHash(p.sourcePromptHash));
        else if (freshness == PersonaFreshness::Orphaned)
            toolTip += QLatin1String("\n\n")
                + tr("Generated from prompt %1, which no longer exists: it cannot be regenerated; edit or delete it.")
                      .arg(p.sourcePrompt);
        else if (freshness == PersonaFreshness::Current)
            toolTip += QLatin1String("\n\n") + tr("Generated from prompt %1 as it is now.").arg(p.sourcePrompt);
        items.append({p.id, p.path, toolTip, {}, {}, personaFreshnessName(freshness)});
    }
    add(QStringLiteral("personas"), QStringLiteral("persona"), items);

    items.clear();
    for (const Scenario &s : ws.scenarios)
        items.append({s.id, s.path, tr("%1 — %n persona(s)", nullptr, int(s.personas.size())).arg(s.name), {}, {}, {}});
    add(QStringLiteral("scenarios"), QStringLiteral("scenario"), items);

    items.clear();
    for (const ToolStub &t : ws.tools)
        items.append({t.id, t.path, tr("%1 (%2 stub)").arg(t.description, ToolStub::behaviourName(t.behaviour)), {}, {}, {}});
    add(QStringLiteral("tools"), QStringLiteral("tool"), items);

    items.clear();
    for (const Probe &p : ws.probes)
        items.append({p.id, p.path, tr("%1 (%2)").arg(p.question, Probe::polarityName(p.polarity)), p.wordingHash(), {}, {}});
    add(QStringLiteral("probes"), QStringLiteral("probe"), items);

    items.clear();
    for (const FlowDefinition &f : ws.flows)
        items.append({f.id, f.path, f.path, {}, {}, {}});
    const bool brokenFlow = std::any_of(broken.keyBegin(), broken.keyEnd(),
                                        [](const QString &rel) { return rel.startsWith(QLatin1String("flows/")); });
    if (!items.isEmpty() || brokenFlow)
        add(QStringLiteral("flows"), QStringLiteral("flow"), items);

    items.clear();
    for (const Profile &p : ws.providers)
        items.append({p.id, p.path, tr("%1 at %2").arg(p.model, p.baseUrl), {}, {}, {}});
    add(QStringLiteral("providers"), QStringLiteral("provider"), items);
}

QModelIndex WorkspaceTreeModel::indexForPath(const QString &relativePath) const
{
    for (int s = 0; s < m_sections.size(); ++s) {
        const QList<Item> &items = m_sections.at(s).items;
        for (int i = 0; i < items.size(); ++i)
            if (items.at(i).path == relativePath)
                return createIndex(i, 0, quintptr(s + 1));
    }
    return {};
}

QModelIndex WorkspaceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, SectionMarker);
    if (parent.internalId() != SectionMarker)
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex WorkspaceTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == SectionMarker)
        return {};
    return createIndex(int(child.internalId() - 1), 0, SectionMarker);
}

int WorkspaceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_sections.size());
    if (parent.column() != 0 || parent.internalId() != SectionMarker)
        return 0;
    return int(m_sections.at(parent.row()).items.size());
}

int WorkspaceTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant WorkspaceTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == SectionMarker) {
        const Section &section = m_sections.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return sectionTitle(section.folder);
        case KindRole:
            return QStringLiteral("section");
        case SectionRole:
        case PathRole:
            return section.folder;
        case AbsolutePathRole:
            return m_workspace.root.isEmpty() ? QString() : QDir(m_workspace.root).filePath(section.folder);
        case CountRole:
            return int(section.items.size());
        case BrokenCountRole:
            return int(
                std::count_if(section.items.cbegin(), section.items.cend(), [](const Item &i) { return !i.problems.isEmpty(); }));
        case StaleCountRole:
            return int(std::count_if(section.items.cbegin(), section.items.cend(),
                                     [](const Item &i) { return i.freshness == QLatin1String("stale"); }));
        default:
            return {};
        }
    }
    const Section &section = m_sections.at(int(index.internalId() - 1));
    const Item &item = section.items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case IdRole:
        return item.id;
    case Qt::ToolTipRole:
        return item.toolTip;
    case KindRole:
        return section.kind;
    case SectionRole:
        return section.folder;
    case PathRole:
        return item.path;
    case AbsolutePathRole:
        return m_workspace.root.isEmpty() ? QString() : QDir(m_workspace.root).filePath(item.path);
    case HashRole:
        return item.hash.isEmpty() ? QVariant() : QVariant(item.hash);
    case ProblemRole:
        return item.problems;
    case FreshnessRole:
        return item.freshness.isEmpty() ? QVariant() : QVariant(item.freshness);
    default:
        return {};
    }
}

Qt::ItemFlags WorkspaceTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.internalId() == SectionMarker)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> WorkspaceTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(SectionRole, "section");
    names.insert(IdRole, "itemId");
    names.insert(PathRole, "path");
    names.insert(AbsolutePathRole, "absolutePath");
    names.insert(HashRole, "hash");
    names.insert(CountRole, "count");
    names.insert(ProblemRole, "problems");
    names.insert(BrokenCountRole, "brokenCount");
    names.insert(FreshnessRole, "freshness");
    names.insert(StaleCountRole, "staleCount");
    return names;
}

} // namespace Polygon
