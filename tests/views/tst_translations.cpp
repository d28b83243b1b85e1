// The shipped catalogs must translate the strings the code really asks for:
// a context mismatch between lupdate and run time silently leaves English.
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/json/jsondocument.h"
#include "core/util/versions.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacetreemodel.h"
#include "translations/catalogs.h"
#include "views/editor/highlighters.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Polygon;

namespace {

// Marks every text of one context, to see which texts are asked for in it.
class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context)
        : m_context(context)
    {
    }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        return qstrcmp(context, m_context) == 0 ? QStringLiteral("«") + QString::fromUtf8(sourceText) + QStringLiteral("»")
                                                : QString();
    }
    bool isEmpty() const override { return false; }

private:
    const char *m_context;
};

} // namespace

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

    // English plural forms: "1 problem", "2 problems", never "(s)".
    void englishPluralForms()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("Polygon::MainWindow", "%n problem(s)", nullptr, 1), QStringLiteral("1 problem"));
        QCOMPARE(QCoreApplication::translate("Polygon::MainWindow", "%n problem(s)", nullptr, 10), QStringLiteral("10 problems"));
        QCOMPARE(QCoreApplication::translate("Polygon::MainWindow", "%1 — %n persona(s)", nullptr, 1).arg(QStringLiteral("B")),
                 QStringLiteral("B — 1 persona"));
        // Texts without %n are left alone.
        QCOMPARE(QCoreApplication::translate("Polygon::MainWindow", "Save &All"), QStringLiteral("Save &All"));
        // Installing again (a language switch) replaces, never stacks.
        installTranslations(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCOMPARE(WorkspaceTreeModel::sectionTitle(QStringLiteral("agents")), QStringLiteral("Агенты"));
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(WorkspaceTreeModel::sectionTitle(QStringLiteral("agents")), QStringLiteral("Agents"));
    }

    // The window retranslates when the language changes, without a restart.
    void mainWindowRetranslates()
    {
        QTemporaryDir config;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config.path());
        Settings settings;
        MainWindow window(&settings);
        window.show();
        const QString file = window.menuBar()->actions().first()->text();
        QCOMPARE(file, QStringLiteral("&File"));
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(POLYGON_QM_DIR "/polygon_ru.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QTRY_VERIFY(window.menuBar()->actions().first()->text() != file);
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), file);
    }

    // Words from core and views that used to stay English inside translated text.
    void parserAndAboutTextsAreTranslatable()
    {
        MarkingTranslator messages("WorkspaceMessages");
        QCoreApplication::installTranslator(&messages);
        Diagnostics problems;
        const auto doc = JsonDocument::parse(QByteArray("{\"format\": tru}"), QStringLiteral("x.json"), problems);
        QCoreApplication::removeTranslator(&messages);
        QVERIFY(!doc);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().message.contains(QStringLiteral("«syntax error while parsing value»")),
                 qPrintable(problems.first().message));
        QVERIFY2(problems.first().message.contains(QStringLiteral("«invalid literal»")), qPrintable(problems.first().message));
        // In English nothing changes: nlohmann's own sentence.
        Diagnostics english;
        JsonDocument::parse(QByteArray("{\"format\": tru}"), QStringLiteral("x.json"), english);
        QVERIFY2(
            english.first().message.contains(QStringLiteral("syntax error while parsing value - invalid literal; last read: ")),
            qPrintable(english.first().message));

        MarkingTranslator highlighters("Highlighters");
        QCoreApplication::installTranslator(&highlighters);
        const QString backend = highlighterBackend();
        QCoreApplication::removeTranslator(&highlighters);
        if (QStringLiteral(POLYGON_HIGHLIGHTER_NAME) == QLatin1String("built-in"))
            QCOMPARE(backend, QStringLiteral("«built-in»"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
