#include "dialogs/interpolatedialog.h"

#include "dialogs/dialogfields.h"
#include "model/frames/framenames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace ackedit::widgets {

InterpolateDialog::InterpolateDialog(const QStringList &frameNames, int a, int b, int maxNameLength, QWidget *parent)
    : QDialog(parent), m_names(frameNames), m_maxNameLength(maxNameLength), m_a(new QComboBox(this)),
      m_b(new QComboBox(this)), m_count(new QSpinBox(this)), m_preview(new QLabel(this))
{
    setWindowTitle(tr("Interpolate Frames"));
    setObjectName(QStringLiteral("interpolateDialog"));
    m_a->setObjectName(QStringLiteral("frameA"));
    m_b->setObjectName(QStringLiteral("frameB"));
    m_count->setObjectName(QStringLiteral("count"));
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setWordWrap(true);
    for (QComboBox *box : {m_a, m_b}) {
        for (int i = 0; i < frameNames.size(); ++i)
            box->addItem(tr("%1: %2").arg(i).arg(frameNames[i]));
    }
    m_a->setCurrentIndex(std::clamp(a, 0, int(frameNames.size()) - 1));
    m_b->setCurrentIndex(std::clamp(b, 0, int(frameNames.size()) - 1));
    m_count->setRange(1, 1000);
    m_count->setValue(1);

    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("Insert frames after frame A whose vertices move linearly from frame A to frame B."), this));
    form->addRow(tr("Frame &A:"), m_a);
    form->addRow(tr("Frame &B:"), m_b);
    form->addRow(tr("&Frames to insert:"), m_count);
    form->addRow(m_preview);
    form->addRow(dialogfields::okCancel(this));
    connect(m_a, &QComboBox::currentIndexChanged, this, &InterpolateDialog::updatePreview);
    connect(m_count, &QSpinBox::valueChanged, this, &InterpolateDialog::updatePreview);
    updatePreview();
}

int InterpolateDialog::frameA() const
{
    return m_a->currentIndex();
}

int InterpolateDialog::frameB() const
{
    return m_b->currentIndex();
}

int InterpolateDialog::count() const
{
    return m_count->value();
}

void InterpolateDialog::updatePreview()
{
    const document::framenames::Numbering n = document::framenames::numberInto(m_names, frameA(), count(), m_maxNameLength);
    if (n.inserted.isEmpty()) {
        m_preview->setText(tr("The new frames are named after frame A."));
        return;
    }
    QStringList shown = n.inserted;
    if (shown.size() > 6) // a long list says where it starts and ends
        shown = shown.mid(0, 3) << QStringLiteral("…") << shown.last();
    QString text = tr("New frames: %1").arg(shown.join(QStringLiteral(", ")));
    if (!n.renamed.isEmpty())
        text += QLatin1Char('\n') + tr("%n later frame(s) of the animation are renumbered.", nullptr, int(n.renamed.size()));
    m_preview->setText(text);
}

} // namespace ackedit::widgets
