#pragma once
// The editor window: menus, the 3D viewport in the centre and a status bar describing the open
// file. Loading never shows a dialog by itself (callers decide), so it is scriptable and testable.
#include <QImage>
#include <QMainWindow>
#include <QString>

#include <memory>

class QAction;
class QLabel;

namespace ackedit::format {
class AssetFile;
}
namespace ackedit::widgets {
class FrameSelector;
class Viewport;
} // namespace ackedit::widgets

namespace ackedit::app {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads and shows a file. On failure the previous content stays, errorString() and the
    // status bar say why, and false is returned.
    bool openFile(const QString &path);
    // Opens the demo (bin/demo/demo.mdl unless told otherwise). A missing demo is not an error
    // (empty scene and a status message); false only if the demo exists but cannot be read.
    bool openDemo(const QString &path = demoPath());
    static QString demoPath();
    // Shows an already parsed asset; `displayName` goes to the title and status bar.
    void setAsset(std::unique_ptr<format::AssetFile> asset, const QString &displayName);

    QString errorString() const { return m_error; }
    QString currentName() const { return m_name; }
    QString summaryText() const; // the status bar's description of the open file
    widgets::Viewport *viewport() const { return m_viewport; }

    // The whole window as a person sees it, 3D view included: QWidget::grab() leaves the GL
    // content out, so a capture of the view is painted into its rectangle. Waits (up to
    // timeoutMs) until the view shows something; the window must be shown.
    QImage grabWithViewport(int timeoutMs = 30000);

public Q_SLOTS:
    void openFileDialog(); // File ▸ Open…: reports failures in a message box
    void showAbout();

private:
    void createActions();
    void updateSummary();
    void fail(const QString &message);

    widgets::Viewport *m_viewport = nullptr;
    widgets::FrameSelector *m_frames = nullptr;
    QLabel *m_summary = nullptr;
    QAction *m_nextFrame = nullptr;
    QAction *m_previousFrame = nullptr;
    std::shared_ptr<const format::AssetFile> m_asset; // shared with the viewport's frame provider
    QString m_name;
    QString m_error;
};

} // namespace ackedit::app
