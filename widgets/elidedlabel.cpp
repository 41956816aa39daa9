#include "elidedlabel.h"

#include <QResizeEvent>

namespace ackedit::widgets {

ElidedLabel::ElidedLabel(Qt::TextElideMode mode, QWidget *parent) : QLabel(parent), m_mode(mode)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    updateGeometry();
    elide();
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QSize hint = QLabel::minimumSizeHint();
    return QSize(fontMetrics().horizontalAdvance(QStringLiteral("xxxxx…")), hint.height());
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    return QSize(fontMetrics().horizontalAdvance(m_text) + m.left() + m.right() + 2 * margin() + 2,
                 QLabel::sizeHint().height());
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const int available = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_text, m_mode, std::max(available, 0));
    setText(shown);
    setToolTip(shown == m_text ? QString() : m_text);
}

} // namespace ackedit::widgets
