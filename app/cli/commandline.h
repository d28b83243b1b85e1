#pragma once

#include "command.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Polygon::Cli {

// The options of one command, parsed by QCommandLineParser. Every command
// declares its options here, with a translated description and a value name,
// so that every command gets the same rules:
//   --opt value and --opt=value; -h and --help print the command's help
//   (usage, summary, options, examples) on stdout and exit 0; "-" is a
//   positional argument (standard input); after "--" everything is positional;
//   an unknown option, a missing value, a value given twice or a value after a
//   flag prints what is wrong and the usage on stderr and exits 2.
class CommandLine
{
public:
    // `name` is one of commands(). `verb` is the sub-command the arguments
    // start with (personas generate): it picks the synopsis form shown in a
    // usage message and the options that apply. Without one, the forms that
    // start with no verb are shown (or every form when all start with one).
    CommandLine(const char *name, Io &io, const QString &verb = {});

    // A flag such as --json. `names` are comma-separated, without dashes
    // ("o,output": -o and --output). `verbs` limits it to some forms ("" is
    // the form without a verb); empty, it applies to every form.
    void flag(const char *names, const QString &description, const QStringList &verbs = {});
    // An option with a value (--lang L), `valueName` as in the synopsis.
    void option(const char *names, const char *valueName, const QString &description, const QStringList &verbs = {});
    // An option that may be given more than once (--criterion K=V --criterion …).
    void repeatableOption(const char *names, const char *valueName, const QString &description, const QStringList &verbs = {});

    // --compact: the JSON on one line (score, probes, loop, divergence, …).
    void compactFlag();

    // A message for an unknown option shown alone, without the usage
    // (validate's "polygon-cli validate: unknown option "%1"").
    void setUnknownOptionMessage(const QString &message) { m_unknownOptionMessage = message; }

    // Parses `args` (without the command name). Returns the exit code when
    // the command is done (Success after --help, BadInput after a usage
    // problem, both printed), nothing when it goes on.
    [[nodiscard]] std::optional<int> parse(const QStringList &args);

    bool isSet(const char *name) const;
    QString value(const char *name) const;
    QStringList values(const char *name) const; // every value of a repeatable option, in order
    // The positional arguments, the verb included.
    const QStringList &positional() const { return m_positional; }

    // Prints `why` (if any) and the usage on stderr; returns BadInput.
    int usageError(const QString &why = {}) const;
    // "polygon-cli NAME FORM" for the forms of the verb, one per line.
    QString usage() const;
    // The whole help: usage, summary, options, examples.
    QString help() const;

private:
    struct Option
    {
        QStringList names;
        QString valueName;
        QString description;
        QStringList verbs;
        QStringList values;
        bool set = false;
        bool repeatable = false;
    };
    bool applies(const Option &o) const;
    const Option *find(const QString &name) const;
    QString problem(const QStringList &args, const QStringList &unknown, const QString &errorText) const;

    const Command *m_command = nullptr;
    Io &m_io;
    QString m_verb;
    QList<Option> m_options;
    QStringList m_positional;
    QString m_unknownOptionMessage;
};

} // namespace Polygon::Cli
