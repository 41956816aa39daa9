#pragma once
// What saving a model would do to its positions, without writing: per frame the packing, the
// bounds and the largest error between the positions shown and what write() stores; globally the
// old and new packing and whether frames nobody edited get re-quantized with a coarser step.
// Packed formats (MDL2..5, IDPO) fill every field; float formats (MDL7) report errors of 0.
#include "common/packing.h"

#include <Eigen/Core>
#include <QString>

#include <vector>

namespace ackedit::format {

struct RepackReport
{
    struct Frame
    {
        QString name;
        bool word = false;           // 16-bit records (frame type 2); false for bytes and floats
        Eigen::Vector3f min = Eigen::Vector3f::Zero(); // bounds of the positions as shown (floats)
        Eigen::Vector3f max = Eigen::Vector3f::Zero();
        // Some position differs from its packed value (an inserted frame counts as packed when
        // it was inserted, so a copy on the grid is not edited).
        bool edited = false;
        float maxError = 0.f;        // largest |stored - shown| over vertices and axes, model units
        float maxErrorSteps = 0.f;   // the same in quantization steps of the axis (half a step at most)
    };

    bool quantized = true;           // false: float positions, nothing is quantized (MDL7)
    bool repacks = false;            // write() quantizes anything anew (an edit or a packing change)
    Packing oldPacking;              // the header's scale / offset
    Packing newPacking;              // what write() packs with (= oldPacking unless packingChanged)
    bool packingChanged = false;
    // New step / old step per axis, and its largest coefficient (> 1: coarser than before).
    Eigen::Vector3f stepGrowth = Eigen::Vector3f::Ones();
    float maxStepGrowth = 1.f;
    // Frames with no edit of their own still get new values when the packing changed; their
    // largest error against the values they had, in model units and in new steps.
    bool uneditedRequantized = false;
    float uneditedMaxError = 0.f;
    float uneditedMaxErrorSteps = 0.f;
    std::vector<Frame> frames;       // one per editor frame

    // The warning the editor shows: unedited frames move to a coarser grid.
    bool uneditedLosePrecision() const { return uneditedRequantized && maxStepGrowth > 1.f; }
};

} // namespace ackedit::format
