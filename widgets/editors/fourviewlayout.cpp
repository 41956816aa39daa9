#include "editors/fourviewlayout.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace ackedit::widgets {

FourViewLayout::FourViewLayout(QWidget *parent) : QWidget(parent), m_rows(new QSplitter(Qt::Vertical, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_rows);
    for (int row = 0; row < 2; ++row) {
        m_columns[row] = new QSplitter(Qt::Horizontal, m_rows);
        for (int column = 0; column < 2; ++column) {
            const int index = row * 2 + column;
            auto *frame = new QWidget(m_columns[row]);
            auto *frameLayout = new QVBoxLayout(frame);
            frameLayout->setContentsMargins(0, 0, 0, 0);
            frameLayout->setSpacing(0);
            m_captions[index] = new QLabel(frame);
            m_captions[index]->setContentsMargins(6, 1, 6, 1);
            m_captions[index]->setAutoFillBackground(true);
            frameLayout->addWidget(m_captions[index]);
            m_frames[index] = frame;
            frame->hide(); // until it has a pane
        }
    }
    updatePanes();
}

void FourViewLayout::setPane(int index, QWidget *pane, const QString &caption)
{
    if (index < 0 || index >= PaneCount || !pane)
        return;
    m_panes[index] = pane;
    static_cast<QVBoxLayout *>(m_frames[index]->layout())->addWidget(pane, 1);
    m_captions[index]->setText(caption);
    updatePanes();
}

void FourViewLayout::setCaption(int index, const QString &caption)
{
    if (index >= 0 && index < PaneCount)
        m_captions[index]->setText(caption);
}

QWidget *FourViewLayout::pane(int index) const
{
    return index >= 0 && index < PaneCount ? m_panes[index] : nullptr;
}

int FourViewLayout::indexOf(const QWidget *pane) const
{
    for (int i = 0; i < PaneCount; ++i) {
        if (pane && m_panes[i] == pane)
            return i;
    }
    return -1;
}

void FourViewLayout::setCurrent(int index)
{
    if (index < 0 || index >= PaneCount || !m_panes[index] || index == m_current)
        return;
    m_current = index;
    updatePanes();
    emit currentChanged(index);
}

void FourViewLayout::setMaximised(bool maximised)
{
    if (maximised == m_maximised)
        return;
    m_maximised = maximised;
    updatePanes();
    emit maximisedChanged(maximised);
}

void FourViewLayout::updatePanes()
{
    std::array<bool, PaneCount> shown{};
    for (int i = 0; i < PaneCount; ++i) {
        shown[i] = m_panes[i] && (!m_maximised || i == m_current);
        m_frames[i]->setVisible(shown[i]);
        QPalette palette = m_captions[i]->palette();
        palette.setColor(QPalette::Window, palette.color(i == m_current ? QPalette::Highlight : QPalette::Button));
        palette.setColor(QPalette::WindowText, palette.color(i == m_current ? QPalette::HighlightedText : QPalette::ButtonText));
        m_captions[i]->setPalette(palette);
    }
    // A row with no visible pane takes no room.
    for (int row = 0; row < 2; ++row)
        m_columns[row]->setVisible(shown[row * 2] || shown[row * 2 + 1]);
}

} // namespace ackedit::widgets
