// The shipped catalogs must translate the strings the code really asks for:
// a context mismatch between lupdate and run time silently leaves English.
#include "core/util/versions.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacetreemodel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Polygon;

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void catalogTranslatesEveryLayer_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("agents"); // WorkspaceTreeModel (core QObject)
        QTest::addColumn<QString>("emptyPrompt"); // WorkspaceMessages (core, not a QObject)
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("Агенты") << QStringLiteral("промпт пуст");
        QTest::newRow("hr") << QStringLiteral("hr") << QStringLiteral("Agenti") << QStringLiteral("prompt je prazan");
        QTest::newRow("bs") << QStringLiteral("bs") << QStringLiteral("Agenti") << QStringLiteral("prompt je prazan");
    }

    void catalogTranslatesEveryLayer()
    {
        QFETCH(QString, language);
        QFETCH(QString, agents);
        QFETCH(QString, emptyPrompt);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(POLYGON_QM_DIR "/polygon_") + language + QStringLiteral(".qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));

        QCOMPARE(WorkspaceTreeModel::sectionTitle(QStringLiteral("agents")), agents);

        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("prompts")));
        QFile prompt(dir.filePath(QStringLiteral("prompts/empty.md")));
        QVERIFY(prompt.open(QIODevice::WriteOnly));
        prompt.close();
        const WorkspaceLoadResult result = loadWorkspace(dir.path());
        bool found = false;
        for (const Diagnostic &d : result.problems)
            found = found || d.message.contains(emptyPrompt, Qt::CaseInsensitive);
        QVERIFY2(found, qPrintable(QStringLiteral("no problem says \"%1\"").arg(emptyPrompt)));

        // Version labels come from another non-QObject context.
        QVERIFY(componentVersions().at(0).first == QLatin1String("Polygon"));
        QVERIFY(componentVersions().at(1).first != QLatin1String("Qt (running)"));

        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(WorkspaceTreeModel::sectionTitle(QStringLiteral("agents")), QStringLiteral("Agents"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
