import { scopeBasket as words } from "@/content/scopeBasket";
import { parsePicks, picksValue, requestHref, withPick } from "@/lib/scope/requestLink";

/**
 * /scope's "Add to request" without a reload (issue 51 item 2): the row is
 * added to the address's `rows` in place, its link becomes "In your request",
 * every link and the search form carry the new rows, and the sticky panel
 * shows the running count and the way to the request. Without this script the
 * link loads the page again at the row's anchor, with the same result.
 */

const basket = document.querySelector<HTMLElement>("[data-scope-basket]");

function carryRows(rows: string) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("main a[href^='/scope']")) {
    const url = new URL(link.href);
    const own = link.dataset.addRow;
    const picks = own ? withPick(parsePicks(rows), Number(own)) : parsePicks(rows);
    if (link.closest("[data-scope-basket]")) continue; // "Start again" keeps none
    if (picks.length) url.searchParams.set("rows", picksValue(picks));
    else url.searchParams.delete("rows");
    link.href = `${url.pathname}${url.search}${url.hash}`;
  }
  const search = document.querySelector<HTMLFormElement>("form[role='search']");
  if (search) {
    let field = search.querySelector<HTMLInputElement>("input[name='rows']");
    if (!field) {
      field = Object.assign(document.createElement("input"), { type: "hidden", name: "rows" });
      search.append(field);
    }
    field.value = rows;
  }
}

function add(link: HTMLAnchorElement) {
  if (!basket) return false;
  const picks = withPick(parsePicks(basket.dataset.scopeBasket), Number(link.dataset.addRow));
  const rows = picksValue(picks);
  basket.dataset.scopeBasket = rows;
  const here = new URL(window.location.href);
  here.searchParams.set("rows", rows);
  here.hash = "";
  window.history.replaceState(null, "", `${here.pathname}${here.search}`);

  const added = document.createElement("span");
  added.className = "inline-flex min-h-11 items-center font-semibold text-emerald-900";
  added.textContent = words.added;
  added.tabIndex = -1;
  link.replaceWith(added);

  carryRows(rows);
  basket.hidden = false;
  const count = basket.querySelector("[data-scope-basket-count]");
  if (count) count.textContent = words.basket.count(picks.length);
  const go = basket.querySelector<HTMLAnchorElement>("[data-scope-basket-go]");
  if (go) go.href = requestHref(picks);
  // Focus stays on the row, in sight above the panel now at the screen's foot.
  added.focus({ preventScroll: true });
  const covered = added.getBoundingClientRect().bottom - basket.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered + 8, behavior: "instant" });
  return true;
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-add-row]");
  if (link && add(link)) event.preventDefault();
});
