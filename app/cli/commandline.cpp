#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Polygon::Cli {

namespace {

QString translate(const char *text)
{
    return QCoreApplication::translate("polygon-cli", text);
}

// "--name" or "-n".
QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

// A synopsis form's verb: its first word when that is a plain lower-case word.
QString verbOf(const QString &form)
{
    const QString first = form.section(QLatin1Char(' '), 0, 0);
    for (const QChar c : first)
        if (!(c.isLower() || c == QLatin1Char('-')))
            return {};
    return first;
}

} // namespace

CommandLine::CommandLine(const char *name, Io &io, const QString &verb)
    : m_io(io)
    , m_verb(verb)
{
    for (const Command &c : commands())
        if (qstrcmp(c.name, name) == 0)
            m_command = &c;
    Q_ASSERT(m_command);
}

void CommandLine::flag(const char *names, const QString &description, const QStringList &verbs)
{
    option(names, "", description, verbs);
}

void CommandLine::option(const char *names, const char *valueName, const QString &description, const QStringList &verbs)
{
    m_options.append(
        {QString::fromLatin1(names).split(QLatin1Char(',')), QString::fromLatin1(valueName), description, verbs, {}, false});
}

void CommandLine::repeatableOption(const char *names, const char *valueName, const QString &description, const QStringList &verbs)
{
    option(names, valueName, description, verbs);
    m_options.last().repeatable = true;
}

void CommandLine::compactFlag()
{
    flag("compact", translate("print the JSON on one line"));
}

bool CommandLine::applies(const Option &o) const
{
    return o.verbs.isEmpty() || o.verbs.contains(m_verb);
}

const CommandLine::Option *CommandLine::find(const QString &name) const
{
    for (const Option &o : m_options)
        if (applies(o) && o.names.contains(name))
            return &o;
    return nullptr;
}

std::optional<int> CommandLine::parse(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, translate("print this help and exit"));
    parser.addOption(helpOption);
    QList<QCommandLineOption> declared;
    for (const Option &o : std::as_const(m_options)) {
        declared.append(QCommandLineOption(o.names, o.description, o.valueName));
        if (applies(o))
            parser.addOption(declared.last());
    }
    const bool parsed = parser.parse(QStringList {QStringLiteral("polygon-cli")} + args);
    if (parser.isSet(helpOption)) {
        m_io.out << help();
        return Success;
    }
    if (!parsed) {
        const QString why = problem(args, parser.unknownOptionNames(), parser.errorText());
        if (!parser.unknownOptionNames().isEmpty() && !m_unknownOptionMessage.isEmpty()) {
            m_io.err << m_unknownOptionMessage.arg(why) << '\n';
            return BadInput;
        }
        return usageError(parser.unknownOptionNames().isEmpty()
                              ? why
                              : QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(why));
    }
    for (qsizetype i = 0; i < m_options.size(); ++i) {
        Option &o = m_options[i];
        if (!applies(o))
            continue;
        o.set = parser.isSet(declared.at(i));
        o.values = parser.values(declared.at(i));
        if (!o.valueName.isEmpty() && !o.repeatable && o.values.size() > 1)
            return usageError(translate("%1 is given twice").arg(dashed(o.names.last())));
    }
    m_positional = parser.positionalArguments();
    return std::nullopt;
}

// What QCommandLineParser refused, in our words: the unknown option as it was
// written, or the message for a missing or an unexpected value.
QString CommandLine::problem(const QStringList &args, const QStringList &unknown, const QString &errorText) const
{
    const qsizetype end = args.contains(QStringLiteral("--")) ? args.indexOf(QStringLiteral("--")) : args.size();
    if (!unknown.isEmpty()) {
        const QString &name = unknown.first();
        for (qsizetype i = 0; i < end; ++i) {
            const QString &a = args.at(i);
            if (a.startsWith(QLatin1String("--")) && a.mid(2).section(QLatin1Char('='), 0, 0) == name)
                return a.section(QLatin1Char('='), 0, 0);
        }
        return dashed(name);
    }
    // A value is missing only after the last argument.
    if (end == args.size() && !args.isEmpty()) {
        const QString &last = args.last();
        const QString name = last.startsWith(QLatin1String("--")) ? last.mid(2) : last.right(1);
        const Option *o = last.startsWith(QLatin1Char('-')) && !last.contains(QLatin1Char('=')) ? find(name) : nullptr;
        if (o && !o->valueName.isEmpty())
            return translate("%1 needs a value").arg(last.startsWith(QLatin1String("--")) ? last : dashed(name));
    }
    for (qsizetype i = 0; i < end; ++i) {
        const QString &a = args.at(i);
        const QString name = a.mid(2).section(QLatin1Char('='), 0, 0);
        if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('=')))
            if (const Option *o = find(name); (o && o->valueName.isEmpty()) || name == QLatin1String("help"))
                return translate("%1 takes no value").arg(dashed(name));
    }
    return errorText;
}

bool CommandLine::isSet(const char *name) const
{
    const Option *o = find(QString::fromLatin1(name));
    return o && o->set;
}

QString CommandLine::value(const char *name) const
{
    const Option *o = find(QString::fromLatin1(name));
    return o && !o->values.isEmpty() ? o->values.last() : QString();
}

QStringList CommandLine::values(const char *name) const
{
    const Option *o = find(QString::fromLatin1(name));
    return o ? o->values : QStringList();
}

int CommandLine::usageError(const QString &why) const
{
    if (!why.isEmpty())
        m_io.err << why << '\n';
    m_io.err << translate("usage: %1").arg(usage()) << '\n';
    return BadInput;
}

QString CommandLine::usage() const
{
    const QStringList forms = QString::fromLatin1(m_command->synopsis).split(QStringLiteral(" | "));
    QStringList shown;
    for (const QString &form : forms)
        if (verbOf(form) == m_verb)
            shown.append(form);
    if (shown.isEmpty())
        shown = forms;
    const QString prefix = QStringLiteral("polygon-cli %1 ").arg(QLatin1String(m_command->name));
    return prefix + shown.join(QStringLiteral("\n       ") + prefix);
}

QString CommandLine::help() const
{
    const QString prefix = QStringLiteral("polygon-cli %1 ").arg(QLatin1String(m_command->name));
    const QStringList forms = QString::fromLatin1(m_command->synopsis).split(QStringLiteral(" | "));
    QString text = translate("Usage: %1").arg(prefix + forms.join(QStringLiteral("\n       ") + prefix)) + QStringLiteral("\n\n")
        + translate(m_command->summary) + QStringLiteral("\n\n") + translate("Options:") + QLatin1Char('\n');

    QList<QPair<QString, QString>> rows;
    for (const Option &o : m_options) {
        QStringList names;
        for (const QString &n : o.names)
            names.append(dashed(n));
        rows.append({names.join(QStringLiteral(", ")) + (o.valueName.isEmpty() ? QString() : QLatin1Char(' ') + o.valueName),
                     o.description});
    }
    rows.append({QStringLiteral("-h, --help"), translate("print this help and exit")});
    qsizetype width = 0;
    for (const auto &[left, right] : std::as_const(rows))
        width = std::max(width, left.size());
    width = std::min<qsizetype>(width, 26);
    for (const auto &[left, right] : std::as_const(rows)) {
        text += QStringLiteral("  ") + left;
        text += left.size() > width ? QStringLiteral("\n") + QString(width + 4, QLatin1Char(' '))
                                    : QString(width - left.size() + 2, QLatin1Char(' '));
        text += right + QLatin1Char('\n');
    }

    text += QLatin1Char('\n') + translate("Examples:") + QLatin1Char('\n');
    for (const QString &example : QString::fromUtf8(m_command->examples).split(QLatin1Char('\n')))
        text += QStringLiteral("  ") + QStringLiteral("polygon-cli %1 %2").arg(QLatin1String(m_command->name), example).trimmed()
            + QLatin1Char('\n');
    text += QLatin1Char('\n')
        + translate("Before the command, --lang L shows polygon-cli's messages in language L (en, ru, hr, bs; "
                    "default: the system's), as in: polygon-cli --lang ru %1 --help")
              .arg(QLatin1String(m_command->name))
        + QLatin1Char('\n') + translate("Exit codes: 0 success, 1 the graded thing failed, 2 bad input or usage.")
        + QLatin1Char('\n');
    return text;
}

} // namespace Polygon::Cli
