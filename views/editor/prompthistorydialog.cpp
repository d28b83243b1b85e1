#include "prompthistorydialog.h"

#include "core/results/resultsloader.h"
#include "core/results/worddiff.h"
#include "core/util/hash.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace Polygon {

namespace {

enum { RecordRole = Qt::UserRole + 1 };

// Colour-blind-safe pair (Okabe–Ito vermillion and blue, as light
// backgrounds), and never colour alone: "−" / "+" and strike-through too.
const QString kRemovedBackground = QStringLiteral("#fbe3d6");
const QString kAddedBackground = QStringLiteral("#d9ebf7");
const QString kRemovedWord = QStringLiteral("#f2b38f");
const QString kAddedWord = QStringLiteral("#9ccbeb");

QString wordsHtml(const QString &from, const QString &to, const QString &highlight)
{
    QString html;
    for (const WordDiffPart &part : changedWords(from, to))
        html += part.changed
            ? QStringLiteral("<span style=\"background-color:%1;\">%2</span>").arg(highlight, part.text.toHtmlEscaped())
            : part.text.toHtmlEscaped();
    return html;
}

QString lineHtml(const LineDiffLine &line, const QString &contentHtml)
{
    const QString number = line.kind == LineDiffLine::Added ? QString() : QString::number(line.fromLine + 1);
    const QString newNumber = line.kind == LineDiffLine::Removed ? QString() : QString::number(line.toLine + 1);
    QString marker = QStringLiteral("&nbsp;");
    QString style;
    if (line.kind == LineDiffLine::Removed) {
        marker = QStringLiteral("&minus;");
        style = QStringLiteral(" style=\"background-color:%1;color:#000000;\"").arg(kRemovedBackground);
    } else if (line.kind == LineDiffLine::Added) {
        marker = QStringLiteral("+");
        style = QStringLiteral(" style=\"background-color:%1;color:#000000;\"").arg(kAddedBackground);
    }
    QString content = contentHtml.isEmpty() ? QStringLiteral("&nbsp;") : contentHtml;
    if (line.kind == LineDiffLine::Removed)
        content = QStringLiteral("<s>%1</s>").arg(content);
    return QStringLiteral("<tr%1><td align=\"right\" style=\"color:#757575;\">%2</td><td align=\"right\" "
                          "style=\"color:#757575;\">%3</td><td style=\"white-space:pre-wrap;\"><b>%4</b> %5</td></tr>")
        .arg(style, number, newNumber, marker, content);
}

} // namespace

PromptHistoryDialog::PromptHistoryDialog(const QString &root, const QString &promptId, const QByteArray &diskBytes,
                                         const QString &editorText, QWidget *parent)
    : QDialog(parent)
    , m_promptId(promptId)
    , m_diskHash(diskBytes.isNull() ? QString() : sha256Hex(diskBytes))
    , m_editorText(editorText)
    , m_loader(new ResultsLoader(this))
    , m_versions(new QListWidget(this))
    , m_base(new QComboBox(this))
    , m_heading(new QLabel(this))
    , m_diff(new QTextBrowser(this))
    , m_status(new QLabel(this))
    , m_restore(new QPushButton(tr("&Restore This Version"), this))
    , m_wholeText(new QCheckBox(tr("&Whole text"), this))
{
    setWindowTitle(tr("History of prompt %1").arg(promptId));
    setObjectName(QStringLiteral("promptHistoryDialog"));
    m_versions->setObjectName(QStringLiteral("promptVersions"));
    m_diff->setObjectName(QStringLiteral("promptDiff"));
    m_base->setObjectName(QStringLiteral("promptDiffBase"));
    m_restore->setObjectName(QStringLiteral("restorePromptVersion"));
    m_versions->setAccessibleName(tr("Versions"));
    m_diff->setAccessibleName(tr("Changes"));
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setOpenLinks(false);
    m_heading->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setText(tr("Reading the history…"));

    m_base->addItem(tr("the version before it"));
    m_base->addItem(tr("the editor's text"));
    m_base->setToolTip(tr("What the selected version is compared with"));
    m_wholeText->setObjectName(QStringLiteral("promptDiffWholeText"));
    m_wholeText->setToolTip(tr("Show every line, not only the changes with three lines around each"));

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *baseRow = new QHBoxLayout;
    auto *baseLabel = new QLabel(tr("Compare with:"), right);
    baseLabel->setBuddy(m_base);
    baseRow->addWidget(baseLabel);
    baseRow->addWidget(m_base);
    baseRow->addStretch();
    baseRow->addWidget(m_wholeText);
    rightLayout->addLayout(baseRow);
    rightLayout->addWidget(m_heading);
    rightLayout->addWidget(m_diff, 1);
    auto *legend = new QLabel(
        tr("<span style=\"background-color:%1;color:#000000;\">&nbsp;&minus; <s>removed</s>&nbsp;</span> &nbsp; "
           "<span style=\"background-color:%2;color:#000000;\">&nbsp;+ added&nbsp;</span> &nbsp; changed words are shaded "
           "darker")
            .arg(kRemovedBackground, kAddedBackground),
        right);
    rightLayout->addWidget(legend);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_versions);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({320, 640});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_restore, QDialogButtonBox::ActionRole);
    m_restore->setEnabled(false);
    m_restore->setToolTip(tr("Put this version's text into the editor; nothing is saved until you save"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(980, 620);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_versions, &QListWidget::currentRowChanged, this, &PromptHistoryDialog::showDiff);
    connect(m_base, &QComboBox::currentIndexChanged, this, &PromptHistoryDialog::showDiff);
    connect(m_wholeText, &QCheckBox::toggled, this, &PromptHistoryDialog::showDiff);
    connect(m_restore, &QPushButton::clicked, this, [this] {
        const QListWidgetItem *item = m_versions->currentItem();
        if (!item)
            return;
        const int i = item->data(RecordRole).toInt();
        if (i >= 0 && i < m_records.size())
            Q_EMIT restoreRequested(m_records.at(i).text);
    });
    connect(m_loader, &ResultsLoader::promptHistoryAvailable, this,
            [this](const QString &, const QList<PromptVersionRecord> &versions) { showVersions(versions); });
    connect(m_loader, &ResultsLoader::failed, this, [this](const QString &message) {
        m_status->setText(tr("Cannot read the prompt history: %1").arg(message));
        Q_EMIT historyLoaded(0);
    });

    m_loader->setWorkspace(root);
    QList<PromptVersionRecord> record;
    if (!diskBytes.isNull())
        record.append(PromptVersionRecord::of(promptId, diskBytes));
    m_loader->loadPromptHistory(promptId, record);
}

void PromptHistoryDialog::setEditorText(const QString &text)
{
    m_editorText = text;
    if (m_base->currentIndex() == 1)
        showDiff();
}

void PromptHistoryDialog::showVersions(const QList<PromptVersionRecord> &versions)
{
    m_records = versions;
    m_versions->clear();
    if (versions.isEmpty()) {
        m_status->setText(tr("No versions kept yet. A version is kept each time you save this prompt here and each "
                             "time a run uses it."));
        m_heading->clear();
        m_diff->clear();
        m_restore->setEnabled(false);
        Q_EMIT historyLoaded(0);
        return;
    }
    m_status->setText(tr("%n version(s) kept, newest first. Each version is identified by the hash of its text.", nullptr,
                         int(versions.size())));
    for (qsizetype i = versions.size() - 1; i >= 0; --i) {
        const PromptVersionRecord &v = versions.at(i);
        QString title = tr("Version %1 · %2").arg(i + 1).arg(v.hash.left(12));
        if (v.hash == m_diskHash)
            title += tr(" · on disk");
        const QString when = QLocale().toString(v.firstSeen.toLocalTime(), QLocale::ShortFormat);
        auto *item = new QListWidgetItem(title + QLatin1Char('\n') + tr("kept %1 · used by %n run(s)", nullptr, v.runs).arg(when),
                                         m_versions);
        item->setData(RecordRole, int(i));
        item->setToolTip(tr("sha256 %1").arg(v.hash));
        if (v.hash == m_diskHash) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
    m_versions->setCurrentRow(0);
    Q_EMIT historyLoaded(int(versions.size()));
}

void PromptHistoryDialog::showDiff()
{
    const QListWidgetItem *item = m_versions->currentItem();
    m_restore->setEnabled(item != nullptr);
    if (!item) {
        m_heading->clear();
        m_diff->clear();
        return;
    }
    const int i = item->data(RecordRole).toInt();
    if (i < 0 || i >= m_records.size())
        return;
    const PromptVersionRecord &version = m_records.at(i);
    QString from;
    QString to = version.text;
    if (m_base->currentIndex() == 1) {
        // What changes if this version replaces the editor's text.
        from = m_editorText;
        m_heading->setText(tr("From the editor's text to version %1 (%2):").arg(i + 1).arg(version.hash.left(12)));
    } else if (i == 0) {
        m_heading->setText(tr("Version 1 (%1) is the oldest kept: all of it is shown as added.").arg(version.hash.left(12)));
    } else {
        const PromptVersionRecord &before = m_records.at(i - 1);
        from = before.text;
        m_heading->setText(tr("From version %1 (%2) to version %3 (%4):")
                               .arg(i)
                               .arg(before.hash.left(12))
                               .arg(i + 1)
                               .arg(version.hash.left(12)));
    }
    const QList<LineDiffLine> diff = lineDiff(from, to);
    // Unchanged stretches fold to kContext lines either side of a change,
    // unless the whole text is asked for.
    constexpr qsizetype kContext = 3;
    std::vector<bool> shown(size_t(diff.size()), m_wholeText->isChecked());
    for (qsizetype k = 0; k < diff.size(); ++k)
        if (diff.at(k).kind != LineDiffLine::Same)
            for (qsizetype c = std::max<qsizetype>(0, k - kContext); c <= std::min(diff.size() - 1, k + kContext); ++c)
                shown[size_t(c)] = true;
    int added = 0;
    int removed = 0;
    QString rows;
    for (qsizetype k = 0; k < diff.size();) {
        if (diff.at(k).kind == LineDiffLine::Same && !shown[size_t(k)]) {
            qsizetype end = k;
            while (end < diff.size() && diff.at(end).kind == LineDiffLine::Same && !shown[size_t(end)])
                ++end;
            rows += QStringLiteral("<tr><td></td><td></td><td style=\"color:#757575;\"><i>%1</i></td></tr>")
                        .arg(tr("⋯ %n unchanged line(s)", nullptr, int(end - k)).toHtmlEscaped());
            k = end;
            continue;
        }
        if (diff.at(k).kind == LineDiffLine::Same) {
            rows += lineHtml(diff.at(k), diff.at(k).text.toHtmlEscaped());
            ++k;
            continue;
        }
        // A change: removed lines, then added ones; lines paired in order get
        // their changed words shaded.
        qsizetype r = k;
        while (r < diff.size() && diff.at(r).kind == LineDiffLine::Removed)
            ++r;
        qsizetype a = r;
        while (a < diff.size() && diff.at(a).kind == LineDiffLine::Added)
            ++a;
        const qsizetype removedCount = r - k;
        const qsizetype addedCount = a - r;
        const bool paired = removedCount == addedCount;
        for (qsizetype x = k; x < r; ++x)
            rows += lineHtml(diff.at(x),
                             paired ? wordsHtml(diff.at(r + x - k).text, diff.at(x).text, kRemovedWord)
                                    : diff.at(x).text.toHtmlEscaped());
        for (qsizetype x = r; x < a; ++x)
            rows += lineHtml(diff.at(x),
                             paired ? wordsHtml(diff.at(k + x - r).text, diff.at(x).text, kAddedWord)
                                    : diff.at(x).text.toHtmlEscaped());
        removed += int(removedCount);
        added += int(addedCount);
        k = a;
    }
    if (added == 0 && removed == 0)
        rows = QStringLiteral("<tr><td><i>%1</i></td></tr>").arg(tr("No differences.").toHtmlEscaped()) + rows;
    m_heading->setText(m_heading->text() + QLatin1Char(' ') + tr("%n line(s) added", nullptr, added) + tr(", ")
                       + tr("%n line(s) removed", nullptr, removed));
    m_diff->setHtml(QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\" width=\"100%\">%1</table>").arg(rows));
}

} // namespace Polygon
