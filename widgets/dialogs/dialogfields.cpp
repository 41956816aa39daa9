#include "dialogs/dialogfields.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace ackedit::widgets::dialogfields {

QSpinBox *vertexCountBox(QDialog *dialog, const QString &name, int value)
{
    auto *box = new QSpinBox(dialog);
    box->setObjectName(name);
    box->setRange(2, 8193);
    box->setValue(value);
    return box;
}

QDoubleSpinBox *valueBox(QDialog *dialog, const QString &name, double lo, double hi, double value)
{
    auto *box = new QDoubleSpinBox(dialog);
    box->setObjectName(name);
    box->setRange(lo, hi);
    box->setDecimals(3);
    box->setValue(value);
    return box;
}

QDialogButtonBox *okCancel(QDialog *dialog)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace ackedit::widgets::dialogfields
