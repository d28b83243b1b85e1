// polygon: the desktop workbench.
#include "mainwindow.h"
#include "settings.h"

#include "core/run/runjob.h"
#include "views/compare/comparisonpage.h"
#include "views/conversation/conversationpage.h"
#include "views/evidence/evidencepage.h"
#include "views/run/runlauncherdialog.h"
#include "views/run/runmonitorwidget.h"
#include "views/runs/runswidget.h"

#include "translations/catalogs.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProgressBar>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace Polygon;

int main(int argc, char **argv)
{
    QApplication::setOrganizationName(QStringLiteral("Polygon"));
    QApplication::setOrganizationDomain(QStringLiteral("polygonbench.org"));
    QApplication::setApplicationName(QStringLiteral("Polygon"));
    QApplication::setApplicationVersion(QStringLiteral(POLYGON_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.polygonbench.Polygon"));
    QApplication app(argc, argv);

    Settings settings;

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Polygon: a workbench for LLM phone and voice agents."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("workspace"), QApplication::translate("main", "Workspace folder to open."),
                                 QStringLiteral("[workspace]"));
    const QCommandLineOption languageOption(QStringLiteral("lang"),
                                            QApplication::translate("main", "User interface language: en, bs, hr or ru."),
                                            QStringLiteral("code"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Once the workspace is loaded, save a PNG of the main window to <file> and quit."),
        QStringLiteral("file"));
    const QCommandLineOption runOption(
        QStringLiteral("run"),
        QApplication::translate("main", "Show run <run> (an id, a unique prefix or \"latest\") in the runs browser."),
        QStringLiteral("run"));
    const QCommandLineOption conversationOption(
        QStringLiteral("conversation"),
        QApplication::translate("main", "Open conversation <id> of the run given with --run (default: latest)."),
        QStringLiteral("id"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QApplication::translate("main", "Window size, as WIDTHxHEIGHT (e.g. 1280x800)."),
                                        QStringLiteral("size"));
    const QCommandLineOption newRunOption(QStringLiteral("new-run"),
                                          QApplication::translate("main", "Open the run launcher once the workspace is loaded."));
    const QCommandLineOption startRunOption(
        QStringLiteral("start-run"),
        QApplication::translate("main",
                                "Start an offline run of <agent> (a flow agent), on scenario set <set> when given, graded "
                                "by the rule judge as it goes; with --screenshot, the shot is taken mid-run."),
        QStringLiteral("agent[:set]"));
    const QCommandLineOption compareOption(
        QStringLiteral("compare"),
        QApplication::translate("main",
                                "Compare run <run> with the runs given after the workspace (ids, unique prefixes or "
                                "\"latest\"): polygon WORKSPACE --compare RUN RUN…"),
        QStringLiteral("run"));
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"),
        QApplication::translate("main", "With --compare: show this scenario's conversations side by side."),
        QStringLiteral("scenario"));
    const QCommandLineOption evidenceOption(
        QStringLiteral("evidence"),
        QApplication::translate("main",
                                "Open the call events in <file> (a JSON array or JSON Lines) in the call-evidence view; "
                                "with --screenshot, the shot is taken once it is read and its first call shown."),
        QStringLiteral("file"));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QApplication::translate("main",
                                "Do what the welcome page's \"Open the demo\" does: copy the example to a new folder in "
                                "Documents, run and grade it offline and show the comparison of its two runs; with "
                                "--screenshot, the shot is taken once the comparison's conversations are shown."));
    parser.addOption(demoOption);
    parser.addOption(evidenceOption);
    parser.addOption(compareOption);
    parser.addOption(scenarioOption);
    parser.addOption(languageOption);
    parser.addOption(screenshotOption);
    parser.addOption(newRunOption);
    parser.addOption(startRunOption);
    parser.addOption(runOption);
    parser.addOption(conversationOption);
    parser.addOption(sizeOption);
    parser.process(app);

    const QString language = parser.isSet(languageOption) ? parser.value(languageOption) : settings.language();
    // Dates and numbers follow the interface language too (the system's when none is chosen).
    const auto applyLanguage = [&app](const QString &code) {
        QLocale::setDefault(code.isEmpty() ? QLocale::system() : QLocale(code));
        installTranslations(app, code);
    };
    applyLanguage(language);

    MainWindow window(&settings);
    window.setActiveLanguage(language); // --lang wins over the saved choice, and the menu says so
    QObject::connect(&window, &MainWindow::languageRequested, &app,
                     [applyLanguage](const QString &code) { applyLanguage(code); });
    if (parser.isSet(sizeOption)) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        if (size.size() == 2 && size.at(0).toInt() > 0 && size.at(1).toInt() > 0)
            window.resize(size.at(0).toInt(), size.at(1).toInt());
    }
    window.show();
    const QString run = parser.isSet(runOption) ? parser.value(runOption) : QStringLiteral("latest");
    const bool showResults = parser.isSet(runOption) || parser.isSet(conversationOption);

    std::function<void()> shootEvidence; // --evidence with --screenshot: once the first call is shown
    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        // Saves `widget` (none: nothing to shoot) as the PNG, says where, and quits.
        const auto save = [file](QWidget *widget) {
            const bool ok = widget && widget->grab().save(file, "PNG");
            std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "Screenshot saved to" : "Cannot write screenshot",
                         qPrintable(QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath())));
            QApplication::exit(ok ? 0 : 1);
        };
        // Give the first paint a moment, then grab the real window.
        const auto shoot = [&window, save] { QTimer::singleShot(500, &window, [&window, save] { save(&window); }); };
        if (parser.isSet(newRunOption)) {
            // The launcher is a window of its own: shoot it, with its estimate.
            QObject::connect(&window, &MainWindow::workspaceLoaded, &window, [&window, save] {
                QTimer::singleShot(500, &window,
                                   [&window, save] { save(window.findChild<QDialog *>(QStringLiteral("runLauncher"))); });
            });
        } else if (parser.isSet(startRunOption)) {
            // Mid-run: once about 40 % of the conversations are done, grab at once.
            QObject::connect(&window, &MainWindow::runStarted, &window, [&window, save](RunMonitorWidget *monitor) {
                QObject::connect(monitor->progressBar(), &QProgressBar::valueChanged, &window, [&window, monitor, save] {
                    const QProgressBar *bar = monitor->progressBar();
                    if (bar->maximum() <= 1 || bar->value() * 10 < bar->maximum() * 4 || window.property("shot").toBool())
                        return;
                    window.setProperty("shot", true);
                    monitor->refreshStatus();
                    save(&window);
                });
            });
        } else if (parser.isSet(evidenceOption)) {
            shootEvidence = shoot;
        } else if (parser.isSet(compareOption) || parser.isSet(demoOption)) {
            // Shot once the comparison and its side-by-side conversations are on screen (or it failed).
            QObject::connect(&window, &MainWindow::comparisonPageOpened, &window, [shoot](ComparisonPage *page) {
                QObject::connect(page, &ComparisonPage::pairShown, page, shoot, Qt::SingleShotConnection);
                QObject::connect(page, &ComparisonPage::failed, page, shoot);
            });
        } else if (parser.isSet(conversationOption)) {
            // Shot once the conversation is on screen (or could not be read).
            QObject::connect(&window, &MainWindow::conversationPageOpened, &window, [shoot](ConversationPage *page) {
                QObject::connect(page, &ConversationPage::loaded, page, shoot);
                QObject::connect(page, &ConversationPage::failed, page, shoot);
            });
        } else if (parser.isSet(runOption)) {
            QObject::connect(window.runsWidget(), &RunsWidget::conversationsLoaded, &window, shoot, Qt::SingleShotConnection);
        } else {
            QObject::connect(&window, &MainWindow::workspaceLoaded, &window, shoot);
            QObject::connect(&window, &MainWindow::workspaceFailed, &window, shoot);
        }
        if (parser.positionalArguments().isEmpty() && !parser.isSet(evidenceOption) && !parser.isSet(demoOption))
            shoot();
    }
    if (showResults) {
        // Straight to the results once the workspace is read (valid or not: the store is separate).
        const QString conversation = parser.value(conversationOption);
        const auto open = [&window, run, conversation] {
            if (conversation.isEmpty()) {
                window.showRun(run);
            } else {
                window.runsWidget()->showRun(run); // selected in the Runs dock, which stays as it is
                window.openConversation(run, conversation);
            }
        };
        QObject::connect(&window, &MainWindow::workspaceLoaded, &window, open, Qt::SingleShotConnection);
        QObject::connect(&window, &MainWindow::workspaceFailed, &window, open, Qt::SingleShotConnection);
    }

    if (parser.isSet(compareOption)) {
        QStringList runs {parser.value(compareOption)};
        runs += parser.positionalArguments().mid(1);
        if (runs.size() == 1)
            runs.prepend(QStringLiteral("latest")); // one run given: compare it with the newest
        const QString scenario = parser.value(scenarioOption);
        const auto open = [&window, runs, scenario] {
            ComparisonPage *page = window.compareRuns(runs);
            if (!scenario.isEmpty())
                QObject::connect(
                    page, &ComparisonPage::compared, page, [page, scenario] { page->showScenario(scenario); },
                    Qt::SingleShotConnection);
        };
        QObject::connect(&window, &MainWindow::workspaceLoaded, &window, open, Qt::SingleShotConnection);
        QObject::connect(&window, &MainWindow::workspaceFailed, &window, open, Qt::SingleShotConnection);
    }

    if (parser.isSet(newRunOption))
        QObject::connect(
            &window, &MainWindow::workspaceLoaded, &window, [&window] { window.newRunDialog(); }, Qt::SingleShotConnection);
    if (parser.isSet(startRunOption)) {
        const QString spec = parser.value(startRunOption);
        QObject::connect(
            &window, &MainWindow::workspaceLoaded, &window,
            [&window, spec](const Workspace &ws) {
                RunJobSettings settings;
                settings.workspace = ws;
                settings.request.agent = spec.section(QLatin1Char(':'), 0, 0);
                settings.request.scenarioSet = spec.section(QLatin1Char(':'), 1);
                settings.request.offline = true;
                settings.request.concurrency = 4;
                settings.grade = GradeOptions {};
                settings.grade->offline = true;
                window.startRun(settings);
            },
            Qt::SingleShotConnection);
    }

    if (parser.isSet(evidenceOption)) {
        const QString file = parser.value(evidenceOption);
        const auto open = [&window, file, shootEvidence] {
            EvidencePage *page = window.openEvidence(file);
            if (shootEvidence) {
                QObject::connect(page, &EvidencePage::callShown, page, shootEvidence, Qt::SingleShotConnection);
                QObject::connect(page, &EvidencePage::failed, page, shootEvidence);
            }
        };
        if (parser.positionalArguments().isEmpty()) {
            QTimer::singleShot(0, &window, open);
        } else { // opening the workspace closes every tab: open it after
            QObject::connect(&window, &MainWindow::workspaceLoaded, &window, open, Qt::SingleShotConnection);
            QObject::connect(&window, &MainWindow::workspaceFailed, &window, open, Qt::SingleShotConnection);
        }
    }

    if (parser.isSet(demoOption)) {
        // A demo that fails or is cancelled says why on the welcome page; say it here too and end.
        QObject::connect(&window, &MainWindow::demoFinished, &window, [](bool ok) {
            if (!ok) {
                std::fprintf(stderr, "%s\n", qPrintable(QApplication::translate("main", "The demo did not finish.")));
                QApplication::exit(1);
            }
        });
        QTimer::singleShot(0, &window, [&window] { window.openDemo(); });
    }

    // The demo opens its own copy; otherwise the workspace given, else the last one.
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && !parser.isSet(demoOption))
        window.openWorkspace(positional.first());
    else if (!parser.isSet(screenshotOption) && !parser.isSet(demoOption) && QFileInfo(settings.lastWorkspace()).isDir())
        window.openWorkspace(settings.lastWorkspace());

    return app.exec();
}
