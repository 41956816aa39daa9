#pragma once
// One record of the WMB objects list (#15): position, light, old entity, sound, info, path,
// entity, region, or an unknown type kept raw. One flat struct so a tree or property view can
// show any object alike; the fields a kind does not store stay at their defaults and are not
// written. String fields are the raw fixed-width bytes of the file (text up to the first NUL);
// change them through WmbFile's setters, which keep them NUL-terminated and switch an old entity
// to the long entity record when a text does not fit.
#include <Eigen/Core>
#include <QByteArray>
#include <QString>

#include <array>
#include <vector>

namespace ackedit::format {

enum class WmbObjectKind : quint32 {
    Position = 1, Light = 2, OldEntity = 3, Sound = 4, Info = 5, Path = 6, Entity = 7, Region = 8
};

struct WmbPathNode
{
    quint32 id = 0;
    Eigen::Vector3f position = Eigen::Vector3f::Zero(); // absolute world coordinates
    std::array<float, 6> skills{};
};

struct WmbPathEdge
{
    quint32 id = 0;
    float node1 = 0;  // 1-based node numbers, stored as floats
    float node2 = 0;
    float length = 0; // filled by the compiler (distance)
    float bezier = 0;
    float weight = 0;
    float skill = 0;
};

struct WmbObject
{
    quint32 id = 0;
    quint32 type = 0; // record type as stored; see WmbObjectKind

    // Placement. REGION: origin is the minimum corner, region.maximum the maximum corner.
    Eigen::Vector3f origin = Eigen::Vector3f::Zero();
    Eigen::Vector3f angles = Eigen::Vector3f::Zero(); // pan, tilt, roll in degrees
    Eigen::Vector3f scale = Eigen::Vector3f::Ones();

    // Raw fixed-width fields: name 20 (position, region, old entity, path) or 33 (entity);
    // file 13 (old entity) or 33 (entity, sound); action 20 (old entity) or 33 (entity).
    QByteArray name;
    QByteArray file;
    QByteArray action;
    std::vector<float> skills;  // 8 (old entity) or 20 (entity)
    quint32 flags = 0;          // entity, old entity, light, sound, info flags
    float ambient = 0;          // entity, old entity

    struct Entity
    {
        float albedo = 50;
        qint32 attachedPath = 0;   // 1-based among the paths, 0 = none
        qint32 attachedEntity = 0; // 1-based, 0 = none
        QByteArray material;       // 33 bytes each
        QByteArray string1;
        QByteArray string2;
        QByteArray unused;
    } entity;

    struct Light
    {
        Eigen::Vector3f color = Eigen::Vector3f::Zero(); // percent 0..100
        float range = 0;
    } light;

    struct Sound
    {
        float volume = 0;
        std::array<float, 2> unused{}; // (0, 1) seen
        quint32 range = 0;
    } sound;

    struct Region
    {
        Eigen::Vector3f maximum = Eigen::Vector3f::Zero();
    } region;

    std::array<quint32, 2> unused{}; // POSITION and REGION +28

    struct Info
    {
        std::array<float, 3> unused{};
        float sunAzimuth = 0;
        float sunElevation = 0;
        float compilerVersion = 0;
        quint8 gamma = 0;
        quint8 lightmapSize = 0; // 0 = 256, 1 = 512, 2 = 1024
        std::array<quint8, 2> unused2{};
        quint32 sunColor = 0;     // 0x00RRGGBB
        quint32 ambientColor = 0;
        std::array<quint32, 4> fogColors{};
        int storedSize = 60;      // bytes of the 60-byte layout the record holds (56 in WMB2/4)
    } info;

    struct Path
    {
        float nodeCountField = 0;        // stored as float
        std::array<quint32, 3> unused{};
        bool legacy = false;             // WMB6: no node structure, a plain point list
        std::vector<WmbPathNode> nodes;
        std::vector<WmbPathEdge> edges;
        std::vector<Eigen::Vector3f> points; // legacy only
    } path;

    QByteArray padding; // old entity 3 bytes after action, entity 1, sound 3 trailing
    QByteArray tail;    // bytes after the known layout up to the next record (unknown type: all after `type`)

    bool isKnownKind() const { return type >= 1 && type <= 8; }
    WmbObjectKind kind() const { return WmbObjectKind(type); }
    bool isEntity() const { return type == 3 || type == 7; }
    bool hasName() const;   // kinds with a name field
    bool hasFile() const;   // entity, old entity, sound
    bool hasAction() const;
    bool hasAngles() const; // position, entities
    bool hasScale() const;  // entities

    QByteArray nameText() const;   // text up to the first NUL
    QByteArray fileText() const;   // what the engine reads: an old entity's 13-char field without
                                   // NUL continues into the action field (WED overflow bug)
    QByteArray actionText() const;
    bool fileOverflows() const;    // old entity file field has no NUL and the action continues it
    QString kindName() const;      // "entity", "entity (8 skills)", ... "type 9"

    // Width of the raw string fields for this record type (0 if the kind has none).
    int nameWidth() const;
    int fileWidth() const;
    int actionWidth() const;
    int skillCount() const;        // 8, 20 or 0

    // A new object of `kind` with zero-filled fields of the right widths and the compiler's
    // defaults (scale 1, albedo 50, INFO version 7.35 ...). Its id is assigned by WmbFile.
    static WmbObject make(WmbObjectKind kind);
};

QString wmbObjectKindName(quint32 type);

} // namespace ackedit::format
