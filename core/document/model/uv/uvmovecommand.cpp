#include "model/uv/uvmovecommand.h"

#include "model/modeldocument.h"
#include "model/uv/uvtarget.h"

namespace ackedit::document {

namespace {

class UvMoveEdit : public stroke::TilePatchEdit
{
public:
    UvMoveEdit(UvTarget *target, std::vector<int> records, std::vector<Eigen::Vector2d> values, std::vector<int> tiles)
        : m_target(target), m_records(std::move(records)), m_values(std::move(values)), m_tiles(std::move(tiles))
    {
        if (m_tiles.empty())
            m_tiles = UvTarget::tilesFor(m_records);
    }
    std::vector<int> tiles() const override { return m_tiles; }
    QRect apply() override
    {
        if (m_records.empty() || !m_target->apply(m_records, m_values))
            return {};
        return QRect(m_records.front(), 0, m_records.back() - m_records.front() + 1, 1);
    }

private:
    UvTarget *m_target;
    std::vector<int> m_records;
    std::vector<Eigen::Vector2d> m_values;
    std::vector<int> m_tiles;
};

} // namespace

UvMoveCommand::UvMoveCommand(ModelDocument *document, int strokeId, std::vector<int> records,
                             std::vector<Eigen::Vector2d> values, const QString &name, std::vector<int> tiles,
                             QUndoCommand *parent)
    : TilePatchCommand(MergeId, document->uvTarget(), strokeId,
                       std::make_unique<UvMoveEdit>(document->uvTarget(), std::move(records), std::move(values),
                                                    std::move(tiles)),
                       name, parent)
{
}

} // namespace ackedit::document
