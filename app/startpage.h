#pragma once
// What the main window shows while no document is open: a hint and an empty 3D view with a
// grid, like MED or WED before a file is loaded. The view is the viewport spare
// (widgets::ViewportSpare): the next editor adopts it, already started, and the page makes a
// new one the next time it is shown.
#include <QPointer>
#include <QWidget>

class QLabel;

namespace ackedit::widgets {
class Viewport;
}

namespace ackedit::app {

class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);
    void setHint(const QString &hint); // the line above the view

    // Null before the page is first shown and after an editor has adopted it.
    widgets::Viewport *view() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void ensureView();

    QLabel *m_hint;
    QPointer<widgets::Viewport> m_view;
};

} // namespace ackedit::app
