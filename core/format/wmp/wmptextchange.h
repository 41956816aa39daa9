#pragma once
// The exact effect of a structural edit on a text WMP's syntax tree: the sections and lines it
// rewrote, the items it inserted and removed, in order, each with the other version of what it
// touched. Reverting swaps every recorded version back in reverse order, which undoes the edit
// and leaves the change holding what the revert replaced: reverting again redoes the edit. The
// memory kept is proportional to what the edit touched, not to the file.
#include "wmp/wmpsyntaxtree.h"

#include <QSet>

#include <vector>

namespace ackedit::format {

class WmpTextChange
{
public:
    // What a change touches when it is applied (or was, while being recorded).
    struct Effect
    {
        std::vector<quint32> sections;               // sections rewritten as a whole
        std::vector<std::pair<quint32, int>> lines;  // (section, part): single lines rewritten
        std::vector<quint32> inserted;               // sections that come in
        std::vector<quint32> removed;                // sections that go out
        bool looseLines = false; // a line outside the sections changed, came or went
    };

    static constexpr int kHeader = -1;
    static constexpr int kClosing = -2;

    bool isEmpty() const { return m_ops.empty(); }
    // Bytes held by the recorded versions (line texts, sections, removed items); a line that
    // still shares the bytes of the file it was read from counts its own length.
    qint64 bytes() const;
    Effect effect() const; // of applying the change in its current direction

    // Recording, called before the edit changes what is named (a line: only its text changes).
    // A section recorded whole is not recorded again line by line.
    void recordSection(const WmpSection &before);
    void recordLine(const WmpSection &section, int part, const WmpLine &before); // kHeader, kClosing or a body index
    void recordLoose(int item, const WmpLine &before);
    void recordInsert(int item, const WmpSyntaxTree::Item &inserted); // after the insertion
    void recordRemove(int item, WmpSyntaxTree::Item removed);
    void finishRecording(); // gives back spare capacity

    // Swaps every recorded version back into `tree`, last first; the change then holds the
    // replaced versions in the order that reverts the revert.
    void revert(WmpSyntaxTree &tree);

private:
    enum class Kind : quint8 { Section, Line, Loose, Insert, Remove };
    struct Op
    {
        Kind kind = Kind::Line;
        int at = 0;       // Line: part; Loose, Insert, Remove: index in items()
        quint32 id = 0;   // Section, Line, and Insert/Remove of a section
        QByteArray text;  // Line, Loose: the other text (edits change only a line's text)
        std::unique_ptr<WmpSection> section; // Section: the other version; Remove of a section
        std::unique_ptr<WmpLine> line;       // Remove of a loose line
    };
    std::vector<Op> m_ops;       // applied last first
    QSet<quint32> m_whole;       // sections recorded whole while recording
};

} // namespace ackedit::format
