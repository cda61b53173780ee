/**
 * Opens a gallery link's picture in the page's picture dialog (PictureViewer):
 * a plain click only (a click with a modifier, for a new tab, is left alone).
 * The page behind is inert while it is open; Escape, the close button or a click
 * beside the picture close it, and focus goes back to the link.
 */
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-picture-dialog]");
const frame = dialog?.querySelector<HTMLElement>("[data-picture-frame]");
const caption = dialog?.querySelector<HTMLElement>("[data-picture-caption]");
let openedFrom: HTMLAnchorElement | null = null;

if (dialog && frame && caption) {
  const image = frame.appendChild(document.createElement("img"));
  const label = dialog.getAttribute("aria-label") ?? "";
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>("a[data-picture-viewer]")
        : null;
    if (!link) return;
    event.preventDefault();
    const thumb = link.querySelector("img");
    const text = link.closest("figure")?.querySelector("figcaption")?.textContent ?? "";
    image.src = link.getAttribute("href") ?? "";
    image.alt = thumb?.alt ?? "";
    if (thumb) {
      image.width = thumb.width;
      image.height = thumb.height;
    }
    caption.textContent = text;
    dialog.setAttribute("aria-label", text || label);
    openedFrom = link;
    dialog.showModal();
  });
  // A click on the dialog element itself is a click on its backdrop.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => openedFrom?.focus());
}
