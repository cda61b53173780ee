/** The clip and its still, in the order the browser should try them. */
export const footerVideo = {
  sources: [
    { src: "/images/footer/footer-loop.webm", type: "video/webm" },
    { src: "/images/footer/footer-loop.mp4", type: "video/mp4" },
  ],
  poster: "/images/footer/footer-poster.jpg",
} as const;
