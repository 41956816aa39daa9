#include "wmp/wmpblockparser.h"

#include "wmp/wmpcursor.h"
#include "wmp/wmptokenizer.h"

namespace ackedit::format {

namespace {

constexpr qint64 kMaxVertices = 1000000;
constexpr qint64 kMaxFaceVertices = 100000;

bool isOnly(const WmpLine &line, char punct) { return WmpTokenizer::isOnlyPunct(line.text, punct); }

// Moves `line` past blank and comment-only lines: WED writes none inside a block, but a level
// edited by hand or written by another tool may have them (the other sections allow them too).
void skipNoCode(const std::vector<WmpLine> &body, size_t &line)
{
    while (line < body.size() && !WmpTokenizer::hasCode(body[line].text))
        ++line;
}

Eigen::Vector3d readPoint(WmpCursor &c)
{
    c.expectPunct('(');
    Eigen::Vector3d p;
    for (int k = 0; k < 3; ++k)
        p[k] = c.number();
    c.expectPunct(')');
    return p;
}

Eigen::Vector4d readAxis(WmpCursor &c)
{
    c.expectPunct('(');
    Eigen::Vector4d a;
    for (int k = 0; k < 4; ++k)
        a[k] = c.number();
    c.expectPunct(')');
    return a;
}

// The texture name and trailing words of the previous face: the faces of a block mostly repeat
// them, and a repeat shares the strings instead of building new ones.
struct MappingCache
{
    QString texture;
    QByteArray extraText; // the bytes the extra words were read from
    QStringList extra;
};

// "TEX [axes] xoff yoff angle xscale yscale : FLAGS ambient albedo extra…"
void readMapping(WmpCursor &c, WmpFace &face, MappingCache &cache)
{
    const QByteArrayView texture = c.wordView();
    if (QLatin1String(texture.data(), texture.size()) != cache.texture)
        cache.texture = QString::fromLatin1(texture);
    face.texture = cache.texture;
    if (c.peekPunct('(')) {
        face.hasAxes = true;
        face.sAxis = readAxis(c);
        face.tAxis = readAxis(c);
    }
    face.xOffset = c.number();
    face.yOffset = c.number();
    face.angle = c.number();
    face.xScale = c.number();
    face.yScale = c.number();
    c.expectPunct(':');
    face.flags = c.flags();
    face.ambient = c.number();
    face.albedo = c.number();
    const QByteArrayView rest = c.restView();
    if (rest.isEmpty())
        return;
    if (rest == cache.extraText) {
        face.extra = cache.extra;
        return;
    }
    while (!c.atEnd())
        face.extra << QString::fromLatin1(c.anyText());
    cache.extraText = rest.toByteArray();
    cache.extra = face.extra;
}

} // namespace

WmpBlock WmpBlockParser::parse(const WmpSection &section)
{
    WmpBlock block;
    block.id = section.id;
    block.number = section.number;
    const WmpField field("block", section.number);
    if (section.number < 0)
        WmpCursor::failLine(section.header, field, QStringLiteral("block without a number"));
    size_t line = 0;
    const std::vector<WmpLine> &body = section.body;
    skipNoCode(body, line);
    if (line >= body.size())
        WmpCursor::failLine(section.header, field, QStringLiteral("empty block"));

    MappingCache cache;
    WmpCursor first(body[line], field);
    if (first.peekPunct('(')) {
        block.planeBrush = true;
        for (; line < body.size() && !isOnly(body[line], '{'); skipNoCode(body, line)) {
            const WmpField faceField = field.sub("face", qint64(block.faces.size()));
            WmpCursor c(body[line], faceField);
            WmpFace face;
            face.line = int(line);
            for (int k = 0; k < 3; ++k)
                face.points[size_t(k)] = readPoint(c);
            readMapping(c, face, cache);
            block.faces.push_back(std::move(face));
            ++line;
        }
    } else {
        WmpCursor vc(body[line++], field.sub("vertices"));
        vc.expectWord("vertices");
        const qint64 vertexCount = vc.integer(0, kMaxVertices);
        vc.expectEnd();
        skipNoCode(body, line);
        if (line >= body.size())
            WmpCursor::failLine(body.back(), field, QStringLiteral("missing 'faces' line"));
        WmpCursor fc(body[line++], field.sub("faces"));
        fc.expectWord("faces");
        const qint64 faceCount = fc.integer(0, kMaxVertices);
        fc.expectEnd();

        // Three coordinates per vertex, spread over as many lines as needed.
        std::vector<double> coords;
        const qint64 wanted = vertexCount * 3;
        coords.reserve(size_t(qMin<qint64>(wanted, qint64(body.size() - line) * 30)));
        while (qint64(coords.size()) < wanted) {
            skipNoCode(body, line);
            if (line >= body.size() || isOnly(body[line], '{'))
                WmpCursor::failLine(line < body.size() ? body[line] : body.back(), field.sub("vertices"),
                                    QStringLiteral("%1 vertices announced, fewer found").arg(vertexCount));
            WmpCursor c(body[line++], field.sub("vertex", qint64(coords.size() / 3)));
            while (!c.atEnd()) {
                if (qint64(coords.size()) >= wanted)
                    c.fail(QStringLiteral("more coordinates than %1 vertices").arg(vertexCount));
                coords.push_back(c.number());
            }
        }
        block.vertices.reserve(size_t(vertexCount));
        for (qint64 v = 0; v < vertexCount; ++v)
            block.vertices.emplace_back(coords[size_t(3 * v)], coords[size_t(3 * v + 1)], coords[size_t(3 * v + 2)]);

        block.faces.reserve(size_t(qMin<qint64>(faceCount, qint64(body.size() - line))));
        for (qint64 f = 0; f < faceCount; ++f) {
            const WmpField faceField = field.sub("face", f);
            skipNoCode(body, line);
            if (line >= body.size() || isOnly(body[line], '{'))
                WmpCursor::failLine(line < body.size() ? body[line] : body.back(), faceField,
                                    QStringLiteral("%1 faces announced, fewer found").arg(faceCount));
            WmpFace face;
            face.line = int(line);
            WmpCursor c(body[line++], faceField);
            const qint64 n = c.integer(3, kMaxFaceVertices);
            if (c.remaining() < n)
                c.fail(QStringLiteral("face announces %1 vertices, the line has fewer").arg(n));
            face.indices.reserve(size_t(n));
            for (qint64 k = 0; k < n; ++k)
                face.indices.push_back(int(c.integer(0, vertexCount - 1)));
            c.expectPunct(':');
            readMapping(c, face, cache);
            block.faces.push_back(std::move(face));
        }
    }
    parseFooter(section, line, block, field);
    return block;
}

void WmpBlockParser::parseFooter(const WmpSection &section, size_t &line, WmpBlock &block, const WmpField &field)
{
    const std::vector<WmpLine> &body = section.body;
    const WmpField footerField = field.sub("footer");
    skipNoCode(body, line);
    if (line >= body.size() || !isOnly(body[line], '{'))
        WmpCursor::failLine(line < body.size() ? body[line] : section.closing, footerField,
                            QStringLiteral("expected the '{' of the block footer"));
    ++line;
    int index = 0;
    for (; line < body.size() && !isOnly(body[line], '}'); ++line) {
        if (!WmpTokenizer::hasCode(body[line].text))
            continue;
        WmpCursor c(body[line], footerField);
        if (index == 0) {
            block.flags = c.flags();
            c.expectEnd();
        } else if (index == 1) {
            block.material = QString::fromLatin1(c.anyText());
            c.expectEnd();
        } else if (index == 2) {
            block.footerNumber = int(c.integer(0, 100000000));
            block.footerNumberLine = int(line);
            c.expectEnd();
        }
        // Further lines are kept verbatim by the syntax tree.
        ++index;
    }
    if (line >= body.size())
        WmpCursor::failLine(section.closing, footerField, QStringLiteral("block footer is not closed"));
    if (index < 2)
        WmpCursor::failLine(body[line], footerField, QStringLiteral("block footer needs flags and material"));
    ++line;
    skipNoCode(body, line);
    if (line != body.size())
        WmpCursor::failLine(body[line], field, QStringLiteral("unexpected text after the block footer"));
}

} // namespace ackedit::format
