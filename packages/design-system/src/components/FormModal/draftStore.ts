/**
 * Where FormModal keeps and takes the session drafts (./drafts.ts): per tab in sessionStorage, for the owner the shell
 * named. Apart from ./drafts.ts, which is in the shared core on every page, because only a dialog needs this part (the
 * forms entry). It holds no state of its own (the keepers are ./drafts.ts's), so its relative import of the keys is
 * safe in any build.
 */
import { DRAFTS_KEY, OWNER_KEY, draftStorage } from './drafts';

/** The newest drafts kept; an older one gives way. */
const MAX_DRAFTS = 10;
/** A draft larger than this (characters of JSON) is not kept: sessionStorage is small and shared by the tab. */
const MAX_DRAFT_CHARS = 100_000;

type Drafts = Record<string, unknown>;

function readDrafts(store: Storage): Drafts {
  try {
    const parsed: unknown = JSON.parse(store.getItem(DRAFTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeDrafts(store: Storage, drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) store.removeItem(DRAFTS_KEY);
    else store.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused: the draft is not kept, as before this existed.
  }
}

/** Where a draft belongs: the dialog's page, its title and the values it opened with (the record it edits). */
export interface DraftPlace {
  pathname: string;
  title: string;
  openedWith: unknown;
}

/**
 * For FormModal: keeps `values` for the dialog at `place`, for the signed-in owner, each of the `secrets` (field
 * paths such as `password` or `card.cvc`) set back to its value in `place.openedWith`. Nothing is kept without an
 * owner (no shell) or when a value is not plain JSON (a File, a Date).
 */
export function putDraft(place: DraftPlace, values: unknown, secrets: readonly string[] = []): void {
  const store = draftStorage();
  if (!store || store.getItem(OWNER_KEY) === null || !isJsonValue(values)) return;
  const json = JSON.stringify(values);
  if (json.length > MAX_DRAFT_CHARS) return;
  const kept = JSON.parse(json) as Record<string, unknown>;
  for (const path of secrets) setAt(kept, path.split('.'), getAt(place.openedWith, path.split('.')));
  const key = draftKey(place);
  const drafts = readDrafts(store);
  delete drafts[key];
  drafts[key] = kept;
  const keys = Object.keys(drafts);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_DRAFTS))) delete drafts[old];
  writeDrafts(store, drafts);
}

/** For FormModal: the values kept for the dialog at `place`, removed as they are taken; undefined when none. */
export function takeDraft(place: DraftPlace): Record<string, unknown> | undefined {
  const store = draftStorage();
  if (!store) return undefined;
  const key = draftKey(place);
  const drafts = readDrafts(store);
  if (!(key in drafts)) return undefined;
  const draft = drafts[key];
  delete drafts[key];
  writeDrafts(store, drafts);
  return draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as Record<string, unknown>) : undefined;
}

/** A short, stable key for the dialog at `place` (the record's values are not stored a second time). */
function draftKey({ pathname, title, openedWith }: DraftPlace): string {
  const text = `${pathname}\n${title}\n${JSON.stringify(openedWith ?? null)}`;
  // cyrb53 (public domain): 53 bits, so ten drafts never share a key in practice.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** True for what JSON keeps as it is: strings, finite numbers, booleans, null, arrays and plain objects of them. */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Record<string, unknown>).every((v) => v === undefined || isJsonValue(v));
}

function getAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const step of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  return node;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [step, ...rest] = path;
  if (step === undefined) return;
  if (rest.length === 0) {
    if (value === undefined) delete target[step];
    else target[step] = value;
    return;
  }
  const next = target[step];
  if (next && typeof next === 'object') setAt(next as Record<string, unknown>, rest, value);
}
