/**
 * The footer's decorative background clip. The server draws only its frame and
 * the dark overlay; src/scripts/footer-video.ts puts the muted, looping clip in
 * once the footer comes near the viewport, or the still poster under
 * prefers-reduced-motion. Without script the footer keeps its dark background.
 */
export function FooterVideo() {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <div data-footer-video className="absolute inset-0" />
      <div className="absolute inset-0 bg-gradient-to-b from-navy-950/80 via-navy-950/85 to-navy-950" />
    </div>
  );
}
