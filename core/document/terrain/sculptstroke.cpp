#include "terrain/sculptstroke.h"

#include "terrain/sculptcommand.h"

namespace ackedit::document {

SculptStroke::SculptStroke(QUndoStack *stack, HeightTarget *target) : m_stroke(stack, target), m_target(target) {}

SculptStroke::~SculptStroke()
{
    if (isActive())
        end();
}

void SculptStroke::begin(std::shared_ptr<SculptBrush> brush, const SculptDab &start)
{
    if (isActive())
        end();
    m_brush = std::move(brush);
    if (!m_brush)
        return;
    m_stroke.begin();
    m_brush->beginStroke(m_target->grid(), start);
}

QRect SculptStroke::dab(const SculptDab &dab)
{
    if (!isActive())
        return {};
    const QRect rect = m_brush->footprint(m_target->grid(), dab).rect;
    m_stroke.push(new SculptCommand(m_target, m_stroke.strokeId(), m_brush, dab));
    return rect;
}

const SculptCommand *SculptStroke::command() const
{
    return static_cast<const SculptCommand *>(m_stroke.command());
}

void SculptStroke::end()
{
    m_stroke.end();
    m_brush.reset();
}

void SculptStroke::cancel()
{
    m_stroke.cancel();
    m_brush.reset();
}

} // namespace ackedit::document
