#include "promptworkspacedialog.h"

#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"
#include "core/simulate/personabatch.h"
#include "core/workspace/promptworkspace.h"
#include "core/workspace/workspaceloader.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Polygon {

namespace {

// Each problem as a line: its message, after its file when the message does not name it.
QString problemLines(const Diagnostics &problems)
{
    QStringList lines;
    for (const Diagnostic &d : problems)
        lines.append(d.message.contains(d.file) ? d.message
                                                : QDir::toNativeSeparators(d.file) + QStringLiteral(": ") + d.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

PromptWorkspaceDialog::PromptWorkspaceDialog(const QString &parentFolder, const QString &userProviders, QWidget *parent)
    : QDialog(parent)
    , m_parentFolder(parentFolder)
    , m_userProviders(userProviders)
    , m_name(new QLineEdit(this))
    , m_folder(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_prompt(new QPlainTextEdit(this))
    , m_info(new QLabel(this))
    , m_error(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancelGeneration(new QPushButton(tr("Cancel"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("promptWorkspaceDialog"));
    setWindowTitle(tr("New Workspace from My Prompt"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_folder->setObjectName(QStringLiteral("folderEdit"));
    m_language->setObjectName(QStringLiteral("languageBox"));
    m_prompt->setObjectName(QStringLiteral("promptEdit"));
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_info->setObjectName(QStringLiteral("infoLabel"));
    m_progress->setObjectName(QStringLiteral("generationProgress"));

    m_name->setPlaceholderText(tr("e.g. Dental clinic bookings"));
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->addItem(tr("Russian"), QStringLiteral("ru"));
    m_language->addItem(tr("Croatian"), QStringLiteral("hr"));
    m_language->addItem(tr("Bosnian"), QStringLiteral("bs"));
    m_prompt->setPlaceholderText(tr("Paste your agent's system prompt here. Tools it names in snake_case "
                                    "(check_availability, transfer_to_human) become tool stubs to fill."));
    m_prompt->setMinimumHeight(260);
    m_info->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e; font-weight: bold;"));
    m_error->setVisible(false);
    m_progress->setVisible(false);
    m_cancelGeneration->setVisible(false);

    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *load = new QPushButton(tr("Load from File…"), this);
    load->setObjectName(QStringLiteral("loadPromptButton"));
    auto *promptHeader = new QHBoxLayout;
    promptHeader->addWidget(new QLabel(tr("System prompt:"), this));
    promptHeader->addStretch(1);
    promptHeader->addWidget(load);

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Folder:"), folderRow);
    form->addRow(tr("Language:"), m_language);

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancelGeneration);

    createButton()->setText(tr("Create Workspace"));
    createButton()->setObjectName(QStringLiteral("createButton"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(promptHeader);
    layout->addWidget(m_prompt, 1);
    layout->addWidget(m_info);
    layout->addLayout(progressRow);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    resize(760, 640);

    Diagnostics ignored;
    m_modelConfigured = !loadUserProviders(m_userProviders, &ignored).providers.isEmpty();

    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
        if (!m_folderEdited)
            m_folder->setText(
                QDir::toNativeSeparators(QDir(m_parentFolder).filePath(name.trimmed().isEmpty() ? QString() : name.trimmed())));
        updateInfo();
    });
    connect(m_folder, &QLineEdit::textEdited, this, [this] { m_folderEdited = true; });
    connect(m_prompt, &QPlainTextEdit::textChanged, this, &PromptWorkspaceDialog::updateInfo);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the New Workspace"), m_parentFolder);
        if (!dir.isEmpty()) {
            m_folder->setText(QDir::toNativeSeparators(dir));
            m_folderEdited = true;
        }
    });
    connect(load, &QPushButton::clicked, this, [this] {
        const QString file
            = QFileDialog::getOpenFileName(this, tr("Load Prompt"), m_parentFolder, tr("Prompts (*.md *.txt);;All files (*)"));
        if (!file.isEmpty())
            loadPromptFile(file);
    });
    connect(m_cancelGeneration, &QPushButton::clicked, this, &PromptWorkspaceDialog::cancelGeneration);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PromptWorkspaceDialog::create);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (m_batch)
            cancelGeneration();
        else
            reject();
    });
    m_folder->setText(QDir::toNativeSeparators(m_parentFolder));
    updateInfo();
}

PromptWorkspaceDialog::~PromptWorkspaceDialog()
{
    if (m_batch) {
        m_batch->disconnect(this);
        m_batch->cancel();
    }
}

QPushButton *PromptWorkspaceDialog::createButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

bool PromptWorkspaceDialog::loadPromptFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("%1: cannot read the file: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes) {
        showError(tr("%1: the file is not UTF-8 text").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    m_prompt->setPlainText(text);
    if (m_name->text().trimmed().isEmpty())
        m_name->setText(QFileInfo(path).completeBaseName());
    m_error->setVisible(false);
    return true;
}

void PromptWorkspaceDialog::updateInfo()
{
    const QStringList tools = toolNamesInPrompt(m_prompt->toPlainText());
    QString text = tools.isEmpty() ? tr("The prompt names no tool in snake_case: one example tool stub is made to rename.")
                                   : tr("Tool stubs to fill: %1.").arg(tools.join(QLatin1String(", ")));
    text += QLatin1Char(' ');
    text += m_modelConfigured ? tr("Six callers, one of each type, will be generated from the prompt by your model.")
                              : tr("No model is connected: six example callers, one of each type, are written for you to edit.");
    m_info->setText(text);
}

void PromptWorkspaceDialog::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

void PromptWorkspaceDialog::setBusy(bool busy)
{
    for (QWidget *w : std::initializer_list<QWidget *> {m_name, m_folder, m_language, m_prompt, createButton()})
        w->setEnabled(!busy);
    m_progress->setVisible(busy);
    m_cancelGeneration->setVisible(busy);
}

bool PromptWorkspaceDialog::create()
{
    if (m_batch)
        return false;
    NewWorkspaceOptions options;
    options.name = m_name->text().trimmed();
    options.language = m_language->currentData().toString();
    options.promptText = m_prompt->toPlainText();
    options.handWrittenPersonas = !m_modelConfigured;
    options.providersFrom = m_userProviders;
    const QString folder = QDir::fromNativeSeparators(m_folder->text().trimmed());
    if (folder.isEmpty()) {
        showError(tr("Choose a folder for the workspace."));
        return false;
    }
    Diagnostics problems;
    const auto made = createWorkspaceFromPrompt(folder, options, problems);
    if (!made) {
        showError(problemLines(problems));
        return false;
    }
    showError(QString());
    m_root = made->root;
    m_languageCode = options.language;
    m_summary = tr("Created the workspace %1 with the agent %2 and %n tool stub(s) to fill.", nullptr, int(made->tools.size()))
                    .arg(QDir::toNativeSeparators(made->root), made->agent);
    if (!m_modelConfigured) {
        m_summary += QLatin1Char(' ') + tr("Edit the six example callers in personas/ to match your agent.");
        Q_EMIT created(m_root, m_summary);
        accept();
        return true;
    }
    // Generate the callers from the prompt with the user's model.
    WorkspaceLoadResult loaded = loadWorkspace(m_root);
    Diagnostics found;
    std::optional<Profile> profile;
    if (loaded.ok())
        profile = roleProfile(*loaded.workspace, QString(), QStringLiteral("personas"), found);
    if (profile)
        m_provider = openProfile(*profile, QString(), found);
    if (!loaded.ok() || !m_provider) {
        m_generationError = problemLines(loaded.ok() ? found : loaded.problems);
        generationEnded();
        return true;
    }
    const Prompt *prompt = loaded.workspace->prompt(made->prompt);
    m_batch = std::make_unique<PersonaBatch>(*loaded.workspace, m_provider.get());
    m_batch->addGeneration(*prompt, PersonaGenerator::defaultPlan(6, {m_languageCode}));
    connect(m_batch.get(), &PersonaBatch::personaWritten, this,
            [this](const Persona &persona) { m_generated.append(persona.id); });
    connect(m_batch.get(), &PersonaBatch::personaFailed, this,
            [this](const QString &, const QString &message) { m_generationError = message; });
    connect(m_batch.get(), &PersonaBatch::writeFailed, this,
            [this](const QString &path, const QString &error) { m_generationError = path + QStringLiteral(": ") + error; });
    connect(m_batch.get(), &PersonaBatch::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_progress->setFormat(tr("Generating callers with %1: %2 of %3").arg(m_provider->profile().model).arg(done).arg(total));
    });
    connect(m_batch.get(), &PersonaBatch::finished, this,
            [this] { QMetaObject::invokeMethod(this, &PromptWorkspaceDialog::generationEnded, Qt::QueuedConnection); });
    setBusy(true);
    m_progress->setRange(0, 6);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Generating callers with %1: %2 of %3").arg(profile->model).arg(0).arg(6));
    m_batch->start();
    return true;
}

void PromptWorkspaceDialog::cancelGeneration()
{
    if (m_batch)
        m_batch->cancel();
}

void PromptWorkspaceDialog::generationEnded()
{
    m_batch.reset();
    m_provider.reset();
    setBusy(false);
    QStringList personas = m_generated;
    const Diagnostics written = finishCallers(m_root, m_languageCode, personas);
    if (!written.isEmpty()) {
        showError(problemLines(written));
        return;
    }
    if (m_generated.isEmpty())
        m_summary += QLatin1Char(' ')
            + tr("The model made no caller (%1): six example callers to edit are written instead.").arg(m_generationError);
    else
        m_summary
            += QLatin1Char(' ') + tr("%n caller(s) generated from the prompt by your model.", nullptr, int(personas.size()));
    Q_EMIT created(m_root, m_summary);
    accept();
}

} // namespace Polygon
