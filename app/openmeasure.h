#pragma once
// `ackedit --measure-open`: how long opening a file takes as the user sees it, from the open
// request to the first rendered frame that shows the asset.
#include <QString>

namespace ackedit::app {

class MainWindow;

struct OpenTiming
{
    QString path;
    QString error;         // empty when the file opened
    qint64 workerMs = -1;  // read + parse on the worker thread
    qint64 documentMs = -1; // request → document and editor built, tab shown
    qint64 firstFrameMs = -1; // request → first rendered frame with content
    qint64 cpuMs = -1;       // CPU time of this process (all threads) over the same span
    bool content = false;  // false: no frame showed anything before the timeout
    int entities = -1;       // a level: its entities (-1: not a level)
    int drawnAsModels = -1;  // of those, drawn as their model
    qint64 modelsMs = -1;    // request → every entity model read and drawn
    qint64 viewsMs = -1;     // request → everything read and every view made (a level's 2D views)
    int drawCalls = -1;      // a level: geometry renderers the 3D view draws per frame then
    QString toString() const;
};

// Opens `path` in `window` (which must be shown) and waits for the first frame with content.
OpenTiming measureOpen(MainWindow &window, const QString &path, int timeoutMs = 30000);

} // namespace ackedit::app
