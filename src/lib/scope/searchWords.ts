import type { DatabaseSync } from "node:sqlite";
export const searchWordLines = (_db: DatabaseSync): string[] => [];
export const saveSearchWords = (_db: DatabaseSync, _text: string, _who: string) => undefined;
