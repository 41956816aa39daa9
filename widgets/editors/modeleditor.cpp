#include "editors/modeleditor.h"

#include "document.h"
#include "frameselector.h"
#include "imageconvert.h"
#include "model/modeldocument.h"
#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <Eigen/Geometry>

#include <cmath>

namespace ackedit::widgets {

namespace {

constexpr int TickMs = 16; // about 60 updates a second while playing

// Area-weighted normals for frames that carry none, so blended normals stay meaningful.
std::vector<Eigen::Vector3f> normalsOf(const format::TriangleMesh &mesh)
{
    if (mesh.normals.size() == mesh.positions.size())
        return mesh.normals;
    std::vector<Eigen::Vector3f> normals(mesh.positions.size(), Eigen::Vector3f::Zero());
    for (const auto &t : mesh.triangles) {
        if (t.v[0] >= mesh.positions.size() || t.v[1] >= mesh.positions.size() || t.v[2] >= mesh.positions.size())
            continue;
        const Eigen::Vector3f &a = mesh.positions[t.v[0]];
        const Eigen::Vector3f n = (mesh.positions[t.v[1]] - a).cross(mesh.positions[t.v[2]] - a);
        for (uint32_t v : t.v)
            normals[v] += n;
    }
    return normals;
}

} // namespace

ModelEditor::ModelEditor(document::Document *document, QWidget *parent) : DocumentEditor(document, parent)
{
    const format::AssetFile *asset = document->asset();
    m_viewport = ViewportSpare::take(this);
    m_frames = new FrameSelector(this);
    m_play = new QToolButton(this);
    m_play->setObjectName(QStringLiteral("playButton"));
    m_play->setCheckable(true);
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Play the animation, blending between frames"));
    m_fps = new QDoubleSpinBox(this);
    m_fps->setObjectName(QStringLiteral("fpsSpin"));
    m_fps->setRange(0.5, 60.0);
    m_fps->setDecimals(1);
    m_fps->setValue(10.0);
    m_fps->setSuffix(tr(" fps"));
    m_timer = new QTimer(this);
    m_timer->setInterval(TickMs);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_play);
    bar->addWidget(m_fps);
    bar->addWidget(m_frames, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // A notice above the view says which skin files are missing, and where they were looked for
    // (the model is drawn untextured where they are).
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("skinNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->setContentsMargins(8, 4, 8, 4);
    m_notice->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; color: #3a3000; }"));
    layout->addWidget(m_notice);
    layout->addWidget(m_viewport, 1);
    layout->addLayout(bar);

    const format::TriangleMesh first = asset->mesh(0);
    QList<QImage> skins;
    if (const auto *model = qobject_cast<const document::ModelDocument *>(document)) {
        QSet<int> drawn;
        for (const auto &t : first.triangles)
            drawn.insert(t.skin);
        skins = model->skinImages(drawn, &m_skinProblems);
    } else {
        for (int i = 0; i < asset->skinCount(); ++i)
            skins.append(document::toQImage(asset->skinImage(i)));
    }
    m_notice->setText(m_skinProblems.join(QLatin1Char('\n')));
    m_notice->setVisible(!m_skinProblems.isEmpty());
    m_positionCount = first.positions.size();
    m_meshId = m_viewport->addMesh(first, skins);
    m_frameCount = std::max(asset->frameCount(), 1);
    m_poses.resize(size_t(m_frameCount));
    m_frames->setFrames(m_frameCount, asset->frameNames());
    const bool animated = m_frameCount > 1;
    m_play->setEnabled(animated);
    m_fps->setEnabled(animated);
    m_frames->setEnabled(animated);

    connect(m_frames, &FrameSelector::currentFrameChanged, this, &ModelEditor::setCurrentFrame);
    connect(m_play, &QToolButton::toggled, this, &ModelEditor::setPlaying);
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, [this] {
        // Keep the current pose: restart the clock from here at the new speed.
        m_startTime = m_time;
        m_clock.restart();
    });
    connect(m_timer, &QTimer::timeout, this, &ModelEditor::tick);
    connect(document, &document::Document::fileNameChanged, this, [this] { emit statusTextChanged(statusText()); });
}

ModelEditor::~ModelEditor() = default;

QString ModelEditor::statusText() const
{
    const format::AssetFile *asset = document()->asset();
    QString text = tr("%1 · %2 · %n frame(s)", nullptr, m_frameCount).arg(document()->displayName(), asset->formatName());
    if (!m_skinProblems.isEmpty())
        text += QStringLiteral(" · ") + tr("%n skin file(s) missing", nullptr, int(m_skinProblems.size()));
    return text;
}

int ModelEditor::currentFrame() const
{
    return m_frames->currentFrame();
}

void ModelEditor::setCurrentFrame(int frame)
{
    setPlaying(false);
    showTime(((frame % m_frameCount) + m_frameCount) % m_frameCount);
}

bool ModelEditor::isPlaying() const
{
    return m_timer->isActive();
}

double ModelEditor::fps() const
{
    return m_fps->value();
}

void ModelEditor::setFps(double fps)
{
    m_fps->setValue(fps);
}

void ModelEditor::setPlaying(bool playing)
{
    if (playing && m_frameCount < 2)
        playing = false;
    if (playing == isPlaying())
        return;
    {
        const QSignalBlocker block(m_play);
        m_play->setChecked(playing);
        m_play->setText(playing ? tr("Pause") : tr("Play"));
    }
    if (playing) {
        m_startTime = m_time;
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
    }
}

void ModelEditor::tick()
{
    showTime(m_startTime + double(m_clock.elapsed()) / 1000.0 * fps());
}

const ModelEditor::Pose &ModelEditor::pose(int frame)
{
    Pose &p = m_poses[size_t(frame)];
    if (!p.valid) {
        const format::TriangleMesh mesh = document()->asset()->mesh(frame);
        p.normals = normalsOf(mesh);
        p.positions = mesh.positions;
        p.valid = true;
    }
    return p;
}

void ModelEditor::showTime(double frameTime)
{
    const double wrapped = std::fmod(std::max(frameTime, 0.0), double(m_frameCount));
    m_time = wrapped;
    const int a = std::min(int(std::floor(wrapped)), m_frameCount - 1);
    const int b = (a + 1) % m_frameCount;
    const float f = float(wrapped - a);
    const Pose &pa = pose(a);
    const Pose &pb = pose(b);
    if (a != m_frames->currentFrame()) {
        const QSignalBlocker block(m_frames);
        m_frames->setCurrentFrame(a);
        emit framesChanged();
    }
    if (pa.positions.size() != m_positionCount || pb.positions.size() != m_positionCount) {
        // A frame with another vertex count cannot be blended: show it as it is.
        m_viewport->updateMesh(m_meshId, document()->asset()->mesh(a));
        return;
    }
    if (f <= 0.0f) {
        m_viewport->updateMeshPositions(m_meshId, 0, pa.positions, pa.normals);
        return;
    }
    std::vector<Eigen::Vector3f> positions(m_positionCount), normals(m_positionCount);
    for (size_t i = 0; i < m_positionCount; ++i) {
        positions[i] = pa.positions[i] + f * (pb.positions[i] - pa.positions[i]);
        normals[i] = pa.normals[i] + f * (pb.normals[i] - pa.normals[i]);
    }
    m_viewport->updateMeshPositions(m_meshId, 0, positions, normals);
}

} // namespace ackedit::widgets
