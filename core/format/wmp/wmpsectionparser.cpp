#include "wmp/wmpsectionparser.h"

#include "wmp/wmpcursor.h"
#include "wmp/wmptokenizer.h"

#include <QVarLengthArray>

#include <algorithm>

namespace ackedit::format {

namespace {

constexpr qint64 kMaxNumber = 100000000;

Eigen::Vector3d readTriple(WmpCursor &c, bool parenthesised)
{
    if (parenthesised)
        c.expectPunct('(');
    Eigen::Vector3d v;
    for (int k = 0; k < 3; ++k)
        v[k] = c.number();
    if (parenthesised)
        c.expectPunct(')');
    return v;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

QString bracketedLine(const WmpLine &line, const WmpField &field)
{
    WmpCursor c(line, field);
    const QString value = c.bracketed();
    c.expectEnd();
    return value;
}

// A child list ("object 3, 4") or the reference ("block 7") of an object section.
void readLinkLine(const WmpSection &section, int lineIndex, const WmpField &field, WmpObjectNode &node)
{
    WmpCursor c(section.body[size_t(lineIndex)], field);
    const QByteArrayView keyword = c.wordView();
    if (keyword.compare("object", Qt::CaseInsensitive) == 0) {
        node.childListLines.push_back(lineIndex);
        while (true) {
            node.childNumbers.push_back(int(c.integer(0, kMaxNumber)));
            if (c.atEnd())
                break;
            c.expectPunct(',');
        }
    } else {
        if (node.refLine >= 0)
            c.fail(QStringLiteral("an object references at most one block or entity"));
        node.refKind = WmpSyntaxTree::keyword(keyword);
        node.refNumber = int(c.integer(0, kMaxNumber));
        node.refLine = lineIndex;
        c.expectEnd();
    }
}

} // namespace

QByteArray WmpSectionParser::lineValue(const WmpLine &line)
{
    QVarLengthArray<WmpToken, 32> tokens;
    WmpTokenizer::codeTokensInto(line.text, tokens);
    if (tokens.empty())
        return {};
    const int end = tokens.back().start + tokens.back().length;
    return QByteArrayView(line.text).sliced(tokens.front().start, end - tokens.front().start).toByteArray(); // a copy, see tokenText
}

std::vector<int> WmpSectionParser::contentLines(const WmpSection &section)
{
    std::vector<int> out;
    for (size_t i = 0; i < section.body.size(); ++i) {
        if (WmpTokenizer::hasCode(section.body[i].text))
            out.push_back(int(i));
    }
    return out;
}

WmpObjectNode WmpSectionParser::parseObject(const WmpSection &section)
{
    WmpObjectNode node;
    node.id = section.id;
    node.number = section.number;
    node.name = QString::fromLatin1(WmpTokenizer::commentText(section.header.text));
    const WmpField field("object", section.number);
    if (section.number < 0)
        WmpCursor::failLine(section.header, field, QStringLiteral("object without a number"));
    const std::vector<int> lines = contentLines(section);
    if (lines.empty())
        WmpCursor::failLine(section.closing, field, QStringLiteral("object without a transform line"));

    node.transformLine = lines[0];
    WmpCursor t(section.body[size_t(lines[0])], field.sub("transform"));
    node.position = readTriple(t, true);
    node.angles = readTriple(t, true);
    node.scale = readTriple(t, true);
    t.expectEnd();

    for (size_t k = 1; k < lines.size(); ++k)
        readLinkLine(section, lines[k], field, node);
    return node;
}

void WmpSectionParser::rereadObjectLinks(const WmpSection &section, WmpObjectNode &node)
{
    node.number = section.number;
    node.name = QString::fromLatin1(WmpTokenizer::commentText(section.header.text));
    const WmpField field("object", section.number);
    if (section.number < 0)
        WmpCursor::failLine(section.header, field, QStringLiteral("object without a number"));
    std::vector<int> lines = node.childListLines;
    if (node.refLine >= 0)
        lines.insert(std::upper_bound(lines.begin(), lines.end(), node.refLine), node.refLine);
    node.childListLines.clear();
    node.childNumbers.clear();
    node.refKind.clear();
    node.refNumber = -1;
    node.refLine = -1;
    for (int line : lines)
        readLinkLine(section, line, field, node);
}

WmpEntity WmpSectionParser::parseEntity(const WmpSection &section)
{
    WmpEntity e;
    e.id = section.id;
    e.number = section.number;
    e.kind = section.keyword;
    e.headerComment = QString::fromLatin1(WmpTokenizer::commentText(section.header.text));
    const WmpField field("entity", section.number);
    if (section.number < 0)
        WmpCursor::failLine(section.header, field, QStringLiteral("entity without a number"));
    const std::vector<int> lines = contentLines(section);
    auto lineAt = [&](size_t k, const char *what) -> const WmpLine & {
        if (k >= lines.size())
            WmpCursor::failLine(section.closing, field,
                                QStringLiteral("%1 section ends before its %2").arg(QString::fromLatin1(e.kind), QLatin1String(what)));
        return section.body[size_t(lines[k])];
    };
    auto nameAt = [&](size_t k, int &lineIndex) {
        lineIndex = lines.size() > k ? lines[k] : -1;
        return QString::fromLatin1(lineValue(lineAt(k, "name")));
    };

    if (e.kind == "light") {
        WmpCursor c(lineAt(0, "colour"), field.sub("light"));
        e.valuesLine = lines[0];
        e.color = readTriple(c, false);
        if (!c.atEnd())
            e.range = c.number();
    } else if (e.kind == "model") {
        WmpCursor s(lineAt(0, "scale"), field.sub("scale"));
        e.scaleLine = lines[0];
        e.scale = readTriple(s, false);
        s.expectEnd();
        e.file = bracketedLine(lineAt(1, "file"), field.sub("file"));
        e.fileLine = lines[1];
        e.name = nameAt(2, e.nameLine);
        e.action = QString::fromLatin1(lineValue(lineAt(3, "action")));
        e.actionLine = lines[3];
        WmpCursor sk(lineAt(4, "skills"), field.sub("skills"));
        e.skillsLine = lines[4];
        while (!sk.atEnd())
            e.skills.push_back(sk.number());
        WmpCursor f(lineAt(5, "flags"), field.sub("flags"));
        e.flagsLine = lines[5];
        e.flags = f.flags(&e.flagDigits);
        f.expectEnd();
        if (lines.size() > 6) {
            WmpCursor a(section.body[size_t(lines[6])], field.sub("ambient"));
            e.ambient = a.number();
            e.hasAmbient = true;
            e.ambientLine = lines[6];
        }
        if (lines.size() > 7) {
            WmpCursor a(section.body[size_t(lines[7])], field.sub("albedo"));
            e.albedo = a.number();
            e.hasAlbedo = true;
            e.albedoLine = lines[7];
        }
    } else if (e.kind == "start") {
        e.name = nameAt(0, e.nameLine);
    } else if (e.kind == "path") {
        e.name = nameAt(0, e.nameLine);
        WmpCursor flag(lineAt(1, "flag"), field.sub("path"));
        e.pathFlag = flag.number();
        e.valuesLine = lines[1];
        WmpCursor count(lineAt(2, "point count"), field.sub("points"));
        e.pointCountLine = lines[2];
        const qint64 n = count.integer(0, kMaxNumber);
        if (n > qint64(lines.size()) - 3)
            count.fail(QStringLiteral("%1 points announced, fewer lines follow").arg(n));
        for (qint64 p = 0; p < n; ++p) {
            WmpCursor c(section.body[size_t(lines[size_t(3 + p)])], field.sub("point", qint64(p)));
            e.points.push_back(readTriple(c, false));
            c.expectEnd();
            e.pointLines.push_back(lines[size_t(3 + p)]);
        }
    } else if (e.kind == "sound") {
        e.file = bracketedLine(lineAt(0, "file"), field.sub("file"));
        e.fileLine = lines[0];
        WmpCursor f(lineAt(1, "flags"), field.sub("flags"));
        e.flagsLine = lines[1];
        e.flags = f.flags(&e.flagDigits);
        f.expectEnd();
        WmpCursor v(lineAt(2, "volume"), field.sub("volume"));
        e.valuesLine = lines[2];
        e.volume = v.number();
        e.soundA = v.number();
        e.soundB = v.number();
        e.range = v.number();
    }
    // Other kinds (region, terrain … never seen in text) stay opaque lines.
    return e;
}

WmpLevelInfo WmpSectionParser::parseLevel(const WmpSection &section)
{
    WmpLevelInfo level;
    level.id = section.id;
    const WmpField field("level");
    const std::vector<int> lines = contentLines(section);
    if (lines.size() < 6)
        WmpCursor::failLine(section.closing, field, QStringLiteral("level section needs at least 6 lines"));
    auto body = [&](size_t k) -> const WmpLine & { return section.body[size_t(lines[k])]; };
    level.workFileLine = lines[0];
    level.paletteLine = lines[1];
    level.nexusLine = lines[2];
    level.azimuthLine = lines[3];
    level.elevationLine = lines[4];
    level.scriptLine = lines[5];
    level.workFile = bracketedLine(body(0), field.sub("workfile"));
    level.palette = bracketedLine(body(1), field.sub("palette"));
    WmpCursor n(body(2), field.sub("nexus"));
    level.nexus = n.integer(-kMaxNumber, kMaxNumber);
    n.expectEnd();
    WmpCursor az(body(3), field.sub("azimuth"));
    level.azimuth = az.number();
    az.expectEnd();
    WmpCursor el(body(4), field.sub("elevation"));
    level.elevation = el.number();
    el.expectEnd();
    level.script = bracketedLine(body(5), field.sub("script"));
    for (size_t k = 6; k < lines.size(); ++k) {
        WmpCursor c(body(k), field.sub("color", qint64(k - 6)));
        level.colors.push_back(readTriple(c, false));
        c.expectEnd();
        level.colorLines.push_back(lines[k]);
    }
    return level;
}

WmpWedInfo WmpSectionParser::parseWed(const WmpSection &section)
{
    WmpWedInfo wed;
    wed.id = section.id;
    QByteArray current;
    QByteArray named; // a subsection name whose '{' is on the next line ("palette" / "{")
    int wadLine = 0;
    for (const WmpLine &line : section.body) {
        const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(line.text);
        if (tokens.empty())
            continue;
        const QByteArray first = WmpTokenizer::tokenText(line.text, tokens.front()).toLower();
        if (current.isEmpty()) {
            const bool lone = tokens.size() == 1 && tokens.front().kind == WmpToken::Kind::Word;
            if (named.isEmpty() && lone) {
                named = first;
                continue;
            }
            const bool opened = named.isEmpty() ? tokens.size() == 2 && first != "{"
                                                : tokens.size() == 1 && first == "{";
            if (!opened)
                WmpCursor::failLine(line, "wed", QStringLiteral("expected a 'name {' subsection"));
            current = named.isEmpty() ? first : named;
            named.clear();
            wed.subsections << QString::fromLatin1(current);
            wadLine = 0;
            continue;
        }
        if (tokens.size() == 1 && first == "}") {
            current.clear();
            continue;
        }
        if (current == "palette") {
            WmpCursor c(line, "wed.palette");
            while (!c.atEnd()) {
                const QByteArrayView hex = c.wordView();
                // Two hex digits as WED writes them, without building a string for each entry;
                // anything else takes the general conversion (and its verdict).
                const int hi = hexDigit(hex.size() == 2 ? hex[0] : 'x');
                const int lo = hexDigit(hex.size() == 2 ? hex[1] : 'x');
                bool ok = hi >= 0 && lo >= 0;
                const uint value = ok ? uint(hi * 16 + lo) : hex.toByteArray().toUInt(&ok, 16);
                if (!ok || hex.size() != 2 || value > 255)
                    c.fail(QStringLiteral("palette entries are two hex digits"));
                if (wed.palette.size() < 3 * 4096)
                    wed.palette.append(char(value));
            }
        } else if (current == "wad") {
            WmpCursor c(line, "wed.wad");
            const QByteArray head = c.peekText();
            if (wadLine++ == 0 && !head.startsWith('<') && !head.startsWith('"') && !head.startsWith('\'')) {
                while (!c.atEnd())
                    wed.wadHeader.push_back(c.integer(-kMaxNumber, kMaxNumber));
            } else {
                WmpWedInfo::Wad wad;
                wad.path = c.bracketed();
                if (!c.atEnd())
                    wad.enabled = c.integer(-kMaxNumber, kMaxNumber);
                c.expectEnd();
                wed.wads.push_back(wad);
            }
        }
        // bookmark, view and unknown subsections stay opaque.
    }
    if (!current.isEmpty())
        WmpCursor::failLine(section.closing, "wed", QStringLiteral("subsection is not closed"));
    if (!named.isEmpty())
        WmpCursor::failLine(section.closing, "wed", QStringLiteral("expected a 'name {' subsection"));
    return wed;
}

} // namespace ackedit::format
