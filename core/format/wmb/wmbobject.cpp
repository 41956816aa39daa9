#include "wmb/wmbobject.h"

#include "common/fixedstring.h"

namespace ackedit::format {

QString wmbObjectKindName(quint32 type)
{
    switch (type) {
    case 1: return QStringLiteral("position");
    case 2: return QStringLiteral("light");
    case 3: return QStringLiteral("entity (8 skills)"); // WED: an A4/A5 entity, 8 skills
    case 4: return QStringLiteral("sound");
    case 5: return QStringLiteral("info");
    case 6: return QStringLiteral("path");
    case 7: return QStringLiteral("entity");
    case 8: return QStringLiteral("region");
    default: return QStringLiteral("type %1").arg(type);
    }
}

bool WmbObject::hasName() const { return nameWidth() > 0; }
bool WmbObject::hasFile() const { return fileWidth() > 0; }
bool WmbObject::hasAction() const { return actionWidth() > 0; }
bool WmbObject::hasAngles() const { return type == 1 || type == 3 || type == 7; }
bool WmbObject::hasScale() const { return type == 3 || type == 7; }

int WmbObject::nameWidth() const
{
    switch (type) {
    case 1: case 3: case 6: case 8: return 20;
    case 7: return 33;
    default: return 0;
    }
}

int WmbObject::fileWidth() const
{
    switch (type) {
    case 3: return 13;
    case 4: case 7: return 33;
    default: return 0;
    }
}

int WmbObject::actionWidth() const
{
    switch (type) {
    case 3: return 20;
    case 7: return 33;
    default: return 0;
    }
}

int WmbObject::skillCount() const
{
    return type == 3 ? 8 : type == 7 ? 20 : 0;
}

QByteArray WmbObject::nameText() const { return cString(name); }
QByteArray WmbObject::actionText() const { return cString(action); }

bool WmbObject::fileOverflows() const
{
    return type == 3 && !file.isEmpty() && !file.contains('\0') && !cString(action).isEmpty();
}

QByteArray WmbObject::fileText() const
{
    // The engine reads the 13-byte field as a C string; without a NUL it runs on into `action`
    // (common.md: "desert-road.mdl" stored as "desert-road.m" + "dl").
    if (type == 3 && !file.contains('\0'))
        return file + cString(action);
    return cString(file);
}

QString WmbObject::kindName() const { return wmbObjectKindName(type); }

WmbObject WmbObject::make(WmbObjectKind kind)
{
    WmbObject o;
    o.type = quint32(kind);
    o.name = QByteArray(o.nameWidth(), '\0');
    o.file = QByteArray(o.fileWidth(), '\0');
    o.action = QByteArray(o.actionWidth(), '\0');
    o.skills.assign(size_t(o.skillCount()), 0.0f);
    switch (kind) {
    case WmbObjectKind::OldEntity:
        o.padding = QByteArray(3, '\0');
        break;
    case WmbObjectKind::Entity:
        o.padding = QByteArray(1, '\0');
        o.entity.material = QByteArray(33, '\0');
        o.entity.string1 = QByteArray(33, '\0');
        o.entity.string2 = QByteArray(33, '\0');
        o.entity.unused = QByteArray(33, '\0');
        break;
    case WmbObjectKind::Sound:
        o.padding = QByteArray(3, '\0');
        o.sound.volume = 100;
        o.sound.unused = {0.0f, 1.0f}; // what WED writes
        o.sound.range = 1000;
        break;
    case WmbObjectKind::Light:
        o.light.color = Eigen::Vector3f(100, 100, 100);
        o.light.range = 256;
        break;
    case WmbObjectKind::Info:
        // Values of a default WED 7.x level (corpus: sun elevation 60, gamma 2, WED colours).
        o.info.sunElevation = 60;
        o.flags = 55;
        o.info.compilerVersion = 7.35f;
        o.info.gamma = 2;
        o.info.sunColor = 0x939393;
        o.info.ambientColor = 0x303030;
        o.info.fogColors = {0xffffff, 0x3063ff, 0xff3030, 0};
        break;
    default:
        break;
    }
    return o;
}

} // namespace ackedit::format
