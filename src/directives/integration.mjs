// @ts-check
/**
 * `client:interaction`: an island that hydrates when the visitor reaches for it
 * (pointer over it, focus in it, a tap) instead of on load, and replays the
 * press that woke it. Astro's built-in directives are load, idle, visible,
 * media and only; none waits for the visitor.
 * @returns {import("astro").AstroIntegration}
 */
export function interactionDirective() {
  return {
    name: "client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: new URL("./interaction.ts", import.meta.url).pathname,
        });
      },
    },
  };
}
