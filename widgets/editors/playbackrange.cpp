#include "editors/playbackrange.h"

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

bool PlaybackRange::restricts(int frameCount) const
{
    return count > 0 && first >= 0 && first + count <= frameCount && count < frameCount;
}

double PlaybackRange::wrap(double time, int frameCount) const
{
    if (frameCount < 1)
        return 0;
    if (!restricts(frameCount))
        return std::fmod(std::max(time, 0.0), double(frameCount));
    const double t = std::max(time - first, 0.0);
    return first + std::fmod(t, double(count));
}

int PlaybackRange::next(int frame, int frameCount) const
{
    if (frameCount < 1)
        return 0;
    if (restricts(frameCount) && frame == first + count - 1)
        return first;
    return (frame + 1) % frameCount;
}

} // namespace ackedit::widgets
