// Settings ▸ Model Providers…: every §8 field edited in the dialog is saved
// as a profile file the workspace loader reads back equal; invalid values
// block Save with a message naming the field; role assignments go into
// polygon.json; add, duplicate and delete; Test connection shows what the
// capability probe found (or the error) without blocking the GUI thread, and
// can be cancelled; the keychain button says why it cannot store a key when
// there is no keychain service; the main window's Settings menu opens the
// dialog and reloads the workspace after Save.
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/llm/capabilityprobe.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"
#include "openaitestserver.h"
#include "views/settings/providersdialog.h"

#include "clirunner.h"
#include <QComboBox>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

Q_DECLARE_METATYPE(Polygon::Profile)

using namespace Polygon;
using namespace Polygon::Test;
using Polygon::Test::OpenAiTestServer;

namespace {

// Types into a field the way a user does (textEdited), replacing its text.
void setField(ProvidersDialog &dialog, const QString &key, const QString &text)
{
    QLineEdit *edit = dialog.field(key);
    QVERIFY2(edit, qPrintable(key));
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    if (!text.isEmpty())
        QTest::keyClicks(edit, text);
    QCOMPARE(edit->text(), text);
}

int rowOf(const ProvidersDialog &dialog, const QString &id)
{
    return int(dialog.profileIds().indexOf(id));
}

} // namespace

class TestProvidersDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_ws;
    OpenAiTestServer m_server;
    int m_copies = 0;

    Workspace loaded()
    {
        const WorkspaceLoadResult result = loadWorkspace(m_ws);
        if (!result.ok()) {
            for (const Diagnostic &d : result.problems)
                qWarning("%s", qPrintable(d.toString()));
            return {};
        }
        return *result.workspace;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<ProviderCapabilities>();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_providersdialog"));
        QVERIFY(m_server.start());
    }

    // A fresh copy of the example for every test.
    void init()
    {
        m_ws = m_work.filePath(QStringLiteral("ws%1").arg(++m_copies));
        QVERIFY(copyWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws).isEmpty());
        m_server.reset();
        m_server.setLatencyMs(0);
        m_server.setModel(QStringLiteral("test-model"));
        m_server.setCapabilities(true, true, true, true, true);
    }

    void showsTheWorkspaceProfiles()
    {
        ProvidersDialog dialog(loaded());
        QCOMPARE(dialog.profileIds(), QStringList({QStringLiteral("local-judge"), QStringLiteral("local-llama")}));
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        QCOMPARE(dialog.field(QStringLiteral("temperature"))->text(), QStringLiteral("0.7"));
        QCOMPARE(dialog.field(QStringLiteral("max_tokens"))->text(), QStringLiteral("512"));
        QCOMPARE(dialog.field(QStringLiteral("api_key_env"))->text(), QStringLiteral("OPENAI_API_KEY"));
        QCOMPARE(dialog.roleBox(QStringLiteral("judge"))->currentText(), QStringLiteral("local-judge"));
        QCOMPARE(dialog.roleBox(QStringLiteral("lint"))->currentText(), QStringLiteral("local-llama"));
        QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join(QLatin1Char('\n'))));
        QVERIFY(dialog.saveButton()->isEnabled());
    }

    void editedFieldIsSavedAndReadBack_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<Profile>("expected"); // local-judge after the edit

        const Workspace ws = loaded();
        const Profile judge = *ws.provider(QStringLiteral("local-judge"));
        const auto row = [&](const char *name, const char *key, const QString &text, auto change) {
            Profile p = judge;
            change(p);
            QTest::newRow(name) << QString::fromLatin1(key) << text << p;
        };
        row("name", "name", QStringLiteral("Strict judge"), [](Profile &p) { p.name = QStringLiteral("Strict judge"); });
        row("base_url", "base_url", QStringLiteral("https://api.example.com/v1"),
            [](Profile &p) { p.baseUrl = QStringLiteral("https://api.example.com/v1"); });
        row("model", "model", QStringLiteral("gpt-judge"), [](Profile &p) { p.model = QStringLiteral("gpt-judge"); });
        row("api_key_env", "api_key_env", QStringLiteral("JUDGE_KEY"),
            [](Profile &p) { p.apiKeyEnv = QStringLiteral("JUDGE_KEY"); });
        row("api_key_env cleared", "api_key_env", QString(), [](Profile &p) { p.apiKeyEnv.clear(); });
        row("keychain", "keychain", QStringLiteral("polygon-judge"),
            [](Profile &p) { p.keychain = QStringLiteral("polygon-judge"); });
        row("temperature", "temperature", QStringLiteral("0.25"), [](Profile &p) { p.temperature = 0.25; });
        row("temperature cleared", "temperature", QString(), [](Profile &p) { p.temperature.reset(); });
        row("top_p", "top_p", QStringLiteral("0.9"), [](Profile &p) { p.topP = 0.9; });
        row("max_tokens", "max_tokens", QStringLiteral("2048"), [](Profile &p) { p.maxTokens = 2048; });
        row("seed", "seed", QStringLiteral("9007199254740993"), [](Profile &p) { p.seed = Q_INT64_C(9007199254740993); });
        row("seed cleared", "seed", QString(), [](Profile &p) { p.seed.reset(); });
        row("timeout_ms", "timeout_ms", QStringLiteral("5000"), [](Profile &p) { p.timeoutMs = 5000; });
        row("concurrency", "concurrency", QStringLiteral("16"), [](Profile &p) { p.concurrency = 16; });
        row("requests_per_minute", "requests_per_minute", QStringLiteral("60"), [](Profile &p) { p.requestsPerMinute = 60; });
        row("input price", "input_price_per_million", QStringLiteral("0.15"), [](Profile &p) { p.inputPricePerMillion = 0.15; });
        row("output price", "output_price_per_million", QStringLiteral("0.6"), [](Profile &p) { p.outputPricePerMillion = 0.6; });
    }

    void editedFieldIsSavedAndReadBack()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(Profile, expected);

        const Workspace before = loaded();
        ProvidersDialog dialog(before);
        QSignalSpy saved(&dialog, &ProvidersDialog::saved);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-judge")));
        setField(dialog, key, text);
        QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join(QLatin1Char('\n'))));
        QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);
        QCOMPARE(saved.size(), 1);

        // The file is exactly the §8 JSON of the expected profile, and the loader reads it back equal.
        const QString file = QDir(m_ws).filePath(QStringLiteral("providers/local-judge.json"));
        QCOMPARE(readFile(file), toFileBytes(profileToJson(expected)));
        const Workspace after = loaded();
        QVERIFY(after.provider(QStringLiteral("local-judge")));
        QVERIFY(*after.provider(QStringLiteral("local-judge")) == expected);
        // Nothing else changed.
        QVERIFY(*after.provider(QStringLiteral("local-llama")) == *before.provider(QStringLiteral("local-llama")));
        QVERIFY(after.manifest == before.manifest);
        // No key ever in the file.
        QVERIFY(!readFile(file).contains("\"api_key\""));
    }

    void invalidValueBlocksSave_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("label"); // the field the message names

        QTest::newRow("concurrency 0") << QStringLiteral("concurrency") << QStringLiteral("0") << QStringLiteral("Concurrency");
        QTest::newRow("concurrency not a number")
            << QStringLiteral("concurrency") << QStringLiteral("four") << QStringLiteral("Concurrency");
        QTest::newRow("ftp url") << QStringLiteral("base_url") << QStringLiteral("ftp://example.com/v1")
                                 << QStringLiteral("Base URL");
        QTest::newRow("no url") << QStringLiteral("base_url") << QStringLiteral("localhost") << QStringLiteral("Base URL");
        QTest::newRow("url with password") << QStringLiteral("base_url") << QStringLiteral("https://me:secret@example.com/v1")
                                           << QStringLiteral("Base URL");
        QTest::newRow("empty model") << QStringLiteral("model") << QString() << QStringLiteral("Model");
        QTest::newRow("temperature 3") << QStringLiteral("temperature") << QStringLiteral("3") << QStringLiteral("Temperature");
        QTest::newRow("top_p 1.5") << QStringLiteral("top_p") << QStringLiteral("1.5") << QStringLiteral("Top p");
        QTest::newRow("max_tokens 0") << QStringLiteral("max_tokens") << QStringLiteral("0") << QStringLiteral("Max tokens");
        QTest::newRow("seed 1.5") << QStringLiteral("seed") << QStringLiteral("1.5") << QStringLiteral("Seed");
        QTest::newRow("timeout 0") << QStringLiteral("timeout_ms") << QStringLiteral("0") << QStringLiteral("Timeout (ms)");
        QTest::newRow("rpm -1") << QStringLiteral("requests_per_minute") << QStringLiteral("-1")
                                << QStringLiteral("Requests per minute");
        QTest::newRow("negative price") << QStringLiteral("input_price_per_million") << QStringLiteral("-1")
                                        << QStringLiteral("Input price per million tokens");
    }

    void invalidValueBlocksSave()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QString, label);

        const QString file = QDir(m_ws).filePath(QStringLiteral("providers/local-llama.json"));
        const QByteArray bytes = readFile(file);
        ProvidersDialog dialog(loaded());
        QSignalSpy saved(&dialog, &ProvidersDialog::saved);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, key, text);

        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(!dialog.problemsLabel()->isHidden());
        const QString shown = dialog.problemsLabel()->text();
        QVERIFY2(shown.contains(QStringLiteral("\"local-llama\"")) && shown.contains(label + QLatin1Char(':')),
                 qPrintable(shown));
        QVERIFY(!dialog.save());
        QCOMPARE(saved.size(), 0);
        QCOMPARE(readFile(file), bytes);

        // Fixing the value lets it save again.
        const QString valid = key == QLatin1String("base_url") ? QStringLiteral("http://127.0.0.1:8080/v1")
            : key == QLatin1String("model")                    ? QStringLiteral("m")
                                                               : QStringLiteral("1");
        setField(dialog, key, valid);
        QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join(QLatin1Char('\n'))));
        QVERIFY(dialog.saveButton()->isEnabled());
    }

    void roleAssignmentIsSavedInManifest()
    {
        ProvidersDialog dialog(loaded());
        QComboBox *judge = dialog.roleBox(QStringLiteral("judge"));
        QComboBox *caller = dialog.roleBox(QStringLiteral("caller"));
        QVERIFY(judge && caller);
        for (const QString &role : Manifest::providerRoles())
            QVERIFY2(dialog.roleBox(role), qPrintable(role));
        judge->setCurrentIndex(judge->findText(QStringLiteral("local-llama")));
        caller->setCurrentIndex(caller->findData(0)); // (none)
        QVERIFY(dialog.save());

        const Workspace after = loaded();
        QCOMPARE(after.manifest.providers.value(QStringLiteral("judge")), QStringLiteral("local-llama"));
        QVERIFY(!after.manifest.providers.contains(QStringLiteral("caller")));
        QCOMPARE(after.manifest.providers.value(QStringLiteral("lint")), QStringLiteral("local-llama"));
        QCOMPARE(readFile(QDir(m_ws).filePath(QStringLiteral("polygon.json"))), toFileBytes(manifestToJson(after.manifest)));
    }

    void addDuplicateDelete()
    {
        ProvidersDialog dialog(loaded());
        // Add: a new file providers/<id>.json.
        dialog.addProfile();
        QCOMPARE(dialog.profileCount(), 3);
        QCOMPARE(dialog.field(QStringLiteral("id"))->text(), QStringLiteral("new-profile"));
        QVERIFY(!dialog.field(QStringLiteral("id"))->isReadOnly());
        setField(dialog, QStringLiteral("id"), QStringLiteral("bad id"));
        QVERIFY2(dialog.problemsLabel()->text().contains(QStringLiteral("ID (file name):")),
                 qPrintable(dialog.problemsLabel()->text()));
        setField(dialog, QStringLiteral("id"), QStringLiteral("cloud"));
        setField(dialog, QStringLiteral("model"), QStringLiteral("gpt-4o-mini"));
        // Duplicate: a copy with its own id.
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        QVERIFY(dialog.field(QStringLiteral("id"))->isReadOnly()); // saved profiles keep their file name
        dialog.duplicateProfile();
        QCOMPARE(dialog.field(QStringLiteral("id"))->text(), QStringLiteral("local-llama-copy"));
        setField(dialog, QStringLiteral("concurrency"), QStringLiteral("2"));
        // Delete: the judge role had it, and falls back to none.
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-judge")));
        dialog.deleteProfile(false);
        QCOMPARE(dialog.roleBox(QStringLiteral("judge"))->currentData().toInt(), 0);
        QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join(QLatin1Char('\n'))));
        QVERIFY(dialog.save());

        const Workspace after = loaded();
        QStringList ids;
        for (const Profile &p : after.providers)
            ids.append(p.id);
        ids.sort();
        QCOMPARE(ids, QStringList({QStringLiteral("cloud"), QStringLiteral("local-llama"), QStringLiteral("local-llama-copy")}));
        QVERIFY(!QFile::exists(QDir(m_ws).filePath(QStringLiteral("providers/local-judge.json"))));
        QCOMPARE(after.provider(QStringLiteral("cloud"))->model, QStringLiteral("gpt-4o-mini"));
        QCOMPARE(after.provider(QStringLiteral("cloud"))->name, QStringLiteral("cloud"));
        Profile copy = *after.provider(QStringLiteral("local-llama"));
        copy.id = QStringLiteral("local-llama-copy");
        copy.path = QStringLiteral("providers/local-llama-copy.json");
        copy.name = QStringLiteral("local-llama (copy)");
        copy.concurrency = 2;
        QVERIFY(*after.provider(QStringLiteral("local-llama-copy")) == copy);
        QVERIFY(!after.manifest.providers.contains(QStringLiteral("judge")));
    }

    void deletingAProfileAnAgentUsesBlocksSave()
    {
        ProvidersDialog dialog(loaded());
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        dialog.deleteProfile(false);
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY2(dialog.problemsLabel()->text().contains(QStringLiteral("\"bella-v1\"")),
                 qPrintable(dialog.problemsLabel()->text()));
        QVERIFY(!dialog.save());
        QVERIFY(QFile::exists(QDir(m_ws).filePath(QStringLiteral("providers/local-llama.json"))));
    }

    void testConnectionShowsCapabilities()
    {
        m_server.setCapabilities(false, true, true, true, true); // no tools
        m_server.setLatencyMs(300);
        ProvidersDialog dialog(loaded());
        QSignalSpy finished(&dialog, &ProvidersDialog::testFinished);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("base_url"), m_server.baseUrl().toString());
        setField(dialog, QStringLiteral("model"), QStringLiteral("test-model"));
        setField(dialog, QStringLiteral("api_key_env"), QString());

        // The click returns at once (every answer takes 300 ms): the probe runs asynchronously.
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY2(clock.elapsed() < 250, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(dialog.isTesting());
        QVERIFY(dialog.cancelTestButton()->isEnabled());
        QVERIFY(!dialog.testButton()->isEnabled());
        // The dialog keeps handling events while it waits.
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] { ++ticks; });
        ticker.start(20);
        QVERIFY(finished.wait(20000));
        QVERIFY(ticks > 5);

        const QString text = dialog.testResultText();
        QVERIFY2(text.contains(QStringLiteral("The profile works.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("✓ Chat")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("✗ Tool calls")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("✓ Streaming")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("✓ Model is served")), qPrintable(text));
        QVERIFY(!dialog.isTesting());
        QVERIFY(dialog.testButton()->isEnabled());
        QVERIFY(!dialog.cancelTestButton()->isEnabled());
    }

    void testConnectionToADeadPortShowsTheError()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close(); // nobody listens there now
        ProvidersDialog dialog(loaded());
        QSignalSpy finished(&dialog, &ProvidersDialog::testFinished);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("base_url"), QStringLiteral("http://127.0.0.1:%1/v1").arg(port));
        setField(dialog, QStringLiteral("timeout_ms"), QStringLiteral("2000"));
        setField(dialog, QStringLiteral("api_key_env"), QString());
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY(dialog.isTesting());
        QVERIFY(finished.wait(20000));
        const QString text = dialog.testResultText();
        QVERIFY2(text.startsWith(QStringLiteral("The profile cannot be used: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("✗ Reachable")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("✓")), qPrintable(text));
    }

    void testConnectionCanBeCancelled()
    {
        m_server.setLatencyMs(10000);
        ProvidersDialog dialog(loaded());
        QSignalSpy finished(&dialog, &ProvidersDialog::testFinished);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("base_url"), m_server.baseUrl().toString());
        setField(dialog, QStringLiteral("api_key_env"), QString());
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY(dialog.isTesting());
        QTest::mouseClick(dialog.cancelTestButton(), Qt::LeftButton);
        QVERIFY(!dialog.isTesting());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(dialog.testResultText(), QStringLiteral("Test cancelled."));
        QVERIFY(dialog.testButton()->isEnabled());
    }

    void invalidProfileIsNotTested()
    {
        ProvidersDialog dialog(loaded());
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("base_url"), QStringLiteral("nowhere"));
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY(!dialog.isTesting());
        QVERIFY2(dialog.testResultText().contains(QStringLiteral("Base URL:")), qPrintable(dialog.testResultText()));
    }

    void keychainWithoutServiceSaysSo()
    {
        if (!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("a session bus is here: this test would write into the real keychain");
        const QByteArray secret = "sk-test-never-in-a-file-7f3a";
        ProvidersDialog dialog(loaded());
        QSignalSpy done(&dialog, &ProvidersDialog::keyStoreFinished);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("keychain"), QStringLiteral("polygon-test-entry"));
        dialog.storeApiKey(secret);
        QVERIFY(done.wait(20000));
        const QString status = dialog.keyStatusText();
        qInfo("%s", qPrintable(status));
        QVERIFY2(status.startsWith(QStringLiteral("The key was not stored: ")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("no system keychain service is available here")), qPrintable(status));
        QVERIFY(!status.contains(QString::fromLatin1(secret)));
        QVERIFY(dialog.save());
        QDirIterator it(m_ws, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QVERIFY2(!readFile(path).contains(secret), qPrintable(path));
        }
        // The profile names the entry, nothing more.
        QCOMPARE(loaded().provider(QStringLiteral("local-llama"))->keychain, QStringLiteral("polygon-test-entry"));
    }

    void mainWindowSettingsMenuOpensAndReloads()
    {
        Settings settings;
        MainWindow window(&settings);
        auto *action = window.findChild<QAction *>(QStringLiteral("providersAction"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled()); // no workspace yet
        QCOMPARE(window.providersDialog(), nullptr);
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(30000));
        QVERIFY(action->isEnabled());
        QCOMPARE(action->text(), QStringLiteral("Model &Providers…"));

        action->trigger();
        auto *dialog = window.findChild<ProvidersDialog *>(QStringLiteral("providersDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setCurrentProfile(rowOf(*dialog, QStringLiteral("local-judge")));
        setField(*dialog, QStringLiteral("model"), QStringLiteral("judge-2"));
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QVERIFY(loaded.wait(30000)); // Save reloads the workspace
        QCOMPARE(window.workspace().provider(QStringLiteral("local-judge"))->model, QStringLiteral("judge-2"));
    }

    // Not a check: renders the dialog after a test connection for a look (POLYGON_SCREENSHOT names the PNG).
    void screenshot()
    {
        const QString path = qEnvironmentVariable("POLYGON_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("set POLYGON_SCREENSHOT=/path/shot.png to render the dialog");
        m_server.setCapabilities(false, true, true, true, true);
        ProvidersDialog dialog(loaded());
        QSignalSpy finished(&dialog, &ProvidersDialog::testFinished);
        dialog.setCurrentProfile(rowOf(dialog, QStringLiteral("local-llama")));
        setField(dialog, QStringLiteral("base_url"), m_server.baseUrl().toString());
        setField(dialog, QStringLiteral("model"), QStringLiteral("test-model"));
        dialog.show();
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY(finished.wait(20000));
        QVERIFY(dialog.grab().save(path));
    }
};

QTEST_MAIN(TestProvidersDialog)
#include "tst_providersdialog.moc"
