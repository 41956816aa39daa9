#pragma once
// The move handles of a level selection in the 3D view (the axis arrows of Blender, TrenchBroom
// and WED): three lines from the selection's centre along +X, +Y and +Z, a fixed number of
// pixels long at any zoom, grabbed by a press within a few pixels of one. A drag from a handle is
// a move along its axis (SceneMoveDrag with TransformConstraint::AxisX/Y/Z). Pure geometry on a
// ViewDescription, so tests run it headlessly.
#include "model/vertex/viewdescription.h"
#include "scene/scenedocument.h"

#include <Eigen/Core>

#include <optional>
#include <vector>

namespace ackedit::document {

struct AxisHandles
{
    static constexpr float LengthPixels = 90.0f; // on screen, seen square-on
    static constexpr float PickPixels = 7.0f;    // how close to a handle a press grabs it
    // Around the centre a press is not a handle's: the selected marker sits there, and a drag
    // from it moves freely as before.
    static constexpr float InnerPixels = 14.0f;
    // As drawn: a square shaft this wide, then an arrowhead this wide and long at the tip.
    static constexpr float ShaftPixels = 4.0f;
    static constexpr float HeadPixels = 12.0f;
    static constexpr float HeadLengthPixels = 18.0f;

    Eigen::Vector3f centre = Eigen::Vector3f::Zero();
    float length = 0.0f; // model units

    // The handles at `centre` as `view` shows them; nothing when the centre is behind the eye
    // or the view cannot say how large a pixel is there.
    static std::optional<AxisHandles> at(const ViewDescription &view, const Eigen::Vector3f &centre);
    // The centre of the nodes of `ids` that have a place (their world positions' average), or
    // nothing when none has one.
    static std::optional<Eigen::Vector3f> centreOf(const SceneDocument &document, const QList<NodeId> &ids);

    Eigen::Vector3f tip(int axis) const { return centre + length * Eigen::Vector3f::Unit(axis); }
    // The handle of `axis` as solid triangles (three points each, outward): a square shaft from
    // the centre and a square pyramid ending at tip(axis), sized in pixels as above, so that a
    // handle is as easy to see and grab as in Blender or TrenchBroom, not a one-pixel line.
    std::vector<Eigen::Vector3f> arrow(int axis) const;
    // The axis (0 X, 1 Y, 2 Z) whose handle is nearest to `pixel` within PickPixels, or -1. A
    // handle seen end-on (shorter than PickPixels on screen) cannot be grabbed, nor any within
    // InnerPixels of the centre.
    int axisAt(const ViewDescription &view, const Eigen::Vector2f &pixel) const;
};

} // namespace ackedit::document
