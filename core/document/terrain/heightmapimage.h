#pragma once
// Heightmap import/export through QImage. Image row 0 is the north edge, like the grid (and HMP).
// Import: 8-bit (0..255) or 16-bit (0..65535) grayscale; any other image is converted to
// grayscale first (8-bit if its content is gray, else 16-bit luminance). Gray 0 maps to
// minHeight, full white to maxHeight. Export: Format_Grayscale16 with [minHeight, maxHeight]
// mapped to 0..65535 (rounded, clamped), so a 16-bit PNG imported and exported with the same
// range gives back the same values exactly (as long as the range is not tiny next to the
// heights' magnitude: float32 must resolve one step, (max - min) / 65535).
#include "terrain/heightgrid.h"

#include <QImage>
#include <QString>

#include <optional>

namespace ackedit::document {

struct HeightmapImportOptions
{
    float minHeight = 0.0f; // height of gray 0
    float maxHeight = 1.0f; // height of full white
    float cellSizeX = 1.0f; // vertex spacing of the result
    float cellSizeY = 1.0f;
    int columns = 0; // 0: one vertex per pixel; otherwise resampled (bilinear) to this size
    int rows = 0;
    // The grid is centred on the origin in x/y like an HMP terrain.
};

class HeightmapImage
{
public:
    // An empty grid for a null image.
    static HeightGrid fromImage(const QImage &image, const HeightmapImportOptions &options);
    static QImage toImage(const HeightGrid &grid, float minHeight, float maxHeight);
    // The grid's own height range.
    static QImage toImage(const HeightGrid &grid);

    static std::optional<HeightGrid> load(const QString &fileName, const HeightmapImportOptions &options,
                                          QString *error = nullptr);
    // Writes a 16-bit grayscale PNG.
    static bool save(const HeightGrid &grid, const QString &fileName, float minHeight, float maxHeight,
                     QString *error = nullptr);

    static quint16 quantise(float height, float minHeight, float maxHeight);
    static float dequantise(quint16 value, float minHeight, float maxHeight);
};

} // namespace ackedit::document
