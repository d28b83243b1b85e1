#include "views/editor/fileeditor.h"
#include "views/editor/highlighters.h"

#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSyntaxHighlighter>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

class TestFileEditor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(bytes);
        return path;
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return f.readAll();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void saveKeepsBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("plain LF") << QByteArray("# Role\n\nYou answer the phone.\n");
        QTest::newRow("CRLF kept") << QByteArray("# Role\r\n\r\nAlways confirm.\r\n");
        QTest::newRow("no trailing newline") << QByteArray("one line");
        QTest::newRow("non-breaking space kept") << QByteArray("10\xC2\xA0people, \xD0\xBA\xD0\xBE\xD0\xB4\n");
        QTest::newRow("emoji") << QByteArray("Say \xF0\x9F\x91\x8B then stop.\n");
    }

    void saveKeepsBytes()
    {
        QFETCH(QByteArray, bytes);
        const QString path = writeFile(QStringLiteral("prompt.md"), bytes);
        FileEditor editor;
        QString error;
        QVERIFY2(editor.openFile(path, &error), qPrintable(error));
        QVERIFY(!editor.isModified());
        QCOMPARE(editor.bytes(), bytes);
        QFile::remove(path);
        QVERIFY(editor.save(&error));
        QCOMPARE(readFile(path), bytes);
    }

    void modifiedMarkerAndSave()
    {
        const QString path = writeFile(QStringLiteral("edit.md"), "Hello\n");
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(path, &error));
        QSignalSpy modified(&editor, &FileEditor::modifiedChanged);
        QSignalSpy saved(&editor, &FileEditor::saved);
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("Bye"));
        QVERIFY(editor.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.at(0).at(0).toBool(), true);
        QVERIFY(editor.save(&error));
        QVERIFY(!editor.isModified());
        QCOMPARE(modified.count(), 2);
        QCOMPARE(modified.at(1).at(0).toBool(), false);
        QCOMPARE(saved.count(), 1);
        QCOMPARE(readFile(path), QByteArray("Hello\nBye"));
    }

    void openMissingFileFails()
    {
        FileEditor editor;
        QString error;
        QVERIFY(!editor.openFile(m_dir.filePath(QStringLiteral("nope.md")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!editor.save(&error));
    }

    void goToCountsCodePoints_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("expectedPosition"); // UTF-16 offset in the document
        QTest::addColumn<int>("expectedColumn");
        // Line 1 is `{ "` (offsets 0-2, newline 3); line 2 is "a😀bc" from
        // offset 4: the emoji is two UTF-16 units but one column.
        QTest::newRow("line 1 col 1") << 1 << 1 << 0 << 1;
        QTest::newRow("line 2 col 1") << 2 << 1 << 4 << 1;
        QTest::newRow("at emoji") << 2 << 2 << 5 << 2;
        QTest::newRow("after emoji") << 2 << 3 << 7 << 3;
        QTest::newRow("at c") << 2 << 4 << 8 << 4;
        QTest::newRow("past end clamps") << 2 << 40 << 9 << 5;
    }

    void goToCountsCodePoints()
    {
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(int, expectedPosition);
        QFETCH(int, expectedColumn);
        const QString path = writeFile(QStringLiteral("pos.json"),
                                       "{ \"\n"
                                       "a\xF0\x9F\x98\x80"
                                       "bc\n");
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(path, &error));
        editor.goTo(line, column);
        QCOMPARE(editor.textCursor().position(), expectedPosition);
        const auto [l, c] = editor.cursorLineColumn();
        QCOMPARE(l, line);
        QCOMPARE(c, expectedColumn);
    }

    void highlighterByExtension()
    {
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(writeFile(QStringLiteral("a.md"), "# x\n"), &error));
        QVERIFY(editor.document()->findChild<QSyntaxHighlighter *>() != nullptr);
        QVERIFY(editor.openFile(writeFile(QStringLiteral("b.txt"), "x\n"), &error));
        QCOMPARE(editor.document()->findChild<QSyntaxHighlighter *>(), nullptr);
        QVERIFY(highlighterBackend() == QLatin1String("built-in")
                || highlighterBackend() == QLatin1String("KSyntaxHighlighting"));
    }

    void markdownHighlighterMarksCriticalWords()
    {
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(writeFile(QStringLiteral("c.md"), "Never read get_opening_hours aloud.\n"), &error));
        // The highlighter runs from the event loop after the text is set.
        const auto formats = [&editor] { return editor.document()->firstBlock().layout()->formats(); };
        const auto neverBold = [&] {
            for (const QTextLayout::FormatRange &r : formats())
                if (r.start == 0 && r.length == 5 && r.format.fontWeight() == QFont::Bold)
                    return true;
            return false;
        };
        QTRY_VERIFY2(neverBold(), "\"Never\" starts a critical rule and must stand out");
        for (const QTextLayout::FormatRange &r : formats())
            QVERIFY2(!(r.start >= 11 && r.start < 28 && r.format.fontItalic()),
                     "underscores inside an identifier are not emphasis");
    }

    // A change made on disk while the file is open shows the info bar, and
    // save() does not silently overwrite it.
    void externalChangeIsDetected()
    {
        const QString path = writeFile(QStringLiteral("watched.md"), "# Role\nOriginal.\n");
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(path, &error));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(!editor.externalChangeBar()->isVisible());
        QSignalSpy changed(&editor, &FileEditor::externallyChanged);

        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText(QStringLiteral("Mine.\n"));
        writeFile(QStringLiteral("watched.md"), "# Role\nTheirs.\n");
        QTRY_VERIFY_WITH_TIMEOUT(editor.externalChangeBar()->isVisible(), 5000);
        QVERIFY(!changed.isEmpty());
        QVERIFY(editor.changedOnDisk());

        // Saving refuses unless told to overwrite.
        QVERIFY(!editor.save(&error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(readFile(path), QByteArray("# Role\nTheirs.\n"));

        // Keep mine: the bar goes, the text stays, a plain save still refuses.
        editor.keepMine();
        QVERIFY(!editor.externalChangeBar()->isVisible());
        QVERIFY(editor.isModified());
        QVERIFY(!editor.save(&error));
        QVERIFY(editor.save(&error, true));
        QCOMPARE(readFile(path), QByteArray("# Role\nOriginal.\nMine.\n"));
        QVERIFY(!editor.changedOnDisk());

        // Our own save does not raise the bar.
        editor.insertPlainText(QStringLiteral("More.\n"));
        QVERIFY(editor.save(&error));
        QTest::qWait(200);
        QVERIFY(!editor.externalChangeBar()->isVisible());
    }

    void reloadTakesTheDiskVersion()
    {
        const QString path = writeFile(QStringLiteral("reload.md"), "one\n");
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(path, &error));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        writeFile(QStringLiteral("reload.md"), "two\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(editor.externalChangeBar()->isVisible(), 5000);
        QVERIFY(editor.reloadFromDisk());
        QCOMPARE(editor.toPlainText(), QStringLiteral("two\n"));
        QCOMPARE(editor.bytes(), QByteArray("two\r\n"));
        QVERIFY(!editor.isModified());
        QVERIFY(!editor.externalChangeBar()->isVisible());
        // Undo brings the editor's text back.
        editor.undo();
        QCOMPARE(editor.toPlainText(), QStringLiteral("one\n"));
    }

    void findBar()
    {
        const QString path = writeFile(QStringLiteral("find.md"), "alpha beta\ngamma beta\ndelta\n");
        FileEditor editor;
        QString error;
        QVERIFY(editor.openFile(path, &error));
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        editor.setFocus();
        QVERIFY(!editor.findBar()->isVisible());

        QTest::keyClick(&editor, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(editor.findBar()->isVisible());
        QTRY_VERIFY(editor.findField()->hasFocus());
        QTest::keyClicks(editor.findField(), QStringLiteral("beta"));
        QCOMPARE(editor.textCursor().selectedText(), QStringLiteral("beta"));
        QCOMPARE(editor.cursorLineColumn().first, 1);

        QTest::keyClick(editor.findField(), Qt::Key_F3);
        QCOMPARE(editor.cursorLineColumn().first, 2);
        QTest::keyClick(editor.findField(), Qt::Key_F3); // wraps
        QCOMPARE(editor.cursorLineColumn().first, 1);
        QTest::keyClick(editor.findField(), Qt::Key_F3, Qt::ShiftModifier); // back, wrapping
        QCOMPARE(editor.cursorLineColumn().first, 2);

        editor.findField()->setText(QStringLiteral("zeta"));
        QVERIFY(!editor.findNext());

        QTest::keyClick(editor.findField(), Qt::Key_Escape);
        QVERIFY(!editor.findBar()->isVisible());
        QVERIFY(editor.hasFocus());
    }
};

QTEST_MAIN(TestFileEditor)
#include "tst_fileeditor.moc"
