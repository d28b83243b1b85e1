#pragma once

#include "core/store/storetypes.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace Polygon {

class ResultsLoader;

// The history of one prompt file: every version kept in the workspace's
// results store (each save from the workbench, each run that used it), newest
// first, by hash, with the number of runs that used it; the selected version
// as a line diff against the version before it (or against the editor's
// text). "Restore This Version" hands the version's text to the editor,
// unsaved. Opening the dialog keeps the version on disk first, so the history
// of a prompt that was never saved from here still starts somewhere.
class PromptHistoryDialog : public QDialog
{
    Q_OBJECT

public:
    // `root`: the workspace; `promptId`: the prompt file's stem; `diskBytes`:
    // the file as it is on disk now; `editorText`: what the editor holds.
    PromptHistoryDialog(const QString &root, const QString &promptId, const QByteArray &diskBytes, const QString &editorText,
                        QWidget *parent = nullptr);

    QListWidget *versionList() const { return m_versions; }
    QTextBrowser *diffView() const { return m_diff; }
    QComboBox *baseChooser() const { return m_base; }
    QPushButton *restoreButton() const { return m_restore; }
    QCheckBox *wholeTextBox() const { return m_wholeText; }
    QLabel *statusLabel() const { return m_status; }
    const QList<PromptVersionRecord> &versions() const { return m_records; }

public Q_SLOTS:
    // The editor's text changed (the "editor's text" comparison follows it).
    void setEditorText(const QString &text);

Q_SIGNALS:
    // The person asked to put this version's text into the editor.
    void restoreRequested(const QString &text);
    // The versions were read (also after an error: then `versions` is empty).
    void historyLoaded(int versions);

private:
    void showVersions(const QList<PromptVersionRecord> &versions);
    void showDiff();

    QString m_promptId;
    QString m_diskHash;
    QString m_editorText;
    ResultsLoader *m_loader;
    QList<PromptVersionRecord> m_records; // oldest first
    QListWidget *m_versions;
    QComboBox *m_base;
    QLabel *m_heading;
    QTextBrowser *m_diff;
    QLabel *m_status;
    QPushButton *m_restore;
    QCheckBox *m_wholeText;
};

} // namespace Polygon
