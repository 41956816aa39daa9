#pragma once
// Describes one editable field of a scene node, so the property panel can pick the right widget.
#include <QString>
#include <QStringList>

namespace ackedit::document {

struct NodeProperty
{
    enum class Type {
        Text,      // QString
        FileName,  // QString (model, sound, texture file)
        Integer,   // int
        Number,    // double
        Vector3,   // QVector3D (position, scale, light colour in percent...)
        Angles,    // QVector3D: pan, tilt, roll in degrees
        Color,     // QColor
        Flags,     // uint, one check box per entry of flagNames (bit i = flagNames[i])
        Skills,    // QVariantList of double, shown as a table (skill1..skillN)
    };

    QString key;           // stable field key: "name", "origin", "angles", "scale", "skills", ...
    QString label;         // user-visible, through tr()
    Type type = Type::Text;
    bool readOnly = false;
    QStringList flagNames; // Flags only
    double minimum = -1e30, maximum = 1e30; // Number/Integer
    bool percentColour = false; // Vector3: red, green, blue in percent (0..100); a colour picker too

    // A Vector3 of a colour in percent (a light's or the level's colours).
    static NodeProperty percentColourOf(const QString &key, const QString &label)
    {
        NodeProperty p;
        p.key = key;
        p.label = label;
        p.type = Type::Vector3;
        p.percentColour = true;
        return p;
    }
};

// A field of `type`: the shorthand the three level documents list their fields with.
inline NodeProperty prop(const QString &key, const QString &label, NodeProperty::Type type, bool readOnly = false)
{
    NodeProperty p;
    p.key = key;
    p.label = label;
    p.type = type;
    p.readOnly = readOnly;
    return p;
}

} // namespace ackedit::document
