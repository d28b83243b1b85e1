// The user guide stays in step with --help: every `polygon-cli COMMAND`
// written in docs/guide/*.md and README.md is a command `polygon-cli --help`
// lists, every command it lists is mentioned in the guide, and every option
// written after a command is one that `polygon-cli COMMAND --help` names. The
// same for the options written after `polygon` (the workbench) against
// `polygon --help`. Only code is read — fenced blocks and `inline code` — so
// prose can say "polygon-cli in a pipeline" freely.
//
// POLYGON_DOCS_ROOT=DIR checks the README.md and docs/guide/ under DIR instead
// of the source tree's (to try the check on an edited copy).
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon::Test;

namespace {

// One program's help: its commands (polygon-cli only) and the options each
// command's help names; "" is the program's own help.
struct HelpIndex
{
    QStringList commands;
    QHash<QString, QSet<QString>> options;
};

// Every option name a help text writes (--json, -o, --output).
QSet<QString> optionsIn(const QString &help)
{
    QSet<QString> names;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[A-Za-z][A-Za-z0-9-]*)"));
    for (auto it = option.globalMatch(help); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}

// `polygon` is a GUI program: its --help needs a platform (the tests run offscreen).
QString guiHelp(QString *problem)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(POLYGON_GUI_PATH), {QStringLiteral("--help")});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *problem = QStringLiteral("polygon --help failed: ") + process.errorString()
            + QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

// One code segment of a Markdown file: its text and the line it starts on.
struct Segment
{
    QString text;
    int line = 1;
};

// The fenced code blocks and the inline code spans of `markdown`.
QList<Segment> codeSegments(const QString &markdown)
{
    QList<Segment> segments;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QString prose; // the text outside fences, fence lines blanked so line numbers hold
    QString fenced;
    int fenceStart = 0;
    bool inFence = false;
    static const QRegularExpression fence(QStringLiteral("^\\s*(```|~~~)"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (fence.match(line).hasMatch()) {
            if (inFence)
                segments.append({fenced, fenceStart});
            inFence = !inFence;
            fenced.clear();
            fenceStart = i + 2;
            prose += QLatin1Char('\n');
            continue;
        }
        if (inFence) {
            fenced += line + QLatin1Char('\n');
            prose += QLatin1Char('\n');
        } else {
            prose += line + QLatin1Char('\n');
        }
    }
    // Inline spans may run over a line break; double backticks are not used for commands.
    static const QRegularExpression span(QStringLiteral("`([^`]+)`"));
    for (auto it = span.globalMatch(prose); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int line = int(prose.left(m.capturedStart(1)).count(QLatin1Char('\n'))) + 1;
        QString text = m.captured(1);
        segments.append({text.replace(QLatin1Char('\n'), QLatin1Char(' ')), line});
    }
    return segments;
}

// The words of a command line after `program`, up to where the command ends
// (end of line, a pipe, &&, ;, a comment), without redirections, quotes
// kept together; a trailing backslash continues the line.
QStringList commandWords(const QString &rest)
{
    QString text = rest;
    text.replace(QRegularExpression(QStringLiteral("\\\\\\n")), QStringLiteral(" "));
    text = text.section(QLatin1Char('\n'), 0, 0);
    QStringList words;
    QString word;
    QChar quote;
    bool skipNext = false;
    const auto flush = [&]() -> bool { // false: the command ended
        if (word.isEmpty())
            return true;
        const QString w = word;
        word.clear();
        if (w == QLatin1String("|") || w == QLatin1String("||") || w == QLatin1String("&&") || w == QLatin1String(";")
            || w.startsWith(QLatin1Char('#')))
            return false;
        if (skipNext) {
            skipNext = false;
            return true;
        }
        static const QRegularExpression redirect(QStringLiteral("^[0-9]?(<|>|>>)(&[0-9])?$"));
        if (redirect.match(w).hasMatch()) {
            skipNext = !w.contains(QLatin1Char('&'));
            return true;
        }
        if (w.startsWith(QLatin1Char('<')) || w.startsWith(QLatin1Char('>')) || w.startsWith(QLatin1String("2>")))
            return true;
        words.append(w);
        return !w.endsWith(QLatin1Char(';'));
    };
    for (const QChar c : std::as_const(text)) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            word += QLatin1Char('Q'); // a quoted argument is a word, never an option
            continue;
        }
        // ")" closes a $(…); "·" separates the commands of a "next:" line polygon-cli prints.
        if (c == QLatin1Char(')') || c == QLatin1Char('`') || c == QChar(0x00B7))
            break;
        if (c.isSpace()) {
            if (!flush())
                return words;
            continue;
        }
        word += c;
    }
    flush();
    return words;
}

// An option word's name: "--agent=x" → "--agent", "[--repeat" → "--repeat",
// "--json," → "--json"; empty when the word is no option ("-", "--", "-1").
QString optionName(QString word)
{
    while (!word.isEmpty() && QStringLiteral("[({").contains(word.front()))
        word.remove(0, 1);
    word = word.section(QLatin1Char('='), 0, 0);
    while (!word.isEmpty() && QStringLiteral("])},.;:").contains(word.back()))
        word.chop(1);
    static const QRegularExpression option(QStringLiteral("^--?[A-Za-z][A-Za-z0-9-]*$"));
    return option.match(word).hasMatch() ? word : QString();
}

// A placeholder stands for any command: COMMAND, CMD…, [command].
bool isPlaceholder(const QString &word)
{
    static const QRegularExpression upper(QStringLiteral("^[A-Z][A-Z0-9_|-]*$"));
    return upper.match(word).hasMatch() || word.contains(QChar(0x2026)) || word.contains(QLatin1String("..."))
        || word.startsWith(QLatin1Char('[')) || word.startsWith(QLatin1Char('<'));
}

struct DocsCheck
{
    QStringList problems;
    QSet<QString> guideCommands; // the polygon-cli commands docs/guide mentions
};

// Checks the guide and the README under `root` against the two helps.
DocsCheck checkDocs(const QString &root, const HelpIndex &cli, const QSet<QString> &guiOptions)
{
    DocsCheck check;
    QStringList files {QStringLiteral("README.md")};
    const QDir guide(root + QStringLiteral("/docs/guide"));
    const QStringList pages = guide.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    if (pages.isEmpty())
        check.problems.append(QStringLiteral("%1: no guide pages").arg(guide.path()));
    for (const QString &page : pages)
        files.append(QStringLiteral("docs/guide/") + page);

    static const QRegularExpression mention(QStringLiteral("(?:^|(?<=[\\s/(\"'=$]))(polygon-cli|polygon)(?=[ \\t]|\\\\?$|\\n)"),
                                            QRegularExpression::MultilineOption);
    static const QRegularExpression commandName(QStringLiteral("^[a-z][a-z0-9-]*$"));
    static const QStringList globalWords {QStringLiteral("--version"), QStringLiteral("-V"),   QStringLiteral("--help"),
                                          QStringLiteral("-h"),        QStringLiteral("help"), QStringLiteral("version")};
    for (const QString &name : std::as_const(files)) {
        QFile file(root + QLatin1Char('/') + name);
        if (!file.open(QIODevice::ReadOnly)) {
            check.problems.append(QStringLiteral("%1: cannot read it: %2").arg(file.fileName(), file.errorString()));
            continue;
        }
        const bool inGuide = name.startsWith(QLatin1String("docs/guide/"));
        for (const Segment &segment : codeSegments(QString::fromUtf8(file.readAll()))) {
            for (auto it = mention.globalMatch(segment.text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const int line = segment.line + int(segment.text.left(m.capturedStart()).count(QLatin1Char('\n')));
                const QString where = QStringLiteral("%1:%2").arg(name).arg(line);
                QStringList words = commandWords(segment.text.mid(m.capturedEnd()));
                if (m.captured(1) == QLatin1String("polygon")) {
                    for (const QString &word : std::as_const(words)) {
                        if (word == QLatin1String("--"))
                            break;
                        const QString option = optionName(word);
                        if (!option.isEmpty() && !guiOptions.contains(option))
                            check.problems.append(
                                QStringLiteral("%1: polygon %2: polygon --help has no such option").arg(where, option));
                    }
                    continue;
                }
                // polygon-cli [--lang L] COMMAND OPTIONS…
                while (!words.isEmpty() && optionName(words.first()) == QLatin1String("--lang"))
                    words.remove(0, words.first().contains(QLatin1Char('=')) ? 1 : std::min<qsizetype>(2, words.size()));
                if (words.isEmpty())
                    continue;
                QString command = words.takeFirst();
                if (globalWords.contains(optionName(command)) || globalWords.contains(command))
                    command.clear(); // polygon-cli --help, --version
                else if (isPlaceholder(command) || !commandName.match(command).hasMatch())
                    continue; // "polygon-cli COMMAND --help", or prose such as "polygon-cli (headless)"
                else if (!cli.commands.contains(command)) {
                    check.problems.append(
                        QStringLiteral("%1: polygon-cli %2: polygon-cli --help lists no such command").arg(where, command));
                    continue;
                }
                if (inGuide && !command.isEmpty())
                    check.guideCommands.insert(command);
                const QSet<QString> known = cli.options.value(command);
                for (const QString &word : std::as_const(words)) {
                    if (word == QLatin1String("--"))
                        break;
                    const QString option = optionName(word);
                    if (!option.isEmpty() && !known.contains(option))
                        check.problems.append(
                            QStringLiteral("%1: polygon-cli %2 %3: polygon-cli %2 --help has no such option")
                                .arg(where, command.isEmpty() ? QStringLiteral("(no command)") : command, option));
                }
            }
        }
    }
    for (const QString &command : cli.commands)
        if (!check.guideCommands.contains(command))
            check.problems.append(
                QStringLiteral("polygon-cli %1 exists (polygon-cli --help) but docs/guide never shows it").arg(command));
    return check;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool writeAll(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text.toUtf8()) >= 0;
}

} // namespace

class TestCliDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void helpListsTheCommands();
    void guideMatchesHelp();
    void plantedMistakesAreCaught();

private:
    HelpIndex m_cli;
    QSet<QString> m_gui;
};

void TestCliDocs::initTestCase()
{
    const CliRun help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    m_cli.options.insert(QString(), optionsIn(help.out));
    // "  NAME SYNOPSIS" lines; summaries are indented by six, options start with a dash.
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z][a-z-]*)(?: |$)"), QRegularExpression::MultilineOption);
    for (auto it = commandLine.globalMatch(help.out); it.hasNext();)
        m_cli.commands.append(it.next().captured(1));
    for (const QString &command : std::as_const(m_cli.commands)) {
        const CliRun commandHelp = runCli({command, QStringLiteral("--help")});
        QVERIFY2(commandHelp.code == 0, qPrintable(command + QStringLiteral(": ") + commandHelp.err));
        // Usage and options only: the closing lines mention --lang, which belongs before the command.
        m_cli.options.insert(command, optionsIn(commandHelp.out.section(QStringLiteral("\nExamples:"), 0, 0)));
    }
    QString problem;
    const QString gui = guiHelp(&problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    m_gui = optionsIn(gui);
}

// The help parsing itself: the commands are found, and real options are seen.
void TestCliDocs::helpListsTheCommands()
{
    for (const char *command : {"validate", "run", "grade", "report", "compare", "demo", "db", "evidence-import"})
        QVERIFY2(m_cli.commands.contains(QLatin1String(command)), command);
    QVERIFY(!m_cli.commands.contains(QStringLiteral("version")));
    QVERIFY(m_cli.options.value(QStringLiteral("report")).contains(QStringLiteral("--junit")));
    QVERIFY(m_cli.options.value(QStringLiteral("export")).contains(QStringLiteral("-o")));
    QVERIFY(!m_cli.options.value(QStringLiteral("report")).contains(QStringLiteral("--offline")));
    QVERIFY(m_gui.contains(QStringLiteral("--screenshot")));
    QVERIFY(m_gui.contains(QStringLiteral("--compare")));
}

void TestCliDocs::guideMatchesHelp()
{
    QString root = qEnvironmentVariable("POLYGON_DOCS_ROOT");
    if (root.isEmpty())
        root = QStringLiteral(POLYGON_SOURCE_DIR);
    const DocsCheck check = checkDocs(root, m_cli, m_gui);
    QVERIFY2(check.problems.isEmpty(), qPrintable(QStringLiteral("\n") + check.problems.join(QLatin1Char('\n'))));
    QCOMPARE(check.guideCommands.size(), m_cli.commands.size());
}

// A copy of the docs with a made-up command, a made-up option, a made-up
// workbench option and one command no longer shown: each is reported, and
// nothing else is.
void TestCliDocs::plantedMistakesAreCaught()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = QStringLiteral(POLYGON_SOURCE_DIR);
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("docs/guide")));
    QVERIFY(writeAll(dir.filePath(QStringLiteral("README.md")), readAll(source + QStringLiteral("/README.md"))));
    const QStringList pages = QDir(source + QStringLiteral("/docs/guide")).entryList({QStringLiteral("*.md")}, QDir::Files);
    QVERIFY(!pages.isEmpty());
    for (const QString &page : pages) {
        QString text = readAll(source + QStringLiteral("/docs/guide/") + page);
        text.replace(QStringLiteral("polygon-cli agreement"), QStringLiteral("agreement"));
        if (page == QLatin1String("index.md"))
            text += QStringLiteral("\n```sh\npolygon-cli frobnicate bella-vista\n"
                                   "polygon-cli lint prompts/bella-v2.md --json \\\n    --no-such-flag\n"
                                   "polygon bella-vista --no-such-window\n```\n");
        QVERIFY(writeAll(dir.filePath(QStringLiteral("docs/guide/") + page), text));
    }
    const int indexLines = int(readAll(source + QStringLiteral("/docs/guide/index.md")).count(QLatin1Char('\n')));

    QStringList problems = checkDocs(dir.path(), m_cli, m_gui).problems;
    // README.md mentions agreement outside the guide; that does not count.
    problems.sort();
    QStringList expected {
        QStringLiteral("docs/guide/index.md:%1: polygon-cli frobnicate: polygon-cli --help lists no such command")
            .arg(indexLines + 3),
        QStringLiteral("docs/guide/index.md:%1: polygon-cli lint --no-such-flag: polygon-cli lint --help has no such option")
            .arg(indexLines + 4),
        QStringLiteral("docs/guide/index.md:%1: polygon --no-such-window: polygon --help has no such option").arg(indexLines + 6),
        QStringLiteral("polygon-cli agreement exists (polygon-cli --help) but docs/guide never shows it"),
    };
    expected.sort();
    QCOMPARE(problems, expected);
}

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_cli_docs.moc"
