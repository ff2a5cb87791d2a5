import { camel } from '../../util';

/** `first_name` → `firstName`, at the type level. */
export type CamelKey<S extends string> = S extends `${infer H}_${infer C}${infer R}`
  ? `${H}${Uppercase<C>}${CamelKey<R>}`
  : S;

/** A row with its keys in camelCase (the wire's spelling, ADR 0001). */
export type Camel<T> = { [K in keyof T as K extends string ? CamelKey<K> : K]: T[K] };

/** A typed row with its keys converted to camelCase (one level; json values are kept as stored). */
export function camelize<T extends object>(row: T): Camel<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[camel(k)] = v;
  return out as Camel<T>;
}
