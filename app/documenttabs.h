#pragma once
// The tab widget of open documents. Its tab bar keeps enough of each title readable: a tab is
// never squeezed below about 16 characters of its name (elided in the middle, so the start and
// the extension stay); when tabs do not fit at that width the bar scrolls instead. The full
// path is the tab's tooltip.
#include <QTabBar>
#include <QTabWidget>

namespace ackedit::app {

class DocumentTabBar : public QTabBar
{
    Q_OBJECT
public:
    static constexpr int MinimumCharacters = 16;
    using QTabBar::QTabBar;

protected:
    QSize minimumTabSizeHint(int index) const override;
};

class DocumentTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit DocumentTabs(QWidget *parent = nullptr);
};

} // namespace ackedit::app
