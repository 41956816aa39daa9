// WmpTextFile field edits: each rewrites only the tokens or lines holding the field.
#include "wmp/wmptextfile.h"

#include "wmp/wmpsectionparser.h"
#include "wmp/wmptokenizer.h"

#include <algorithm>
#include <cmath>

namespace ackedit::format {

namespace {

void requireFinite(const QString &field, double v)
{
    // Bounded so the spelling stays short enough for the reader (and for WED's %f).
    if (!std::isfinite(v) || std::abs(v) >= 1e15)
        refuseEdit(field, QStringLiteral("value %1 out of range").arg(v));
}

// Token indices of the Word tokens of a line, in order.
std::vector<int> wordTokens(const QByteArray &text)
{
    std::vector<int> out;
    const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(text);
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind == WmpToken::Kind::Word)
            out.push_back(int(i));
    }
    return out;
}

// Latin-1 text for a one-line value: no control characters, braces or comment markers.
QByteArray lineText(const QString &field, const QString &value, bool allowBlanks)
{
    if (value.isEmpty())
        refuseEdit(field, QStringLiteral("empty value"));
    for (QChar c : value) {
        if (c.unicode() > 255 || c.unicode() < 32 || c == QLatin1Char('{') || c == QLatin1Char('}')
            || c == QLatin1Char('<') || c == QLatin1Char('>') || c == QLatin1Char('"')
            || (!allowBlanks && c == QLatin1Char(' ')))
            refuseEdit(field, QStringLiteral("'%1' is not allowed in this field").arg(c));
    }
    if (value.contains(QStringLiteral("//")))
        refuseEdit(field, QStringLiteral("'//' would start a comment"));
    return value.toLatin1();
}

// A colour percentage the way WED spells it: a whole number ("0", "100") or exactly 8 decimals
// with trailing zeros kept ("41.56862640"): every light and level colour of the corpus (172
// whole, 98 with 8 decimals, 14 of them ending in 0). Other fixed widths ("-0.000000", the %f
// of the 6.x level lines) keep their width; an unchanged value keeps its spelling.
QByteArray colorToken(const QByteArray &old, double value)
{
    const auto parsed = WmpNumber::parse(old);
    if (parsed && *parsed == value && std::signbit(*parsed) == std::signbit(value))
        return old;
    const qsizetype dot = old.indexOf('.');
    if (dot >= 0 && old.size() - dot - 1 != 8)
        return WmpNumber::format(value, WmpNumber::styleOf(old, WmpNumber::trimmed(false, 8)));
    return WmpNumber::format(value, WmpNumber::fixed(value == std::floor(value) ? 0 : 8));
}

// The first three numbers of a light or level colour line.
void setColorTriple(WmpLine &line, const Eigen::Vector3d &color)
{
    const std::vector<int> w = wordTokens(line.text);
    for (int k = 2; k >= 0; --k) { // back to front: earlier token offsets stay valid
        const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
        const QByteArray old = WmpTokenizer::tokenText(line.text, tokens[size_t(w[size_t(k)])]);
        WmpTokenizer::replaceToken(line, w[size_t(k)], colorToken(old, color[k]));
    }
}

// A new file name in place of the line's first token, spelled as that token was: <name> as WED
// writes it, or "name" / 'name' where the file quoted it (unless the name holds the quote).
void replaceFileName(WmpLine &line, const QByteArray &name)
{
    const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
    const char first = tokens.empty() ? 0 : line.text.at(tokens.front().start);
    const bool quoted = (first == '"' || first == '\'') && !name.contains(first);
    WmpTokenizer::replaceToken(line, 0, quoted ? first + name + first : '<' + name + '>');
}

} // namespace

WmpNumber::Style WmpTextFile::numberStyle() const
{
    return WmpNumber::trimmed(m_generation == WmpGeneration::Ackwed4);
}

QByteArray WmpTextFile::formatLike(const QByteArray &oldToken, double value, WmpNumber::Style fallback) const
{
    const auto old = WmpNumber::parse(oldToken);
    if (old && *old == value && std::signbit(*old) == std::signbit(value))
        return oldToken; // unchanged value keeps its spelling
    return WmpNumber::format(value, WmpNumber::styleOf(oldToken, fallback));
}

void WmpTextFile::setTriple(WmpLine &line, const std::vector<int> &indices, const Eigen::Vector3d &v,
                            WmpNumber::Style fallback)
{
    const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
    for (int k = 2; k >= 0; --k) {
        const int t = indices[size_t(k)];
        const QByteArray old = WmpTokenizer::tokenText(line.text, tokens[size_t(t)]);
        WmpTokenizer::replaceToken(line, t, formatLike(old, v[k], fallback));
    }
}

void WmpTextFile::setNumber(WmpLine &line, int word, double value, WmpNumber::Style fallback)
{
    const std::vector<int> w = wordTokens(line.text);
    if (word < 0 || size_t(word) >= w.size())
        refuseEdit(QStringLiteral("number"), QStringLiteral("line has no number %1").arg(word + 1));
    const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
    const QByteArray old = WmpTokenizer::tokenText(line.text, tokens[size_t(w[size_t(word)])]);
    WmpTokenizer::replaceToken(line, w[size_t(word)], formatLike(old, value, fallback));
}

WmpSection &WmpTextFile::sectionOf(quint32 id, const QString &field)
{
    WmpSection *s = m_tree.section(id);
    if (!s)
        refuseEdit(field, QStringLiteral("no section with id %1").arg(id));
    // A field transaction keeps the text of each section before its first change.
    if (m_fieldBackup && std::none_of(m_fieldBackup->begin(), m_fieldBackup->end(),
                                      [id](const WmpSection &b) { return b.id == id; }))
        m_fieldBackup->push_back(*s);
    return *s;
}

int WmpTextFile::requireObject(quint32 id, const QString &field) const
{
    const int o = objectIndex(id);
    if (o < 0)
        refuseEdit(field, QStringLiteral("no object with id %1").arg(id));
    return o;
}

int WmpTextFile::requireEntity(quint32 id, const QString &field) const
{
    const int e = entityIndex(id);
    if (e < 0)
        refuseEdit(field, QStringLiteral("id %1 is not an entity").arg(id));
    return e;
}

void WmpTextFile::setPosition(quint32 id, const Eigen::Vector3d &position)
{
    const QString field = QStringLiteral("position");
    for (int k = 0; k < 3; ++k)
        requireFinite(field, position[k]);
    fieldTransaction([&] {
        const WmpObjectNode &o = m_objects[size_t(requireObject(id, field))];
        WmpLine &line = sectionOf(o.id, field).body[size_t(o.transformLine)];
        const std::vector<int> w = wordTokens(line.text);
        setTriple(line, {w[0], w[1], w[2]}, position, numberStyle());
    });
}

void WmpTextFile::setAngles(quint32 id, const Eigen::Vector3d &radians)
{
    const QString field = QStringLiteral("angles");
    for (int k = 0; k < 3; ++k)
        requireFinite(field, radians[k]);
    fieldTransaction([&] {
        const WmpObjectNode &o = m_objects[size_t(requireObject(id, field))];
        WmpLine &line = sectionOf(o.id, field).body[size_t(o.transformLine)];
        const std::vector<int> w = wordTokens(line.text);
        setTriple(line, {w[3], w[4], w[5]}, radians, numberStyle());
    });
}

void WmpTextFile::setScale(quint32 id, const Eigen::Vector3d &scale)
{
    const QString field = QStringLiteral("scale");
    for (int k = 0; k < 3; ++k)
        requireFinite(field, scale[k]);
    fieldTransaction([&] {
        const WmpObjectNode &o = m_objects[size_t(requireObject(id, field))];
        WmpLine &line = sectionOf(o.id, field).body[size_t(o.transformLine)];
        const std::vector<int> w = wordTokens(line.text);
        setTriple(line, {w[6], w[7], w[8]}, scale, numberStyle());
        // A model repeats its scale in its own section (equal in all 261 models of the corpus).
        if (o.entity >= 0 && m_entities[size_t(o.entity)].scaleLine >= 0) {
            const WmpEntity &e = m_entities[size_t(o.entity)];
            WmpLine &el = sectionOf(e.id, field).body[size_t(e.scaleLine)];
            const std::vector<int> ew = wordTokens(el.text);
            setTriple(el, {ew[0], ew[1], ew[2]}, scale, numberStyle());
        }
    });
}

void WmpTextFile::setName(quint32 id, const QString &name)
{
    const QString field = QStringLiteral("name");
    fieldTransaction([&] {
        const int e = entityIndex(id);
        if (e >= 0 && m_entities[size_t(e)].nameLine >= 0) {
            const WmpEntity &ent = m_entities[size_t(e)];
            const QByteArray text = lineText(field, name, false);
            WmpSection &s = sectionOf(ent.id, field);
            WmpTokenizer::replaceContent(s.body[size_t(ent.nameLine)], text);
            // The header comment repeats the name.
            const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(s.header.text);
            if (!tokens.empty() && tokens.back().kind == WmpToken::Kind::Comment)
                WmpTokenizer::replaceToken(s.header, int(tokens.size() - 1), "// " + text);
            return;
        }
        // Otherwise a group (the root, which also holds the level, counts as one): its name
        // lives only in the "// name" comment of the header.
        const int o = objectIndex(id);
        const bool group = o >= 0 && m_objects[size_t(o)].block < 0
                        && (m_objects[size_t(o)].entity < 0 || m_entities[size_t(m_objects[size_t(o)].entity)].kind == "level");
        if (!group)
            refuseEdit(field, QStringLiteral("id %1 has no name field in a text WMP").arg(id));
        WmpSection &s = sectionOf(m_objects[size_t(o)].id, field);
        const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(s.header.text);
        const bool hasComment = !tokens.empty() && tokens.back().kind == WmpToken::Kind::Comment;
        if (name.isEmpty()) {
            if (hasComment) {
                s.header.text.truncate(tokens.back().start);
                while (!s.header.text.isEmpty() && WmpTokenizer::isBlank(s.header.text.back()))
                    s.header.text.chop(1);
            }
            return;
        }
        const QByteArray text = lineText(field, name, true);
        if (hasComment)
            WmpTokenizer::replaceToken(s.header, int(tokens.size() - 1), "// " + text);
        else
            s.header.text += "  // " + text; // spacing as in "object 0 {  // Root"
    });
}

void WmpTextFile::setFile(quint32 id, const QString &file)
{
    const QString field = QStringLiteral("file");
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.fileLine < 0)
            refuseEdit(field, QStringLiteral("a %1 has no file").arg(QString::fromLatin1(e.kind)));
        const QByteArray text = lineText(field, file, true);
        WmpLine &line = sectionOf(e.id, field).body[size_t(e.fileLine)];
        replaceFileName(line, text);
    });
}

void WmpTextFile::setAction(quint32 id, const QString &action)
{
    const QString field = QStringLiteral("action");
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.actionLine < 0)
            refuseEdit(field, QStringLiteral("a %1 has no action").arg(QString::fromLatin1(e.kind)));
        const QByteArray text = action.isEmpty() ? QByteArray("ndef") : lineText(field, action, false);
        WmpTokenizer::replaceContent(sectionOf(e.id, field).body[size_t(e.actionLine)], text);
    });
}

void WmpTextFile::setSkills(quint32 id, const std::vector<double> &skills)
{
    const QString field = QStringLiteral("skills");
    for (double s : skills)
        requireFinite(field, s);
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.skillsLine < 0)
            refuseEdit(field, QStringLiteral("a %1 has no skills").arg(QString::fromLatin1(e.kind)));
        if (skills.size() > e.skills.size())
            refuseEdit(field, QStringLiteral("this entity has %1 skills, %2 given").arg(e.skills.size()).arg(skills.size()));
        WmpLine &line = sectionOf(e.id, field).body[size_t(e.skillsLine)];
        const std::vector<int> w = wordTokens(line.text);
        const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
        for (int k = int(e.skills.size()) - 1; k >= 0; --k) {
            const double value = size_t(k) < skills.size() ? skills[size_t(k)] : 0.0;
            const QByteArray old = WmpTokenizer::tokenText(line.text, tokens[size_t(w[size_t(k)])]);
            WmpTokenizer::replaceToken(line, w[size_t(k)], formatLike(old, value, numberStyle()));
        }
    });
}

void WmpTextFile::setFlags(quint32 id, quint32 flags)
{
    const QString field = QStringLiteral("flags");
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.flagsLine < 0)
            refuseEdit(field, QStringLiteral("a %1 has no flags in a text WMP").arg(QString::fromLatin1(e.kind)));
        if (flags == e.flags)
            return;
        WmpLine &line = sectionOf(e.id, field).body[size_t(e.flagsLine)];
        // A quoted flag string ('0010' from WED 4.x, "0010") keeps its quotes.
        const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(line.text);
        const QByteArray old = tokens.empty() ? QByteArray() : WmpTokenizer::tokenText(line.text, tokens.front());
        const bool quoted = old.size() >= 2 && (old.front() == '\'' || old.front() == '"');
        const QByteArray digits = WmpNumber::formatFlags(flags, e.flagDigits);
        WmpTokenizer::replaceToken(line, 0, quoted ? old.front() + digits + old.front() : digits);
    });
}

void WmpTextFile::setLight(quint32 id, const Eigen::Vector3d &color, double range)
{
    const QString field = QStringLiteral("light");
    for (int k = 0; k < 3; ++k)
        requireFinite(field, color[k]);
    requireFinite(field, range);
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.kind != "light")
            refuseEdit(field, QStringLiteral("id %1 is not a light").arg(id));
        WmpLine &line = sectionOf(e.id, field).body[size_t(e.valuesLine)];
        std::vector<int> w = wordTokens(line.text);
        if (w.size() >= 4) {
            const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
            const QByteArray old = WmpTokenizer::tokenText(line.text, tokens[size_t(w[3])]);
            WmpTokenizer::replaceToken(line, w[3], formatLike(old, range, numberStyle()));
        } else {
            line.text += ' ' + WmpNumber::format(range, numberStyle());
        }
        // Colours are percentages, spelled as WED does in every generation ("79.21569061", "100").
        setColorTriple(line, color);
    });
}

void WmpTextFile::setSound(quint32 id, double volume, double range)
{
    const QString field = QStringLiteral("sound");
    requireFinite(field, volume);
    requireFinite(field, range);
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.kind != "sound")
            refuseEdit(field, QStringLiteral("id %1 is not a sound").arg(id));
        // "volume a b range": the reader requires all four numbers.
        WmpLine &line = sectionOf(e.id, field).body[size_t(e.valuesLine)];
        setNumber(line, 3, range, numberStyle());
        setNumber(line, 0, volume, numberStyle());
    });
}

void WmpTextFile::setPathPoints(quint32 id, const std::vector<Eigen::Vector3d> &points)
{
    const QString field = QStringLiteral("points");
    for (const Eigen::Vector3d &p : points) {
        for (int k = 0; k < 3; ++k)
            requireFinite(field, p[k]);
    }
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.kind != "path" || e.pointCountLine < 0)
            refuseEdit(field, QStringLiteral("id %1 is not a path").arg(id));
        std::vector<WmpLine> &body = sectionOf(e.id, field).body;
        const size_t kept = std::min(points.size(), e.pointLines.size());
        for (size_t k = 0; k < kept; ++k) {
            WmpLine &line = body[size_t(e.pointLines[k])];
            const std::vector<int> w = wordTokens(line.text);
            setTriple(line, {w[0], w[1], w[2]}, points[k], numberStyle());
        }
        // Fewer points: their lines go, from the back so the earlier indices stay valid.
        for (size_t k = e.pointLines.size(); k-- > kept;)
            body.erase(body.begin() + e.pointLines[k]);
        // More points: new lines after the last point line (or the count line).
        if (points.size() > kept) {
            const int after = e.pointLines.empty() ? e.pointCountLine : e.pointLines.back();
            const WmpLine model = body[size_t(after)];
            qsizetype blanks = 0;
            while (blanks < model.text.size() && (model.text[blanks] == ' ' || model.text[blanks] == '\t'))
                ++blanks;
            const QByteArray indent = model.text.left(blanks);
            std::vector<WmpLine> added;
            for (size_t k = kept; k < points.size(); ++k) {
                WmpLine line;
                line.text = indent;
                for (int c = 0; c < 3; ++c)
                    line.text += (c ? " " : "") + WmpNumber::format(points[k][c], numberStyle());
                line.eol = model.eol.isEmpty() ? QByteArray("\n") : model.eol;
                added.push_back(std::move(line));
            }
            body.insert(body.begin() + after + 1, added.begin(), added.end());
        }
        setNumber(body[size_t(e.pointCountLine)], 0, double(points.size()), WmpNumber::fixed(0));
    });
}

void WmpTextFile::setAmbient(quint32 id, double ambient)
{
    const QString field = QStringLiteral("ambient");
    requireFinite(field, ambient);
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.ambientLine < 0)
            refuseEdit(field, QStringLiteral("this %1 has no ambient line").arg(QString::fromLatin1(e.kind)));
        setNumber(sectionOf(e.id, field).body[size_t(e.ambientLine)], 0, ambient, numberStyle());
    });
}

void WmpTextFile::setAlbedo(quint32 id, double albedo)
{
    const QString field = QStringLiteral("albedo");
    requireFinite(field, albedo);
    fieldTransaction([&] {
        const WmpEntity &e = m_entities[size_t(requireEntity(id, field))];
        if (e.albedoLine < 0)
            refuseEdit(field, QStringLiteral("this %1 has no albedo line (only entities with 20 skills have one)")
                              .arg(QString::fromLatin1(e.kind)));
        setNumber(sectionOf(e.id, field).body[size_t(e.albedoLine)], 0, albedo, numberStyle());
    });
}

// --- level settings --------------------------------------------------------------------------

WmpLine &WmpTextFile::levelLine(int bodyLine, const QString &field)
{
    if (m_level.id == 0)
        refuseEdit(field, QStringLiteral("the file has no level section (a map entity piece)"));
    WmpSection &s = sectionOf(m_level.id, field);
    if (bodyLine < 0 || size_t(bodyLine) >= s.body.size())
        refuseEdit(field, QStringLiteral("the level section has no such line"));
    return s.body[size_t(bodyLine)];
}

void WmpTextFile::setLevelFile(LevelFile which, const QString &file)
{
    const QString field = which == LevelFile::WorkFile ? QStringLiteral("level.workfile")
                        : which == LevelFile::Palette  ? QStringLiteral("level.palette")
                                                       : QStringLiteral("level.script");
    fieldTransaction([&] {
        const int bodyLine = which == LevelFile::WorkFile ? m_level.workFileLine
                           : which == LevelFile::Palette  ? m_level.paletteLine
                                                          : m_level.scriptLine;
        WmpLine &line = levelLine(bodyLine, field);
        const QByteArray text = which == LevelFile::Script && file.isEmpty() ? QByteArray("ndef")
                                                                             : lineText(field, file, true);
        replaceFileName(line, text);
    });
}

void WmpTextFile::setNexus(qint64 nexus)
{
    const QString field = QStringLiteral("level.nexus");
    if (nexus < 0 || nexus > 100000000)
        refuseEdit(field, QStringLiteral("value %1 out of range (0..100000000)").arg(nexus));
    fieldTransaction([&] {
        WmpLine &line = levelLine(m_level.nexusLine, field);
        if (nexus != m_level.nexus)
            WmpTokenizer::replaceToken(line, 0, QByteArray::number(nexus));
    });
}

void WmpTextFile::setSun(double azimuth, double elevation)
{
    const QString field = QStringLiteral("level.sun");
    requireFinite(field, azimuth);
    requireFinite(field, elevation);
    fieldTransaction([&] {
        // 4.x spells them "0.000" / "45.000" (kept as fixed widths), 5.x/6.x "0" / "60".
        setNumber(levelLine(m_level.azimuthLine, field), 0, azimuth, numberStyle());
        setNumber(levelLine(m_level.elevationLine, field), 0, elevation, numberStyle());
    });
}

void WmpTextFile::setLevelColor(int index, const Eigen::Vector3d &color)
{
    const QString field = QStringLiteral("level.color[%1]").arg(index);
    for (int k = 0; k < 3; ++k)
        requireFinite(field, color[k]);
    fieldTransaction([&] {
        if (index < 0 || size_t(index) >= m_level.colorLines.size())
            refuseEdit(field, QStringLiteral("the level section has %1 colour lines").arg(m_level.colorLines.size()));
        // Percentages spelled as for lights; "-0.000000" lines keep their %f width.
        setColorTriple(levelLine(m_level.colorLines[size_t(index)], field), color);
    });
}

} // namespace ackedit::format
