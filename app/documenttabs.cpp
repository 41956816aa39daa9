#include "documenttabs.h"

namespace ackedit::app {

QSize DocumentTabBar::minimumTabSizeHint(int index) const
{
    // The full size less the part of the title beyond MinimumCharacters.
    const QSize full = tabSizeHint(index);
    const QString title = tabText(index);
    const QFontMetrics metrics = fontMetrics();
    const int textWidth = metrics.horizontalAdvance(title);
    const int kept = metrics.horizontalAdvance(metrics.elidedText(
        title, Qt::ElideMiddle, metrics.averageCharWidth() * MinimumCharacters));
    return QSize(full.width() - textWidth + std::min(textWidth, kept), full.height());
}

DocumentTabs::DocumentTabs(QWidget *parent) : QTabWidget(parent)
{
    setTabBar(new DocumentTabBar(this));
    setTabsClosable(true);
    setDocumentMode(true);
    setElideMode(Qt::ElideMiddle);
    setUsesScrollButtons(true);
}

} // namespace ackedit::app
