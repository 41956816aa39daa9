#pragma once
// File ▸ Import… and File ▸ Export… / Export All Frames…: the file dialogs (through Prompts), the
// import options (ImportDialog), the import on a worker thread with progress and Cancel, the new
// model opened as an unsaved document; the current document (with its unsaved edits) written as
// glTF 2 binary or OBJ. Failures reach the user through the window's error path.
#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QProgressDialog;

namespace ackedit::app {

class Actions;
class MainWindow;

class InterchangeFlow : public QObject
{
    Q_OBJECT
public:
    using Fail = std::function<void(const QString &title, const QString &message)>;
    using Status = std::function<void(const QString &message)>;

    InterchangeFlow(Actions *actions, MainWindow *window, Fail fail, Status status);

    // Whether an import runs (tests wait for it).
    bool isImporting() const { return m_importing; }

    // Import and export in one call each (the actions' handlers).
    void importModel();
    void exportCurrent(bool allFrames);

Q_SIGNALS:
    void importFinished(bool succeeded);

private:
    void updateEnabled();

    Actions *m_actions;
    MainWindow *m_window;
    Fail m_fail;
    Status m_status;
    bool m_importing = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QPointer<QProgressDialog> m_progress;
};

} // namespace ackedit::app
