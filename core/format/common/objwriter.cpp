#include "common/objwriter.h"

#include <QTextStream>

namespace ackedit::format {

QByteArray meshToObj(const TriangleMesh &mesh, const QString &comment)
{
    QByteArray out;
    QTextStream s(&out);
    s.setRealNumberNotation(QTextStream::SmartNotation);
    s.setRealNumberPrecision(9);
    if (!comment.isEmpty())
        s << "# " << comment << '\n';
    s << "# " << mesh.positions.size() << " vertices, " << mesh.triangles.size() << " triangles\n";
    for (const auto &p : mesh.positions)
        s << "v " << p.x() << ' ' << p.y() << ' ' << p.z() << '\n';
    for (const auto &uv : mesh.uvs)
        s << "vt " << uv.x() << ' ' << (1.0f - uv.y()) << '\n';
    const bool hasUv = !mesh.uvs.empty();
    int currentSkin = -2;
    for (const auto &t : mesh.triangles) {
        if (t.skin != currentSkin) {
            currentSkin = t.skin;
            s << "usemtl " << (currentSkin < 0 ? QStringLiteral("none") : QStringLiteral("skin%1").arg(currentSkin)) << '\n';
        }
        s << 'f';
        for (int c = 0; c < 3; ++c) {
            s << ' ' << (t.v[c] + 1);
            if (hasUv && t.uv[c] < mesh.uvs.size())
                s << '/' << (t.uv[c] + 1);
        }
        s << '\n';
    }
    s.flush();
    return out;
}

} // namespace ackedit::format
