/**
 * Adds the scripts a page parks in `data-after-load` once the page has
 * loaded, so an enhancement the first paint does not need is not fetched
 * before it (its links work by a reload meanwhile). The page names one
 * self-contained file: `import src from "…/x.ts?worker&url"` has Vite build
 * it with its imports inside, so nothing else is fetched for it. Kept free of
 * imports so Astro writes this loader inline.
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
