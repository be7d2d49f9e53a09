import { IMPORT_LIMITS, type ExportFormatName } from '@chronodeck/contract';

/** The format a file's name suggests: Anki packages and TimelineJS JSON by extension, else CSV. */
export function formatOfFile(name: string): ExportFormatName {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'apkg' || extension === 'colpkg') return 'apkg';
  if (extension === 'json') return 'timelinejs';
  return 'csv';
}

/** A deck title from a file name: "French Revolution.csv" → "French Revolution". */
export const deckTitleOfFile = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, 100);

export const fileTooLarge = (file: File) => file.size > IMPORT_LIMITS.fileBytes;

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its characters as arguments, and arguments are bounded.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The file as the import request carries it: its text, or base64 for an Anki package. */
export async function importContent(file: File, format: ExportFormatName): Promise<string> {
  return format === 'apkg' ? base64(new Uint8Array(await file.arrayBuffer())) : file.text();
}
