/** An uploaded file's name without any path or odd characters: to attach it or save it under. */
export function safeFileName(name: string): string {
  const last = name.replace(/\\/g, "/").split("/").pop() ?? "";
  return last.replace(/[^\w.\- ]+/g, "_").replace(/^\.+/, "") || "specification";
}
