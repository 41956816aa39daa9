#pragma once
// A one-line label that never pushes its neighbours aside: text wider than the label is elided
// (the full text is in the tooltip), and the label can shrink to a few characters. For the
// status bar, where a long path and the document summary share one line.
#include <QLabel>

namespace ackedit::widgets {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(Qt::TextElideMode mode = Qt::ElideRight, QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_text; }
    // The text as shown (elided to the current width).
    QString shownText() const { return text(); }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_text;
    Qt::TextElideMode m_mode;
};

} // namespace ackedit::widgets
