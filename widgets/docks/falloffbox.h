#pragma once
// A combo box of the brush falloff curves (stroke/falloff.h), shared by the terrain tool panel
// and the model editor's soft selection, so both list the same curves in the same order.
#include "stroke/falloff.h"

#include <QComboBox>

namespace ackedit::widgets {

class FalloffBox : public QComboBox
{
    Q_OBJECT
public:
    explicit FalloffBox(QWidget *parent = nullptr);

    document::Falloff falloff() const;
    void setFalloff(document::Falloff falloff);
};

} // namespace ackedit::widgets
