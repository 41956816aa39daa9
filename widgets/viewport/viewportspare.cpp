#include "viewportspare.h"

#include "viewport.h"

#include <QPointer>

namespace ackedit::widgets::ViewportSpare {

namespace {
QPointer<Viewport> &spare()
{
    static QPointer<Viewport> instance; // cleared by Qt when the spare is deleted
    return instance;
}
} // namespace

void offer(Viewport *viewport)
{
    spare() = viewport;
}

Viewport *take(QWidget *parent)
{
    Viewport *viewport = spare().data();
    spare() = nullptr;
    if (!viewport)
        return new Viewport(parent);
    viewport->setParent(parent);
    viewport->resetView();
    return viewport;
}

Viewport *current()
{
    return spare().data();
}

} // namespace ackedit::widgets::ViewportSpare
