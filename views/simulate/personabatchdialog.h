#pragma once

#include "core/model/workspace.h"

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Polygon {

class OpenAiProvider;
class PersonaBatch;

// Run ▸ Regenerate Stale Personas: lists the personas whose prompt changed
// since they were generated (and the orphaned ones, which cannot be), names
// the model the workspace's "personas" role uses, and on Regenerate runs
// core's PersonaBatch (the engine behind `polygon-cli personas regenerate`):
// one request per persona, each written to its own file as it arrives, with
// progress and cancel. finished() tells the window to reload the workspace.
class PersonaBatchDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PersonaBatchDialog(const Workspace &workspace, QWidget *parent = nullptr);
    ~PersonaBatchDialog() override;

    int staleCount() const { return m_staleCount; }
    QPushButton *startButton() const { return m_start; }
    QLabel *summaryLabel() const { return m_summary; }
    QPlainTextEdit *log() const { return m_log; }
    QProgressBar *progressBar() const { return m_progress; }
    bool isRunning() const { return m_running; }

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    // The batch ended; `written` personas are on disk, `failures` failed.
    void finished(int written, int failures);

protected:
    void reject() override;

private:
    void append(const QString &line);

    Workspace m_workspace;
    int m_staleCount = 0;
    int m_written = 0;
    bool m_running = false;
    QString m_profileProblem;
    std::unique_ptr<OpenAiProvider> m_provider;
    std::unique_ptr<PersonaBatch> m_batch;
    QLabel *m_summary;
    QLabel *m_model;
    QPlainTextEdit *m_log;
    QProgressBar *m_progress;
    QDialogButtonBox *m_buttons;
    QPushButton *m_start;
};

} // namespace Polygon
