import { rememberedChoice } from '../../shared/storage/remembered-choice';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';

export const STUDENT_TABS = ['explore', 'studies', 'collections', 'progress'] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

/** Explore is the default (SPEC.md §2); the last chosen tab is remembered. */
const studentTab = rememberedChoice(STORAGE_KEYS.studentActiveTab, STUDENT_TABS, 'explore');
export const storedStudentTab = studentTab.read;
export const storeStudentTab = studentTab.write;

/** "Welcome, Ada" from "Ada Lovelace"; guests and nameless accounts are greeted as Student. */
export function firstName(name: string | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
