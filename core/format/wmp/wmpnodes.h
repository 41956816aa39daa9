#pragma once
// What a text WMP means, derived from the syntax tree after reading and after every edit. Each
// node carries the id of the section it comes from (stable across edits) and the body-line
// indices of its editable fields, so an edit can rewrite exactly those lines.
#include <Eigen/Core>
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <array>
#include <vector>

namespace ackedit::format {

// The three syntaxes of text WMP2 (wmp.md §1.2).
enum class WmpGeneration {
    Ackwed4 = 4, // no `version` line; blocks are plane triples
    Ackwed5 = 5, // version 510; vertex/face blocks
    Ackwed6 = 6, // version 710 (ACKWED 6.x, WMPIO); faces carry texture axes
};

struct WmpFace
{
    std::vector<int> indices;               // 5.x/6.x: into WmpBlock::vertices (inward order)
    int line = -1;                          // the face's line in the block section's body
    // 4.x: the three plane points. Zero otherwise ({} alone would leave Eigen's coefficients
    // uninitialised: a vertex block's faces compared equal or not by chance).
    std::array<Eigen::Vector3d, 3> points{Eigen::Vector3d::Zero(), Eigen::Vector3d::Zero(), Eigen::Vector3d::Zero()};
    QString texture;
    int textureIndex = -1;                  // into WmpTextFile::textureNames()
    bool hasAxes = false;                   // 6.x: ( sx sy sz soff ) ( tx ty tz toff )
    Eigen::Vector4d sAxis = Eigen::Vector4d::Zero();
    Eigen::Vector4d tAxis = Eigen::Vector4d::Zero();
    double xOffset = 0, yOffset = 0, angle = 0, xScale = 1, yScale = 1;
    quint32 flags = 0;
    double ambient = 0, albedo = 0;
    QStringList extra; // after albedo: material (5.x/6.x); MAT1 MAT2 f FLAGS2 (4.x)
};

struct WmpBlock
{
    quint32 id = 0;
    int number = -1;
    bool planeBrush = false; // 4.x
    std::vector<Eigen::Vector3d> vertices;
    std::vector<WmpFace> faces;
    quint32 flags = 0;
    QString material;
    int footerNumber = -1;     // 5.x/6.x repeat the block number in the footer
    int footerNumberLine = -1; // body line of that number
    int objectIndex = -1;      // the object that references the block
};

struct WmpEntity
{
    quint32 id = 0;
    int number = -1;
    QByteArray kind; // level, light, model, start, path, sound, or anything else kept verbatim
    QString headerComment;
    QString name, file, action;
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    std::vector<double> skills;
    quint32 flags = 0;
    int flagDigits = 0;
    double ambient = 0, albedo = 0;
    bool hasAmbient = false, hasAlbedo = false;
    Eigen::Vector3d color = Eigen::Vector3d::Zero(); // light, percent
    double range = 0;                                // light, sound
    double volume = 0, soundA = 0, soundB = 0;       // sound: "volume a b range"
    double pathFlag = 0;                             // path: the number after the name
    std::vector<Eigen::Vector3d> points;             // path, relative to the object
    int pointCountLine = -1;                         // path: body line of the point count
    std::vector<int> pointLines;                     // path: body line of each point
    // Body-line indices of the fields (-1 = absent).
    int scaleLine = -1, fileLine = -1, nameLine = -1, actionLine = -1, skillsLine = -1,
        flagsLine = -1, ambientLine = -1, albedoLine = -1, valuesLine = -1;
    int objectIndex = -1;
};

struct WmpLevelInfo
{
    quint32 id = 0;
    QString workFile, palette, script;
    qint64 nexus = 0;
    double azimuth = 0, elevation = 0;
    std::vector<Eigen::Vector3d> colors; // 4 (ACKWED 4.24) or 6 lines, percent
    // Body-line indices of the fields (-1 = absent), for the level setters.
    int workFileLine = -1, paletteLine = -1, nexusLine = -1, azimuthLine = -1, elevationLine = -1,
        scriptLine = -1;
    std::vector<int> colorLines;
};

struct WmpWedInfo
{
    quint32 id = 0;
    QByteArray palette;            // RGB triplets as read (768 bytes in every real file)
    std::vector<qint64> wadHeader; // "0 0 0 0 0"
    struct Wad { QString path; qint64 enabled = 0; };
    std::vector<Wad> wads;
    QStringList subsections;       // palette, wad, bookmark, view, ... in file order
};

struct WmpObjectNode
{
    quint32 id = 0;
    int number = -1;
    QString name; // the "// name" comment of the header (only "Root" in real files)
    Eigen::Vector3d position = Eigen::Vector3d::Zero();
    Eigen::Vector3d angles = Eigen::Vector3d::Zero(); // pan, tilt, roll in radians
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    std::vector<int> childNumbers;          // object numbers in list order
    QByteArray refKind;                     // "block", "level", "model", ... or empty (group)
    int refNumber = -1;
    int transformLine = -1;
    std::vector<int> childListLines;
    int refLine = -1;
    // Resolved links (indices into WmpTextFile's vectors; -1 = none).
    int parent = -1;
    std::vector<int> children;
    int block = -1;
    int entity = -1;
};

} // namespace ackedit::format
