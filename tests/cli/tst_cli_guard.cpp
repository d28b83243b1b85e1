// polygon-cli's last line of defence (app/cli/guard.cpp): an exception that
// escapes a command, also one thrown inside a Qt event loop and re-thrown by
// Qt, becomes "polygon-cli: internal error: WHAT" and exit code 2.
#include "app/cli/guard.h"

#include <QEventLoop>
#include <QTest>
#include <QTimer>

#include <stdexcept>
#include <string>

using Polygon::Cli::runGuarded;

class TestCliGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesTheExitCode();
    void standardException();
    void otherException();
    void exceptionFromTheEventLoop();
    void longMessageIsCut();
};

void TestCliGuard::passesTheExitCode()
{
    QString text;
    QTextStream err(&text);
    QCOMPARE(runGuarded([] { return 1; }, err), 1);
    QVERIFY(text.isEmpty());
}

void TestCliGuard::standardException()
{
    QString text;
    QTextStream err(&text);
    QCOMPARE(runGuarded([]() -> int { throw std::runtime_error("boom"); }, err), 2);
    QCOMPARE(text, QStringLiteral("polygon-cli: internal error: boom\n"));
}

void TestCliGuard::otherException()
{
    QString text;
    QTextStream err(&text);
    QCOMPARE(runGuarded([]() -> int { throw 42; }, err), 2);
    QCOMPARE(text, QStringLiteral("polygon-cli: internal error: an unknown exception\n"));
}

void TestCliGuard::exceptionFromTheEventLoop()
{
    // As in simulate/run/providers: a command waits in a QEventLoop and a
    // slot throws. Qt lets the exception leave exec(); the guard gets it.
    QString text;
    QTextStream err(&text);
    const int code = runGuarded(
        [] {
            QEventLoop loop;
            QTimer::singleShot(0, &loop, [] { throw std::out_of_range("thrown in a slot"); });
            QTimer::singleShot(5000, &loop, &QEventLoop::quit);
            loop.exec();
            return 0;
        },
        err);
    QCOMPARE(code, 2);
    QCOMPARE(text, QStringLiteral("polygon-cli: internal error: thrown in a slot\n"));
}

void TestCliGuard::longMessageIsCut()
{
    QString text;
    QTextStream err(&text);
    QCOMPARE(runGuarded([]() -> int { throw std::runtime_error(std::string(1000000, 'x')); }, err), 2);
    QVERIFY(text.size() < 400);
    QVERIFY(text.endsWith(QStringLiteral("\u2026\n")));
}

QTEST_GUILESS_MAIN(TestCliGuard)
#include "tst_cli_guard.moc"
