// readWmpb and write(): the element chain after the magic, serialised back element by element.
#include "wmpb/wmpbfile.h"

#include "common/rgbaimage.h"
#include "io/bytewriter.h"
#include "common/sharedbytes.h"
#include "wmpb/wmpbcodec.h"
#include "wmpb/wmpbnodedecoder.h"
#include "wmpb/wmpbnodeencoder.h"

#include <QDate>

#include <cstring>

namespace ackedit::format {

namespace {

// Checks every node once, so a file that reads has no malformed known element (and every
// node decodes). Nothing is built: a node is decoded when it is asked for.
void checkAll(const WmpbElement &node)
{
    WmpbNodeDecoder::check(node);
    for (const WmpbElement &c : node.children)
        if (c.isSceneNode())
            checkAll(c);
}

} // namespace

void WmpbFile::assignIds(WmpbElement &node)
{
    node.uid = m_nextId++;
    for (WmpbElement &c : node.children)
        if (c.isSceneNode()) {
            node.heldNodes = true;
            assignIds(c);
        }
}

std::unique_ptr<WmpbFile> readWmpb(const QByteArray &lent)
{
    if (lent.size() < 4 || !lent.startsWith("WMPB"))
        throw FormatError(0, QStringLiteral("magic"), QStringLiteral("not a binary WMP (magic WMPB)"));
    // Element payloads share these bytes: own them if the caller only lent them.
    const QByteArray data = ownedBytes(lent);
    auto file = std::make_unique<WmpbFile>();
    file->m_magic = data.left(4);
    file->m_elements = WmpbCodec::parseChain(data, 4, data.size(), WmpbCodec::Context::Top, 0, QStringLiteral("element"));
    // Zero bytes after the last element (parseChain stops there) are written back as read.
    qint64 parsed = 4;
    if (!file->m_elements.empty()) {
        quint32 size;
        std::memcpy(&size, data.constData() + file->m_elements.back().offset + 4, 4);
        parsed = file->m_elements.back().offset + size;
    }
    if (parsed < data.size())
        file->m_padding = data.sliced(parsed);
    WmpbElement *root = file->rootElement();
    if (!root)
        throw FormatError(4, QStringLiteral("root"), QStringLiteral("the file has no scene root (element id 1, kind 5)"));
    file->assignIds(*root);
    checkAll(*root);
    return file;
}

std::unique_ptr<WmpbFile> WmpbFile::create(const Palette *palette, const QString &comment)
{
    auto file = std::make_unique<WmpbFile>();
    file->m_magic = QByteArrayLiteral("WMPB");
    ByteWriter fixed;
    for (quint32 v : {710u, 2u, 1u, 0u, 1u, 0u}) // one object: the root level, counted as entity
        fixed.u32(v);
    WmpbElement header = WmpbElement::record(1, 4, fixed.take());
    const QString text = comment.isEmpty()
        ? QStringLiteral("file created: %1, wmpio (1.30)\n").arg(QDate::currentDate().toString(QStringLiteral("dd.MM.yyyy")))
        : comment;
    header.children.push_back(WmpbElement::leaf(1, 1, text.toLatin1() + QByteArray(1, '\0')));
    file->m_elements.push_back(std::move(header));

    WmpbElement settings = WmpbElement::record(2, 4, QByteArray());
    const Palette pal = palette ? *palette : Palette::grayscale();
    settings.children.push_back(WmpbElement::leaf(10, 1, QByteArray(reinterpret_cast<const char *>(pal.rgb), 768)));
    file->m_elements.push_back(std::move(settings));

    WmpbElement root = WmpbElement::record(1, 5, QByteArray());
    WmpbNodeEncoder::apply(root, WmpbNode::make(WmpbClass::Level, QStringLiteral("Root")), nullptr);
    root.uid = file->m_nextId++;
    file->m_elements.push_back(std::move(root));
    return file;
}

QByteArray WmpbFile::write() const
{
    ByteWriter w;
    w.bytes(m_magic);
    for (const WmpbElement &e : m_elements)
        WmpbCodec::write(w, e);
    w.bytes(m_padding);
    return w.take();
}

} // namespace ackedit::format
