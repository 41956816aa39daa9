// WmpTextFile::setFaceTexture: retexturing a block rewrites only the texture word of its face
// lines ("4  1 0 2 3 : TEX 0 0 0 1 1 : ..." in 5.x/6.x, "( p ) ( p ) ( p ) TEX ..." in 4.x).
#include "wmp/wmptextfile.h"

#include "common/texturename.h"
#include "io/formaterror.h"
#include "wmp/wmptokenizer.h"

namespace ackedit::format {

namespace {

// The name as one Word token (format::textureNameProblem's rule).
QByteArray textureWord(const QString &field, const QString &texture)
{
    if (const QString problem = textureNameProblem(texture); !problem.isEmpty())
        refuseEdit(field, problem);
    return texture.toLatin1();
}

// Index (into WmpTokenizer::tokenize) of a face line's texture word: the first word after the
// third ")" of a plane face, or after the first ":" of a vertex face; -1 if the line has none.
int textureToken(const QByteArray &text, bool planeFace)
{
    const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(text);
    int closes = 0;
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i].kind != WmpToken::Kind::Punct)
            continue;
        const char c = text[tokens[i].start];
        const bool before = planeFace ? (c == ')' && ++closes == 3) : c == ':';
        if (before)
            return tokens[i + 1].kind == WmpToken::Kind::Word ? int(i + 1) : -1;
    }
    return -1;
}

} // namespace

void WmpTextFile::setFaceTexture(quint32 id, int face, const QString &texture)
{
    const QString field = QStringLiteral("texture");
    const QByteArray word = textureWord(field, texture);
    fieldTransaction([&] {
        const int b = blockIndex(id);
        if (b < 0)
            refuseEdit(field, QStringLiteral("no block with id %1").arg(id));
        const WmpBlock &block = m_blocks[size_t(b)];
        if (face < -1 || face >= int(block.faces.size()))
            refuseEdit(field, QStringLiteral("block %1 has no face %2").arg(block.number).arg(face));
        const int first = face < 0 ? 0 : face;
        const int last = face < 0 ? int(block.faces.size()) - 1 : face;
        for (int f = first; f <= last; ++f) {
            const WmpFace &wf = block.faces[size_t(f)];
            if (wf.texture == texture)
                continue;
            WmpLine &line = sectionOf(block.id, field).body[size_t(wf.line)];
            const int token = textureToken(line.text, block.planeBrush);
            if (token < 0)
                refuseEdit(field, QStringLiteral("face %1 of block %2 has no texture word").arg(f).arg(block.number));
            WmpTokenizer::replaceToken(line, token, word);
        }
    });
}

} // namespace ackedit::format
