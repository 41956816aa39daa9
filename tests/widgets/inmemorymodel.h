#pragma once
// Base of the model assets the editor tests make in memory (no reader, no writer, no edit API):
// a model kind with the given format name; subclasses give the frames, meshes and skins.
#include "common/assetfile.h"

#include <QJsonObject>

namespace ackedit::testing {

class InMemoryModel : public format::AssetFile
{
public:
    explicit InMemoryModel(QString formatName = QStringLiteral("TEST")) : m_formatName(std::move(formatName)) {}
    Kind kind() const override { return Kind::Model; }
    QString formatName() const override { return m_formatName; }
    QByteArray write() const override { return {}; }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }

private:
    QString m_formatName;
};

} // namespace ackedit::testing
