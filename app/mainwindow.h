#pragma once
// The editor window: one tab per open document (each a DocumentEditor from the widgets layer),
// Edit ▸ Undo/Redo and a History dock on the documents' QUndoGroup, File ▸ Open/Recent/Save/
// Save As/Close/Quit, drag and drop of files, and the window layout kept in QSettings.
//
// Files load on a worker thread (FileLoader): openFile() returns at once and documentOpened()
// or openFailed() follows. Every question and error message goes through Prompts, which tests
// replace, so nothing here blocks on a modal dialog by itself.
#include <QImage>
#include <QMainWindow>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

class QDockWidget;
class QLabel;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QUndoView;

namespace ackedit::document {
class Document;
}
namespace ackedit::format {
class AssetFile;
}
namespace ackedit::widgets {
class DocumentEditor;
class ElidedLabel;
class Viewport;
} // namespace ackedit::widgets

namespace ackedit::app {

class Actions;
class Autosaver;
class BusyIndicator;
class DocumentManager;
class EditorDocks;
class InterchangeFlow;
class FileLoader;
struct LoadedFile;
class PreferencesApplier;
class Prompts;
class RecentFiles;
class StartPage;
class ToolBars;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // --- Opening ---
    // Starts loading in the background; a file already open just becomes the current tab.
    // Failures are reported through Prompts::showError and the status bar, and openFailed().
    void openFile(const QString &path);
    void openFiles(const QStringList &paths);
    // Runs the event loop until no file is loading (false on timeout).
    bool waitForLoads(int timeoutMs = 60000);
    // Runs the event loop until no open editor reads anything more on other threads (a level's
    // WAD textures and entity models: DocumentEditor::isLoading); false on timeout.
    bool waitForEditors(int timeoutMs = 60000);
    // openFile() + waitForLoads(): true when `path` is open afterwards.
    bool openFileAndWait(const QString &path);
    // Opens the demo (bin/demo/demo.mdl unless told otherwise) and waits. A missing demo is not
    // an error (a status message says so); false only if it exists but cannot be read.
    bool openDemo(const QString &path = demoPath());
    static QString demoPath();
    // Adds an already parsed asset as a new document (tests, generated content).
    document::Document *openAsset(std::unique_ptr<format::AssetFile> asset, const QString &fileName);

    // --- Saving and closing (all ask through Prompts; false = failed or cancelled) ---
    bool saveDocument(int index);
    bool saveDocumentAs(int index);
    bool closeDocument(int index);
    // Asks about every modified document; false if the user cancelled or a save failed.
    bool maybeSaveAll();

    // --- Crash recovery ---
    // Offers (through Prompts::askRecovery) the copies of unsaved work an editor left behind when
    // it ended abnormally; restored ones open modified under their original names. Returns how
    // many were restored. main() calls it once the window is shown.
    int offerRecovery();
    Autosaver *autosaver() const { return m_autosaver; }
    InterchangeFlow *interchange() const { return m_interchange; } // File ▸ Import… / Export…
    // Edit ▸ Preferences… and what applies each preference (PreferencesApplier::preferences()).
    PreferencesApplier *preferences() const { return m_preferences; }

    // --- State ---
    DocumentManager *documents() const { return m_documents; }
    RecentFiles *recentFiles() const { return m_recent; }
    FileLoader *loader() const { return m_loader; }
    QTabWidget *tabs() const { return m_tabs; }
    BusyIndicator *busyIndicator() const { return m_busy; }
    QDockWidget *historyDock() const { return m_historyDock; }
    Prompts *prompts() const { return m_prompts.get(); }
    void setPrompts(std::unique_ptr<Prompts> prompts);

    QString errorString() const { return m_error; } // the last open/save failure
    QString currentName() const;                     // the current document's name, or empty
    QString summaryText() const;                     // the status bar's description
    QString statusMessage() const;                   // the status bar's last message (empty once timed out)
    widgets::Viewport *viewport() const;             // the current editor's, or null
    StartPage *startPage() const { return m_startPage; } // shown while no document is open
    ToolBars *toolBars() const { return m_toolBars; }     // the main and the editor tool bar

    // Window geometry and dock layout in QSettings ("mainWindow/geometry", "mainWindow/state").
    void saveLayout();
    bool restoreLayout();

    // The whole window as a person sees it, 3D view included: QWidget::grab() leaves the GL
    // content out, so a capture of the view is painted into its rectangle. Waits (up to
    // timeoutMs) until the view shows something; the window must be shown.
    QImage grabWithViewport(int timeoutMs = 30000);

public Q_SLOTS:
    void openFileDialog();
    void saveCurrent();
    void saveCurrentAs();
    void closeCurrent();
    void showAbout();

Q_SIGNALS:
    void documentOpened(ackedit::document::Document *document);
    void openFailed(const QString &path, const QString &error);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectActions();
    void createHistoryDock();
    void fileLoaded(LoadedFile *file);
    void addLoadedFile(LoadedFile &file);
    void fail(const QString &title, const QString &message);
    void addTab(int index);
    void removeTab(int index);
    void updateTabTitle(int index);
    void currentDocumentChanged(int index);
    void updateActions();
    void updateWindowTitle(); // the current document's name, or "ackedit"
    void updateFrameActions(); // View ▸ Next / Previous Frame follow the current editor
    void applyViewSettings(); // View ▸ render mode and grid, on the current viewport
    void showViewSettings();  // the other way: the current viewport's settings in View ▸
    void updateSummary();
    void showStatus(const QString &text, int timeoutMs = 0); // the message on the status line
    void openRecent(const QString &path);

    DocumentManager *m_documents;
    InterchangeFlow *m_interchange = nullptr;
    FileLoader *m_loader;
    RecentFiles *m_recent;
    Autosaver *m_autosaver;
    std::unique_ptr<Prompts> m_prompts;
    Actions *m_actions = nullptr;
    PreferencesApplier *m_preferences = nullptr;
    ToolBars *m_toolBars = nullptr;
    EditorDocks *m_editorDocks = nullptr;
    QPointer<QAction> m_editorMenu; // the current editor's menu in the menu bar, if any
    QStackedWidget *m_central = nullptr;
    QTabWidget *m_tabs = nullptr;
    StartPage *m_startPage = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QUndoView *m_history = nullptr;
    widgets::ElidedLabel *m_message = nullptr;
    QTimer *m_messageTimer = nullptr;
    widgets::ElidedLabel *m_summary = nullptr;
    BusyIndicator *m_busy = nullptr;
    QMetaObject::Connection m_statusConnection;
    bool m_syncingTabs = false; // tab changes made by us, not by the user
    QString m_error;
    // Loads finish in any order; tabs open in the order asked for (e.g. the command line's).
    QStringList m_requested;
    std::map<QString, std::unique_ptr<LoadedFile>> m_finished;
};

} // namespace ackedit::app
