import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("environment", () => {
  it("runs with no configuration: the built-in inbox on the same origin", async () => {
    vi.stubEnv("PUBLIC_EMAILJS_PUBLIC_KEY", "");
    const { emailConfig, env } = await import("./env");
    expect(emailConfig.mode).toBe("inbox");
    expect(emailConfig.origin).toBe("");
    expect(emailConfig.templates.contact).toEqual({
      serviceId: "service_contact",
      templateId: "template_contact",
    });
    expect(env.LEADS_DB_PATH).toBe("data/leads.sqlite");
    expect(env.PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("switches to the provider when a public key is configured", async () => {
    vi.stubEnv("PUBLIC_EMAILJS_PUBLIC_KEY", "pk_live_123");
    const { emailConfig } = await import("./env");
    expect(emailConfig.mode).toBe("provider");
    expect(emailConfig.publicKey).toBe("pk_live_123");
    expect(emailConfig.origin).toBe("https://api.emailjs.com");
  });

  it("refuses values that are not what they claim", async () => {
    vi.stubEnv("PUBLIC_SITE_URL", "not a url");
    await expect(import("./env")).rejects.toThrow(/PUBLIC_SITE_URL/);
    vi.resetModules();
    vi.stubEnv("PUBLIC_SITE_URL", "");
    vi.stubEnv("LEADS_RATE_PER_MINUTE", "-3");
    await expect(import("./env")).rejects.toThrow(/LEADS_RATE_PER_MINUTE/);
  });
});
