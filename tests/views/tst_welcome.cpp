// The welcome screen (issue 20): its four actions; "Open the demo" copies the
// demo under Documents, runs and grades it offline through DemoSession and
// lands in the comparison of the two graded runs; Cancel leaves a consistent
// workspace; "New workspace from my prompt…" with and without a model (the
// local OpenAI-compatible test server as the user's profile); "Connect a
// model…" presets and the key that never reaches a file.
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/run/demo.h"
#include "core/store/storereader.h"
#include "core/workspace/promptworkspace.h"
#include "core/workspace/workspaceloader.h"
#include "tests/support/openaitestserver.h"
#include "views/compare/comparisonpage.h"
#include "views/editor/fileeditor.h"
#include "views/settings/providersdialog.h"
#include "views/welcome/promptworkspacedialog.h"
#include "views/welcome/welcomewidget.h"

#include "clirunner.h"
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Polygon;
using namespace Polygon::Test;
using Polygon::Test::OpenAiTestServer;

namespace {

void saveShot(QWidget *widget, const QString &name)
{
    const QByteArray dir = qgetenv("POLYGON_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    widget->grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name));
}

const char *const PastedPrompt = "You answer the phone for Smile Dental.\n"
                                 "Call check_availability before you offer a time, then book with create_booking.\n"
                                 "If the caller wants a person, call transfer_to_human.\n";

} // namespace

class TestWelcome : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_documents;
    QString m_user;

    // A window whose demo and new workspaces go to the test's Documents and
    // whose user-level profiles live in the test's folder.
    void prepare(MainWindow &window)
    {
        window.setExampleCopyLocation(m_documents);
        window.setUserProvidersLocation(m_user);
        window.resize(1400, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }

    static ComparisonPage *currentComparison(MainWindow &window)
    {
        return qobject_cast<ComparisonPage *>(window.tabs()->currentWidget());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_welcome"));
        qputenv("OPENAI_API_KEY", QByteArray());
    }

    void init()
    {
        QSettings().clear();
        const QString base = m_work.filePath(QLatin1String(QTest::currentTestFunction()));
        m_documents = QDir(base).filePath(QStringLiteral("Documents"));
        m_user = QDir(base).filePath(QStringLiteral("config"));
    }

    void fourActions()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        WelcomeWidget *welcome = window.welcome();
        QVERIFY(welcome->isVisible());
        QCOMPARE(welcome->demoAction()->title(), QStringLiteral("Open the demo"));
        QCOMPARE(welcome->openAction()->title(), QStringLiteral("Open a workspace…"));
        QCOMPARE(welcome->promptAction()->title(), QStringLiteral("New workspace from my prompt…"));
        QCOMPARE(welcome->connectAction()->title(), QStringLiteral("Connect a model…"));
        for (WelcomeAction *action :
             {welcome->demoAction(), welcome->openAction(), welcome->promptAction(), welcome->connectAction()}) {
            QVERIFY(action->isVisible());
            QVERIFY(!action->explanation().isEmpty());
            // Large: at least twice an ordinary button, and wide enough for its title.
            QVERIFY2(action->height() >= 2 * QPushButton(QStringLiteral("Open")).sizeHint().height(),
                     qPrintable(action->objectName()));
            QVERIFY(action->width() > action->fontMetrics().horizontalAdvance(action->title()));
        }
        QVERIFY(window.findChild<WelcomeAction *>(QStringLiteral("openDemoAction")));
        // No recent workspace: no list; one: the list shows it.
        QVERIFY(!welcome->recentList()->isVisible());
        QVERIFY(!welcome->findChild<QWidget *>(QStringLiteral("demoProgress"))->isVisible());
        saveShot(&window, QStringLiteral("welcome.png"));
        welcome->setRecentWorkspaces({QStringLiteral("/tmp/somewhere/bella")});
        QVERIFY(welcome->recentList()->isVisible());
        QCOMPARE(welcome->recentList()->count(), 1);
    }

    void demoLandsInGradedComparison()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        QSignalSpy finished(&window, &MainWindow::demoFinished);
        QSignalSpy compared(&window, &MainWindow::comparisonPageOpened);
        QTest::mouseClick(window.welcome()->demoAction(), Qt::LeftButton);
        QVERIFY(window.demoSession());
        QVERIFY(window.welcome()->demoRunning());
        QVERIFY(!window.welcome()->promptAction()->isEnabled()); // nothing else starts meanwhile
        const QString folder = QDir(m_documents).filePath(QStringLiteral("Polygon Demo"));
        QCOMPARE(window.demoSession()->folder(), folder);
        // The GUI stays responsive: the progress bar moves while the runs go on.
        QTRY_VERIFY_WITH_TIMEOUT(window.welcome()->demoProgressBar()->value() > 0, 60000);
        saveShot(&window, QStringLiteral("welcome-demo-progress.png"));
        QVERIFY(finished.wait(120000) || !finished.isEmpty());
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(compared.size(), 1);
        ComparisonPage *page = currentComparison(window);
        QVERIFY(page);
        QSignalSpy pageCompared(page, &ComparisonPage::compared);
        QCOMPARE(window.workspaceRoot(), folder);
        QVERIFY(!window.welcome()->demoRunning());
        QVERIFY(!window.demoSession());

        // From the store: both runs of the demo, each graded once over all its conversations.
        const WorkspaceLoadResult loaded = loadWorkspace(folder);
        QVERIFY(loaded.ok());
        const Scenario *all = loaded.workspace->scenario(QStringLiteral("all-callers"));
        QVERIFY(all);
        const int perRun = int(all->personas.size()) * all->repeats; // 10 callers × 3
        QCOMPARE(perRun, 30);
        QString error;
        auto reader = StoreReader::open(folder, &error);
        QVERIFY2(reader, qPrintable(error));
        const QList<RunSummary> runs = reader->runs();
        QCOMPARE(runs.size(), 2);
        QStringList ids;
        QStringList agents;
        for (const RunSummary &s : runs) {
            ids.append(s.run.spec.id);
            agents.append(s.run.spec.agent);
            QCOMPARE(s.run.status, RunStatus::Completed);
            QCOMPARE(s.done, perRun);
            const QList<GradingRecord> gradings = reader->gradings(s.run.spec.id);
            QCOMPARE(gradings.size(), 1);
            QCOMPARE(gradings.first().status, QStringLiteral("completed"));
            QCOMPARE(gradings.first().judge, QStringLiteral("rules"));
            QCOMPARE(reader->gradingScores(gradings.first().id).size(), perRun);
        }
        agents.sort();
        QCOMPARE(agents, (QStringList {QStringLiteral("bella-flow-v1"), QStringLiteral("bella-flow-v2")}));
        QVERIFY(pageCompared.wait(60000) || !pageCompared.isEmpty());
        QCOMPARE(page->runs().size(), 2);
        QCOMPARE(QSet<QString>(page->runs().cbegin(), page->runs().cend()), QSet<QString>(ids.cbegin(), ids.cend()));
        saveShot(&window, QStringLiteral("welcome-demo-comparison.png"));

        // A second demo goes next to the first.
        QCOMPARE(freeDemoFolder(m_documents, QStringLiteral("Polygon Demo")),
                 QDir(m_documents).filePath(QStringLiteral("Polygon Demo 2")));
    }

    void demoCancelLeavesConsistentWorkspace()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        QSignalSpy finished(&window, &MainWindow::demoFinished);
        DemoSession *demo = window.openDemo();
        QVERIFY(demo);
        const QString folder = demo->folder();
        // Cancel as soon as the first conversation is done (from the event loop, as a click is).
        bool clicked = false;
        connect(demo, &DemoSession::progress, this, [&window, &clicked](int, int, int done, int) {
            if (done > 0 && !clicked) {
                clicked = true;
                QTimer::singleShot(0, window.welcome()->cancelDemoButton(), &QPushButton::click);
            }
        });
        QVERIFY(finished.wait(60000) || !finished.isEmpty());
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!window.welcome()->demoRunning());
        QVERIFY(window.welcome()->demoMessage()->isVisible());
        QVERIFY2(window.welcome()->demoMessage()->text().startsWith(QStringLiteral("The demo was cancelled.")),
                 qPrintable(window.welcome()->demoMessage()->text()));
        QVERIFY(window.welcome()->demoAction()->isEnabled());
        QVERIFY(!currentComparison(window));
        // The workspace loads, and no run is left "running".
        QVERIFY(loadWorkspace(folder).ok());
        QString error;
        auto reader = StoreReader::open(folder, &error);
        QVERIFY2(reader, qPrintable(error));
        QList<RunSummary> runs = reader->runs();
        QVERIFY(!runs.isEmpty() && runs.size() <= 2);
        std::sort(runs.begin(), runs.end(),
                  [](const RunSummary &a, const RunSummary &b) { return a.run.createdAt < b.run.createdAt; });
        // The run that was going is cancelled part way; one before it (if any) completed; none after it.
        QCOMPARE(runs.last().run.status, RunStatus::Cancelled);
        QVERIFY(runs.last().done < runs.last().total);
        if (runs.size() == 2)
            QCOMPARE(runs.first().run.status, RunStatus::Completed);
        for (const RunSummary &s : std::as_const(runs))
            for (const ConversationRecord &c : reader->conversations(s.run.spec.id))
                QVERIFY(c.status != ConversationStatus::Running);
    }

    void closingTheWindowMidDemo()
    {
        QString folder;
        {
            Settings settings;
            MainWindow window(&settings);
            prepare(window);
            DemoSession *demo = window.openDemo();
            QVERIFY(demo);
            folder = demo->folder();
            QSignalSpy progress(demo, &DemoSession::progress);
            QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(2).toInt() > 0, 60000);
        } // the window goes with the demo still running: nothing crashes, the files stay readable
        QVERIFY(loadWorkspace(folder).ok());
        QString error;
        auto reader = StoreReader::open(folder, &error);
        QVERIFY2(reader, qPrintable(error));
        QVERIFY(!reader->runs().isEmpty());
    }

    void demoFolderNotWritable()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        // Documents is a file: the demo cannot go there, and says so.
        QVERIFY(writeFile(m_documents, "not a folder\n"));
        QSignalSpy finished(&window, &MainWindow::demoFinished);
        QVERIFY(!window.openDemo());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        const QString message = window.welcome()->demoMessage()->text();
        QVERIFY2(message.startsWith(QStringLiteral("The demo could not start: ")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(m_documents)), qPrintable(message));
        QVERIFY(window.welcome()->demoAction()->isEnabled());
    }

    void promptWorkspaceWithoutModel()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        PromptWorkspaceDialog *dialog = window.promptWorkspaceDialog();
        QVERIFY(dialog);
        QVERIFY(!dialog->modelConfigured());
        QTest::keyClicks(dialog->nameEdit(), QStringLiteral("Smile Dental"));
        QCOMPARE(dialog->folderEdit()->text(),
                 QDir::toNativeSeparators(QDir(m_documents).filePath(QStringLiteral("Smile Dental"))));
        dialog->promptEdit()->setPlainText(QString::fromUtf8(PastedPrompt));
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("infoLabel"))
                    ->text()
                    .startsWith(QStringLiteral("Tool stubs to fill: check_availability, create_booking, transfer_to_human.")));
        saveShot(dialog, QStringLiteral("welcome-prompt-dialog.png"));
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        QTest::mouseClick(dialog->createButton(), Qt::LeftButton);
        QVERIFY(loaded.wait(30000) || !loaded.isEmpty());
        const QString root = QDir(m_documents).filePath(QStringLiteral("Smile Dental"));
        QCOMPARE(window.workspaceRoot(), root);
        QVERIFY(window.hasWorkspace());
        QCOMPARE(window.workspace().personas.size(), 6);
        QCOMPARE(window.workspace().tools.size(), 3);
        // The pasted prompt is open in the editor.
        QTRY_VERIFY(window.currentEditor());
        QCOMPARE(window.currentEditor()->filePath(), QDir(root).filePath(QStringLiteral("prompts/smile-dental.md")));
        saveShot(&window, QStringLiteral("welcome-prompt-workspace.png"));

        // The same folder again: refused, with the folder named.
        PromptWorkspaceDialog *again = window.promptWorkspaceDialog();
        again->nameEdit()->setText(QStringLiteral("Smile Dental"));
        again->promptEdit()->setPlainText(QStringLiteral("Be brief."));
        QVERIFY(!again->create());
        QVERIFY(again->errorLabel()->isVisible());
        QCOMPARE(again->errorLabel()->text(),
                 QStringLiteral("%1: the folder is not empty; give a new or empty folder").arg(root));
        again->close();
    }

    void promptWorkspaceGeneratesPersonasWithModel()
    {
        OpenAiTestServer server;
        QVERIFY(server.start());
        // The user's profile (no workspace yet): the test server, one request at a time.
        const QByteArray profile = QByteArray("{\n  \"format\": 1,\n  \"name\": \"test-server\",\n  \"base_url\": \"")
            + server.baseUrl().toString().toUtf8() + "\",\n  \"model\": \"test-model\",\n  \"concurrency\": 1\n}\n";
        QVERIFY(writeFile(QDir(m_user).filePath(QStringLiteral("providers/test-server.json")), profile));
        // defaultPlan(6): type k, outcome (k + k/6) % 4, difficulty 1 + k % 5.
        struct Reply
        {
            const char *type;
            const char *outcome;
            int difficulty;
            const char *name;
        };
        for (const Reply &p :
             {Reply {"cooperative", "success", 1, "Petra Novak"}, Reply {"busy", "refusal", 2, "Luka Maric"},
              Reply {"distrustful", "callback", 3, "Ivo Horvat"}, Reply {"confused", "transfer", 4, "Mara Babic"},
              Reply {"aggressive", "success", 5, "Dino Kovac"}, Reply {"talkative", "refusal", 1, "Vesna Juric"}})
            server.queueChatReply(personaReply(p.type, p.outcome, p.difficulty, p.name, "Book a cleaning next Tuesday morning.",
                                               {{"date", "2026-12-08"}}));

        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        PromptWorkspaceDialog *dialog = window.promptWorkspaceDialog();
        QVERIFY(dialog->modelConfigured());
        dialog->nameEdit()->setText(QStringLiteral("Smile Model"));
        dialog->promptEdit()->setPlainText(QString::fromUtf8(PastedPrompt));
        QSignalSpy created(dialog, &PromptWorkspaceDialog::created);
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        QVERIFY(dialog->create());
        QVERIFY(created.wait(60000) || !created.isEmpty());
        QCOMPARE(server.requestCount(QStringLiteral("/v1/chat/completions")), 6);
        QVERIFY(loaded.wait(30000) || !loaded.isEmpty());
        const Workspace &ws = window.workspace();
        QCOMPARE(ws.personas.size(), 6);
        for (const Persona &p : ws.personas) {
            QCOMPARE(p.sourcePrompt, QStringLiteral("smile-model")); // generated from the pasted prompt
            QVERIFY(!p.goal.startsWith(QLatin1String("EXAMPLE")));
        }
        const Scenario *smoke = ws.scenario(QStringLiteral("smoke"));
        QVERIFY(smoke);
        QCOMPARE(smoke->personas.size(), 6);
        // Every role uses the user's profile, copied into the workspace.
        QVERIFY(ws.provider(QStringLiteral("test-server")));
        QCOMPARE(ws.manifest.providers.value(QStringLiteral("personas")), QStringLiteral("test-server"));
    }

    void connectModelPresets()
    {
        Settings settings;
        MainWindow window(&settings);
        prepare(window);
        ProvidersDialog *dialog = window.connectModel(); // no workspace: the user-level profiles
        QVERIFY(dialog);
        const QList<ProviderPreset> presets = ProvidersDialog::presets();
        QCOMPARE(presets.size(), 4);
        const QStringList urls {QStringLiteral("http://127.0.0.1:8080/v1"), QStringLiteral("http://127.0.0.1:11434/v1"),
                                QStringLiteral("http://127.0.0.1:8000/v1"), QStringLiteral("https://api.openai.com/v1")};
        const QStringList labels {QStringLiteral("llama.cpp server (local)"), QStringLiteral("Ollama (local)"),
                                  QStringLiteral("vLLM (local)"), QStringLiteral("OpenAI-compatible cloud")};
        QCOMPARE(dialog->presetButton()->menu()->actions().size(), 4);
        for (int i = 0; i < presets.size(); ++i) {
            QCOMPARE(presets.at(i).label, labels.at(i));
            QCOMPARE(dialog->presetButton()->menu()->actions().at(i)->text(), labels.at(i));
            dialog->addFromPreset(i, false);
            QCOMPARE(dialog->field(QStringLiteral("base_url"))->text(), urls.at(i));
        }
        QCOMPARE(dialog->field(QStringLiteral("keychain"))->text(), QStringLiteral("polygon-cloud"));
        QCOMPARE(dialog->field(QStringLiteral("api_key_env"))->text(), QString());
        // The first preset took every role.
        QCOMPARE(dialog->roleBox(QStringLiteral("agent"))->currentText(), QStringLiteral("llama-cpp"));
        saveShot(dialog, QStringLiteral("welcome-connect-model.png"));
        const QByteArray secret = "sk-test-welcome-never-in-a-file-41c9";
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
            QSignalSpy stored(dialog, &ProvidersDialog::keyStoreFinished);
            dialog->storeApiKey(secret); // no keychain service here: refused, never written
            QVERIFY(stored.wait(20000) || !stored.isEmpty());
        }
        QVERIFY2(dialog->save(), qPrintable(dialog->problems().join(QLatin1Char('\n'))));
        for (const QString &id :
             {QStringLiteral("llama-cpp"), QStringLiteral("ollama"), QStringLiteral("vllm"), QStringLiteral("cloud")})
            QVERIFY2(QFileInfo::exists(QDir(m_user).filePath(QStringLiteral("providers/%1.json").arg(id))), qPrintable(id));
        const Workspace user = loadUserProviders(m_user);
        QCOMPARE(user.providers.size(), 4);
        QCOMPARE(user.manifest.providers.value(QStringLiteral("judge")), QStringLiteral("llama-cpp"));
        QCOMPARE(user.provider(QStringLiteral("cloud"))->keychain, QStringLiteral("polygon-cloud"));
        // Saving offers the capability check.
        QTRY_VERIFY(window.findChild<QWidget *>(QStringLiteral("offerCapabilityCheck")));

        // A new workspace copies the profiles; the key is in no file anywhere.
        Diagnostics problems;
        NewWorkspaceOptions options;
        options.name = QStringLiteral("Keyed");
        options.promptText = QStringLiteral("Be brief.");
        options.providersFrom = m_user;
        const auto made = createWorkspaceFromPrompt(QDir(m_documents).filePath(QStringLiteral("Keyed")), options, problems);
        QVERIFY2(made, qPrintable(diagnosticsText(problems)));
        QCOMPARE(loadWorkspace(made->root).workspace->providers.size(), 4);
        for (const QString &dir : {m_user, m_documents}) {
            QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            int files = 0;
            while (it.hasNext()) {
                const QString path = it.next();
                ++files;
                QVERIFY2(!readFile(path).contains(secret), qPrintable(path));
            }
            QVERIFY(files > 0);
        }
    }
};

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
