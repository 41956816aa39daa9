#pragma once
// Reads the tokens of one WMP line in order and throws FormatError naming the structure path,
// the line, the column and the byte offset when the line is not what the syntax requires.
#include "wmp/wmpfield.h"
#include "wmp/wmpline.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QVarLengthArray>

namespace ackedit::format {

class WmpCursor
{
public:
    WmpCursor(const WmpLine &line, const WmpField &field);

    bool atEnd() const { return m_pos >= m_tokens.size(); }
    int remaining() const { return int(m_tokens.size() - m_pos); }
    int position() const { return int(m_pos); } // index of the next token in tokenize(line)
    bool peekPunct(char c) const;
    QByteArray peekText() const;

    void expectPunct(char c);
    void expectWord(const char *word);
    QByteArray word();         // any Word token
    QByteArrayView wordView(); // the same, as a view into the line
    QByteArray anyText();      // any token except punctuation; <..> and "…" kept with delimiters
    // The bytes from the next token to the end of the last code token (empty at the end).
    QByteArrayView restView() const;
    QString bracketed();       // <name> without the brackets
    double number();
    qint64 integer(qint64 min, qint64 max);
    quint32 flags(int *digits = nullptr);
    void expectEnd();

    [[noreturn]] void fail(const QString &problem) const;

    // Error for a whole line (no particular token).
    [[noreturn]] static void failLine(const WmpLine &line, const WmpField &field, const QString &problem);

private:
    const WmpToken &take(const char *what);
    QByteArrayView view(const WmpToken &t) const { return QByteArrayView(m_line.text).sliced(t.start, t.length); }

    const WmpLine &m_line;
    WmpField m_field;
    QVarLengthArray<WmpToken, 32> m_tokens; // no allocation for the lines WED writes
    qsizetype m_pos = 0;
};

} // namespace ackedit::format
