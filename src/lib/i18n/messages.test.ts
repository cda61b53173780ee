import { describe, expect, it } from "vitest";
import { messagesEn } from "@/content/i18n/messages.en";
import { messagesHi } from "@/content/i18n/messages.hi";
import { message } from "./messages";

describe("counted phrases", () => {
  it("take Hindi's plural forms: one for 1, other from 2 on, own words for 0", () => {
    expect(message("hi", "openings", { count: 1 })).toBe("1 रिक्ति");
    expect(message("hi", "openings", { count: 2 })).toBe("2 रिक्तियाँ");
    expect(message("hi", "openings", { count: 0 })).toBe("कोई रिक्ति नहीं");
    expect(message("hi", "seeOpenings", { count: 5 })).toBe("सभी 5 खुली रिक्तियाँ देखें");
    expect(message("hi", "seeOpenings", { count: 1 })).toBe("खुली रिक्ति देखें");
    expect(message("hi", "daysLeft", { count: 3 })).toBe("3 दिन शेष");
  });

  it("take English's: one for 1 only", () => {
    expect(message("en", "openings", { count: 1 })).toBe("1 opening");
    expect(message("en", "openings", { count: 2 })).toBe("2 openings");
    expect(message("en", "daysLeft", { count: 1 })).toBe("1 day left");
  });

  it("group large numbers the Indian way in both languages", () => {
    expect(message("hi", "openings", { count: 1234567 })).toBe("12,34,567 रिक्तियाँ");
    expect(message("en", "openings", { count: 1234567 })).toBe("12,34,567 openings");
  });

  it("has every English message in Hindi", () => {
    expect(Object.keys(messagesHi).sort()).toEqual(Object.keys(messagesEn).sort());
  });
});
