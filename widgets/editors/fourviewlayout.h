#pragma once
// Four views in a 2 × 2 grid, as WED and TrenchBroom lay out a level (top, 3D, front, side), or
// one of them alone. Any pane is maximised and brought back with one key (toggleMaximised).
// Each pane has a caption over it (the 3D windows cannot be painted over); the current pane's
// caption is highlighted. The panes are plain widgets: this class only arranges them.
#include <QWidget>

#include <array>

class QLabel;
class QSplitter;

namespace ackedit::widgets {

class FourViewLayout : public QWidget
{
    Q_OBJECT
public:
    static constexpr int PaneCount = 4; // 0 top left, 1 top right, 2 bottom left, 3 bottom right

    explicit FourViewLayout(QWidget *parent = nullptr);

    // Puts `pane` (reparented) at `index` with a caption; a pane not given stays empty.
    void setPane(int index, QWidget *pane, const QString &caption);
    void setCaption(int index, const QString &caption); // the line over a pane
    QWidget *pane(int index) const;
    int indexOf(const QWidget *pane) const; // -1 if it is no pane

    // The pane the user works in: highlighted, and the one shown alone when maximised.
    void setCurrent(int index);
    int current() const { return m_current; }

    bool isMaximised() const { return m_maximised; }
    void setMaximised(bool maximised);
    void toggleMaximised() { setMaximised(!m_maximised); }

signals:
    void currentChanged(int index);
    void maximisedChanged(bool maximised);

private:
    void updatePanes();

    QSplitter *m_rows;
    std::array<QSplitter *, 2> m_columns{};
    std::array<QWidget *, PaneCount> m_frames{};
    std::array<QLabel *, PaneCount> m_captions{};
    std::array<QWidget *, PaneCount> m_panes{};
    int m_current = 0;
    bool m_maximised = false;
};

} // namespace ackedit::widgets
