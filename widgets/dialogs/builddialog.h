#pragma once
// Level ▸ Build…: WED's Build for a text WMP or WMPB. The options of `ackedit-cli build` (light,
// lightmap page size, supersampling, ambient occlusion, soft sun, model shadows, threads) and where the WMB
// goes; Build takes the document as it is now (saved or not), compiles it on a worker thread
// with a progress bar and a Cancel that stops it, writes the WMB atomically and reports the
// result (built) for the window to open; the dialog stays open to build again.
#include "build/levelbuild.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ackedit::document {
class SceneDocument;
}

namespace ackedit::widgets {

class BuildDialog : public QDialog
{
    Q_OBJECT
public:
    explicit BuildDialog(document::SceneDocument *document, QWidget *parent = nullptr);
    ~BuildDialog() override;

    document::build::BuildOptions options() const;
    QString outputPath() const;
    void setOutputPath(const QString &path);
    bool isBuilding() const { return bool(m_job); }

    QPushButton *buildButton() const { return m_build; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *resultLabel() const { return m_result; }

    // The WMB path `source` builds into by default: beside it, same base name, ".wmb".
    static QString defaultOutput(const QString &source);

public Q_SLOTS:
    void startBuild();
    void cancelBuild();

Q_SIGNALS:
    // A build finished and its WMB was written to `path`.
    void built(const QString &path, const std::vector<ackedit::document::build::BuildWarning> &warnings);
    // A build ended without a file (refused, failed to write, cancelled): `message` says why.
    void failed(const QString &message);

protected:
    void reject() override; // Esc / Close while building cancels the build first

private:
    struct Job;
    void setBuilding(bool building);
    void progressed(const QString &stage, int done, int total);
    void finished(const std::shared_ptr<Job> &job);

    document::SceneDocument *m_document;
    QLineEdit *m_output;
    QCheckBox *m_light;
    QComboBox *m_pageSize;
    QComboBox *m_extra;
    QCheckBox *m_ambientOcclusion;
    QCheckBox *m_softSun;
    QCheckBox *m_modelShadows;
    QSpinBox *m_threads;
    QProgressBar *m_progress;
    QLabel *m_stage;
    QLabel *m_result;
    QPushButton *m_build;
    QPushButton *m_cancel;
    std::shared_ptr<Job> m_job;
};

} // namespace ackedit::widgets
