/**
 * Adds the scripts parked in `data-after-load` once the page has loaded (see
 * AfterLoad.astro). Kept free of imports so Astro writes it inline.
 */
function addParked() {
  for (const parked of document.querySelectorAll<HTMLElement>("[data-after-load]")) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = parked.dataset.afterLoad ?? "";
    parked.replaceWith(script);
  }
}

if (document.readyState === "complete") addParked();
else addEventListener("load", addParked, { once: true });
