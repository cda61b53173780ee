export const scopeForBrochure = (_db: unknown) => undefined as never;
