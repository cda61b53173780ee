/** A query parameter's value, or undefined when it is missing or blank. */
export function firstParam(value: string | null | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}
