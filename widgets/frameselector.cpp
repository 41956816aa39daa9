#include "frameselector.h"
#include "languagechange.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

namespace ackedit::widgets {

FrameSelector::FrameSelector(QWidget *parent) : QWidget(parent)
{
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("frameSlider"));
    m_slider->setMinimumWidth(120);
    m_spin = new QSpinBox(this);
    m_spin->setObjectName(QStringLiteral("frameSpin"));
    setTranslatedToolTip(m_spin, [] { return tr("Frame number"); });
    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("frameName"));
    m_name->setMinimumWidth(60);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(translated(new QLabel(this), [] { return tr("Frame:"); }));
    layout->addWidget(m_slider);
    layout->addWidget(m_spin);
    layout->addWidget(m_name);

    connect(m_slider, &QSlider::valueChanged, this, &FrameSelector::setCurrentFrame);
    connect(m_spin, &QSpinBox::valueChanged, this, &FrameSelector::setCurrentFrame);
    setFrames(1);
}

void FrameSelector::setFrames(int count, const QStringList &names)
{
    count = std::max(count, 1);
    m_names = names;
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_slider->setRange(0, count - 1);
    m_spin->setRange(0, count - 1);
    m_slider->setValue(0);
    m_spin->setValue(0);
    showName(0);
}

int FrameSelector::frameCount() const
{
    return m_slider->maximum() + 1;
}

int FrameSelector::currentFrame() const
{
    return m_slider->value();
}

void FrameSelector::setCurrentFrame(int frame)
{
    frame = std::clamp(frame, 0, m_slider->maximum());
    const bool changed = frame != m_slider->value() || frame != m_spin->value();
    {
        const QSignalBlocker blockSlider(m_slider);
        const QSignalBlocker blockSpin(m_spin);
        m_slider->setValue(frame);
        m_spin->setValue(frame);
    }
    showName(frame);
    if (changed)
        Q_EMIT currentFrameChanged(frame);
}

void FrameSelector::showName(int frame)
{
    m_name->setText(frame < m_names.size() ? m_names.at(frame) : QString());
}

} // namespace ackedit::widgets
