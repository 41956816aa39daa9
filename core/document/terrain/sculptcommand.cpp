#include "terrain/sculptcommand.h"

namespace ackedit::document {

namespace {

// A dab: the tiles with a vertex inside the brush's disc, then the brush applied.
class SculptEdit : public stroke::TilePatchEdit
{
public:
    SculptEdit(HeightTarget *target, std::shared_ptr<SculptBrush> brush, const SculptDab &dab)
        : m_target(target), m_brush(std::move(brush)), m_dab(dab)
    {
    }
    std::vector<int> tiles() const override
    {
        std::vector<int> keys;
        const DabFootprint fp = m_brush->footprint(m_target->grid(), m_dab);
        if (fp.isEmpty())
            return keys;
        for (int key : m_target->tilesOf(fp.rect)) {
            if (fp.touches(m_target->tileRect(key))) // not only the disc's corners
                keys.push_back(key);
        }
        return keys;
    }
    QRect apply() override { return m_brush->apply(m_target->grid(), m_dab); }

private:
    HeightTarget *m_target;
    std::shared_ptr<SculptBrush> m_brush;
    SculptDab m_dab;
};

} // namespace

SculptCommand::SculptCommand(HeightTarget *target, int strokeId, std::shared_ptr<SculptBrush> brush,
                             const SculptDab &dab, QUndoCommand *parent)
    : TilePatchCommand(MergeId, target, strokeId, std::make_unique<SculptEdit>(target, brush, dab),
                       brush ? brush->name() : QString(), parent)
{
}

} // namespace ackedit::document
