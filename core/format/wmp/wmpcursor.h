#pragma once
// Reads the tokens of one WMP line in order and throws FormatError naming the structure path,
// the line, the column and the byte offset when the line is not what the syntax requires.
#include "wmp/wmpline.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace ackedit::format {

class WmpCursor
{
public:
    WmpCursor(const WmpLine &line, QString field);

    bool atEnd() const { return m_pos >= m_tokens.size(); }
    int remaining() const { return int(m_tokens.size() - m_pos); }
    int position() const { return int(m_pos); } // index of the next token in tokenize(line)
    bool peekPunct(char c) const;
    QByteArray peekText() const;

    void expectPunct(char c);
    void expectWord(const char *word);
    QByteArray word();         // any Word token
    QByteArray anyText();      // any token except punctuation; <..> and "…" kept with delimiters
    QString bracketed();       // <name> without the brackets
    double number();
    qint64 integer(qint64 min, qint64 max);
    quint32 flags(int *digits = nullptr);
    void expectEnd();

    [[noreturn]] void fail(const QString &problem) const;

    // Error for a whole line (no particular token).
    [[noreturn]] static void failLine(const WmpLine &line, const QString &field, const QString &problem);

private:
    const WmpToken &take(const char *what);

    const WmpLine &m_line;
    QString m_field;
    std::vector<WmpToken> m_tokens;
    size_t m_pos = 0;
};

} // namespace ackedit::format
