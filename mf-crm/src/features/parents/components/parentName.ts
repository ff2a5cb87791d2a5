import type { Parent } from '@tutoring/contract';

/** "First Last" of a parent. */
export const parentName = (parent: Pick<Parent, 'fullName' | 'firstName' | 'lastName'>): string =>
  parent.fullName ?? [parent.firstName, parent.lastName].filter(Boolean).join(' ');
