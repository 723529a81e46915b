/**
 * The site's translator: a dotted key finds a value in a message tree, and `{{name}}` placeholders in a
 * string are filled. That is all the site asks of translations (no plurals, no nesting, no formatting), so a
 * few lines replace i18next and react-i18next and their 16 KB in every page's scripts (ADR 009).
 */

/** The dotted path of every value in a message tree: strings, lists and groups alike. */
export type Path<T> = T extends string
  ? never
  : T extends readonly unknown[]
    ? never
    : {
        [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | `${K}.${Path<T[K]>}`;
      }[keyof T & string];

/** The value at a dotted path. */
export type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type Values = Record<string, string | number>;

/** Looks up a key; a string comes back with its placeholders filled, a list or a group as it is. */
export type Translate<M> = <P extends Path<M>>(key: P, values?: Values) => At<M, P>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one without a value stays as written, so a slip shows rather than vanishes. */
export function fill(template: string, values?: Values): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => String(values[name] ?? whole));
}

/** What a missing key gives: an empty list that reads as the key (`${value}`, an attribute), so a list-valued
 * key can be mapped over and a string shows its key rather than breaking the page. */
export function missingValue(key: string): string[] {
  return Object.assign([], { toString: () => key });
}

/** A key the messages do not hold: development and tests stop on it; a built site says so and goes on. */
export function failLoudly(key: string): never {
  throw new Error(`Missing translation: ${key} (is its namespace loaded?)`);
}

/**
 * The translator over a message tree (read at each call, so namespaces loaded later are found). A key with
 * no value goes to `onMissing`, whose answer stands in for it.
 */
export function translator<M extends object>(
  messages: () => Partial<M>,
  onMissing: (key: string) => unknown = failLoudly,
): Translate<M> {
  return ((key: Path<M>, values?: Values) => {
    let value: unknown = messages();
    for (const part of key.split(".")) {
      value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value === "string") return fill(value, values);
    return value === undefined ? onMissing(key) : value;
  }) as Translate<M>;
}

/** Whether a message tree holds a value at the dotted key (for keys that come from outside, e.g. zod). */
export function hasKey(messages: object, key: string): boolean {
  let value: unknown = messages;
  for (const part of key.split(".")) {
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value !== undefined;
}
