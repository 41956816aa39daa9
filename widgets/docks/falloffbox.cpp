#include "docks/falloffbox.h"

#include "languagechange.h"

#include <algorithm>

namespace ackedit::widgets {

using document::Falloff;

FalloffBox::FalloffBox(QWidget *parent) : QComboBox(parent)
{
    addTranslatedItem(this, [] { return tr("Smooth"); }, int(Falloff::Smooth));
    addTranslatedItem(this, [] { return tr("Linear"); }, int(Falloff::Linear));
    addTranslatedItem(this, [] { return tr("Constant"); }, int(Falloff::Constant));
    addTranslatedItem(this, [] { return tr("Sharp"); }, int(Falloff::Sharp));
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
