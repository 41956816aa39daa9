#include "docks/falloffbox.h"

#include <algorithm>

namespace ackedit::widgets {

using document::Falloff;

FalloffBox::FalloffBox(QWidget *parent) : QComboBox(parent)
{
    addItem(tr("Smooth"), int(Falloff::Smooth));
    addItem(tr("Linear"), int(Falloff::Linear));
    addItem(tr("Constant"), int(Falloff::Constant));
    addItem(tr("Sharp"), int(Falloff::Sharp));
}

Falloff FalloffBox::falloff() const
{
    return Falloff(currentData().toInt());
}

void FalloffBox::setFalloff(Falloff falloff)
{
    setCurrentIndex(std::max(0, findData(int(falloff))));
}

} // namespace ackedit::widgets
