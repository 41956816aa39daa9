#include "builddialog.h"

#include "io/atomicfile.h"
#include "scene/scenedocument.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ackedit::widgets {

using document::build::BuildOptions;

// One build on its worker thread. The dialog may go away while it runs: the job is shared, the
// worker reports through a QPointer, and cancel is the job's own flag.
struct BuildDialog::Job
{
    std::atomic<bool> cancel{false};
    document::build::BuildResult result;
    QString path;
    QString writeError;
};

BuildDialog::BuildDialog(document::SceneDocument *document, QWidget *parent) : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Build %1").arg(QFileInfo(document->fileName()).fileName()));
    auto *form = new QFormLayout;
    m_output = new QLineEdit(defaultOutput(document->fileName()), this);
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Build into"), m_output->text(), tr("Compiled levels (*.wmb)"));
        if (!path.isEmpty())
            m_output->setText(path);
    });
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    auto *outputLabel = new QLabel(tr("&WMB file:"), this);
    outputLabel->setBuddy(m_output); // a layout as the field gets no buddy of its own
    form->addRow(outputLabel, outputRow);

    m_light = new QCheckBox(tr("Compute &lightmaps (sun, lights and shadows)"), this);
    m_light->setChecked(true);
    form->addRow(QString(), m_light);
    m_pageSize = new QComboBox(this);
    for (int size : {256, 512, 1024})
        m_pageSize->addItem(tr("%1 × %1").arg(size), size);
    form->addRow(tr("Lightmap &page size:"), m_pageSize);
    m_extra = new QComboBox(this);
    m_extra->addItem(tr("1 sample per texel (as WED)"), 1);
    m_extra->addItem(tr("2 × 2 samples"), 2);
    m_extra->addItem(tr("4 × 4 samples"), 4);
    form->addRow(tr("&Supersampling:"), m_extra);
    m_ambientOcclusion = new QCheckBox(tr("&Ambient occlusion (darker corners)"), this);
    form->addRow(QString(), m_ambientOcclusion);
    m_softSun = new QCheckBox(tr("S&oft sun shadows"), this);
    form->addRow(QString(), m_softSun);
    m_modelShadows = new QCheckBox(tr("Entity mo&dels cast shadows"), this);
    form->addRow(QString(), m_modelShadows);
    m_threads = new QSpinBox(this);
    m_threads->setRange(0, 256);
    m_threads->setSpecialValueText(tr("every core"));
    form->addRow(tr("&Threads:"), m_threads);
    connect(m_light, &QCheckBox::toggled, this, [this](bool on) {
        for (QWidget *w : std::initializer_list<QWidget *>{m_extra, m_ambientOcclusion, m_softSun, m_modelShadows})
            w->setEnabled(on && !isBuilding());
    });

    m_stage = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(this);
    m_build = buttons->addButton(tr("&Build"), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Close);
    m_build->setDefault(true);
    connect(m_build, &QPushButton::clicked, this, &BuildDialog::startBuild);
    connect(m_cancel, &QPushButton::clicked, this, &BuildDialog::cancelBuild);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_stage);
    layout->addWidget(m_progress);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
}

BuildDialog::~BuildDialog()
{
    if (m_job)
        m_job->cancel = true; // the worker finishes on its own; nothing reports back
}

QString BuildDialog::defaultOutput(const QString &source)
{
    if (source.isEmpty())
        return QStringLiteral("level.wmb");
    const QFileInfo info(source);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".wmb"));
}

BuildOptions BuildDialog::options() const
{
    BuildOptions o;
    o.light = m_light->isChecked();
    o.lightmapSize = m_pageSize->currentData().toInt();
    o.extra = m_extra->currentData().toInt();
    o.ambientOcclusion = m_ambientOcclusion->isChecked();
    o.softSun = m_softSun->isChecked();
    o.modelShadows = m_modelShadows->isChecked();
    o.threads = m_threads->value();
    return o;
}

QString BuildDialog::outputPath() const { return m_output->text(); }
void BuildDialog::setOutputPath(const QString &path) { m_output->setText(path); }

void BuildDialog::setBuilding(bool building)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_output, m_light, m_pageSize, m_threads, m_build})
        w->setEnabled(!building);
    for (QWidget *w : std::initializer_list<QWidget *>{m_extra, m_ambientOcclusion, m_softSun, m_modelShadows})
        w->setEnabled(!building && m_light->isChecked());
    m_cancel->setText(building ? tr("Cancel") : tr("Close"));
}

void BuildDialog::startBuild()
{
    if (m_job)
        return;
    const QString path = m_output->text().trimmed();
    if (path.isEmpty()) {
        m_result->setText(tr("Choose where the WMB goes."));
        return;
    }
    const BuildOptions options = this->options();
    // The document is read here, on its own thread: the build works on this snapshot.
    auto input = std::make_shared<document::build::BuildInput>(document::build::buildInput(*m_document, options));
    auto job = std::make_shared<Job>();
    job->path = path;
    m_job = job;
    setBuilding(true);
    m_result->clear();
    m_progress->setValue(0);
    QPointer<BuildDialog> self(this);
    // Lighting reports every chart: only a new stage or another percent reaches the GUI thread.
    auto lastPercent = std::make_shared<std::atomic<int>>(-1);
    const auto report = [self, lastPercent](const QString &stage, int done, int total) {
        const int percent = total > 0 ? done * 100 / total : 0;
        if (done != 0 && done != total && lastPercent->exchange(percent) == percent)
            return;
        QMetaObject::invokeMethod(qApp, [self, stage, done, total] {
            if (self)
                self->progressed(stage, done, total);
        }, Qt::QueuedConnection);
    };
    (void)QtConcurrent::run([job, input, options, report, self] {
        job->result = document::build::buildLevel(*input, options, report, &job->cancel);
        if (job->result.wmb && !job->cancel) {
            try {
                if (!format::writeFileAtomically(job->path, job->result.wmb->write(), &job->writeError) && job->writeError.isEmpty())
                    job->writeError = QStringLiteral("unknown error");
            } catch (const std::exception &) {
                job->writeError = QStringLiteral("the level could not be serialised");
            }
        }
        QMetaObject::invokeMethod(qApp, [self, job] {
            if (self)
                self->finished(job);
        }, Qt::QueuedConnection);
    });
}

void BuildDialog::progressed(const QString &stage, int done, int total)
{
    if (!m_job)
        return;
    m_stage->setText(stage);
    m_progress->setValue(total > 0 ? done * 100 / total : 0);
}

void BuildDialog::finished(const std::shared_ptr<Job> &job)
{
    if (job != m_job)
        return;
    m_job.reset();
    setBuilding(false);
    const document::build::BuildResult &r = job->result;
    if (r.cancelled || job->cancel) {
        m_stage->setText(tr("Cancelled"));
        m_progress->setValue(0);
        m_result->setText(tr("The build was cancelled; nothing was written."));
        emit failed(m_result->text());
        return;
    }
    if (!r.wmb || !job->writeError.isEmpty()) {
        m_stage->setText(tr("Failed"));
        m_result->setText(!r.wmb ? r.error : tr("%1 could not be written: %2").arg(job->path, job->writeError));
        emit failed(m_result->text());
        return;
    }
    m_stage->setText(tr("Done"));
    m_progress->setValue(100);
    const document::build::BuildStats &s = r.stats;
    m_result->setText(tr("%1: %n block(s), %2 triangles, %3 textures, %4 lightmap pages, %5 warnings, %6 s", nullptr, s.blocks)
                          .arg(QFileInfo(job->path).fileName())
                          .arg(s.triangles)
                          .arg(s.textures)
                          .arg(s.lightmapPages)
                          .arg(r.warnings.size())
                          .arg(QString::number(s.milliseconds / 1000.0, 'f', 2)));
    emit built(job->path, r.warnings);
}

void BuildDialog::cancelBuild()
{
    if (m_job) {
        m_job->cancel = true;
        m_stage->setText(tr("Cancelling…"));
        return;
    }
    QDialog::reject();
}

void BuildDialog::reject()
{
    cancelBuild();
}

} // namespace ackedit::widgets
