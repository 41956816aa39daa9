#include "wmp/wmpcursor.h"

#include "io/formaterror.h"
#include "wmp/wmpnumber.h"
#include "wmp/wmptokenizer.h"

namespace ackedit::format {

WmpCursor::WmpCursor(const WmpLine &line, const WmpField &field) : m_line(line), m_field(field)
{
    WmpTokenizer::codeTokensInto(line.text, m_tokens);
}

void WmpCursor::failLine(const WmpLine &line, const WmpField &field, const QString &problem)
{
    throw FormatError(line.offset, field.toString(), QStringLiteral("line %1: %2").arg(line.lineNo).arg(problem));
}

void WmpCursor::fail(const QString &problem) const
{
    const int column = m_pos < m_tokens.size() ? m_tokens[m_pos].start : int(m_line.text.size());
    const qint64 offset = m_line.offset < 0 ? -1 : m_line.offset + column;
    throw FormatError(offset, m_field.toString(),
                      QStringLiteral("line %1, column %2: %3").arg(m_line.lineNo).arg(column + 1).arg(problem));
}

bool WmpCursor::peekPunct(char c) const
{
    return m_pos < m_tokens.size() && m_tokens[m_pos].kind == WmpToken::Kind::Punct
        && m_line.text.at(m_tokens[m_pos].start) == c;
}

QByteArray WmpCursor::peekText() const
{
    return m_pos < m_tokens.size() ? WmpTokenizer::tokenText(m_line.text, m_tokens[m_pos]) : QByteArray();
}

const WmpToken &WmpCursor::take(const char *what)
{
    if (m_pos >= m_tokens.size())
        fail(QStringLiteral("expected %1, found the end of the line").arg(QLatin1String(what)));
    return m_tokens[m_pos++];
}

void WmpCursor::expectPunct(char c)
{
    if (!peekPunct(c)) {
        fail(QStringLiteral("expected '%1', found '%2'")
                 .arg(QLatin1Char(c))
                 .arg(QString::fromLatin1(peekText().left(40))));
    }
    ++m_pos;
}

void WmpCursor::expectWord(const char *word)
{
    // Keywords are case-insensitive in WED's C-script-like syntax ("VERTICES 8").
    if (m_pos >= m_tokens.size() || m_tokens[m_pos].kind != WmpToken::Kind::Word
        || view(m_tokens[m_pos]).compare(word, Qt::CaseInsensitive) != 0) {
        fail(QStringLiteral("expected '%1', found '%2'")
                 .arg(QLatin1String(word))
                 .arg(QString::fromLatin1(peekText().left(40))));
    }
    ++m_pos;
}

QByteArrayView WmpCursor::wordView()
{
    if (m_pos < m_tokens.size() && m_tokens[m_pos].kind != WmpToken::Kind::Word)
        fail(QStringLiteral("expected a name, found '%1'").arg(QString::fromLatin1(peekText().left(40))));
    return view(take("a name"));
}

QByteArray WmpCursor::word()
{
    if (m_pos < m_tokens.size() && m_tokens[m_pos].kind != WmpToken::Kind::Word)
        fail(QStringLiteral("expected a name, found '%1'").arg(QString::fromLatin1(peekText().left(40))));
    return WmpTokenizer::tokenText(m_line.text, take("a name"));
}

QByteArray WmpCursor::anyText()
{
    if (m_pos < m_tokens.size() && m_tokens[m_pos].kind == WmpToken::Kind::Punct)
        fail(QStringLiteral("expected a value, found '%1'").arg(QString::fromLatin1(peekText())));
    return WmpTokenizer::tokenText(m_line.text, take("a value"));
}

QByteArrayView WmpCursor::restView() const
{
    if (m_pos >= m_tokens.size())
        return {};
    const int begin = m_tokens[m_pos].start;
    return QByteArrayView(m_line.text).sliced(begin, m_tokens.back().start + m_tokens.back().length - begin);
}

QString WmpCursor::bracketed()
{
    // WED writes <name>; a file name quoted "name" (or 'name'), as a script or a hand edit may
    // write it, is read the same way.
    if (m_pos < m_tokens.size()
        && ((m_tokens[m_pos].kind != WmpToken::Kind::Bracketed && m_tokens[m_pos].kind != WmpToken::Kind::Quoted)
            || !m_tokens[m_pos].closed)) {
        fail(QStringLiteral("expected a <file name>, found '%1'").arg(QString::fromLatin1(peekText().left(40))));
    }
    const QByteArrayView text = view(take("a <file name>"));
    return QString::fromLatin1(text.sliced(1, text.size() - 2));
}

double WmpCursor::number()
{
    const qsizetype at = m_pos;
    const QByteArrayView text = view(take("a number"));
    const auto value = WmpNumber::parse(text);
    if (!value) {
        m_pos = at;
        fail(QStringLiteral("expected a number, found '%1'").arg(QString::fromLatin1(text.first(qMin<qsizetype>(40, text.size())))));
    }
    return *value;
}

qint64 WmpCursor::integer(qint64 min, qint64 max)
{
    const qsizetype at = m_pos;
    const QByteArrayView text = view(take("an integer"));
    const auto value = WmpNumber::parseInt(text);
    if (!value || *value < min || *value > max) {
        m_pos = at;
        fail(QStringLiteral("expected an integer in %1..%2, found '%3'")
                 .arg(min)
                 .arg(max)
                 .arg(QString::fromLatin1(text.first(qMin<qsizetype>(40, text.size())))));
    }
    return *value;
}

quint32 WmpCursor::flags(int *digits)
{
    const qsizetype at = m_pos;
    const QByteArrayView text = view(take("a flag string"));
    const auto value = WmpNumber::parseFlags(text);
    if (!value) {
        m_pos = at;
        if (text.startsWith('\'') && (text.size() < 2 || !text.endsWith('\'')))
            fail(QStringLiteral("unterminated ' in the flag string %1").arg(QString::fromLatin1(text.first(qMin<qsizetype>(40, text.size())))));
        fail(QStringLiteral("expected a binary flag string, found '%1'").arg(QString::fromLatin1(text.first(qMin<qsizetype>(40, text.size())))));
    }
    if (digits)
        *digits = int(text.size()) - (text.front() == '\'' || text.front() == '"' ? 2 : 0);
    return *value;
}

void WmpCursor::expectEnd()
{
    if (m_pos < m_tokens.size())
        fail(QStringLiteral("unexpected '%1'").arg(QString::fromLatin1(peekText().left(40))));
}

} // namespace ackedit::format
