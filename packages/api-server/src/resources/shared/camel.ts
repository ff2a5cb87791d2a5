import { camel } from '../../util';

/** `first_name` → `firstName`, at the type level. */
export type CamelKey<S extends string> = S extends `${infer H}_${infer C}${infer R}`
  ? `${H}${Uppercase<C>}${CamelKey<R>}`
  : S;

/** A row with its keys in camelCase (the wire's spelling, ADR 0001). */
export type Camel<T> = { [K in keyof T as K extends string ? CamelKey<K> : K]: T[K] };

/** A typed row with its keys converted to camelCase (one level; json values are kept as stored). */
export function camelize<T extends object>(row: T): Camel<T> {
  // for…in rather than Object.entries: no [key, value] array per column of every row of every list (issue 26).
  const out: Record<string, unknown> = {};
  const from = row as Record<string, unknown>;
  for (const k in from) if (Object.hasOwn(from, k)) out[camel(k)] = from[k];
  return out as Camel<T>;
}
