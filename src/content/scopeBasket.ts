/**
 * The words of /scope's running request (the panel and a row once added), in
 * a module of their own: the page's small script (src/scripts/scope-basket.ts)
 * imports these and nothing else of the page's words.
 */
export const scopeBasket = {
  added: "In your request",
  basket: {
    heading: "Your test request",
    count: (n: number) => (n === 1 ? "1 test chosen." : `${n} tests chosen.`),
    go: "Continue to the request",
    clear: "Start again",
  },
};
