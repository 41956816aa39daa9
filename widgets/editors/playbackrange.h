#pragma once
// The frames playback loops over: one animation (a run of frames, e.g. walk1..walk8) or, with
// count 0, every frame. Time is in frames; the range's last frame blends back into its first.
namespace ackedit::widgets {

struct PlaybackRange
{
    int first = 0;
    int count = 0; // 0: all frames

    // Whether the range applies to a model of `frameCount` frames (else every frame plays).
    bool restricts(int frameCount) const;
    // `time` wrapped into the range (a time outside it starts at its first frame).
    double wrap(double time, int frameCount) const;
    // The frame frame `frame` blends into: the next one, looping within the range.
    int next(int frame, int frameCount) const;
    bool contains(int frame) const { return frame >= first && frame < first + count; }
};

} // namespace ackedit::widgets
