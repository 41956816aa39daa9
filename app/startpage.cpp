#include "startpage.h"

#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ackedit::app {

StartPage::StartPage(QWidget *parent) : QWidget(parent), m_hint(new QLabel(this))
{
    m_hint->setObjectName(QStringLiteral("placeholder"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hint);
}

void StartPage::setHint(const QString &hint)
{
    m_hint->setText(hint);
}

widgets::Viewport *StartPage::view() const
{
    return m_view && m_view->parent() == this ? m_view.data() : nullptr;
}

void StartPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    ensureView();
}

void StartPage::ensureView()
{
    if (view())
        return;
    // Made only when shown: a hidden window (tests, --screenshot before show) pays nothing.
    m_view = new widgets::Viewport(this);
    m_view->setObjectName(QStringLiteral("startView"));
    m_view->setGridVisible(true);
    static_cast<QVBoxLayout *>(layout())->addWidget(m_view, 1);
    m_view->show();
    widgets::ViewportSpare::offer(m_view);
}

} // namespace ackedit::app
