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

/**
 * The translator over a message tree (read at each call, so namespaces loaded later are found). A key with
 * no value returns the key itself: the page shows what is missing instead of breaking.
 */
export function translator<M extends object>(messages: () => Partial<M>): Translate<M> {
  return (<P extends Path<M>>(key: P, values?: Values) => {
    let value: unknown = messages();
    for (const part of key.split(".")) {
      value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value === "string") return fill(value, values);
    return value ?? key;
  }) as Translate<M>;
}
