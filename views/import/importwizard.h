#pragma once

// ImportWizard (File ▸ Import Production Calls…): recorded calls into a run
// (FORMATS.md §13, the engine of `polygon-cli import`), then, optionally,
// graded by the rule judge and compared with a run of the workspace.
// 1. the file, its format (guessed from the file, changeable), a run name
//    and "skip records that cannot be read";
// 2. the import, off the GUI thread, with the bytes read and Cancel (a
//    cancelled or failed import stores nothing); the result or the problems
//    at file:line:column;
// 3. what next: grade it offline, compare it with a chosen graded run.

#include "core/model/workspace.h"

#include <QWizard>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Polygon {

class ResultsLoader;
class RunGrader;
struct RunRow;

class ImportWizard : public QWizard
{
    Q_OBJECT

public:
    ImportWizard(const Workspace &workspace, QWidget *parent = nullptr);
    ~ImportWizard() override;

    QLineEdit *fileEdit() const { return m_file; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *nameEdit() const { return m_name; }
    QCheckBox *skipBadCheck() const { return m_skipBad; }
    QCheckBox *gradeCheck() const { return m_grade; }
    QComboBox *compareBox() const { return m_compare; }
    QLabel *resultLabel() const { return m_result; }
    QPlainTextEdit *problemsView() const { return m_problems; }
    QPushButton *cancelButton() const { return m_cancelImport; }
    // The run the import made; empty until it succeeded.
    QString importedRun() const { return m_run; }
    bool isImporting() const { return m_importing; }

    // Sets the file (and guesses its format: guessImportFormat()).
    void setFile(const QString &file);

public Q_SLOTS:
    // Starts the import (page 2 does this when it is shown).
    void startImport();
    void cancelImport();

Q_SIGNALS:
    void imported(const QString &run);
    void importFailed();
    // After Finish: grading (when asked) is done; `compareWith` is the run
    // to compare with, empty for none.
    void done(const QString &run, const QString &compareWith);

protected:
    void initializePage(int id) override;
    bool validateCurrentPage() override;

private:
    void finishImport();
    void fillCompareRuns(const QList<Polygon::RunRow> &runs);

    Workspace m_workspace;
    QLineEdit *m_file;
    QComboBox *m_format;
    QLineEdit *m_name;
    QCheckBox *m_skipBad;
    QProgressBar *m_progress;
    QPushButton *m_cancelImport;
    QLabel *m_result;
    QPlainTextEdit *m_problems;
    QCheckBox *m_grade;
    QComboBox *m_compare;
    ResultsLoader *m_runs; // the runs to compare with, read off the GUI thread
    QString m_run;
    bool m_importing = false;
    bool m_finished = false;
    std::shared_ptr<std::atomic<qint64>> m_bytes;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    qint64 m_size = 0;
    std::unique_ptr<RunGrader> m_grader;
};

} // namespace Polygon
