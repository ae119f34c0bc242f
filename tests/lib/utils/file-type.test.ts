import { FILE_ICON_KEYS, fileTypeIcon, isImage } from '@/lib/utils';

describe('fileTypeIcon', () => {
  it.each<[string | null | undefined, string]>([
    ['report.docx', 'doc'],
    ['report.doc', 'doc'],
    ['slides.pptx', 'ppt'],
    ['sheet.xlsx', 'xls'],
    ['song.ogg', 'audio'],
    ['song.aiff', 'audio'],
    ['tune.mid', 'audio'],
    ['clip.mpg', 'video'],
    ['clip.mpeg', 'video'],
    ['clip.rmvb', 'video'],
    ['clip.rm', 'video'],
    ['clip.wmv', 'video'],
    ['clip.mov', 'video'],
    ['clip.mp4', 'mp4'],
    ['photo.PNG', 'png'],
    ['photo.jpeg', 'jpg'],
    ['archive.7z', '7z'],
    ['archive.rar', 'rar'],
    ['archive.zip', 'zip'],
    ['code.js', 'js'],
    ['page.html', 'html'],
    ['style.css', 'css'],
    ['data.json', 'json'],
    ['doc.pdf', 'pdf'],
    ['notes.txt', 'txt'],
    ['/profile/upload/2024/01/a.pdf?x=1#top', 'pdf'],
    ['docx', 'doc'],
    ['.xlsx', 'xls'],
    ['strange.qqq', 'unknown'],
    ['noextension', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%j → %s', (name, expected) => {
    expect(fileTypeIcon(name)).toBe(expected);
  });

  it('offers about 40 keys, all of which map to themselves', () => {
    expect(FILE_ICON_KEYS.length).toBeGreaterThanOrEqual(40);
    for (const key of FILE_ICON_KEYS.filter((k) => !['audio', 'video', 'unknown'].includes(k))) {
      expect(fileTypeIcon(`x.${key}`)).toBe(key);
    }
  });
});

describe('isImage', () => {
  it.each<[string | null | undefined, boolean]>([
    ['a.png', true],
    ['a.JPG', true],
    ['a.jpeg', true],
    ['a.gif', true],
    ['a.webp', true],
    ['a.bmp', true],
    ['a.tiff', true],
    ['a.svg', false],
    ['a.pdf', false],
    ['png', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (name, expected) => {
    expect(isImage(name)).toBe(expected);
  });
});
