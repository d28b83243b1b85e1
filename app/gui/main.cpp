// polygon: the desktop workbench.
#include "mainwindow.h"
#include "settings.h"

#include "translations/catalogs.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

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
    const QCommandLineOption sizeOption(QStringLiteral("window-size"),
                                        QApplication::translate("main", "Start with the window <width>x<height> pixels large."),
                                        QStringLiteral("size"));
    parser.addOption(languageOption);
    parser.addOption(screenshotOption);
    parser.addOption(sizeOption);
    parser.process(app);

    const QString language = parser.isSet(languageOption) ? parser.value(languageOption) : settings.language();
    installTranslations(app, language);

    MainWindow window(&settings);
    window.setActiveLanguage(language); // --lang wins over the saved choice, and the menu says so
    QObject::connect(&window, &MainWindow::languageRequested, &app,
                     [&app](const QString &code) { installTranslations(app, code); });
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        if (wh.size() == 2 && wh.at(0).toInt() > 0 && wh.at(1).toInt() > 0)
            window.resize(wh.at(0).toInt(), wh.at(1).toInt());
    }
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        const auto shoot = [&window, file] {
            // Give the first paint a moment, then grab the real window.
            QTimer::singleShot(500, &window, [&window, file] {
                const bool ok = window.grab().save(file, "PNG");
                std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "Screenshot saved to" : "Cannot write screenshot",
                             qPrintable(QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath())));
                QApplication::exit(ok ? 0 : 1);
            });
        };
        QObject::connect(&window, &MainWindow::workspaceLoaded, &window, shoot);
        QObject::connect(&window, &MainWindow::workspaceFailed, &window, shoot);
        if (parser.positionalArguments().isEmpty())
            shoot();
    }

    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty())
        window.openWorkspace(positional.first());
    else if (!parser.isSet(screenshotOption) && QFileInfo(settings.lastWorkspace()).isDir())
        window.openWorkspace(settings.lastWorkspace());

    return app.exec();
}
