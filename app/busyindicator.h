#pragma once
// The status bar's "Loading name…" with a busy progress bar. It appears only when loading takes
// longer than delay() (300 ms), so quick opens do not flicker.
#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;

namespace ackedit::app {

class BusyIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit BusyIndicator(QWidget *parent = nullptr);

    void setDelay(int ms);
    int delay() const;
    // What is being loaded (empty: nothing, hide now).
    void setFiles(const QStringList &names);

private:
    QLabel *m_label;
    QProgressBar *m_bar;
    QTimer *m_timer;
};

} // namespace ackedit::app
