import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogPosts } from "@/content/blog";
import { services } from "@/content/services";
import type { Picture } from "@/content/types";
import { withImagePreload } from "@/lib/imagePreload";
import { BlogCard } from "./blog/BlogCard";
import { PageBanner } from "./PageBanner";
import { ServiceCard } from "./ServiceCard";
import { ServiceDetail } from "./service/ServiceDetail";

/** A photo as tools/media/photo.ts prepares it: the widest file and two narrower copies. */
const photo: Picture = {
  src: "/images/services/solar-panels.webp",
  width: 1600,
  height: 1200,
  alt: "Solar panels on the laboratory's roof",
  srcset: [
    { src: "/images/services/solar-panels-480.webp", width: 480 },
    { src: "/images/services/solar-panels-960.webp", width: 960 },
  ],
};
const photoSrcset =
  "/images/services/solar-panels-480.webp 480w, /images/services/solar-panels-960.webp 960w, /images/services/solar-panels.webp 1600w";

const service = services[0]!;

describe("a photo works wherever a drawing does", () => {
  it("a service card shows a photo with its copies and its size", () => {
    render(<ServiceCard service={{ ...service, image: photo }} />);
    const img = screen.getByRole("img", { name: photo.alt });
    expect(img).toHaveAttribute("src", photo.src);
    expect(img).toHaveAttribute("srcset", photoSrcset);
    expect(img).toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1200");
  });

  it("a drawing keeps its single file: no srcset, no sizes", () => {
    render(<ServiceCard service={service} />);
    const img = screen.getByRole("img", { name: service.image.alt });
    expect(img).toHaveAttribute("src", service.image.src);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("a service's page shows a JPEG banner as its first-screen picture", () => {
    const banner = { ...service.headingImg, src: "/images/services/heading/solar.jpg" };
    render(
      <ServiceDetail
        service={{ ...service, headingImg: banner }}
        faqs={[]}
        enquiryForm={null}
        newsletterForm={null}
        recent={[]}
      />,
    );
    const img = screen.getByRole("img", { name: banner.alt });
    expect(img).toHaveAttribute("src", "/images/services/heading/solar.jpg");
    expect(img).toHaveAttribute("width", String(banner.width));
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("a blog card shows a JPEG photo as it is", () => {
    const image = { src: "/images/blog/visit.jpg", width: 1200, height: 750, alt: "Site visit" };
    render(<BlogCard post={{ ...blogPosts[0]!, image }} />);
    const img = screen.getByRole("img", { name: image.alt });
    expect(img).toHaveAttribute("src", image.src);
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "750");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("a page banner shows a photo, and the page's preload hint names the same copies", () => {
    const html = renderToStaticMarkup(<PageBanner heading="About" banner={photo} />);
    expect(html).toContain(`srcSet="${photoSrcset}"`);
    expect(html).not.toMatch(/<img[^>]*\bwidth=/);
    const page = withImagePreload(
      `<html><head><meta name="viewport" content="width=device-width"></head><body>${html}</body></html>`,
    );
    expect(page).toContain(
      `<link rel="preload" as="image" href="${photo.src}" imagesrcset="${photoSrcset}" imagesizes="100vw" fetchpriority="high">`,
    );
  });

  it("a page banner named by a drawing shows that drawing", () => {
    const html = renderToStaticMarkup(<PageBanner heading="About" banner="about" />);
    expect(html).toMatch(/<img[^>]*src="\/images\/banners\/about.svg"/);
    expect(html).not.toContain("srcSet");
  });
});
