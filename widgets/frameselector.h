#pragma once
// Picks the animation frame to show: a slider, a spin box and the frame's name. Hidden by the
// owner when a model has a single frame.
#include <QStringList>
#include <QWidget>

class QLabel;
class QSlider;
class QSpinBox;

namespace ackedit::widgets {

class FrameSelector : public QWidget
{
    Q_OBJECT
public:
    explicit FrameSelector(QWidget *parent = nullptr);

    // `names` may be shorter than `count` (or empty); missing names show nothing.
    void setFrames(int count, const QStringList &names = {});
    int frameCount() const;
    int currentFrame() const;

public Q_SLOTS:
    void setCurrentFrame(int frame);

Q_SIGNALS:
    void currentFrameChanged(int frame);

private:
    void showName(int frame);

    QSlider *m_slider = nullptr;
    QSpinBox *m_spin = nullptr;
    QLabel *m_name = nullptr;
    QStringList m_names;
};

} // namespace ackedit::widgets
