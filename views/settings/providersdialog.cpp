#include "providersdialog.h"

#include "core/llm/apikey.h"
#include "core/llm/apikeystore.h"
#include "core/llm/capabilityprobe.h"
#include "core/workspace/workspacewriter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace Polygon {

namespace {

const QStringList &stringKeys()
{
    static const QStringList keys = {QStringLiteral("id"),    QStringLiteral("name"),        QStringLiteral("base_url"),
                                     QStringLiteral("model"), QStringLiteral("api_key_env"), QStringLiteral("keychain")};
    return keys;
}

const QStringList &numberKeys()
{
    static const QStringList keys = {QStringLiteral("temperature"),
                                     QStringLiteral("top_p"),
                                     QStringLiteral("max_tokens"),
                                     QStringLiteral("seed"),
                                     QStringLiteral("timeout_ms"),
                                     QStringLiteral("concurrency"),
                                     QStringLiteral("requests_per_minute"),
                                     QStringLiteral("input_price_per_million"),
                                     QStringLiteral("output_price_per_million")};
    return keys;
}

QString numberText(std::optional<double> v)
{
    return v ? QString::number(*v, 'g', 15) : QString();
}

template<typename T> QString integerText(std::optional<T> v)
{
    return v ? QString::number(*v) : QString();
}

QMap<QString, QString> profileText(const Profile &p)
{
    QMap<QString, QString> t;
    t[QStringLiteral("id")] = p.id;
    t[QStringLiteral("name")] = p.name;
    t[QStringLiteral("base_url")] = p.baseUrl;
    t[QStringLiteral("model")] = p.model;
    t[QStringLiteral("api_key_env")] = p.apiKeyEnv;
    t[QStringLiteral("keychain")] = p.keychain;
    t[QStringLiteral("temperature")] = numberText(p.temperature);
    t[QStringLiteral("top_p")] = numberText(p.topP);
    t[QStringLiteral("max_tokens")] = integerText(p.maxTokens);
    t[QStringLiteral("seed")] = integerText(p.seed);
    t[QStringLiteral("timeout_ms")] = QString::number(p.timeoutMs);
    t[QStringLiteral("concurrency")] = QString::number(p.concurrency);
    t[QStringLiteral("requests_per_minute")] = QString::number(p.requestsPerMinute);
    t[QStringLiteral("input_price_per_million")] = numberText(p.inputPricePerMillion);
    t[QStringLiteral("output_price_per_million")] = numberText(p.outputPricePerMillion);
    return t;
}

// A number as typed: "0.7", or "0,7" in a locale with a decimal comma.
std::optional<double> parseNumber(const QString &text)
{
    bool ok = false;
    double v = QLocale::c().toDouble(text, &ok);
    if (!ok)
        v = QLocale().toDouble(text, &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

std::optional<qint64> parseInteger(const QString &text)
{
    bool ok = false;
    const qint64 v = QLocale::c().toLongLong(text, &ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

int clampToInt(qint64 v)
{
    return int(std::clamp<qint64>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

QString mark(const std::optional<bool> &works)
{
    if (!works)
        return QStringLiteral("?");
    return *works ? QStringLiteral("✓") : QStringLiteral("✗");
}

} // namespace

ProvidersDialog::ProvidersDialog(const Workspace &workspace, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_preset(new QPushButton(tr("Add from &Preset"), this))
    , m_duplicate(new QPushButton(tr("D&uplicate"), this))
    , m_delete(new QPushButton(tr("&Delete…"), this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_cancelTest(new QPushButton(tr("Cancel Test"), this))
    , m_testResult(new QLabel(this))
    , m_storeKey(new QPushButton(tr("Store API Key in the System &Keychain…"), this))
    , m_keyStatus(new QLabel(this))
    , m_problemsLabel(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("providersDialog"));
    setWindowTitle(tr("Model Providers — %1").arg(workspace.manifest.name));
    for (const Profile &p : workspace.providers)
        m_entries.append({newUid(), p.path, profileText(p)});
    buildForm();
    rebuildList();
    rebuildRoleBoxes();
    for (const QString &role : Manifest::providerRoles()) {
        QComboBox *box = m_roles.value(role);
        const QString id = workspace.manifest.providers.value(role);
        for (const Entry &e : std::as_const(m_entries))
            if (!id.isEmpty() && e.text.value(QStringLiteral("id")) == id)
                box->setCurrentIndex(box->findData(e.uid));
    }
    setCurrentProfile(m_entries.isEmpty() ? -1 : 0);
    updateState();
}

ProvidersDialog::~ProvidersDialog() = default;

QStringList ProvidersDialog::fieldKeys()
{
    return stringKeys() + numberKeys();
}

QString ProvidersDialog::fieldLabel(const QString &key)
{
    static const QMap<QString, const char *> labels = {
        {QStringLiteral("id"), QT_TR_NOOP("ID (file name)")},
        {QStringLiteral("name"), QT_TR_NOOP("Name")},
        {QStringLiteral("base_url"), QT_TR_NOOP("Base URL")},
        {QStringLiteral("model"), QT_TR_NOOP("Model")},
        {QStringLiteral("api_key_env"), QT_TR_NOOP("API key environment variable")},
        {QStringLiteral("keychain"), QT_TR_NOOP("Keychain entry")},
        {QStringLiteral("temperature"), QT_TR_NOOP("Temperature")},
        {QStringLiteral("top_p"), QT_TR_NOOP("Top p")},
        {QStringLiteral("max_tokens"), QT_TR_NOOP("Max tokens")},
        {QStringLiteral("seed"), QT_TR_NOOP("Seed")},
        {QStringLiteral("timeout_ms"), QT_TR_NOOP("Timeout (ms)")},
        {QStringLiteral("concurrency"), QT_TR_NOOP("Concurrency")},
        {QStringLiteral("requests_per_minute"), QT_TR_NOOP("Requests per minute")},
        {QStringLiteral("input_price_per_million"), QT_TR_NOOP("Input price per million tokens")},
        {QStringLiteral("output_price_per_million"), QT_TR_NOOP("Output price per million tokens")},
    };
    const char *label = labels.value(key);
    return label ? tr(label) : key;
}

QString ProvidersDialog::roleLabel(const QString &role)
{
    if (role == QLatin1String("agent"))
        return tr("Agent");
    if (role == QLatin1String("caller"))
        return tr("Simulated caller");
    if (role == QLatin1String("judge"))
        return tr("Judge");
    if (role == QLatin1String("probes"))
        return tr("Probes");
    if (role == QLatin1String("personas"))
        return tr("Persona generator");
    if (role == QLatin1String("lint"))
        return tr("Prompt linter");
    return role;
}

void ProvidersDialog::buildForm()
{
    // Left: the profiles.
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setMinimumWidth(170);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_duplicate);
    listButtons->addWidget(m_delete);
    m_preset->setObjectName(QStringLiteral("presetButton"));
    m_preset->setToolTip(tr("A profile for a local llama.cpp, Ollama or vLLM server or an OpenAI-compatible cloud endpoint"));
    auto *presetMenu = new QMenu(m_preset);
    const QList<ProviderPreset> all = presets();
    for (int i = 0; i < all.size(); ++i)
        presetMenu->addAction(all.at(i).label, this, [this, i] { addFromPreset(i); });
    m_preset->setMenu(presetMenu);
    auto *left = new QVBoxLayout;
    left->addWidget(new QLabel(tr("Profiles:"), this));
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);
    left->addWidget(m_preset);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling)
            showEntry(row);
    });
    connect(m_add, &QPushButton::clicked, this, &ProvidersDialog::addProfile);
    connect(m_duplicate, &QPushButton::clicked, this, &ProvidersDialog::duplicateProfile);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteProfile(true); });

    // Right: the profile's fields, as two columns.
    const auto makeField = [this](const QString &key) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(key);
        edit->setToolTip(tr("\"%1\" in the profile file").arg(key));
        m_fields.insert(key, edit);
        connect(edit, &QLineEdit::textEdited, this, [this, key](const QString &text) { fieldEdited(key, text); });
        return edit;
    };
    auto *endpoint = new QFormLayout;
    for (const QString &key : stringKeys())
        endpoint->addRow(fieldLabel(key) + QLatin1Char(':'), makeField(key));
    m_fields[QStringLiteral("base_url")]->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080/v1"));
    m_fields[QStringLiteral("name")]->setPlaceholderText(tr("the ID"));
    m_fields[QStringLiteral("api_key_env")]->setPlaceholderText(tr("none (no Authorization header)"));
    m_fields[QStringLiteral("keychain")]->setPlaceholderText(tr("none"));
    m_storeKey->setObjectName(QStringLiteral("storeKeyButton"));
    m_storeKey->setToolTip(tr("The key goes into the system keychain only — never into the workspace, a file or a log"));
    endpoint->addRow(QString(), m_storeKey);
    m_keyStatus->setWordWrap(true);
    m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
    endpoint->addRow(QString(), m_keyStatus);
    connect(m_storeKey, &QPushButton::clicked, this, &ProvidersDialog::askAndStoreApiKey);

    auto *sampling = new QFormLayout;
    for (const QString &key : numberKeys())
        sampling->addRow(fieldLabel(key) + QLatin1Char(':'), makeField(key));
    for (const QString &key :
         {QStringLiteral("temperature"), QStringLiteral("top_p"), QStringLiteral("max_tokens"), QStringLiteral("seed"),
          QStringLiteral("input_price_per_million"), QStringLiteral("output_price_per_million")})
        m_fields[key]->setPlaceholderText(tr("not set"));
    for (const QString &key : numberKeys())
        m_fields[key]->setMinimumWidth(m_fields[key]->fontMetrics().horizontalAdvance(QStringLiteral("00000000000")) + 12);
    m_fields[QStringLiteral("timeout_ms")]->setPlaceholderText(QStringLiteral("30000"));
    m_fields[QStringLiteral("concurrency")]->setPlaceholderText(QStringLiteral("4"));
    m_fields[QStringLiteral("requests_per_minute")]->setPlaceholderText(tr("0 (unlimited)"));

    auto *columns = new QHBoxLayout;
    columns->addLayout(endpoint, 1);
    columns->addSpacing(12);
    columns->addLayout(sampling, 1);
    auto *profileBox = new QGroupBox(tr("Profile"), this);
    profileBox->setLayout(columns);

    // Test connection.
    m_test->setObjectName(QStringLiteral("testButton"));
    m_cancelTest->setObjectName(QStringLiteral("cancelTestButton"));
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_testResult->setMinimumHeight(m_testResult->fontMetrics().height() * 4);
    auto *testButtons = new QHBoxLayout;
    testButtons->addWidget(m_test);
    testButtons->addWidget(m_cancelTest);
    testButtons->addStretch(1);
    auto *testLayout = new QVBoxLayout;
    testLayout->addLayout(testButtons);
    testLayout->addWidget(m_testResult, 1);
    auto *testBox = new QGroupBox(tr("Connection"), this);
    testBox->setLayout(testLayout);
    connect(m_test, &QPushButton::clicked, this, &ProvidersDialog::testConnection);
    connect(m_cancelTest, &QPushButton::clicked, this, &ProvidersDialog::cancelTest);

    auto *right = new QVBoxLayout;
    right->addWidget(profileBox);
    right->addWidget(testBox, 1);

    auto *top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(right, 4);

    // polygon.json "providers": which profile each role uses.
    auto *roles = new QGridLayout;
    const QStringList roleNames = Manifest::providerRoles();
    for (int i = 0; i < roleNames.size(); ++i) {
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("role_") + roleNames[i]);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        m_roles.insert(roleNames[i], box);
        auto *label = new QLabel(roleLabel(roleNames[i]) + QLatin1Char(':'), this);
        label->setBuddy(box);
        const int row = i / 3;
        const int column = (i % 3) * 2;
        roles->addWidget(label, row, column);
        roles->addWidget(box, row, column + 1);
        roles->setColumnStretch(column + 1, 1);
    }
    auto *rolesBox = new QGroupBox(tr("Roles (polygon.json)"), this);
    rolesBox->setLayout(roles);

    m_problemsLabel->setObjectName(QStringLiteral("problemsLabel"));
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problemsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(QStringLiteral("saveButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(rolesBox);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_buttons);
    resize(980, 680);
}

int ProvidersDialog::currentProfile() const
{
    return m_current;
}

void ProvidersDialog::setCurrentProfile(int row)
{
    m_list->setCurrentRow(row);
    showEntry(row);
}

int ProvidersDialog::profileCount() const
{
    return int(m_entries.size());
}

QStringList ProvidersDialog::profileIds() const
{
    QStringList ids;
    for (const Entry &e : m_entries)
        ids.append(e.text.value(QStringLiteral("id")));
    return ids;
}

QLineEdit *ProvidersDialog::field(const QString &key) const
{
    return m_fields.value(key);
}

QComboBox *ProvidersDialog::roleBox(const QString &role) const
{
    return m_roles.value(role);
}

QPushButton *ProvidersDialog::saveButton() const
{
    return m_buttons->button(QDialogButtonBox::Save);
}

void ProvidersDialog::showEntry(int row)
{
    if (row != m_current && m_probe && m_probe->isRunning())
        cancelTest();
    if (row != m_current) {
        m_testResult->clear();
        m_keyStatus->clear();
    }
    m_current = row >= 0 && row < m_entries.size() ? row : -1;
    m_filling = true;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        it.value()->setEnabled(m_current >= 0);
        it.value()->setText(m_current >= 0 ? m_entries[m_current].text.value(it.key()) : QString());
    }
    // The id is the file name: fixed once saved (agents and polygon.json refer to it).
    if (m_current >= 0) {
        const bool saved = !m_entries[m_current].originalPath.isEmpty();
        QLineEdit *id = m_fields[QStringLiteral("id")];
        id->setReadOnly(saved);
        id->setToolTip(saved ? tr("The file name of a saved profile; agents and polygon.json refer to it")
                             : tr("The file name: providers/ID.json"));
    }
    m_filling = false;
    updateState();
}

void ProvidersDialog::fieldEdited(const QString &key, const QString &text)
{
    if (m_filling || m_current < 0)
        return;
    m_entries[m_current].text[key] = text;
    if (key == QLatin1String("id")) {
        m_list->item(m_current)->setText(text);
        rebuildRoleBoxes();
    }
    updateState();
}

void ProvidersDialog::rebuildList()
{
    m_filling = true;
    m_list->clear();
    for (const Entry &e : std::as_const(m_entries))
        m_list->addItem(e.text.value(QStringLiteral("id")));
    m_filling = false;
}

void ProvidersDialog::rebuildRoleBoxes()
{
    for (QComboBox *box : std::as_const(m_roles)) {
        const int uid = box->currentData().toInt();
        const QSignalBlocker blocker(box);
        box->clear();
        box->addItem(tr("(none)"), 0);
        for (const Entry &e : std::as_const(m_entries))
            box->addItem(e.text.value(QStringLiteral("id")), e.uid);
        box->setCurrentIndex(std::max(0, box->findData(uid)));
    }
}

QString ProvidersDialog::uniqueId(const QString &base) const
{
    const QStringList ids = profileIds();
    QSet<QString> taken(ids.cbegin(), ids.cend());
    for (const Profile &p : m_removed)
        taken.insert(p.id);
    if (!taken.contains(base))
        return base;
    for (int n = 2;; ++n)
        if (const QString id = base + QLatin1Char('-') + QString::number(n); !taken.contains(id))
            return id;
}

void ProvidersDialog::addProfile()
{
    Profile p;
    p.id = uniqueId(QStringLiteral("new-profile"));
    p.baseUrl = QStringLiteral("http://127.0.0.1:8080/v1");
    Entry e {newUid(), QString(), profileText(p)};
    e.text[QStringLiteral("name")].clear(); // defaults to the id
    appendEntry(e);
    m_fields[QStringLiteral("id")]->setFocus();
    m_fields[QStringLiteral("id")]->selectAll();
}

QList<ProviderPreset> ProvidersDialog::presets()
{
    return {
        {tr("llama.cpp server (local)"), QStringLiteral("llama-cpp"), QStringLiteral("http://127.0.0.1:8080/v1"),
         QStringLiteral("local-model"), false},
        {tr("Ollama (local)"), QStringLiteral("ollama"), QStringLiteral("http://127.0.0.1:11434/v1"),
         QStringLiteral("qwen2.5:7b-instruct"), false},
        {tr("vLLM (local)"), QStringLiteral("vllm"), QStringLiteral("http://127.0.0.1:8000/v1"),
         QStringLiteral("Qwen/Qwen2.5-7B-Instruct"), false},
        {tr("OpenAI-compatible cloud"), QStringLiteral("cloud"), QStringLiteral("https://api.openai.com/v1"),
         QStringLiteral("gpt-4o-mini"), true},
    };
}

void ProvidersDialog::addFromPreset(int index, bool askKey)
{
    const QList<ProviderPreset> all = presets();
    if (index < 0 || index >= all.size())
        return;
    const ProviderPreset &preset = all.at(index);
    Profile p;
    p.id = uniqueId(preset.id);
    p.baseUrl = preset.baseUrl;
    p.model = preset.model;
    p.temperature = 0.7;
    p.maxTokens = 512;
    if (preset.needsKey)
        p.keychain = QStringLiteral("polygon-") + p.id;
    const Entry e {newUid(), QString(), profileText(p)};
    appendEntry(e);
    for (QComboBox *box : std::as_const(m_roles)) // roles nobody took go to the new model
        if (box->currentData().toInt() == 0)
            box->setCurrentIndex(box->findData(e.uid));
    m_testResult->setText(tr("Check the model name, save, then Test Connection to see what the model can do."));
    if (preset.needsKey && askKey && ApiKeyLookup::keychainAvailable())
        askAndStoreApiKey();
    updateState();
}

void ProvidersDialog::duplicateProfile()
{
    if (m_current < 0)
        return;
    Entry copy = m_entries[m_current];
    copy.uid = newUid();
    copy.originalPath.clear();
    copy.text[QStringLiteral("id")] = uniqueId(copy.text.value(QStringLiteral("id")) + QLatin1String("-copy"));
    if (!copy.text.value(QStringLiteral("name")).isEmpty())
        copy.text[QStringLiteral("name")] = tr("%1 (copy)").arg(copy.text.value(QStringLiteral("name")));
    appendEntry(copy);
}

void ProvidersDialog::appendEntry(const Entry &entry)
{
    m_entries.append(entry);
    rebuildList();
    rebuildRoleBoxes();
    setCurrentProfile(int(m_entries.size()) - 1);
}

void ProvidersDialog::deleteProfile(bool ask)
{
    if (m_current < 0)
        return;
    const Entry &e = m_entries[m_current];
    const QString id = e.text.value(QStringLiteral("id"));
    if (ask) {
        QStringList users;
        for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
            if (it.value()->currentData().toInt() == e.uid)
                users.append(roleLabel(it.key()));
        for (const Agent &a : std::as_const(m_workspace.agents))
            if (!e.originalPath.isEmpty() && a.profile == id)
                users.append(tr("agent %1").arg(a.id));
        QString text = tr("Delete the profile \"%1\"?").arg(id);
        if (!e.originalPath.isEmpty())
            text += QLatin1Char('\n') + tr("Saving deletes its file %1.").arg(e.originalPath);
        if (!users.isEmpty())
            text += QLatin1Char('\n') + tr("It is used by: %1.").arg(users.join(QLatin1String(", ")));
        if (QMessageBox::question(this, tr("Delete Profile"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
            return;
    }
    if (!e.originalPath.isEmpty()) {
        Profile removed;
        removed.id = id;
        removed.path = e.originalPath;
        m_removed.append(removed);
    }
    const int row = m_current;
    m_entries.removeAt(row);
    m_current = -1;
    rebuildList();
    rebuildRoleBoxes();
    setCurrentProfile(std::min(row, int(m_entries.size()) - 1));
}

std::optional<Profile> ProvidersDialog::toProfile(const Entry &entry, QStringList *problems) const
{
    const auto text = [&](const char *key) { return entry.text.value(QLatin1String(key)).trimmed(); };
    Profile p;
    p.id = text("id");
    const QString who = p.id.isEmpty() ? tr("A new profile") : tr("Profile \"%1\"").arg(p.id);
    const qsizetype before = problems->size();
    const auto problem = [&](const QString &key, const QString &message) {
        problems->append(tr("%1 — %2: %3").arg(who, fieldLabel(key), message));
    };
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"));
    if (p.id.isEmpty())
        problem(QStringLiteral("id"), tr("must not be empty"));
    else if (!idPattern.match(p.id).hasMatch())
        problem(QStringLiteral("id"),
                tr("use letters, digits, \"-\" and \"_\" only (it becomes the file name providers/%1.json)").arg(p.id));
    p.path = entry.originalPath;
    p.name = text("name").isEmpty() ? p.id : text("name");
    p.baseUrl = text("base_url");
    p.model = text("model");
    p.apiKeyEnv = text("api_key_env");
    p.keychain = text("keychain");
    const auto number = [&](const QString &key) -> std::optional<double> {
        const QString t = entry.text.value(key).trimmed();
        if (t.isEmpty())
            return std::nullopt;
        const auto v = parseNumber(t);
        if (!v)
            problem(key, tr("\"%1\" is not a number").arg(t));
        return v;
    };
    const auto integer = [&](const QString &key) -> std::optional<qint64> {
        const QString t = entry.text.value(key).trimmed();
        if (t.isEmpty())
            return std::nullopt;
        const auto v = parseInteger(t);
        if (!v)
            problem(key, tr("\"%1\" is not a whole number").arg(t));
        return v;
    };
    p.temperature = number(QStringLiteral("temperature"));
    p.topP = number(QStringLiteral("top_p"));
    if (const auto v = integer(QStringLiteral("max_tokens")))
        p.maxTokens = clampToInt(*v);
    p.seed = integer(QStringLiteral("seed"));
    p.timeoutMs = clampToInt(integer(QStringLiteral("timeout_ms")).value_or(30000));
    p.concurrency = clampToInt(integer(QStringLiteral("concurrency")).value_or(4));
    p.requestsPerMinute = clampToInt(integer(QStringLiteral("requests_per_minute")).value_or(0));
    p.inputPricePerMillion = number(QStringLiteral("input_price_per_million"));
    p.outputPricePerMillion = number(QStringLiteral("output_price_per_million"));
    if (problems->size() != before)
        return std::nullopt;
    // Everything else exactly as the workspace loader reads the file.
    for (const Diagnostic &d : checkProfile(p)) {
        const QString key = d.field.startsWith(QLatin1Char('/')) ? d.field.mid(1) : QString();
        if (fieldKeys().contains(key))
            problem(key, d.message);
        else
            problems->append(tr("%1: %2").arg(who, d.message));
    }
    if (problems->size() != before)
        return std::nullopt;
    return p;
}

QStringList ProvidersDialog::problems() const
{
    QStringList out;
    QMap<QString, int> ids;
    for (const Entry &e : m_entries) {
        toProfile(e, &out);
        ++ids[e.text.value(QStringLiteral("id")).trimmed()];
    }
    for (auto it = ids.cbegin(); it != ids.cend(); ++it)
        if (it.value() > 1 && !it.key().isEmpty())
            out.append(tr("%n profiles have the ID \"%1\"; each needs its own", nullptr, it.value()).arg(it.key()));
    for (const Agent &a : std::as_const(m_workspace.agents))
        if (!a.profile.isEmpty() && !ids.contains(a.profile))
            out.append(tr("The agent \"%1\" uses the profile \"%2\", which is deleted; change the agent's \"profile\" first")
                           .arg(a.id, a.profile));
    return out;
}

void ProvidersDialog::updateState()
{
    const bool has = m_current >= 0;
    m_duplicate->setEnabled(has);
    m_delete->setEnabled(has);
    const bool testing = isTesting();
    m_test->setEnabled(has && !testing);
    m_cancelTest->setEnabled(testing);
    m_storeKey->setEnabled(has && ApiKeyLookup::keychainAvailable() && !(m_keyStore && m_keyStore->isRunning()));
    if (!ApiKeyLookup::keychainAvailable())
        m_storeKey->setToolTip(tr("This build of Polygon has no keychain support"));
    const QStringList found = problems();
    m_problemsLabel->setText(found.join(QLatin1Char('\n')));
    m_problemsLabel->setVisible(!found.isEmpty());
    saveButton()->setEnabled(found.isEmpty());
}

bool ProvidersDialog::save()
{
    const QStringList found = problems();
    if (!found.isEmpty()) {
        m_problemsLabel->setText(found.join(QLatin1Char('\n')));
        m_problemsLabel->setVisible(true);
        return false;
    }
    QList<Profile> profiles;
    QStringList ignored;
    QMap<int, QString> idOf;
    for (const Entry &e : std::as_const(m_entries)) {
        profiles.append(*toProfile(e, &ignored));
        idOf.insert(e.uid, profiles.last().id);
    }
    Manifest manifest = m_workspace.manifest;
    manifest.providers.clear();
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (const int uid = it.value()->currentData().toInt(); idOf.contains(uid))
            manifest.providers.insert(it.key(), idOf.value(uid));
    const Diagnostics written = saveProviders(m_workspace.root, manifest, profiles, m_removed);
    if (!written.isEmpty()) {
        m_problemsLabel->setText(diagnosticsText(written));
        m_problemsLabel->setVisible(true);
        return false;
    }
    m_removed.clear();
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].originalPath.isEmpty())
            m_entries[i].originalPath = QStringLiteral("providers/%1.json").arg(profiles[i].id);
    m_workspace.manifest = manifest;
    Q_EMIT saved();
    return true;
}

void ProvidersDialog::testConnection()
{
    if (m_current < 0)
        return;
    QStringList found;
    const auto profile = toProfile(m_entries[m_current], &found);
    if (!profile) {
        m_testResult->setText(tr("Fix the profile first:") + QLatin1Char('\n') + found.join(QLatin1Char('\n')));
        Q_EMIT testFinished();
        return;
    }
    m_probe = std::make_unique<CapabilityProbe>(*profile);
    connect(m_probe.get(), &CapabilityProbe::finished, this, [this](const ProviderCapabilities &result) {
        showCapabilities(result);
        updateState();
        Q_EMIT testFinished();
    });
    m_testResult->setText(tr("Testing %1 at %2…").arg(profile->model, profile->baseUrl));
    m_probe->start();
    updateState();
}

void ProvidersDialog::cancelTest()
{
    if (!isTesting())
        return;
    m_probe->cancel();
    m_testResult->setText(tr("Test cancelled."));
    updateState();
    Q_EMIT testFinished();
}

bool ProvidersDialog::isTesting() const
{
    return m_probe && m_probe->isRunning();
}

QString ProvidersDialog::testResultText() const
{
    return m_testResult->text();
}

void ProvidersDialog::showCapabilities(const ProviderCapabilities &result)
{
    using C = ProviderCapabilities::Capability;
    static const QList<std::pair<C, const char *>> names = {
        {C::Model, QT_TR_NOOP("Model is served")},
        {C::Chat, QT_TR_NOOP("Chat")},
        {C::Tools, QT_TR_NOOP("Tool calls")},
        {C::StructuredOutput, QT_TR_NOOP("Structured output")},
        {C::Streaming, QT_TR_NOOP("Streaming")},
        {C::Embeddings, QT_TR_NOOP("Embeddings")},
        {C::LogProbs, QT_TR_NOOP("Token log-probabilities")},
    };
    QStringList lines;
    if (result.usable())
        lines.append(tr("The profile works."));
    else
        lines.append(tr("The profile cannot be used: %1").arg(result.error.isEmpty() ? tr("chat does not work") : result.error));
    if (!result.reachable)
        lines.append(tr("? Reachable — not asked"));
    else if (*result.reachable)
        lines.append(result.latencyMs ? tr("✓ Reachable — a chat answer took %n ms", nullptr, int(*result.latencyMs))
                                      : tr("✓ Reachable"));
    else
        lines.append(tr("✗ Reachable"));
    for (const auto &[capability, name] : names) {
        const CapabilityCheck &c = result.check(capability);
        QString line = mark(c.works) + QLatin1Char(' ') + tr(name);
        if (!c.works && !c.unknown.isEmpty())
            line += QStringLiteral(" — ") + c.unknown;
        lines.append(line);
    }
    m_testResult->setText(lines.join(QLatin1Char('\n')));
}

void ProvidersDialog::askAndStoreApiKey()
{
    if (m_current < 0)
        return;
    QLineEdit *entry = m_fields[QStringLiteral("keychain")];
    if (entry->text().trimmed().isEmpty()) {
        const QString suggested = QStringLiteral("polygon-") + m_entries[m_current].text.value(QStringLiteral("id"));
        entry->setText(suggested);
        fieldEdited(QStringLiteral("keychain"), suggested);
    }
    bool ok = false;
    QString key = QInputDialog::getText(this, tr("Store API Key"),
                                        tr("API key for the keychain entry \"%1\" (service \"%2\"). It is stored in the "
                                           "system keychain only, never in the workspace:")
                                            .arg(entry->text().trimmed(), QLatin1String(ApiKeyLookup::KeychainService)),
                                        QLineEdit::Password, QString(), &ok);
    if (ok && !key.isEmpty())
        storeApiKey(key.toUtf8());
    key.fill(QLatin1Char(' ')); // do not leave it lying around
}

void ProvidersDialog::storeApiKey(const QByteArray &key)
{
    if (m_current < 0)
        return;
    const QString entry = m_entries[m_current].text.value(QStringLiteral("keychain")).trimmed();
    if (!m_keyStore) {
        m_keyStore = std::make_unique<ApiKeyStore>();
        connect(m_keyStore.get(), &ApiKeyStore::stored, this, [this](const QString &stored) {
            m_keyStatus->setText(
                tr("The key is stored in the system keychain entry \"%1\". Save, so the profile reads it from there.")
                    .arg(stored));
            updateState();
            Q_EMIT keyStoreFinished();
        });
        connect(m_keyStore.get(), &ApiKeyStore::failed, this, [this](const QString &message) {
            m_keyStatus->setText(tr("The key was not stored: %1").arg(message));
            updateState();
            Q_EMIT keyStoreFinished();
        });
    }
    m_keyStatus->setText(tr("Storing the key…"));
    m_keyStore->store(entry, key);
    updateState();
}

QString ProvidersDialog::keyStatusText() const
{
    return m_keyStatus->text();
}

} // namespace Polygon
