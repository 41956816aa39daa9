#pragma once
// Build (issue 35): a level source (text WMP, WMPB) compiled into a WMB7 "simple level", as
// WED's map compiler does: blocks 1:1 in source order with snapped planes, lightmapped faces cut
// and fan-triangulated, objects exactly (buildobjects.h), the textures the faces use, lightmap
// pages lit by the lighting model. Two steps so that the editor can build off the GUI thread: the
// input is taken from the document on its own thread, the build runs on any thread.
#include "build/buildsource.h"
#include "scene/leveltextures.h"
#include "wmb/wmbfile.h"

#include <Eigen/Geometry>

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace ackedit::document::build {

struct BuildOptions
{
    bool light = true;          // false: every face on the dummy page 0, no lighting
    int lightmapSize = 256;     // page edge: 256, 512 or 1024 (INFO's lightmap size)
    int extra = 1;              // supersampling per axis: 1, 2 or 4
    bool ambientOcclusion = false;
    bool softSun = false;
    bool modelShadows = false;  // entity models that are found cast shadows too
    int threads = 0;            // 0: every core
};

// What a build reads from the document: taken on the document's thread.
struct BuildInput
{
    QString sourceName;                     // for messages: the level's file name
    std::vector<SourceBlock> blocks;
    std::vector<format::WmbObject> objects; // INFO first
    QByteArray palette;
    LevelTextureSources textureSources;
    QStringList objectWarnings;
    // With BuildOptions::modelShadows: each entity's model file that was found, with where the
    // engine puts it (read on the building thread).
    struct ModelCaster
    {
        QString path;
        Eigen::Affine3f placement = Eigen::Affine3f::Identity();
    };
    std::vector<ModelCaster> modelCasters;
    bool isSource = false;                  // false: not a level source (a WMB), refused
};
BuildInput buildInput(const SceneDocument &doc, const BuildOptions &options);

struct BuildWarning
{
    NodeId block = 0; // the block it is about, 0 for the level
    QString text;
};

struct BuildStats
{
    int blocks = 0;
    int triangles = 0;
    int textures = 0;
    int lightmapPages = 0;
    int charts = 0;
    qint64 milliseconds = 0;
};

struct BuildResult
{
    std::unique_ptr<format::WmbFile> wmb; // null when refused or cancelled
    std::vector<BuildWarning> warnings;
    BuildStats stats;
    QString error;                        // why there is no WMB (user text)
    bool cancelled = false;
};

// Called on the building thread: the stage (user text), and how far it is.
using BuildProgress = std::function<void(const QString &stage, int done, int total)>;

BuildResult buildLevel(const BuildInput &input, const BuildOptions &options, const BuildProgress &progress = {},
                       const std::atomic<bool> *cancel = nullptr);

// WED's built-in texture for faces without one (or with one no WAD holds): 128 × 128 grey bricks.
format::RgbaImage defaultTexture();

} // namespace ackedit::document::build
