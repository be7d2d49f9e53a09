/**
 * The article's title as its address spells it: `Storming_of_the_Bastille` → "Storming of the
 * Bastille". A malformed escape would make decodeURIComponent throw, so it shows as written.
 */
export function sourceTitle(source: string): string {
  const name = source.slice(source.lastIndexOf('/') + 1);
  return decodedOrAsWritten(name).replaceAll('_', ' ');
}

function decodedOrAsWritten(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
