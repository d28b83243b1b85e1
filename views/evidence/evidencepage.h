#pragma once

// EvidencePage: the call-evidence view (FORMATS.md §6, SPEC R-EVIDENCE). An
// event file (a JSON array or JSON Lines, told by the first character as
// `polygon-cli evidence` tells it) or recorded provider payloads (Vapi,
// Twilio, Retell: the importers of `polygon-cli evidence-import`) are read
// and evaluated off the GUI thread by the engine of `polygon-cli evidence`
// (loadCallEvidence() → runEvidence()), with progress and Cancel, and an
// optional policy file. A problem shows the file:line:column messages the CLI
// prints and no call at all. Then: a table of the calls (call id, verdict,
// first failing gate) filtered by first failing gate and text; the selected
// call's five gates (GateStrip) and its events on a timeline
// (EventTimeline); privacy receipts of the shown calls written as
// `polygon-cli evidence --receipts` writes them.

#include "core/results/evidencecallsmodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableView;
template<typename T> class QFutureWatcher;

namespace Polygon {

class EventTimeline;
class GateStrip;

class EvidencePage : public QWidget
{
    Q_OBJECT

public:
    explicit EvidencePage(QWidget *parent = nullptr);
    ~EvidencePage() override;

    // The formats: "events" (content-free events), "vapi", "twilio", "retell".
    static QStringList formatNames();
    // Asks for a file and its format (the file dialog's type filter); false when the user cancels.
    static bool askForFile(QWidget *parent, QString &file, QString &format);

    QString file() const { return m_file; }
    QString format() const { return m_format; }
    QString policyFile() const { return m_policyFile; }
    const EvidencePolicy &policy() const { return m_policy; }
    bool isLoaded() const { return m_loaded; }
    bool isBusy() const;
    // A short title for a tab: the file's name.
    QString title() const;

    EvidenceCallsModel *callsModel() const { return m_model; }
    EvidenceCallsFilter *callsFilter() const { return m_filter; }
    QTableView *callsView() const { return m_table; }
    GateStrip *gateStrip() const { return m_strip; }
    EventTimeline *timeline() const { return m_timeline; }
    QLabel *errorLabel() const { return m_errorLabel; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *currentEventLabel() const { return m_eventLabel; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QComboBox *gateFilter() const { return m_gateFilter; }
    QLineEdit *textFilter() const { return m_textFilter; }
    QComboBox *formatBox() const { return m_formatBox; }
    // The call whose gates and events are shown, empty when none.
    QString shownCall() const { return m_shownCall; }

    // Writes a privacy receipt per shown call (the table's rows that pass the
    // filters, in the file's order), keyed with `salt`, as JSON Lines.
    bool exportReceipts(const QString &path, const QByteArray &salt, QString *error = nullptr) const;

public Q_SLOTS:
    // Reads and evaluates `file` as `format` (empty: "events") with `policyFile` (empty: the defaults).
    void load(const QString &file, const QString &format = QString(), const QString &policyFile = QString());
    void reload();
    void cancel();
    // Selects the call with this id (when shown by the filters).
    bool selectCall(const QString &call);
    // File ▸ Export Receipts: the salt from POLYGON_RECEIPT_SALT, else asked for; then a file dialog.
    void exportReceiptsDialog();
    void choosePolicy();

Q_SIGNALS:
    void loaded();
    void failed(const QString &message);
    void cancelled();
    // A call's gates and timeline are on screen.
    void callShown(const QString &call);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showResult(EvidenceLoadResult result);
    void showFailure(const QString &message);
    void showCall(const QModelIndex &proxyIndex);
    void updateSummary();
    void updateEventLabel(int index);
    void retranslate();
    void fillGateFilter();

    QString m_file;
    QString m_format;
    QString m_policyFile;
    EvidencePolicy m_policy;
    bool m_loaded = false;
    qint64 m_eventCount = 0;
    quint64 m_generation = 0;
    QFutureWatcher<EvidenceLoadResult> *m_watcher = nullptr;
    QString m_shownCall;

    EvidenceCallsModel *m_model;
    EvidenceCallsFilter *m_filter;
    QStackedWidget *m_stack;
    QLabel *m_emptyLabel;
    QLabel *m_busyLabel;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_errorLabel;
    QLabel *m_fileLabel;
    QLabel *m_formatLabel;
    QComboBox *m_formatBox;
    QLabel *m_policyLabel;
    QPushButton *m_openButton;
    QPushButton *m_policyButton;
    QPushButton *m_defaultPolicyButton;
    QPushButton *m_reloadButton;
    QPushButton *m_exportButton;
    QLabel *m_summary;
    QComboBox *m_gateFilter;
    QLineEdit *m_textFilter;
    QTableView *m_table;
    QLabel *m_callTitle;
    GateStrip *m_strip;
    EventTimeline *m_timeline;
    QLabel *m_eventLabel;
};

} // namespace Polygon
