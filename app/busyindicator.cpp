#include "busyindicator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>

namespace ackedit::app {

BusyIndicator::BusyIndicator(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)), m_timer(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    m_bar->setObjectName(QStringLiteral("loadProgress"));
    m_bar->setRange(0, 0); // busy: the readers cannot report a fraction
    m_bar->setMaximumWidth(160);
    m_bar->setTextVisible(false);
    m_timer->setSingleShot(true);
    m_timer->setInterval(300);
    connect(m_timer, &QTimer::timeout, this, &QWidget::show);
    hide();
}

void BusyIndicator::setDelay(int ms)
{
    m_timer->setInterval(ms);
}

int BusyIndicator::delay() const
{
    return m_timer->interval();
}

void BusyIndicator::setFiles(const QStringList &names)
{
    if (names.isEmpty()) {
        m_timer->stop();
        hide();
        return;
    }
    m_label->setText(tr("Loading %1…").arg(names.join(QStringLiteral(", "))));
    if (!isVisible() && !m_timer->isActive())
        m_timer->start();
}

} // namespace ackedit::app
