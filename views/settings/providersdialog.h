#pragma once

// Settings ▸ Model Providers…: the open workspace's provider profiles
// (providers/ID.json, FORMATS.md §8) — add, duplicate, delete, edit every
// field — which profile each role of polygon.json uses, "Test connection"
// (the capability probe, asynchronous, cancellable) and storing a profile's
// API key in the system keychain (never in a file). Save writes the profile
// files and polygon.json; `saved` tells the main window to reload.

#include "core/model/workspace.h"

#include <QDialog>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace Polygon {

class ApiKeyStore;
class CapabilityProbe;
struct ProviderCapabilities;

// A ready-made profile for a common server ("Add from Preset").
struct ProviderPreset
{
    QString label; // shown in the menu (translated)
    QString id; // the profile's id (made unique when taken)
    QString baseUrl;
    QString model; // a usual model name, to edit
    bool needsKey = false; // a cloud endpoint: the key goes to the keychain
};

class ProvidersDialog : public QDialog
{
    Q_OBJECT

public:
    // llama.cpp server, Ollama, vLLM (all local) and an OpenAI-compatible cloud endpoint.
    static QList<ProviderPreset> presets();

    explicit ProvidersDialog(const Workspace &workspace, QWidget *parent = nullptr);
    ~ProvidersDialog() override;

    // The §8 keys the form edits, in form order ("id" is the file name).
    static QStringList fieldKeys();

    // The profile being edited (-1 when there is none); selecting one shows it.
    int currentProfile() const;
    void setCurrentProfile(int row);
    int profileCount() const;
    QStringList profileIds() const;
    // The editor of §8 key `key` of the current profile (nullptr for an unknown key).
    QLineEdit *field(const QString &key) const;
    // The profile chosen for a polygon.json role ("agent", "caller", …).
    QComboBox *roleBox(const QString &role) const;

    // Add: a new, empty profile; Duplicate: a copy of the current one (new id);
    // Delete: asks first unless `ask` is false.
    void addProfile();
    // A new profile from presets()[index]; roles that have no profile yet get
    // it. For a preset that needs a key, `askKey` asks for it (keychain only).
    void addFromPreset(int index, bool askKey = true);
    void duplicateProfile();
    void deleteProfile(bool ask = true);

    // Why Save is refused (each message names the profile and the field); empty when it can save.
    QStringList problems() const;
    // Validates, then writes the profile files and polygon.json; false (with the
    // problems shown in the dialog) when something is wrong.
    bool save();

    // Test connection on the current profile; cancelTest stops it.
    void testConnection();
    void cancelTest();
    bool isTesting() const;
    QString testResultText() const;

    // Stores `key` in the keychain entry named by the current profile's
    // "keychain" field (asking the key from the user is the button's job).
    void storeApiKey(const QByteArray &key);
    QString keyStatusText() const;

    QPushButton *testButton() const { return m_test; }
    QPushButton *presetButton() const { return m_preset; }
    QPushButton *cancelTestButton() const { return m_cancelTest; }
    QPushButton *saveButton() const;
    QLabel *problemsLabel() const { return m_problemsLabel; }

Q_SIGNALS:
    // The files were written: the workspace should be reloaded.
    void saved();
    void testFinished();
    void keyStoreFinished();

private:
    struct Entry
    {
        int uid = 0;
        QString originalPath; // relative file of a saved profile, empty for a new one
        QMap<QString, QString> text; // §8 key -> the text in its editor
    };

    void buildForm();
    void showEntry(int row);
    void fieldEdited(const QString &key, const QString &text);
    void rebuildList();
    // Adds `entry` at the end of the list and shows it.
    void appendEntry(const Entry &entry);
    void rebuildRoleBoxes();
    void updateState();
    int newUid() { return ++m_lastUid; }
    QString uniqueId(const QString &base) const;
    static QString fieldLabel(const QString &key);
    static QString roleLabel(const QString &role);
    // The profile an entry describes; problems (naming the field) in `problems`.
    std::optional<Profile> toProfile(const Entry &entry, QStringList *problems) const;
    void showCapabilities(const ProviderCapabilities &result);
    void askAndStoreApiKey();

    Workspace m_workspace;
    QList<Entry> m_entries;
    QList<Profile> m_removed;
    int m_current = -1;
    int m_lastUid = 0;
    bool m_filling = false;

    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_preset;
    QPushButton *m_duplicate;
    QPushButton *m_delete;
    QMap<QString, QLineEdit *> m_fields;
    QMap<QString, QComboBox *> m_roles;
    QPushButton *m_test;
    QPushButton *m_cancelTest;
    QLabel *m_testResult;
    QPushButton *m_storeKey;
    QLabel *m_keyStatus;
    QLabel *m_problemsLabel;
    QDialogButtonBox *m_buttons;
    std::unique_ptr<CapabilityProbe> m_probe;
    std::unique_ptr<ApiKeyStore> m_keyStore;
};

} // namespace Polygon
