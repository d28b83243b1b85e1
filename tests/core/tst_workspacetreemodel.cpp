// Tests for Polygon::WorkspaceTreeModel: the two-level tree of sections and
// items, checked by QAbstractItemModelTester across resets, and its roles.
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacetreemodel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

QString exampleDir()
{
    return QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

Workspace example()
{
    WorkspaceLoadResult result = loadWorkspace(exampleDir());
    return result.workspace.value_or(Workspace {});
}

// A small workspace built in code, with a flow (the Flows section only
// appears when there is one).
Workspace withFlow()
{
    Workspace ws;
    ws.root = QStringLiteral("/ws");
    Agent a;
    a.id = QStringLiteral("bot");
    a.path = QStringLiteral("agents/bot.json");
    a.name = QStringLiteral("Bot");
    a.kind = Agent::Kind::Flow;
    a.flow = QStringLiteral("flows/main.json");
    ws.agents.append(a);
    ws.flows.append(FlowDefinition {QStringLiteral("main"), QStringLiteral("flows/main.json"), Json::object()});
    ws.flows.append(FlowDefinition {QStringLiteral("other"), QStringLiteral("flows/other.json"), Json::object()});
    return ws;
}

} // namespace

class TestWorkspaceTreeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void modelTester();

    void sections_data();
    void sections();
    void emptyModel();
    void flowsSection();

    void itemRoles_data();
    void itemRoles();
    void sectionRoles();
    void toolTips();

    void indexForPath_data();
    void indexForPath();
    void flags();
    void roleNames();
    void sectionTitle_data();
    void sectionTitle();
    void resetSignals();

private:
    Workspace m_example;
};

void TestWorkspaceTreeModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_example = example();
    QCOMPARE(m_example.agents.size(), 4); // the example loaded: two llm and two flow agents
}

void TestWorkspaceTreeModel::modelTester()
{
    WorkspaceTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setWorkspace(m_example);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(model.rowCount(), 8); // the example has flows
    model.clear();
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    model.setWorkspace(withFlow());
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(model.rowCount(), 8);
    model.setWorkspace(m_example);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(model.rowCount(), 8);
}

void TestWorkspaceTreeModel::sections_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("count");

    // Display order: agents, prompts, personas, scenarios, tools, probes,
    // (flows,) providers. Counts from resources/examples/bella-vista/.
    QTest::newRow("agents") << 0 << QStringLiteral("Agents") << QStringLiteral("agents") << 4;
    QTest::newRow("prompts") << 1 << QStringLiteral("Prompts") << QStringLiteral("prompts") << 2;
    QTest::newRow("personas") << 2 << QStringLiteral("Personas") << QStringLiteral("personas") << 10;
    QTest::newRow("scenarios") << 3 << QStringLiteral("Scenarios") << QStringLiteral("scenarios") << 3;
    QTest::newRow("tools") << 4 << QStringLiteral("Tool stubs") << QStringLiteral("tools") << 6;
    QTest::newRow("probes") << 5 << QStringLiteral("Probes") << QStringLiteral("probes") << 7;
    QTest::newRow("flows") << 6 << QStringLiteral("Flows") << QStringLiteral("flows") << 2;
    QTest::newRow("providers") << 7 << QStringLiteral("Providers") << QStringLiteral("providers") << 2;
}

void TestWorkspaceTreeModel::sections()
{
    QFETCH(int, row);
    QFETCH(QString, title);
    QFETCH(QString, folder);
    QFETCH(int, count);

    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), 1);
    const QModelIndex section = model.index(row, 0);
    QVERIFY(section.isValid());
    QVERIFY(!section.parent().isValid());
    QCOMPARE(section.data(Qt::DisplayRole).toString(), title);
    QCOMPARE(section.data(WorkspaceTreeModel::SectionRole).toString(), folder);
    QCOMPARE(section.data(WorkspaceTreeModel::PathRole).toString(), folder);
    QCOMPARE(model.rowCount(section), count);
    QCOMPARE(section.data(WorkspaceTreeModel::CountRole).toInt(), count);
    QVERIFY(model.hasChildren(section));
    // Items have no children and point back to their section.
    const QModelIndex first = model.index(0, 0, section);
    QVERIFY(first.isValid());
    QCOMPARE(first.parent(), section);
    QCOMPARE(model.rowCount(first), 0);
    QVERIFY(!model.index(count, 0, section).isValid());
    QVERIFY(!model.index(0, 1, section).isValid());
}

void TestWorkspaceTreeModel::emptyModel()
{
    WorkspaceTreeModel model;
    QCOMPARE(model.rowCount(), 7); // every section but flows, all empty
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex section = model.index(row, 0);
        QCOMPARE(model.rowCount(section), 0);
        QCOMPARE(section.data(WorkspaceTreeModel::CountRole).toInt(), 0);
        QCOMPARE(section.data(WorkspaceTreeModel::AbsolutePathRole).toString(), QString()); // no root
    }
    QCOMPARE(model.index(4, 0).data().toString(), QStringLiteral("Tool stubs"));
    QVERIFY(!model.index(7, 0).isValid());
    QVERIFY(!model.indexForPath(QStringLiteral("agents/bella-v1.json")).isValid());

    // clear() after a workspace returns to exactly this.
    model.setWorkspace(m_example);
    QCOMPARE(model.rowCount(model.index(2, 0)), 10);
    model.clear();
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.rowCount(model.index(2, 0)), 0);
    QVERIFY(model.workspace().agents.isEmpty());
    QVERIFY(model.workspace().root.isEmpty());
}

void TestWorkspaceTreeModel::flowsSection()
{
    WorkspaceTreeModel model;
    model.setWorkspace(withFlow());
    QCOMPARE(model.rowCount(), 8);
    const QModelIndex flows = model.index(6, 0);
    QCOMPARE(flows.data().toString(), QStringLiteral("Flows"));
    QCOMPARE(flows.data(WorkspaceTreeModel::CountRole).toInt(), 2);
    QCOMPARE(model.index(7, 0).data().toString(), QStringLiteral("Providers"));
    const QModelIndex other = model.index(1, 0, flows);
    QCOMPARE(other.data(WorkspaceTreeModel::KindRole).toString(), QStringLiteral("flow"));
    QCOMPARE(other.data(WorkspaceTreeModel::IdRole).toString(), QStringLiteral("other"));
    QCOMPARE(other.data(WorkspaceTreeModel::PathRole).toString(), QStringLiteral("flows/other.json"));
    QCOMPARE(other.data(WorkspaceTreeModel::AbsolutePathRole).toString(), QStringLiteral("/ws/flows/other.json"));
    QCOMPARE(model.indexForPath(QStringLiteral("flows/main.json")), model.index(0, 0, flows));
    QCOMPARE(model.indexForPath(QStringLiteral("agents/bot.json")), model.index(0, 0, model.index(0, 0)));
}

void TestWorkspaceTreeModel::itemRoles_data()
{
    QTest::addColumn<int>("section");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("hash"); // empty: no HashRole

    // sorted by id: bella-flow-v1, bella-flow-v2, bella-v1, bella-v2
    QTest::newRow("agent") << 0 << 3 << QStringLiteral("agent") << QStringLiteral("agents") << QStringLiteral("bella-v2")
                           << QStringLiteral("agents/bella-v2.json") << QString();
    // sha256sum resources/examples/bella-vista/prompts/bella-v1.md
    QTest::newRow("prompt v1") << 1 << 0 << QStringLiteral("prompt") << QStringLiteral("prompts") << QStringLiteral("bella-v1")
                               << QStringLiteral("prompts/bella-v1.md")
                               << QStringLiteral("4b90e40b79a9543c6184e69aaa494e7844604f00bacb0d07c6ca02e0eea7687f");
    QTest::newRow("prompt v2") << 1 << 1 << QStringLiteral("prompt") << QStringLiteral("prompts") << QStringLiteral("bella-v2")
                               << QStringLiteral("prompts/bella-v2.md")
                               << QStringLiteral("fe9121cc8c5e621d994e43f82470818f70167a3d7419fc2549f7a25a786cff86");
    QTest::newRow("persona") << 2 << 3 << QStringLiteral("persona") << QStringLiteral("personas")
                             << QStringLiteral("confused-josip") << QStringLiteral("personas/confused-josip.json") << QString();
    QTest::newRow("scenario") << 3 << 2 << QStringLiteral("scenario") << QStringLiteral("scenarios") << QStringLiteral("smoke")
                              << QStringLiteral("scenarios/smoke.json") << QString();
    QTest::newRow("tool") << 4 << 5 << QStringLiteral("tool") << QStringLiteral("tools") << QStringLiteral("transfer_to_human")
                          << QStringLiteral("tools/transfer_to_human.json") << QString();
    // printf '%s' "$question" | sha256sum, for the probe's question
    QTest::newRow("probe") << 5 << 0 << QStringLiteral("probe") << QStringLiteral("probes")
                           << QStringLiteral("asks-party-size-before-booking")
                           << QStringLiteral("probes/asks-party-size-before-booking.json")
                           << QStringLiteral("7280a5c790d0b22f8c910458c1dccd137a2e914b59e2d444e4b52a016005068e");
    QTest::newRow("provider") << 7 << 0 << QStringLiteral("provider") << QStringLiteral("providers")
                              << QStringLiteral("local-judge") << QStringLiteral("providers/local-judge.json") << QString();
}

void TestWorkspaceTreeModel::itemRoles()
{
    QFETCH(int, section);
    QFETCH(int, row);
    QFETCH(QString, kind);
    QFETCH(QString, folder);
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(QString, hash);

    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    const QModelIndex index = model.index(row, 0, model.index(section, 0));
    QVERIFY(index.isValid());
    QCOMPARE(index.data(Qt::DisplayRole).toString(), id);
    QCOMPARE(index.data(WorkspaceTreeModel::IdRole).toString(), id);
    QCOMPARE(index.data(WorkspaceTreeModel::KindRole).toString(), kind);
    QCOMPARE(index.data(WorkspaceTreeModel::SectionRole).toString(), folder);
    QCOMPARE(index.data(WorkspaceTreeModel::PathRole).toString(), path);
    QCOMPARE(index.data(WorkspaceTreeModel::AbsolutePathRole).toString(),
             QFileInfo(exampleDir()).absoluteFilePath() + QLatin1Char('/') + path);
    QVERIFY(QFileInfo::exists(index.data(WorkspaceTreeModel::AbsolutePathRole).toString()));
    const QVariant hashValue = index.data(WorkspaceTreeModel::HashRole);
    if (hash.isEmpty())
        QVERIFY(!hashValue.isValid());
    else
        QCOMPARE(hashValue.toString(), hash);
    QVERIFY(!index.data(WorkspaceTreeModel::CountRole).isValid());
    QVERIFY(!index.data(Qt::DecorationRole).isValid()); // icons belong to views/
}

void TestWorkspaceTreeModel::sectionRoles()
{
    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    const QModelIndex prompts = model.index(1, 0);
    QCOMPARE(prompts.data(WorkspaceTreeModel::KindRole).toString(), QStringLiteral("section"));
    QCOMPARE(prompts.data(WorkspaceTreeModel::AbsolutePathRole).toString(),
             QFileInfo(exampleDir()).absoluteFilePath() + QStringLiteral("/prompts"));
    QVERIFY(!prompts.data(WorkspaceTreeModel::IdRole).isValid());
    QVERIFY(!prompts.data(WorkspaceTreeModel::HashRole).isValid());
    QVERIFY(!prompts.data(Qt::ToolTipRole).isValid());
}

void TestWorkspaceTreeModel::toolTips()
{
    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    const auto tip
        = [&](int section, int row) { return model.index(row, 0, model.index(section, 0)).data(Qt::ToolTipRole).toString(); };
    QCOMPARE(tip(0, 2), QStringLiteral("Bella v1 \u2014 first draft \u2014 llm agent"));
    QCOMPARE(tip(0, 0), QStringLiteral("Bella flow v1 \u2014 flow agent"));
    QCOMPARE(tip(1, 1), QStringLiteral("prompts/bella-v2.md\nSHA-256 fe9121cc8c5e\u2026"));
    QCOMPARE(
        tip(2, 0),
        QStringLiteral("Dario Juri\u0107 \u2014 aggressive caller, wants transfer, difficulty 5\nComplain about cold pizzas and "
                       "a 50-minute wait on his last visit, demand a refund and get the manager on the line."));
    QCOMPARE(tip(3, 0), QStringLiteral("All callers \u2014 10 persona(s)"));
    QCOMPARE(tip(4, 4), QStringLiteral("Get the restaurant's opening hours, special days and address. (fixed stub)"));
    QCOMPARE(tip(5, 5),
             QStringLiteral("Did the agent ask the caller for the same piece of information more than twice? (guardrail)"));
    QCOMPARE(tip(7, 1), QStringLiteral("qwen2.5-7b-instruct at http://127.0.0.1:8080/v1"));
}

void TestWorkspaceTreeModel::indexForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("section"); // -1: invalid index
    QTest::addColumn<int>("row");

    QTest::newRow("prompt") << QStringLiteral("prompts/bella-v2.md") << 1 << 1;
    QTest::newRow("persona") << QStringLiteral("personas/talkative-snjezana.json") << 2 << 9;
    QTest::newRow("provider") << QStringLiteral("providers/local-llama.json") << 7 << 1;
    QTest::newRow("section folder is not an item") << QStringLiteral("prompts") << -1 << -1;
    QTest::newRow("unknown file") << QStringLiteral("prompts/bella-v3.md") << -1 << -1;
    QTest::newRow("absolute path is not relative")
        << QFileInfo(exampleDir()).absoluteFilePath() + QStringLiteral("/prompts/bella-v1.md") << -1 << -1;
    QTest::newRow("empty") << QString() << -1 << -1;
}

void TestWorkspaceTreeModel::indexForPath()
{
    QFETCH(QString, path);
    QFETCH(int, section);
    QFETCH(int, row);

    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    const QModelIndex index = model.indexForPath(path);
    if (section < 0) {
        QVERIFY(!index.isValid());
        return;
    }
    QVERIFY(index.isValid());
    QCOMPARE(index, model.index(row, 0, model.index(section, 0)));
    QCOMPARE(index.data(WorkspaceTreeModel::PathRole).toString(), path);
}

void TestWorkspaceTreeModel::flags()
{
    WorkspaceTreeModel model;
    model.setWorkspace(m_example);
    for (int s = 0; s < model.rowCount(); ++s) {
        const QModelIndex section = model.index(s, 0);
        // Sections are headers: enabled, not selectable.
        QCOMPARE(model.flags(section), Qt::ItemFlags(Qt::ItemIsEnabled));
        QVERIFY(!(model.flags(section) & Qt::ItemIsSelectable));
        for (int r = 0; r < model.rowCount(section); ++r)
            QCOMPARE(model.flags(model.index(r, 0, section)),
                     Qt::ItemFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren));
    }
    QCOMPARE(model.flags(QModelIndex()), Qt::ItemFlags(Qt::NoItemFlags));
}

void TestWorkspaceTreeModel::roleNames()
{
    WorkspaceTreeModel model;
    const QHash<int, QByteArray> names = model.roleNames();
    QCOMPARE(names.value(WorkspaceTreeModel::KindRole), QByteArray("kind"));
    QCOMPARE(names.value(WorkspaceTreeModel::SectionRole), QByteArray("section"));
    QCOMPARE(names.value(WorkspaceTreeModel::IdRole), QByteArray("itemId"));
    QCOMPARE(names.value(WorkspaceTreeModel::PathRole), QByteArray("path"));
    QCOMPARE(names.value(WorkspaceTreeModel::AbsolutePathRole), QByteArray("absolutePath"));
    QCOMPARE(names.value(WorkspaceTreeModel::HashRole), QByteArray("hash"));
    QCOMPARE(names.value(WorkspaceTreeModel::CountRole), QByteArray("count"));
    QCOMPARE(names.value(Qt::DisplayRole), QByteArray("display")); // the defaults are kept
    QCOMPARE(int(WorkspaceTreeModel::KindRole), int(Qt::UserRole) + 1);
}

void TestWorkspaceTreeModel::sectionTitle_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("title");
    QTest::newRow("agents") << QStringLiteral("agents") << QStringLiteral("Agents");
    QTest::newRow("prompts") << QStringLiteral("prompts") << QStringLiteral("Prompts");
    QTest::newRow("flows") << QStringLiteral("flows") << QStringLiteral("Flows");
    QTest::newRow("personas") << QStringLiteral("personas") << QStringLiteral("Personas");
    QTest::newRow("scenarios") << QStringLiteral("scenarios") << QStringLiteral("Scenarios");
    QTest::newRow("tools") << QStringLiteral("tools") << QStringLiteral("Tool stubs");
    QTest::newRow("probes") << QStringLiteral("probes") << QStringLiteral("Probes");
    QTest::newRow("providers") << QStringLiteral("providers") << QStringLiteral("Providers");
    QTest::newRow("unknown folder is its own title") << QStringLiteral("drafts") << QStringLiteral("drafts");
}

void TestWorkspaceTreeModel::sectionTitle()
{
    QFETCH(QString, folder);
    QFETCH(QString, title);
    QCOMPARE(WorkspaceTreeModel::sectionTitle(folder), title);
}

void TestWorkspaceTreeModel::resetSignals()
{
    WorkspaceTreeModel model;
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setWorkspace(m_example);
    QCOMPARE(aboutToReset.count(), 1);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(model.workspace().root, m_example.root);
    QVERIFY(model.workspace().sameContent(m_example));
    model.clear();
    QCOMPARE(aboutToReset.count(), 2);
    QCOMPARE(reset.count(), 2);
}

QTEST_GUILESS_MAIN(TestWorkspaceTreeModel)
#include "tst_workspacetreemodel.moc"
