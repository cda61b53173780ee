import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The share card used by every page (generated at build time from the site config). */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #081a30 0%, #15406e 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div
          style={{
            width: 88,
            height: 88,
            borderRadius: 20,
            background: "#fbbf24",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <svg width="56" height="56" viewBox="0 0 24 24" fill="#0f2a4a">
            <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />
          </svg>
        </div>
        <div style={{ fontSize: 56, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ fontSize: 40, lineHeight: 1.3, maxWidth: 1000 }}>{site.tagline}</div>
      <div style={{ display: "flex", gap: 24, fontSize: 28, color: "#fbbf24" }}>
        {site.accreditations.map((a) => (
          <div key={a.name}>{a.name}</div>
        ))}
      </div>
    </div>,
    size,
  );
}
