import type { en } from "./en-CA/index.ts";

/** The shape every language must fill: the same keys as English, every leaf a string. */
export type DeepStrings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepStrings<U>[]
    : { [K in keyof T]: DeepStrings<T[K]> };

export type Messages = DeepStrings<typeof en>;

export type Namespace = keyof Messages;
