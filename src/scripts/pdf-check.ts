/**
 * "Check a PDF you received" (components/reports/PdfCheck.tsx): hashes the
 * chosen file in the browser (Web Crypto SHA-256) and asks the site whether a
 * report has exactly that hash. The file itself is never sent.
 */
const root = document.querySelector<HTMLElement>("[data-pdf-check]");
const input = root?.querySelector<HTMLInputElement>('input[type="file"]');
const result = root?.querySelector<HTMLElement>("[data-pdf-check-result]");

interface Answer {
  match: boolean;
  message: string;
  url?: string;
  linkText?: string;
}

async function check(file: File) {
  if (!result) return;
  result.textContent = result.dataset.working ?? "";
  try {
    const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const response = await fetch(`/api/reports/check?sha256=${hex}`, {
      headers: { accept: "application/json" },
    });
    const answer = (await response.json()) as Answer & { error?: string };
    result.replaceChildren(answer.error ?? answer.message);
    result.dataset.match = String(!!answer.match);
    if (answer.match && answer.url) {
      const link = document.createElement("a");
      link.href = answer.url;
      link.textContent = answer.linkText ?? answer.url;
      link.className = "ml-2 text-accent-700 underline";
      result.append(" ", link);
    }
  } catch {
    result.textContent = result.dataset.failed ?? "";
  }
}

if (root && input) {
  root.hidden = false;
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    if (file) void check(file);
  });
  // A file chosen before this script arrived is checked now.
  const early = input.files?.[0];
  if (early) void check(early);
}
