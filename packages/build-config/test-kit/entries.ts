/**
 * The check of a package shared through Module Federation as smaller entries than its barrel (issue 26: domain,
 * design-system and contract; build-config shared.js CORE_ENTRIES): together the entries must be the barrel's values
 * exactly, each name in exactly one entry, the very same value (not a copy). Use inside a jest test:
 *
 *   expectEntriesSplitBarrel(barrel, { core, areas });
 *
 * Kept apart from the remotes' test kit (`./index.tsx`), which imports the shared packages themselves.
 */
export function expectEntriesSplitBarrel(barrel: object, entries: Record<string, object>): void {
  const values = (entry: object, name: string) => (entry as Record<string, unknown>)[name];
  const seen = new Map<string, string>();
  for (const [entryName, entry] of Object.entries(entries)) {
    for (const name of Object.keys(entry)) {
      // Each name in one entry only: the second would be a second copy in the page.
      expect({ name, entries: [seen.get(name), entryName].filter(Boolean) }).toEqual({ name, entries: [entryName] });
      seen.set(name, entryName);
      expect({ name, sameValue: values(entry, name) === values(barrel, name) }).toEqual({ name, sameValue: true });
    }
  }
  expect([...seen.keys()].sort()).toEqual(Object.keys(barrel).sort());
}
