/**
 * The shape of an English content object with its words widened to `string`,
 * so a twin in another language type-checks against it: a missing word or a
 * phrase that takes other arguments fails `tsc`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly string[]
      ? readonly string[]
      : { readonly [K in keyof T]: Translation<T[K]> };
