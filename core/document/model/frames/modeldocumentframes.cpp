// ModelDocument's frame edits: checks, names, and the commands they push (framecommands.h, and
// value changes for names and packing).
#include "model/modeldocument.h"

#include "edittransaction.h"

#include "model/frames/framecommands.h"
#include "model/frames/frameblend.h"
#include "model/frames/framenames.h"
#include "valuechangecommand.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace ackedit::document {

QString ModelDocument::checkFrameName(const QString &name) const
{
    if (name.isEmpty())
        return tr("A frame needs a name");
    if (name.size() > maxFrameNameLength())
        return tr("Frame names have at most %n characters in this format", nullptr, maxFrameNameLength());
    for (const QChar c : name) {
        if (c.unicode() == 0 || c.unicode() > 0xFF)
            return tr("Frame names can use Latin-1 characters only (\"%1\" cannot be stored)").arg(QString(c));
    }
    return {};
}

void ModelDocument::framesStructureChanged()
{
    structureChanged();
    emit framesChanged();
}

bool ModelDocument::renameFrame(int frame, const QString &name, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (frame < 0 || frame >= frameCount())
        return refuse(error, tr("No frame %1").arg(frame));
    if (const QString why = checkFrameName(name); !why.isEmpty())
        return refuse(error, why);
    if (name == frameName(frame))
        return true;
    undoStack()->push(frameNameCommand(frame, name));
    if (frameName(frame) != name)
        return refuse(error, tr("Frame %1 has no stored name to change: a model without frames shows its rest pose "
                                "(add a frame first)")
                                 .arg(frame));
    return true;
}

bool ModelDocument::duplicateFrame(int frame, int at, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (frame < 0 || frame >= frameCount() || at < 0 || at > frameCount())
        return refuse(error, tr("No frame %1").arg(frame));
    const QString name = framenames::uniqueName(frameNames(), frameName(frame), maxFrameNameLength());
    auto *cmd = new FrameInsertCommand(this, at, name, {}, frame);
    undoStack()->push(cmd);
    return true;
}

bool ModelDocument::deleteFrames(int first, int last, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (first < 0 || last >= frameCount() || first > last)
        return refuse(error, tr("No frames %1 to %2").arg(first).arg(last));
    if (last - first + 1 >= frameCount())
        return refuse(error, tr("A model keeps at least one frame"));
    if (first == last) {
        undoStack()->push(new FrameRemoveCommand(this, first));
        return true;
    }
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Delete %n frame(s)", nullptr, last - first + 1));
    const int before = frameCount();
    for (int f = last; f >= first; --f) {
        undoStack()->push(new FrameRemoveCommand(this, f));
        if (!edit.step(frameCount() == before - (last - f + 1)))
            return refuse(error, tr("Frame %1 could not be deleted").arg(f));
    }
    return edit.commit();
}

bool ModelDocument::deleteFrameRanges(QList<QPair<int, int>> ranges, QString *error)
{
    if (ranges.size() == 1)
        return deleteFrames(ranges.first().first, ranges.first().second, error);
    std::sort(ranges.begin(), ranges.end());
    int total = 0;
    for (int i = 0; i < ranges.size(); ++i) {
        const auto [first, last] = ranges[i];
        if (first < 0 || last >= frameCount() || first > last || (i > 0 && first <= ranges[i - 1].second))
            return refuse(error, tr("No frames %1 to %2").arg(first).arg(last));
        total += last - first + 1;
    }
    if (total >= frameCount())
        return refuse(error, tr("A model keeps at least one frame"));
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Delete %n frame(s)", nullptr, total));
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) { // last first: numbers stay valid
        if (!edit.step(deleteFrames(it->first, it->second, error)))
            return false;
    }
    return edit.commit();
}

bool ModelDocument::moveFrame(int from, int to, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (from < 0 || from >= frameCount() || to < 0 || to >= frameCount())
        return refuse(error, tr("No frame %1").arg(from < 0 || from >= frameCount() ? from : to));
    if (from == to)
        return true;
    undoStack()->push(new FrameMoveCommand(this, from, to));
    return true;
}

bool ModelDocument::moveFrames(int first, int count, int before, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (count < 1 || first < 0 || first + count > frameCount() || before < 0 || before > frameCount())
        return refuse(error, tr("No frames %1 to %2").arg(first).arg(first + count - 1));
    if (before >= first && before <= first + count)
        return true; // onto itself: nothing moves, no empty undo step
    if (count == 1)
        return moveFrame(first, before < first ? before : before - 1, error);
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Move %n frame(s)", nullptr, count));
    for (int i = 0; i < count; ++i) {
        // Upwards the block's frames land one after the other at `before`; downwards its first
        // frame each time goes to just above `before` (which shifts up as frames leave).
        const bool ok = before < first ? moveFrame(first + i, before + i, error) : moveFrame(first, before - 1, error);
        if (!edit.step(ok))
            return false;
    }
    return edit.commit();
}

bool ModelDocument::renameAnimation(int first, int count, const QString &prefix, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (count < 1 || first < 0 || first + count > frameCount())
        return refuse(error, tr("No frames %1 to %2").arg(first).arg(first + count - 1));
    // Every frame keeps its number under the new prefix; all names are checked before any edit.
    QStringList names;
    for (int f = first; f < first + count; ++f) {
        const framenames::Parts parts = framenames::split(frameName(f));
        names << prefix + (parts.number ? QString::number(*parts.number) : QString());
        if (const QString why = checkFrameName(names.last()); !why.isEmpty())
            return refuse(error, why);
    }
    EditTransaction edit(undoStack(), QCoreApplication::translate("UndoCommands", "Rename animation %1").arg(prefix));
    for (int i = 0; i < count; ++i) {
        if (!edit.step(renameFrame(first + i, names[i], error)))
            return false;
    }
    return edit.commit();
}

bool ModelDocument::interpolateFrames(int a, int b, int count, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    if (a < 0 || a >= frameCount() || b < 0 || b >= frameCount())
        return refuse(error, tr("No frame %1").arg(a < 0 || a >= frameCount() ? a : b));
    if (count < 1 || count > 1000)
        return refuse(error, tr("Insert between 1 and 1000 frames"));
    const std::vector<Eigen::Vector3f> from = positions(a), to = positions(b);
    const std::vector<float> steps = interpolationSteps(count);
    return insertNumbered(a, count, QCoreApplication::translate("UndoCommands", "Interpolate %n frame(s)", nullptr, count),
                          [&](int i, int at, const QString &name) {
                              return new FrameInsertCommand(this, at, name,
                                                            a == b ? std::vector<Eigen::Vector3f>()
                                                                   : blendPositions(from, to, steps[size_t(i)]),
                                                            a == b ? a : -1);
                          },
                          error);
}

bool ModelDocument::duplicateIntoRun(QList<int> frames, QString *error)
{
    if (!canEditFrames())
        return refuse(error, tr("Frames of this model kind cannot be edited"));
    std::sort(frames.begin(), frames.end());
    frames.erase(std::unique(frames.begin(), frames.end()), frames.end());
    if (frames.isEmpty())
        return refuse(error, tr("No frame to duplicate"));
    if (frames.first() < 0 || frames.last() >= frameCount())
        return refuse(error, tr("No frame %1").arg(frames.first() < 0 ? frames.first() : frames.last()));
    // Every source lies at or before the insertion point: inserting leaves their numbers alone.
    return insertNumbered(frames.last(), int(frames.size()),
                          QCoreApplication::translate("UndoCommands", "Duplicate %n frame(s)", nullptr, int(frames.size())),
                          [&](int i, int at, const QString &name) {
                              return new FrameInsertCommand(this, at, name, {}, frames[i]);
                          },
                          error);
}

bool ModelDocument::insertNumbered(int after, int count, const QString &undoText, const FrameMaker &make, QString *error)
{
    const QStringList names = frameNames(); // none for an MDL7 model without stored frames
    const int before = frameCount();
    framenames::Numbering numbering = framenames::numberInto(names, after, count, maxFrameNameLength());
    if (numbering.inserted.isEmpty()) {
        // No number to continue: "<name>" made unique, one after the other.
        QStringList taken = names;
        for (int i = 0; i < count; ++i) {
            numbering.inserted << framenames::uniqueName(taken, frameName(after), maxFrameNameLength());
            taken << numbering.inserted.last();
        }
        numbering.renamed.clear();
    }
    EditTransaction edit(undoStack(), undoText);
    // Renumber the run's later frames first (highest first, so no two frames share a name on the
    // way), then insert the new frames after `after`.
    // (The numbering only renames frames that have names, so a rename cannot fail; checking each
    // by frameName() would rebuild the name list per frame.)
    for (auto it = numbering.renamed.crbegin(); it != numbering.renamed.crend(); ++it) {
        undoStack()->push(frameNameCommand(it->first, it->second));
        if (!edit.step(true))
            return refuse(error, tr("Frame %1 could not be renamed").arg(it->first));
    }
    for (int i = 0; i < count; ++i) {
        undoStack()->push(make(i, after + 1 + i, numbering.inserted[i]));
        if (!edit.step(frameCount() == before + i + 1)) // the edit rolls back: the model is as it was
            return refuse(error, tr("This model cannot take new frames here"));
    }
    return edit.commit();
}

bool ModelDocument::setWordPacked(int frame, bool word, QString *error)
{
    if (!supportsWordFrames())
        return refuse(error, tr("This format has no word (16-bit) frames"));
    if (frame < 0 || frame >= frameCount())
        return refuse(error, tr("No frame %1").arg(frame));
    if (isWordPacked(frame) == word)
        return true;
    using Command = ValueChangeCommand<bool>;
    const QString text = word ? QCoreApplication::translate("UndoCommands", "Word packing for frame %1").arg(frameName(frame))
                              : QCoreApplication::translate("UndoCommands", "Byte packing for frame %1").arg(frameName(frame));
    undoStack()->push(new Command(text,
                                  Command::readWrite([this, frame] { return isWordPacked(frame); },
                                                     [this, frame](const bool &w) { applyWordPacked(frame, w); }),
                                  word));
    return true;
}

QUndoCommand *ModelDocument::frameNameCommand(int frame, const QString &name)
{
    using Command = ValueChangeCommand<QVariant>;
    return new Command(QCoreApplication::translate("UndoCommands", "Rename frame %1 to %2").arg(frameName(frame), name),
                       Command::readWrite([this, frame] { return rawFrameName(frame); },
                                          [this, frame](const QVariant &raw) { applyRawFrameName(frame, raw); }),
                       rawFrameName(frame), [this, frame, name] { return applyFrameName(frame, name); });
}

} // namespace ackedit::document
