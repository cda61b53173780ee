import localFont from "next/font/local";

// Headings only, self-hosted from @fontsource-variable: no request leaves the site.
// Body text uses the system's UI font: a second web font (Inter, 48 KB) was the
// largest single download before the first paint on a phone.
export const outfit = localFont({
  src: "../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2",
  variable: "--font-outfit",
  weight: "100 900",
  display: "swap",
});
