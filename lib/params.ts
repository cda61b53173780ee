/** The first value of a query parameter, or undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v : undefined;
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
