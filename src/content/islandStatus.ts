/** Said in a header menu's status line when its code cannot be fetched (offline). */
export const LOAD_FAILED_MESSAGE = "The menu could not load. Check your connection and try again.";
