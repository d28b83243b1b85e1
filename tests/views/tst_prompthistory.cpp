// The prompt editor's history and the stale personas, in the main window on a
// copy of the example: saving a prompt keeps the version it replaced and the
// new one (by hash) in polygon.db; Run ▸ Prompt History lists them with a line
// diff and restores one into the editor; personas generated from the prompt
// before the edit show as stale, and Run ▸ Regenerate Stale Personas asks the
// "personas" model (the local test server) once per persona and clears them.
#include "clirunner.h"
#include "openaitestserver.h"

#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/store/storereader.h"
#include "core/util/hash.h"
#include "core/workspace/workspacetreemodel.h"
#include "translations/catalogs.h"
#include "views/editor/fileeditor.h"
#include "views/editor/prompthistorydialog.h"
#include "views/simulate/personabatchdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

#include <nlohmann/json.hpp>

using namespace Polygon;
using namespace Polygon::Test;

namespace {

// The persona rows of the tree: id -> freshness.
QMap<QString, QString> personaStates(const QAbstractItemModel *model)
{
    QMap<QString, QString> states;
    for (int s = 0; s < model->rowCount(); ++s) {
        const QModelIndex section = model->index(s, 0);
        if (section.data(WorkspaceTreeModel::SectionRole).toString() != QLatin1String("personas"))
            continue;
        for (int i = 0; i < model->rowCount(section); ++i) {
            const QModelIndex item = model->index(i, 0, section);
            states.insert(item.data(WorkspaceTreeModel::IdRole).toString(),
                          item.data(WorkspaceTreeModel::FreshnessRole).toString());
        }
    }
    return states;
}

QModelIndex personasSection(const QAbstractItemModel *model)
{
    for (int s = 0; s < model->rowCount(); ++s)
        if (model->index(s, 0).data(WorkspaceTreeModel::SectionRole).toString() == QLatin1String("personas"))
            return model->index(s, 0);
    return {};
}

} // namespace

class TestPromptHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    OpenAiTestServer m_server;
    QString m_ws;

    QString file(const QString &rel) const { return m_ws + QLatin1Char('/') + rel; }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp, QStringLiteral("en")); // English plural forms, as the application has them
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_prompthistory"));
        qputenv("OPENAI_API_KEY", QByteArray());
        QVERIFY(m_server.start());
        m_ws = m_work.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        // The "personas" role (local-llama) answers from the test server, one request at a time.
        QByteArray profile = readFile(file(QStringLiteral("providers/local-llama.json")));
        QCOMPARE(profile.count("http://127.0.0.1:8080/v1"), 1);
        profile.replace("http://127.0.0.1:8080/v1", m_server.baseUrl().toString().toUtf8());
        profile.replace("\"concurrency\": 4", "\"concurrency\": 1");
        QVERIFY(writeFile(file(QStringLiteral("providers/local-llama.json")), profile));
        // Two personas generated from bella-v2 as it is now.
        m_server.queueChatReply(
            personaReply("cooperative", "success", 1, "Petra Novak", "Book a table for four on Saturday.", {{"party_size", 4}}));
        m_server.queueChatReply(
            personaReply("busy", "refusal", 2, "Luka Maric", "Book a table for four on Saturday.", {{"party_size", 4}}));
        const CliRun r = runCli({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                                 QStringLiteral("bella-v2"), QStringLiteral("--count"), QStringLiteral("2")},
                                {}, {{QStringLiteral("OPENAI_API_KEY"), QString()}});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFileInfo::exists(file(QStringLiteral("personas/cooperative-petra-1.json"))));
        QVERIFY(QFileInfo::exists(file(QStringLiteral("personas/busy-luka-2.json"))));
    }

    void historyDiffRestoreAndStalePersonas()
    {
        Settings settings;
        MainWindow window(&settings);
        window.resize(1280, 800);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        const QAbstractItemModel *tree = window.workspaceView()->model();
        QMap<QString, QString> states = personaStates(tree);
        QCOMPARE(states.value(QStringLiteral("cooperative-petra-1")), QStringLiteral("current"));
        QCOMPARE(states.value(QStringLiteral("busy-luka-2")), QStringLiteral("current"));
        QCOMPARE(states.value(QStringLiteral("busy-ana")), QStringLiteral("hand-written"));
        QCOMPARE(personasSection(tree).data(WorkspaceTreeModel::StaleCountRole).toInt(), 0);

        // Edit bella-v2 and save: two versions are kept, the personas go stale.
        const QString promptPath = file(QStringLiteral("prompts/bella-v2.md"));
        const QByteArray before = readFile(promptPath);
        FileEditor *editor = window.openFile(promptPath);
        QVERIFY(editor);
        QTextCursor cursor(editor->document());
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral("Never promise a table by the window.\n"));
        loaded.clear();
        QVERIFY(window.saveCurrent());
        QVERIFY(loaded.wait(10000));
        const QByteArray after = readFile(promptPath);
        QCOMPARE(after, before + "Never promise a table by the window.\n");
        states = personaStates(tree);
        QCOMPARE(states.value(QStringLiteral("cooperative-petra-1")), QStringLiteral("stale"));
        QCOMPARE(states.value(QStringLiteral("busy-luka-2")), QStringLiteral("stale"));
        QCOMPARE(states.value(QStringLiteral("busy-ana")), QStringLiteral("hand-written"));
        const QModelIndex section = personasSection(tree);
        QCOMPARE(section.data(WorkspaceTreeModel::StaleCountRole).toInt(), 2);
        QVERIFY2(section.data(Qt::DisplayRole).toString().contains(QStringLiteral("2 stale")),
                 qPrintable(section.data(Qt::DisplayRole).toString()));

        // The versions reach the store (off the GUI thread): the old one first.
        QString error;
        QList<PromptVersionRecord> kept;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                auto reader = StoreReader::open(m_ws, &error);
                kept = reader ? reader->promptVersions(QStringLiteral("bella-v2")) : QList<PromptVersionRecord>();
                return kept.size() == 2;
            }(),
            10000);
        QCOMPARE(kept.at(0).hash, sha256Hex(before));
        QCOMPARE(kept.at(1).hash, sha256Hex(after));
        QCOMPARE(kept.at(1).text, QString::fromUtf8(after));

        // Run ▸ Prompt History: newest first, the on-disk one bold, the diff of
        // the new version against the one before: one line added.
        PromptHistoryDialog *history = window.showPromptHistory();
        QVERIFY(history);
        QSignalSpy historyLoaded(history, &PromptHistoryDialog::historyLoaded);
        QVERIFY(historyLoaded.wait(10000));
        QCOMPARE(historyLoaded.first().first().toInt(), 2);
        QCOMPARE(history->versionList()->count(), 2);
        QVERIFY(history->versionList()->item(0)->text().contains(sha256Hex(after).left(12)));
        QVERIFY(history->versionList()->item(0)->font().bold());
        QVERIFY(history->versionList()->item(1)->text().contains(sha256Hex(before).left(12)));
        QCOMPARE(history->versionList()->currentRow(), 0);
        // POLYGON_SCREENSHOTS=DIR: the screens as this test leaves them, for docs/ (looked at by a person).
        const QString shots = qEnvironmentVariable("POLYGON_SCREENSHOTS");
        if (!shots.isEmpty()) {
            QVERIFY(window.grab().save(shots + QStringLiteral("/stale-personas.png")));
            QVERIFY(history->grab().save(shots + QStringLiteral("/prompt-history.png")));
        }
        const QString diff = history->diffView()->toPlainText();
        QVERIFY2(diff.contains(QStringLiteral("+ Never promise a table by the window.")), qPrintable(diff));
        QVERIFY(!diff.contains(QStringLiteral("\u2212"))); // nothing removed
        const int lines = int(before.count('\n'));
        QVERIFY2(diff.contains(QString::number(lines + 1)), qPrintable(diff)); // the new line's number
        // The unchanged stretch before it is folded to three lines of context; "Whole text" unfolds it.
        const QString firstLine = QString::fromUtf8(before.left(before.indexOf('\n')));
        QVERIFY(lines > 10);
        QVERIFY2(!diff.contains(firstLine), qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("unchanged line")), qPrintable(diff));
        history->wholeTextBox()->setChecked(true);
        QVERIFY(history->diffView()->toPlainText().contains(firstLine));
        history->wholeTextBox()->setChecked(false);

        // Against the editor's text, after an unsaved edit: the edit shows as removed.
        cursor.insertText(QStringLiteral("Unsaved line.\n"));
        history->baseChooser()->setCurrentIndex(1);
        QVERIFY2(history->diffView()->toPlainText().contains(QStringLiteral("\u2212 Unsaved line.")),
                 qPrintable(history->diffView()->toPlainText()));

        // Restore the first version: the editor holds it, unsaved, and one undo brings the edit back.
        history->baseChooser()->setCurrentIndex(0);
        history->versionList()->setCurrentRow(1);
        QVERIFY2(history->diffView()->toPlainText().contains(QStringLiteral("+ ") + firstLine),
                 qPrintable(history->diffView()->toPlainText())); // the oldest: all of it added
        QVERIFY(history->restoreButton()->isEnabled());
        QTest::mouseClick(history->restoreButton(), Qt::LeftButton);
        QCOMPARE(editor->bytes(), before);
        QVERIFY(editor->isModified());
        editor->undo();
        QCOMPARE(editor->bytes(), after + "Unsaved line.\n");
        history->close();

        // Run ▸ Regenerate Stale Personas: one request per stale persona, each
        // with the prompt as it is now; the personas are current again.
        m_server.reset();
        // Stale personas go in id order: busy-luka-2, then cooperative-petra-1.
        m_server.queueChatReply(
            personaReply("busy", "refusal", 2, "Luka Babic", "Book a table for four on Saturday.", {{"party_size", 4}}));
        m_server.queueChatReply(
            personaReply("cooperative", "success", 1, "Petra Horvat", "Book a table for four on Saturday.", {{"party_size", 4}}));
        PersonaBatchDialog *batch = window.regenerateStalePersonas();
        QVERIFY(batch);
        QCOMPARE(batch->staleCount(), 2);
        QVERIFY(batch->startButton()->isEnabled());
        QVERIFY(batch->summaryLabel()->text().contains(QStringLiteral("2")));
        QSignalSpy finished(batch, &PersonaBatchDialog::finished);
        loaded.clear();
        QTest::mouseClick(batch->startButton(), Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        if (!shots.isEmpty())
            QVERIFY(batch->grab().save(shots + QStringLiteral("/regenerate-personas.png")));
        QVERIFY2(finished.first().at(0).toInt() == 2, qPrintable(batch->log()->toPlainText())); // written
        QCOMPARE(finished.first().at(1).toInt(), 0); // failures
        QVERIFY(batch->log()->toPlainText().contains(QStringLiteral("2 of 2 stale personas regenerated, 0 failed")));
        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 2);
        for (const auto &request : sent)
            QVERIFY(QString::fromStdString(request["messages"][1]["content"].get<std::string>())
                        .contains(QStringLiteral("Never promise a table by the window.")));
        QVERIFY(loaded.wait(10000));
        states = personaStates(tree);
        QCOMPARE(states.value(QStringLiteral("cooperative-petra-1")), QStringLiteral("current"));
        QCOMPARE(states.value(QStringLiteral("busy-luka-2")), QStringLiteral("current"));
        QCOMPARE(personasSection(tree).data(WorkspaceTreeModel::StaleCountRole).toInt(), 0);
        const QByteArray luka = readFile(file(QStringLiteral("personas/busy-luka-2.json")));
        QVERIFY(luka.contains("Luka Babic"));
        QVERIFY(luka.contains(sha256Hex(after).toUtf8()));
        batch->close();
    }

    // Without a model for the "personas" role the dialog says where to set
    // one, and its button stays off.
    void regenerateWithoutModel()
    {
        Workspace ws;
        ws.root = m_ws;
        Persona p;
        p.id = QStringLiteral("x");
        p.path = QStringLiteral("personas/x.json");
        p.sourcePrompt = QStringLiteral("bella-v2");
        p.sourcePromptHash = QStringLiteral("0000");
        Prompt prompt;
        prompt.id = QStringLiteral("bella-v2");
        prompt.hash = QStringLiteral("1111");
        ws.prompts.append(prompt);
        ws.personas.append(p);
        PersonaBatchDialog dialog(ws);
        QCOMPARE(dialog.staleCount(), 1);
        QVERIFY(!dialog.startButton()->isEnabled());
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        bool said = false;
        for (const QLabel *label : labels)
            said = said || label->text().contains(QStringLiteral("Settings ▸ Model Providers"));
        QVERIFY(said);
    }
};

QTEST_MAIN(TestPromptHistory)
#include "tst_prompthistory.moc"
