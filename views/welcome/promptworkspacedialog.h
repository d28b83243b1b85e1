#pragma once

// Welcome ▸ New workspace from my prompt…: name, folder, language and the
// pasted (or loaded) system prompt; Create makes the workspace through
// createWorkspaceFromPrompt(). With a model profile set up (user-level),
// the six callers are generated from the prompt by that model off the GUI
// thread (progress, Cancel); without one, or when the model fails, six
// hand-editable example callers are written.

#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Polygon {

class OpenAiProvider;
class PersonaBatch;

class PromptWorkspaceDialog : public QDialog
{
    Q_OBJECT

public:
    // `parentFolder`: where the workspace folder goes by default (Documents);
    // `userProviders`: the user-level model profiles (userProvidersDir()).
    PromptWorkspaceDialog(const QString &parentFolder, const QString &userProviders, QWidget *parent = nullptr);
    ~PromptWorkspaceDialog() override;

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *folderEdit() const { return m_folder; }
    QComboBox *languageBox() const { return m_language; }
    QPlainTextEdit *promptEdit() const { return m_prompt; }
    QLabel *errorLabel() const { return m_error; }
    QPushButton *createButton() const;
    // A user-level model profile exists: the callers will be generated.
    bool modelConfigured() const { return m_modelConfigured; }
    // Reads a prompt file into the text box; false (with the reason shown) when it cannot.
    bool loadPromptFile(const QString &path);

    // Creates the workspace (what Create does). False with the reason shown
    // when it cannot; otherwise created() follows (after the personas when a
    // model generates them).
    bool create();
    void cancelGeneration();

Q_SIGNALS:
    // The workspace at `root` is ready; `message` says what was made.
    void created(const QString &root, const QString &message);

private:
    void updateInfo();
    void showError(const QString &text);
    void generationEnded();
    void setBusy(bool busy);

    QString m_parentFolder;
    QString m_userProviders;
    bool m_modelConfigured = false;
    bool m_folderEdited = false;
    QLineEdit *m_name;
    QLineEdit *m_folder;
    QComboBox *m_language;
    QPlainTextEdit *m_prompt;
    QLabel *m_info;
    QLabel *m_error;
    QProgressBar *m_progress;
    QPushButton *m_cancelGeneration;
    QDialogButtonBox *m_buttons;
    // While the personas are generated:
    std::unique_ptr<OpenAiProvider> m_provider;
    std::unique_ptr<PersonaBatch> m_batch;
    QString m_root;
    QString m_languageCode;
    QStringList m_generated;
    QString m_generationError;
    QString m_summary;
};

} // namespace Polygon
