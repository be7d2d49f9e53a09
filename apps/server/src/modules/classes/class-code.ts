import { randomBytes } from 'node:crypto';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@chronodeck/contract';

/** The largest multiple of the alphabet size below 256: bytes above it are redrawn, so no letter is favoured. */
const UNBIASED_LIMIT = 256 - (256 % CLASS_CODE_ALPHABET.length);

/** A new random class code from the readable alphabet (cryptographically random, unbiased). */
export function generateClassCode(random: (size: number) => Buffer = randomBytes): string {
  let code = '';
  while (code.length < CLASS_CODE_LENGTH) {
    for (const byte of random(CLASS_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += CLASS_CODE_ALPHABET[byte % CLASS_CODE_ALPHABET.length];
      if (code.length === CLASS_CODE_LENGTH) break;
    }
  }
  return code;
}
