#pragma once
// Small builders for the fields of the editor's form dialogs, so every dialog names its fields
// (for tests and settings) and uses the same ranges.
#include <QString>

class QDialog;
class QDialogButtonBox;
class QDoubleSpinBox;
class QSpinBox;

namespace ackedit::widgets::dialogfields {

// Vertex counts of a terrain side (2..8193).
QSpinBox *vertexCountBox(QDialog *dialog, const QString &name, int value);
// A length or height with three decimals.
QDoubleSpinBox *valueBox(QDialog *dialog, const QString &name, double lo, double hi, double value);
// OK / Cancel wired to accept() / reject().
QDialogButtonBox *okCancel(QDialog *dialog);

} // namespace ackedit::widgets::dialogfields
