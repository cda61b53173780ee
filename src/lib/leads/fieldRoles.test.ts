// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makePdf } from "../../../tests/fixtures/documents";
import { fieldLabel } from "@/content/leadNotification";
import { openDatabase } from "@/lib/db/connection";
import { caseFile } from "@/lib/cases/store";
import { withStore } from "@/lib/db/store";
import { insertLead } from "@/lib/leads/store";
import { leadCase } from "@/lib/leads/case";
import { deskLead } from "@/lib/leads/desk";
import { createInboxHandlers } from "./inbox/handlers";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { notificationMessage } from "./notify/message";
import { todayInKolkata } from "@/lib/clock";

/**
 * Content gains fields with a role, and nothing else changes: the newsletter
 * asks for a name and a mobile number, the appointment takes a site photo.
 * The desk, the e-mail and the upload rule follow from the roles alone.
 */
vi.mock("@/content/forms/newsletter", async (original) => {
  const { newsletterForm } = await original<typeof import("@/content/forms/newsletter")>();
  return {
    newsletterForm: {
      ...newsletterForm,
      fields: [
        ...newsletterForm.fields,
        { kind: "text", role: "name", name: "subscriber", id: "who", label: "Your name", max: 100 },
        {
          kind: "phone",
          role: "phone",
          name: "mobile_no",
          id: "mobile",
          label: "Mobile",
          invalid: "?",
        },
      ],
    },
  };
});
vi.mock("@/content/forms/appointment", async (original) => {
  const module = await original<typeof import("@/content/forms/appointment")>();
  return {
    ...module,
    appointmentForm: {
      ...module.appointmentForm,
      fields: [
        ...module.appointmentForm.fields,
        { kind: "file", role: "file", name: "site_photo", id: "photo", label: "Site photo" },
      ],
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), "field-roles-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const handlers = createInboxHandlers({
  store: () => ({ insert: (lead) => withStore(db, () => insertLead(lead)) }),
  throttle: createThrottle({ limit: 100 }),
  config: {
    publicKey: "k",
    templates: {
      contact: { serviceId: "s", templateId: "t" },
      feedback: { serviceId: "s", templateId: "tf" },
      appointment: { serviceId: "s", templateId: "ta" },
      enquiry: { serviceId: "s", templateId: "te" },
      serviceConsultation: { serviceId: "s", templateId: "tsc" },
      newsletter: { serviceId: "s", templateId: "tn" },
    },
  },
});

function post(fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://127.0.0.1/api/leads", { method: "POST", body });
}

const newsletter = {
  form_name: "newsletter",
  newsletter_email: "asha@example.in",
  subscriber: "Asha Verma",
  mobile_no: "98260 12345",
};

const appointment = {
  form_name: "appointment",
  service: "Transformer Testing",
  location: "Indore",
  name: "Ravi Joshi",
  email: "ravi@example.in",
  phone: "0731 2345678",
  date: todayInKolkata(),
  time: "10:30",
};

const photo = () => new File([makePdf()], "site.pdf", { type: "application/pdf" });

describe("a new field with a role", () => {
  it("fills the desk's name and phone columns, the e-mail's subject and its staff label", async () => {
    const result = await handlers.submitWithoutScript(post(newsletter));
    if (!("reference" in result) || !result.reference) throw new Error(JSON.stringify(result));
    expect(await withStore(db, () => deskLead(result.reference!))).toMatchObject({
      name: "Asha Verma",
      phone: "98260 12345",
      email: "asha@example.in",
    });
    const message = notificationMessage(
      {
        reference: result.reference,
        form: "newsletter",
        createdAt: new Date().toISOString(),
        fields: (await withStore(db, () => deskLead(result.reference!)))!.fields,
      },
      { from: "site@lab.example", to: ["leads@lab.example"], siteUrl: "https://lab.example" },
    );
    expect(message.subject).toBe(`Newsletter sign-up ${result.reference} – Asha Verma`);
    expect(message.replyTo).toBe("asha@example.in");
    expect(message.text).toContain("Name: Asha Verma\nPhone: 98260 12345");
    expect(fieldLabel("mobile_no")).toBe("Phone");
  });

  it("with the role file lets its form take a file, as that field only", async () => {
    const stored = await handlers.submitWithoutScript(
      post({ ...appointment, site_photo: photo() }),
    );
    if (!("reference" in stored) || !stored.reference) throw new Error(JSON.stringify(stored));
    const { reference } = stored;
    expect((await withStore(db, () => caseFile(leadCase, reference)))?.name).toBe("site.pdf");

    const elsewhere = await handlers.sendForm(
      post({
        ...newsletter,
        site_photo: photo(),
        user_id: "k",
        service_id: "s",
        template_id: "tn",
      }),
    );
    expect([elsewhere.status, await elsewhere.text()]).toEqual([
      400,
      "This form does not accept files",
    ]);
    const otherField = await handlers.submitWithoutScript(
      post({ ...appointment, specification_file: photo() }),
    );
    expect(otherField).toMatchObject({ ok: false, problem: "invalid" });
  });
});
