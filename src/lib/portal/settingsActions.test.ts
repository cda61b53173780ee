// @vitest-environment node
import { describe, expect, it } from "vitest";
import { calendarSettingsWords } from "@/content/portalCalendar";
import { portalSettings } from "@/content/portalReminders";
import { DeskError } from "@/lib/platform/convention/errors";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { calendarFeedOf } from "./calendarFeeds";
import { leadTimeOf } from "./leadTime";
import { addressSettings } from "./settings";
import { settingsDoneText, settingsPageAction } from "./settingsActions";
import { postedForm, refusalOf } from "../../../tests/fixtures/deskPost";

const EMAIL = "buyer@customer.example";
const NOW = new Date("2026-11-27T06:30:00Z");
const posted = (fields: Record<string, string>) => postedForm("/portal/settings", fields);
const act = (fields: Record<string, string>) => settingsPageAction(posted(fields), EMAIL, NOW);
const page = (location: string) => new URL(location, "http://localhost");

describe("the portal's settings actions", () => {
  it(
    "stop and start reminders, each redirecting to the page that says so",
    onFreshStore(async () => {
      const stopped = await act({ action: "stop" });
      expect(stopped).toEqual({ location: "/portal/settings?done=stopped" });
      expect((await addressSettings(EMAIL)).remindersStopped).toBe(true);
      expect(settingsDoneText(page("/portal/settings?done=stopped"))).toBe(
        portalSettings.done.stopped,
      );
      expect(await act({ action: "start" })).toEqual({ location: "/portal/settings?done=started" });
      expect((await addressSettings(EMAIL)).remindersStopped).toBe(false);
      expect(settingsDoneText(page("/portal/settings?done=revoked"))).toBe(
        calendarSettingsWords.done.revoked,
      );
      expect(settingsDoneText(page("/portal/settings?done=hacked"))).toBeUndefined();
    }),
  );

  it(
    "save a lead time among the choices, and refuse another on its field with 400",
    onFreshStore(async () => {
      expect(await act({ action: "lead-time", days: "14" })).toEqual({
        location: "/portal/settings?done=lead-time",
      });
      expect((await leadTimeOf(EMAIL)).own).toBe(14);
      const caught = await refusalOf(act({ action: "lead-time", days: "45" }));
      expect(caught).toBeInstanceOf(DeskError);
      expect(caught).toMatchObject({
        status: 400,
        field: "days",
        message: portalSettings.leadTimeInvalid,
      });
      expect((await leadTimeOf(EMAIL)).own).toBe(14);
    }),
  );

  it(
    "make a calendar link answered to the post only, and revoke it",
    onFreshStore(async () => {
      const made = await act({ action: "calendar-create" });
      expect("calendarUrl" in made && made.calendarUrl).toMatch(/^https?:\/\/.+/);
      expect(await calendarFeedOf(EMAIL)).toBeDefined();
      expect(await act({ action: "calendar-revoke" })).toEqual({
        location: "/portal/settings?done=revoked",
      });
      expect(await calendarFeedOf(EMAIL)).toBeUndefined();
    }),
  );

  it(
    "refuse a button the page does not know, and a body that is no form, with 400",
    onFreshStore(async () => {
      for (const request of [
        posted({ action: "toString" }),
        new Request("http://localhost/portal/settings", { method: "POST", body: "action=stop" }),
      ]) {
        const caught = await refusalOf(settingsPageAction(request, EMAIL, NOW));
        expect(caught).toBeInstanceOf(DeskError);
        expect(caught).toMatchObject({ status: 400, message: portalSettings.unknownAction });
      }
      expect((await addressSettings(EMAIL)).remindersStopped).toBe(false);
    }),
  );
});
