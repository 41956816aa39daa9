#include "dialogs/skinsizedialog.h"

#include "dialogs/dialogfields.h"

#include <QColorDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QToolButton>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace ackedit::widgets {

SkinSizeDialog::SkinSizeDialog(Purpose purpose, const QSize &size, const QSize &fixed, QWidget *parent)
    : QDialog(parent), m_width(new QSpinBox(this)), m_height(new QSpinBox(this))
{
    const bool blank = purpose == Purpose::Blank;
    setWindowTitle(blank ? tr("Add Blank Skin") : tr("Resize Skin"));
    setObjectName(QStringLiteral("skinSizeDialog"));
    m_width->setObjectName(QStringLiteral("skinWidth"));
    m_height->setObjectName(QStringLiteral("skinHeight"));
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(1, 8192);
        box->setSuffix(tr(" px"));
    }
    const QSize shown = fixed.isValid() ? fixed : size;
    m_width->setValue(shown.width());
    m_height->setValue(shown.height());
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    if (fixed.isValid()) {
        m_width->setReadOnly(true);
        m_height->setReadOnly(true);
        form->addRow(new QLabel(tr("Every skin of this model is %1x%2 pixels.").arg(fixed.width()).arg(fixed.height()), this));
    }
    if (blank) {
        m_colour = new QLineEdit(QStringLiteral("#ffffff"), this);
        m_colour->setObjectName(QStringLiteral("skinColour"));
        m_colour->setToolTip(tr("#RRGGBB, #AARRGGBB or a colour name"));
        // Typed, or picked in the colour dialog (which writes the field).
        auto *pick = new QToolButton(this);
        pick->setObjectName(QStringLiteral("skinColourPick"));
        pick->setText(tr("Choose…"));
        pick->setToolTip(tr("Choose the colour"));
        connect(pick, &QToolButton::clicked, this, [this] {
            const QColor initial = colour().isValid() ? colour() : QColor(Qt::white);
            const QColor chosen =
                QColorDialog::getColor(initial, this, tr("Skin Colour"), QColorDialog::ShowAlphaChannel);
            if (chosen.isValid())
                m_colour->setText(chosen.name(chosen.alpha() < 255 ? QColor::HexArgb : QColor::HexRgb));
        });
        auto *row = new QHBoxLayout;
        row->addWidget(m_colour, 1);
        row->addWidget(pick);
        // A label of a row that is a layout gets no buddy by itself: without one it shows its '&'.
        auto *label = new QLabel(tr("&Colour:"), this);
        label->setBuddy(m_colour);
        form->addRow(label, row);
    } else {
        form->addRow(new QLabel(tr("The image is scaled smoothly; UVs keep their place on it."), this));
    }
    QDialogButtonBox *buttons = dialogfields::okCancel(this);
    form->addRow(buttons);
    if (m_colour)
        connect(m_colour, &QLineEdit::textChanged, this, [this, buttons] {
            buttons->button(QDialogButtonBox::Ok)->setEnabled(colour().isValid());
        });
    // Wide enough for its title: window managers cut a narrow dialog's title ("Add Bl…k Skin").
    setMinimumWidth(fontMetrics().horizontalAdvance(windowTitle()) + 160);
}

QSize SkinSizeDialog::skinSize() const
{
    return QSize(m_width->value(), m_height->value());
}

QColor SkinSizeDialog::colour() const
{
    return m_colour ? QColor::fromString(m_colour->text().trimmed()) : QColor();
}

} // namespace ackedit::widgets
