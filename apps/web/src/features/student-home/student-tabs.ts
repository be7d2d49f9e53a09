import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { localStore } from '../../shared/storage/storage';

export const STUDENT_TABS = ['explore', 'studies', 'collections'] as const;
export type StudentTab = (typeof STUDENT_TABS)[number];

const isStudentTab = (value: unknown): value is StudentTab =>
  STUDENT_TABS.includes(value as StudentTab);

/** Explore is the default (SPEC.md §2); the last chosen tab is remembered. */
export function storedStudentTab(): StudentTab {
  const stored = localStore.get(STORAGE_KEYS.studentActiveTab);
  return isStudentTab(stored) ? stored : 'explore';
}

export function storeStudentTab(tab: StudentTab): void {
  localStore.set(STORAGE_KEYS.studentActiveTab, tab);
}

/** "Welcome, Ada" from "Ada Lovelace"; guests and nameless accounts are greeted as Student. */
export function firstName(name: string | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
