#pragma once
// The size of a new blank skin (with its fill colour) or of a skin being resized. Where every
// skin of the model shares one size (MDL2-4, IDPO), a blank skin's size is fixed and the dialog
// says so. Values are read from the dialog after exec().
#include <QColor>
#include <QDialog>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace ackedit::widgets {

class SkinSizeDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Purpose { Blank, Resize };
    // `fixed`: a valid size the skin must have (the size fields are then read-only).
    SkinSizeDialog(Purpose purpose, const QSize &size, const QSize &fixed, QWidget *parent = nullptr);

    QSize skinSize() const;
    // Blank only: the fill colour (#RRGGBB or #AARRGGBB); invalid if the text is not a colour.
    QColor colour() const;

private:
    QSpinBox *m_width;
    QSpinBox *m_height;
    QLineEdit *m_colour = nullptr;
};

} // namespace ackedit::widgets
