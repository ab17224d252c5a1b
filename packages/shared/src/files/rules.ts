import { FILENAME_MAX_LENGTH, TASK_FILE_MAX_BYTES } from '../common/constants';
import { hasOnlyAllowedCharacters } from '../common/text';

/** Rules of 000 §5 about task files, and helpers every file upload shares. */

export const fileMessages = {
  invalidFilename: 'Invalid filename',
  typeNotAllowed: 'File type not allowed',
  tooLarge: 'File size exceeds limit (100MB)',
  empty: 'File is empty',
  notFound: 'File not found',
} as const;

/** Characters a filename may not hold (000 §5), besides control characters. */
export const FORBIDDEN_FILENAME_CHARACTERS = [
  '<',
  '>',
  ':',
  '"',
  '/',
  '\\',
  '|',
  '?',
  '*',
] as const;

const digits1to9 = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Windows device names (000 §5): CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9. */
export const RESERVED_DEVICE_NAMES: readonly string[] = [
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...digits1to9.map((digit) => `COM${digit}`),
  ...digits1to9.map((digit) => `LPT${digit}`),
];

const reservedDeviceNames = new Set(RESERVED_DEVICE_NAMES);

/**
 * A reserved device name, in any case, alone or with an extension: 'con', 'CON.txt',
 * 'Lpt1.tar.gz', 'NUL .md' (Windows ignores trailing spaces before the dot). 'CONSOLE.txt' and
 * 'COM10' are not reserved.
 */
export function isReservedDeviceName(filename: string): boolean {
  const [stem = ''] = filename.split('.');
  return reservedDeviceNames.has(stem.trimEnd().toUpperCase());
}

function hasForbiddenCharacter(filename: string): boolean {
  for (const character of filename) {
    // C0 control characters and DEL (a surrogate pair's first unit is above both).
    const code = character.charCodeAt(0);
    if (code <= 0x1f || code === 0x7f) return true;
    if ((FORBIDDEN_FILENAME_CHARACTERS as readonly string[]).includes(character)) return true;
  }
  return false;
}

/**
 * A filename as 000 §5 allows it: not blank, at most 255 characters (counted as Unicode code
 * points, as PostgreSQL counts them), free of < > : " / \ | ? *, control characters and lone
 * surrogates, not a reserved device name, and not made only of dots ('.', '..').
 */
export function isValidFilename(filename: string): boolean {
  if (filename.trim() === '') return false;
  if ([...filename].length > FILENAME_MAX_LENGTH) return false;
  if (hasForbiddenCharacter(filename) || !hasOnlyAllowedCharacters(filename)) return false;
  if (/^\.+$/.test(filename)) return false;
  return !isReservedDeviceName(filename);
}

/** The lower-case extension without its dot, or '' ('Report.PDF' → 'pdf', 'README' → ''). */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The MIME type without parameters, lower-case: 'Text/Plain; charset=utf-8' → 'text/plain'. */
export function normalizeMimeType(mimeType: string): string {
  return mimeType.replace(/;.*$/s, '').trim().toLowerCase();
}

/** Task file types of 000 §5 with the extensions each is known by. */
export const TASK_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'text/markdown': ['md', 'markdown'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/json': ['json'],
  'application/xml': ['xml'],
  'text/xml': ['xml'],
};

/** What browsers declare when they do not know a file's type. */
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The allowed MIME type a file is stored with, or null when not allowed. The declared type
 * decides; only when the browser declares none (or octet-stream, as it does for .md on some
 * systems) is the extension used, and then the first type listing it.
 */
export function resolveAllowedMimeType(
  filename: string,
  declaredType: string,
  allowedTypes: Readonly<Record<string, readonly string[]>>,
): string | null {
  const declared = normalizeMimeType(declaredType);
  if (Object.hasOwn(allowedTypes, declared)) return declared;
  if (!UNKNOWN_MIME_TYPES.has(declared)) return null;
  const extension = fileExtension(filename);
  if (extension === '') return null;
  const match = Object.entries(allowedTypes).find(([, extensions]) =>
    extensions.includes(extension),
  );
  return match ? match[0] : null;
}

/** The parts of a browser File the checks read; a File itself fits. */
export interface FileCandidate {
  name: string;
  type: string;
  size: number;
}

export type FileCheck =
  { ok: true; mimeType: string } | { ok: false; errors: string[]; mimeType: string | null };

/** Checks one task file; every failing rule is reported, in the order name, type, size. */
export function checkTaskFile(file: FileCandidate): FileCheck {
  const errors: string[] = [];
  if (!isValidFilename(file.name)) errors.push(fileMessages.invalidFilename);
  const mimeType = resolveAllowedMimeType(file.name, file.type, TASK_FILE_TYPES);
  if (mimeType === null) errors.push(fileMessages.typeNotAllowed);
  if (file.size <= 0) errors.push(fileMessages.empty);
  else if (file.size > TASK_FILE_MAX_BYTES) errors.push(fileMessages.tooLarge);
  return errors.length === 0 && mimeType !== null
    ? { ok: true, mimeType }
    : { ok: false, errors, mimeType };
}

export interface FileError {
  fileName: string;
  message: string;
}

export type BatchCheck<T extends FileCandidate> =
  { ok: true; accepted: Array<{ file: T; mimeType: string }> } | { ok: false; errors: FileError[] };

/**
 * Checks a batch with a per-file check. Every error of every file is reported; when any file is
 * invalid none is accepted (000 §5, 001 §5).
 */
export function checkFileBatch<T extends FileCandidate>(
  files: readonly T[],
  checkFile: (file: T) => FileCheck,
): BatchCheck<T> {
  const accepted: Array<{ file: T; mimeType: string }> = [];
  const errors: FileError[] = [];
  for (const file of files) {
    const check = checkFile(file);
    if (check.ok) accepted.push({ file, mimeType: check.mimeType });
    else for (const message of check.errors) errors.push({ fileName: file.name, message });
  }
  return errors.length === 0 ? { ok: true, accepted } : { ok: false, errors };
}

/** Checks a batch of task files: all valid, or none accepted and every error reported. */
export function checkTaskFileBatch<T extends FileCandidate>(files: readonly T[]): BatchCheck<T> {
  return checkFileBatch(files, checkTaskFile);
}

export const fileCategories = ['image', 'document', 'archive', 'other'] as const;
export type FileCategory = (typeof fileCategories)[number];

/** The category badge of a file row. */
export const fileCategoryLabels: Record<FileCategory, string> = {
  image: 'Image',
  document: 'Document',
  archive: 'Archive',
  other: 'Other',
};

/** The file manager's Type filter (000 §2 Files page). */
export const fileTypeFilterLabels: Record<'all' | FileCategory, string> = {
  all: 'All',
  image: 'Images',
  document: 'Documents',
  archive: 'Archives',
  other: 'Other',
};

const IMAGE_MIME_PREFIX = 'image/';
const ARCHIVE_MIME_TYPES: readonly string[] = ['application/zip', 'application/x-zip-compressed'];

/**
 * How types are grouped, as lists a query can filter by: image/* is an image, zip an archive, any
 * other allowed task file type a document, and everything else other.
 */
export const FILE_CATEGORY_RULE = {
  imagePrefix: IMAGE_MIME_PREFIX,
  archiveTypes: ARCHIVE_MIME_TYPES,
  documentTypes: Object.keys(TASK_FILE_TYPES).filter(
    (type) => !type.startsWith(IMAGE_MIME_PREFIX) && !ARCHIVE_MIME_TYPES.includes(type),
  ),
} as const;

/** The category of a type, by `FILE_CATEGORY_RULE`. */
export function fileCategory(mimeType: string): FileCategory {
  const type = normalizeMimeType(mimeType);
  if (type.startsWith(FILE_CATEGORY_RULE.imagePrefix)) return 'image';
  if (FILE_CATEGORY_RULE.archiveTypes.includes(type)) return 'archive';
  if (FILE_CATEGORY_RULE.documentTypes.includes(type)) return 'document';
  return 'other';
}

const sizeUnits = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size for people, in binary units with at most one decimal: '0 B', '512 B', '1.5 KB',
 * '100 MB'. No size gives 'Unknown size' (000 §2 Files page).
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes;
  let unit: (typeof sizeUnits)[number] = 'KB';
  for (const candidate of sizeUnits) {
    value /= 1024;
    unit = candidate;
    if (value < 1024) break;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${unit}`;
}

/**
 * Header values carry ASCII only, so the upload's x-filename header holds the name
 * percent-encoded (encodeURIComponent); the server decodes it.
 */
export function encodeFilenameHeader(filename: string): string {
  return encodeURIComponent(filename);
}

/** The filename from an x-filename header, or null when its encoding is malformed. */
export function decodeFilenameHeader(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
