#pragma once
// Reads a Qt Linguist .ts file (translations/ackedit_de.ts) for the tests that check texts.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace ackedit::testing {

// The checkout's top folder (tests/data/../..).
inline QString sourceDir()
{
    return QDir(testDataDir() + QStringLiteral("/../..")).absolutePath();
}

// One <message> of a .ts file.
struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    QString type;             // "unfinished", "vanished", "obsolete" or empty
    bool numerus = false;
    QStringList files;        // where lupdate found it (absolute), if written with locations
};

inline QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return out;
    }
    const QDir base = QFileInfo(path).absoluteDir();
    QXmlStreamReader xml(&file);
    QString context, located;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("location")) {
                    // lupdate leaves the file name out while it stays the same
                    const QString name = xml.attributes().value(QLatin1String("filename")).toString();
                    if (!name.isEmpty())
                        located = QFileInfo(base.absoluteFilePath(name)).canonicalFilePath();
                    m.files << located;
                    xml.skipCurrentElement();
                } else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (m.numerus) {
                        while (xml.readNextStartElement())
                            m.translations << xml.readElementText();
                    } else {
                        m.translations << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            out << m;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

} // namespace ackedit::testing
