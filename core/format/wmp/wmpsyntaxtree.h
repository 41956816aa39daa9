#pragma once
// The lossless syntax tree of a text WMP: top-level loose lines (header comments, counts, blank
// separators) and brace sections (`wed {…}`, `block 3 {…}`, `object 7 {…}`). A section keeps its
// header line, its body lines (nested `{…}` groups stay lines of the body) and its closing line,
// each with exact bytes. Serialising concatenates everything in order.
#include "wmp/wmpline.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>
#include <memory>
#include <vector>

namespace ackedit::format {

struct WmpSection
{
    // What the section holds, by keyword and number. Level is the entity piece that carries the
    // map's level properties; wed and unnumbered (opaque) sections are Other.
    enum class Category : quint8 { Object, Block, Entity, Level, Other };

    quint32 id = 0;       // stable identity, survives renumbering and edits
    QByteArray keyword;   // "wed", "block", "level", "model", "object", ...
    int number = -1;      // the number after the keyword; -1 if none
    WmpLine header;       // "block 3 {" (with any "// comment")
    std::vector<WmpLine> body;
    WmpLine closing;      // "}"

    Category category() const;
};

class WmpSyntaxTree
{
public:
    static constexpr const char *kUtf8Bom = "\xEF\xBB\xBF";
    struct Item
    {
        std::unique_ptr<WmpSection> section; // set for a section
        WmpLine line;                        // a loose line otherwise
        bool isSection() const { return section != nullptr; }
    };

    // Throws FormatError for unbalanced braces or a malformed section header.
    static WmpSyntaxTree parse(const QByteArray &data);
    QByteArray serialize() const;
    // Calls f(const WmpLine &) for every line in file order: a loose line, or a section's header,
    // body lines and closing line. What serialize() writes, line by line.
    template<typename F>
    void forEachLine(F &&f) const
    {
        for (const Item &item : m_items) {
            if (!item.section) {
                f(item.line);
                continue;
            }
            f(item.section->header);
            for (const WmpLine &l : item.section->body)
                f(l);
            f(item.section->closing);
        }
    }
    WmpSyntaxTree clone() const; // deep copy with the same ids (edit transactions)
    // Sets keyword and number from the header line (after an edit renumbered it).
    static void readHeader(WmpSection &section);
    // A section or reference keyword in lower case (case-insensitive in WED's syntax).
    static QByteArray keyword(QByteArrayView word);

    // The non-const access may change the order: the id index is rebuilt on the next lookup.
    std::vector<Item> &items()
    {
        m_indexFresh = false;
        m_moves = kMaxProbe + 1; // anything may move
        return m_items;
    }
    const std::vector<Item> &items() const { return m_items; }

    WmpSection *section(quint32 id);
    const WmpSection *section(quint32 id) const;
    // Index into items() of the section with this id, -1 if absent. Constant time: an id ->
    // index table, checked on use and rebuilt after the items changed.
    int indexOf(quint32 id) const;

    quint32 newId() { return m_nextId++; }
    quint32 idLimit() const { return m_nextId; } // every id handed out is below it
    // The file's line terminator (from its first line; CRLF when the file has none).
    QByteArray eol() const { return m_eol; }

    // Inserts `section` at items() index `at`; returns its id (a new one when section->id == 0).
    quint32 insertSection(int at, std::unique_ptr<WmpSection> section);
    void insertLine(int at, WmpLine line);
    void removeItem(int at);
    // Takes the item at `at` out (it keeps its section id), and puts such an item back.
    Item takeItem(int at);
    void insertItem(int at, Item item);

private:
    std::vector<Item> m_items;
    quint32 m_nextId = 1;
    QByteArray m_eol = "\r\n";
    QByteArray m_bom; // a UTF-8 byte-order mark before the first line, written back as read
    void reindex() const;
    mutable std::vector<int> m_indexById; // section id -> items() index, -1 if none
    mutable bool m_indexFresh = false;     // no item was inserted, removed or handed out since
    static constexpr int kMaxProbe = 16;
    mutable int m_moves = kMaxProbe + 1; // items inserted or removed since (a lookup looks that far)
    void moved(int at, const Item &item); // after an insertion (item) or a removal (empty item)
};

} // namespace ackedit::format
