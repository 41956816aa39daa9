#pragma once
// MED's "Interpolate Vertex Positions": frames A and B and how many frames to insert after A,
// whose positions run linearly from A to B (ModelDocument::interpolateFrames). A preview says
// what the new frames will be called. Values are read from the dialog after exec().
#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ackedit::widgets {

class InterpolateDialog : public QDialog
{
    Q_OBJECT
public:
    InterpolateDialog(const QStringList &frameNames, int a, int b, int maxNameLength, QWidget *parent = nullptr);

    int frameA() const;
    int frameB() const;
    int count() const;

private:
    void updatePreview();

    QStringList m_names;
    int m_maxNameLength;
    QComboBox *m_a;
    QComboBox *m_b;
    QSpinBox *m_count;
    QLabel *m_preview;
};

} // namespace ackedit::widgets
