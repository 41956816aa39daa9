#pragma once
// Keeps the mouse wheel from editing values the user only scrolls past. Qt's spin boxes and combo
// boxes take the wheel (and the focus) whenever the cursor is over them, so scrolling a dock or
// the properties panel turned whatever field passed under the cursor (a "Change Angles" step in
// the panel, a different operation or offset in the Transform dock). Installed on the
// application: such fields take focus by click or Tab only, and the wheel changes a field only
// while it has the focus; otherwise the wheel goes on to the scroll area around it.
#include <QObject>

namespace ackedit::widgets {

class WheelFieldFilter : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace ackedit::widgets
