import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("environment", () => {
  it("runs with no configuration: the built-in inbox on the same origin", async () => {
    vi.stubEnv("PUBLIC_EMAILJS_PUBLIC_KEY", "");
    vi.stubEnv("SITE_URL", "");
    const { emailConfig } = await import("./public");
    const { serverEnv } = await import("./server");
    expect(emailConfig.mode).toBe("inbox");
    expect(emailConfig.origin).toBe("");
    expect(emailConfig.templates.contact).toEqual({
      serviceId: "service_contact",
      templateId: "template_contact",
    });
    expect(serverEnv.SITE_URL).toBe("http://localhost:3000");
  });

  it("keeps the throttles in memory unless THROTTLES=database, and refuses any other word", async () => {
    vi.stubEnv("THROTTLES", "");
    expect((await import("./server")).serverEnv.THROTTLES).toBe("memory");
    vi.resetModules();
    vi.stubEnv("THROTTLES", "Database");
    expect((await import("./server")).serverEnv.THROTTLES).toBe("database");
    vi.resetModules();
    vi.stubEnv("THROTTLES", "redis");
    await expect(import("./server")).rejects.toThrow(
      /THROTTLES: "redis" is not one of memory, database/,
    );
  });

  it("reads the public origin from SITE_URL when the server starts, without its trailing slash", async () => {
    vi.stubEnv("SITE_URL", "https://www.example-lab.test/");
    const { serverEnv } = await import("./server");
    expect(serverEnv.SITE_URL).toBe("https://www.example-lab.test");
  });

  it("switches to the provider when a public key is configured", async () => {
    vi.stubEnv("PUBLIC_EMAILJS_PUBLIC_KEY", "pk_live_123");
    const { emailConfig } = await import("./public");
    expect(emailConfig.mode).toBe("provider");
    expect(emailConfig.publicKey).toBe("pk_live_123");
    expect(emailConfig.origin).toBe("https://api.emailjs.com");
  });

  it("refuses values that are not what they claim", async () => {
    vi.stubEnv("SITE_URL", "not a url");
    await expect(import("./server")).rejects.toThrow(/SITE_URL: "not a url" is not a URL/);
    vi.resetModules();
    vi.stubEnv("SITE_URL", "ftp://example.com");
    await expect(import("./server")).rejects.toThrow(/SITE_URL: must be an http\(s\) URL/);
    vi.resetModules();
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("PUBLIC_EMAILJS_ORIGIN", "not a url");
    await expect(import("./public")).rejects.toThrow(
      /PUBLIC_EMAILJS_ORIGIN: "not a url" is not a URL/,
    );
    vi.resetModules();
    vi.stubEnv("LEADS_RATE_PER_MINUTE", "-3");
    await expect(import("./server")).rejects.toThrow(/LEADS_RATE_PER_MINUTE/);
    vi.resetModules();
    vi.stubEnv("LEADS_RATE_PER_MINUTE", "");
    vi.stubEnv("SMTP_URL", "https://mail.example.com");
    await expect(import("./server")).rejects.toThrow(/SMTP_URL: must start with smtp:\/\//);
    vi.resetModules();
    vi.stubEnv("SMTP_URL", "smtp//mailer:s3cret@mail.example.com");
    const refusal = await import("./server").catch((error: Error) => error.message);
    expect(refusal).toMatch(/SMTP_URL: is not a URL/);
    expect(refusal).not.toContain("s3cret");
  });

  it("keeps the server's settings out of the public module", async () => {
    const { publicEnv } = await import("./public");
    const { serverEnv } = await import("./server");
    expect(Object.keys(publicEnv).every((name) => name.startsWith("PUBLIC_"))).toBe(true);
    expect(Object.keys(serverEnv).some((name) => name.startsWith("PUBLIC_"))).toBe(false);
  });
});
