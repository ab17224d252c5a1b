import { describe, expect, it } from 'vitest';
import {
  checkTaskFile,
  checkTaskFileBatch,
  decodeFilenameHeader,
  encodeFilenameHeader,
  fileCategory,
  fileExtension,
  fileMessages,
  FORBIDDEN_FILENAME_CHARACTERS,
  formatFileSize,
  isReservedDeviceName,
  isValidFilename,
  normalizeMimeType,
  RESERVED_DEVICE_NAMES,
  resolveAllowedMimeType,
  TASK_FILE_TYPES,
} from './rules';

const MB = 1024 * 1024;
const file = (name: string, type = 'application/pdf', size = 1024) => ({ name, type, size });

describe('reserved device names (000 §5)', () => {
  it('lists CON, PRN, AUX, NUL, COM1–9 and LPT1–9', () => {
    expect(RESERVED_DEVICE_NAMES).toHaveLength(22);
  });

  it.each(RESERVED_DEVICE_NAMES.flatMap((name) => [name, `${name.toLowerCase()}.txt`]))(
    '%s is reserved',
    (name) => {
      expect(isReservedDeviceName(name)).toBe(true);
      expect(isValidFilename(name)).toBe(false);
    },
  );

  it.each([
    ['Con.tar.gz', true],
    ['NUL .md', true],
    ['lPt9', true],
    ['CONSOLE.txt', false],
    ['COM0', false],
    ['COM10', false],
    ['LPT', false],
    ['my-con.txt', false],
    ['.con', false],
  ])('%s → %s', (name, reserved) => {
    expect(isReservedDeviceName(name)).toBe(reserved);
  });
});

describe('isValidFilename (000 §5)', () => {
  it.each(FORBIDDEN_FILENAME_CHARACTERS.map((character) => [character]))(
    'refuses %s',
    (character) => {
      expect(isValidFilename(`report${character}2025.pdf`)).toBe(false);
    },
  );

  it.each([
    ['NUL character', 'a\u0000b.pdf'],
    ['tab', 'a\tb.pdf'],
    ['newline', 'a\nb.pdf'],
    ['unit separator', 'a\u001fb.pdf'],
    ['DEL', 'a\u007fb.pdf'],
  ])('refuses a control character: %s', (_name, filename) => {
    expect(isValidFilename(filename)).toBe(false);
  });

  it.each([
    ['254 characters', 'a'.repeat(250) + '.pdf', true],
    ['255 characters', 'a'.repeat(251) + '.pdf', true],
    ['256 characters', 'a'.repeat(252) + '.pdf', false],
    ['255 emoji (code points)', '😀'.repeat(251) + '.pdf', true],
    ['empty', '', false],
    ['blank', '   ', false],
    ['one dot', '.', false],
    ['two dots', '..', false],
    ['dot file', '.env', true],
    ['spaces and unicode', 'Plan de obra – fase 2.pdf', true],
  ])('%s → %s', (_case, filename, valid) => {
    expect(isValidFilename(filename)).toBe(valid);
  });
});

describe('MIME types', () => {
  it('allows the 21 types of 000 §5', () => {
    expect(Object.keys(TASK_FILE_TYPES)).toHaveLength(21);
  });

  it.each([
    ['Report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.env', ''],
  ])('extension of %s is %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it('normalises declared types', () => {
    expect(normalizeMimeType('Text/Plain; charset=utf-8')).toBe('text/plain');
  });

  it.each([
    ['a.png', 'image/png', 'image/png'],
    ['a.jpg', 'image/jpg', 'image/jpg'],
    ['a.txt', 'text/plain; charset=utf-8', 'text/plain'],
    ['a.md', '', 'text/markdown'],
    ['a.MARKDOWN', 'application/octet-stream', 'text/markdown'],
    ['a.jpg', '', 'image/jpeg'],
    ['a.zip', '', 'application/zip'],
    ['a.xml', '', 'application/xml'],
    ['a.exe', '', null],
    ['README', '', null],
    ['a.exe', 'application/x-msdownload', null],
    ['a.html', 'text/html', null],
    ['a.png', 'text/html', null],
  ])('%s declared %j → %j', (name, declared, expected) => {
    expect(resolveAllowedMimeType(name, declared, TASK_FILE_TYPES)).toBe(expected);
  });
});

describe('checkTaskFile (000 §5)', () => {
  it.each([
    ['1 byte', 1, []],
    ['exactly 100 MB', 100 * MB, []],
    ['100 MB and one byte', 100 * MB + 1, [fileMessages.tooLarge]],
    ['empty', 0, [fileMessages.empty]],
  ])('size %s → %j', (_case, size, errors) => {
    const check = checkTaskFile(file('plan.pdf', 'application/pdf', size));
    expect(check.ok ? [] : check.errors).toEqual(errors);
  });

  it('reports every failing rule in the order name, type, size', () => {
    expect(checkTaskFile(file('CON.exe', 'application/x-msdownload', 100 * MB + 1))).toEqual({
      ok: false,
      errors: [fileMessages.invalidFilename, fileMessages.typeNotAllowed, fileMessages.tooLarge],
      mimeType: null,
    });
  });

  it('answers the type a valid file is stored with', () => {
    expect(checkTaskFile(file('notes.md', ''))).toEqual({ ok: true, mimeType: 'text/markdown' });
  });

  it('has the messages of 000 §5', () => {
    expect(fileMessages.invalidFilename).toBe('Invalid filename');
    expect(fileMessages.typeNotAllowed).toBe('File type not allowed');
    expect(fileMessages.tooLarge).toBe('File size exceeds limit (100MB)');
  });
});

describe('checkTaskFileBatch: none accepted when one is invalid', () => {
  it('accepts a valid batch and keeps each file', () => {
    const files = [file('a.pdf'), file('b.png', 'image/png')];
    expect(checkTaskFileBatch(files)).toEqual({
      ok: true,
      accepted: [
        { file: files[0], mimeType: 'application/pdf' },
        { file: files[1], mimeType: 'image/png' },
      ],
    });
  });

  it('reports every error of every file and accepts none', () => {
    const files = [file('a.pdf'), file('b?.pdf'), file('c.exe', 'application/x-msdownload', 0)];
    expect(checkTaskFileBatch(files)).toEqual({
      ok: false,
      errors: [
        { fileName: 'b?.pdf', message: fileMessages.invalidFilename },
        { fileName: 'c.exe', message: fileMessages.typeNotAllowed },
        { fileName: 'c.exe', message: fileMessages.empty },
      ],
    });
  });

  it('accepts an empty batch', () => {
    expect(checkTaskFileBatch([])).toEqual({ ok: true, accepted: [] });
  });
});

describe('file categories and sizes', () => {
  it.each([
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['application/zip', 'archive'],
    ['application/x-zip-compressed', 'archive'],
    ['application/pdf', 'document'],
    ['text/csv', 'document'],
    ['application/vnd.ms-excel', 'document'],
    ['video/mp4', 'other'],
  ] as const)('%s is %s', (mimeType, category) => {
    expect(fileCategory(mimeType)).toBe(category);
  });

  it.each([
    [null, 'Unknown size'],
    [undefined, 'Unknown size'],
    [-1, 'Unknown size'],
    [Number.NaN, 'Unknown size'],
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [MB, '1 MB'],
    [100 * MB, '100 MB'],
    [2.25 * 1024 * MB, '2.3 GB'],
    [3 * 1024 * 1024 * MB, '3 TB'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('x-filename header', () => {
  it.each(['plain.pdf', 'Plan de obra – fase 2.pdf', 'naïve 😀.png', '100% done.txt'])(
    'round-trips %s',
    (name) => {
      const header = encodeFilenameHeader(name);
      expect(header).toMatch(/^[\x20-\x7e]*$/);
      expect(decodeFilenameHeader(header)).toBe(name);
    },
  );

  it('answers null for a malformed header', () => {
    expect(decodeFilenameHeader('%E0%A4%A')).toBeNull();
  });
});
