/**
 * A picture file the writer chose, drawn small as a data: address (the desk's
 * Content-Security-Policy allows data: pictures, not blob:), so the editor can
 * show it before it is sent. Undefined when the browser cannot read it.
 */
export async function thumbnailOf(file: File, width = 800): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, width / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return undefined;
  }
}
