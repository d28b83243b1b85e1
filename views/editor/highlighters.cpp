#include "highlighters.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextDocument>

#ifdef POLYGON_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace Polygon {

namespace {

QTextCharFormat charFormat(const QColor &colour, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

// Markdown for prompts: headings, list markers, emphasis, inline code, and the
// words that make a rule critical (must, never, always, important — in the
// four languages Polygon supports), because those are what a prompt author
// scans for.
class MarkdownHighlighter : public QSyntaxHighlighter
{
public:
    explicit MarkdownHighlighter(QTextDocument *document)
        : QSyntaxHighlighter(document)
    {
    }

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s.*$"));
        static const QRegularExpression bullet(QStringLiteral("^\\s*([-*+]|\\d+[.)])\\s"));
        static const QRegularExpression strong(QStringLiteral("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1"));
        static const QRegularExpression emphasis(
            QStringLiteral("(?<![\\w*])\\*(?=\\S)[^*]+?(?<=\\S)\\*(?![\\w*])|(?<![\\w_])_(?=\\S)[^_]+?(?<=\\S)_(?![\\w_])"),
            QRegularExpression::UseUnicodePropertiesOption);
        static const QRegularExpression code(QStringLiteral("`[^`]+`"));
        static const QRegularExpression critical(QStringLiteral("\\b(must|never|always|important|do not|don't|"
                                                                "обязательно|никогда|всегда|важно|нельзя|"
                                                                "uvijek|nikad|nikada|obavezno|važno|mora|moraš|morate)\\b"),
                                                 QRegularExpression::UseUnicodePropertiesOption
                                                     | QRegularExpression::CaseInsensitiveOption);

        if (heading.match(text).hasMatch()) {
            setFormat(0, int(text.size()), charFormat(QColor(0x1f, 0x5f, 0xa8), true));
            return;
        }
        if (const auto m = bullet.match(text); m.hasMatch())
            setFormat(int(m.capturedStart(1)), int(m.capturedLength(1)), charFormat(QColor(0x8a, 0x4b, 0x08), true));
        for (auto it = emphasis.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), charFormat(QColor(0x40, 0x40, 0x40), false, true));
        }
        for (auto it = strong.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), charFormat(QColor(0x20, 0x20, 0x20), true));
        }
        for (auto it = critical.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), charFormat(QColor(0xb0, 0x1c, 0x2e), true));
        }
        for (auto it = code.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            QTextCharFormat f = charFormat(QColor(0x2e, 0x6b, 0x30));
            f.setFontFixedPitch(true);
            setFormat(int(m.capturedStart()), int(m.capturedLength()), f);
        }
    }
};

class JsonHighlighter : public QSyntaxHighlighter
{
public:
    explicit JsonHighlighter(QTextDocument *document)
        : QSyntaxHighlighter(document)
    {
    }

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression string(QStringLiteral("\"(?:[^\"\\\\]|\\\\.)*\"(\\s*:)?"));
        static const QRegularExpression number(QStringLiteral("(?<![\\w.])-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?\\b"));
        static const QRegularExpression literal(QStringLiteral("\\b(true|false|null)\\b"));
        for (auto it = number.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), charFormat(QColor(0x8a, 0x4b, 0x08)));
        }
        for (auto it = literal.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), charFormat(QColor(0x6a, 0x1b, 0x9a), true));
        }
        for (auto it = string.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const bool isKey = m.capturedLength(1) > 0;
            setFormat(int(m.capturedStart()), int(m.capturedLength()),
                      isKey ? charFormat(QColor(0x1f, 0x5f, 0xa8), true) : charFormat(QColor(0x2e, 0x6b, 0x30)));
        }
    }
};

} // namespace

QString highlighterBackend()
{
    const QString backend = QStringLiteral(POLYGON_HIGHLIGHTER);
    // "KSyntaxHighlighting" is a name; "built-in" is a word, said in the user's language.
    if (backend == QLatin1String("built-in"))
        return QCoreApplication::translate("Highlighters", "built-in");
    return backend;
}

QObject *attachHighlighter(QTextDocument *document, const QString &path)
{
    const bool markdown = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive);
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    if (!markdown && !json)
        return nullptr;
#ifdef POLYGON_HAVE_KSYNTAXHIGHLIGHTING
    static KSyntaxHighlighting::Repository repository;
    const auto definition = repository.definitionForFileName(path);
    if (definition.isValid()) {
        auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
        highlighter->setTheme(repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
        highlighter->setDefinition(definition);
        return highlighter;
    }
#endif
    if (markdown)
        return new MarkdownHighlighter(document);
    return new JsonHighlighter(document);
}

} // namespace Polygon
