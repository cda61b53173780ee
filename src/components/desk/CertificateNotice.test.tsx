import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { certificates } from "@/content/certificates";
import { CertificateNotice } from "./CertificateNotice";

describe("the certificates notice", () => {
  it("says what staff can do when a renewed certificate arrives, in words and a link, with no file path", () => {
    const certificate = certificates[0]!;
    render(<CertificateNotice expiring={[{ certificate, daysLeft: 10 }]} />);
    const notice = screen.getByRole("region", { name: "Certificates to renew" });
    expect(notice.textContent).toContain(
      "Enter the renewed certificate's number and dates on the Certificates page.",
    );
    expect(screen.getByRole("link", { name: "Certificates page" })).toHaveAttribute(
      "href",
      "/desk/certificates",
    );
    expect(notice.textContent).not.toMatch(/src\/|\.tsx?\b|content\//);
  });
});
