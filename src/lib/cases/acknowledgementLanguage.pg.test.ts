import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import {
  applicationAcknowledgement,
  applicationAcknowledgementOutbox,
} from "@/lib/careers/applicationsMail";
import { insertApplication } from "@/lib/careers/store";
import { leadAcknowledgement } from "@/lib/leads/notify/acknowledgement";
import { leadAcknowledgementOutbox } from "@/lib/leads/notify/outbox";
import { insertLead } from "@/lib/leads/store";
import { acknowledgementMessage } from "./acknowledgements";

const AT = new Date("2026-11-29T06:30:00Z");
const addresses = { from: "Lab <website@lab.example>", siteUrl: "https://www.lab.example" };

describe("an acknowledgement's language on PostgreSQL (migration 0056)", () => {
  it("keeps a Hindi page's lead and application in Hindi, an English one in English, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const subjects: string[] = [];
      for (const language of ["hi", "en"] as const) {
        const { id } = await insertLead({
          template: "contact",
          form: "consultation",
          fields: {
            user_name: "सुनीता",
            user_email: `sunita-${language}@example.in`,
            message: "CT",
          },
          client: "203.0.113.5",
          createdAt: AT,
          acknowledge: "pending",
          language,
        });
        const lead = (await leadAcknowledgementOutbox().item(id))!;
        subjects.push(String(acknowledgementMessage(leadAcknowledgement(lead), addresses).subject));
        const application = await insertApplication({
          opening: undefined,
          fields: {
            name: "रवि",
            email: `ravi-${language}@example.in`,
            phone: "98260 12345",
            currentRole: "ITI",
            experience: "1-2 years",
            noticePeriod: "30 days",
            note: "",
          },
          cv: { name: "cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80]) },
          client: "203.0.113.5",
          userAgent: null,
          createdAt: AT,
          notify: "off",
          acknowledge: "pending",
          language,
        });
        const applied = (await applicationAcknowledgementOutbox().item(application.id))!;
        subjects.push(
          String(acknowledgementMessage(applicationAcknowledgement(applied), addresses).subject),
        );
      }
      return subjects;
    });
    expect(sqlite).toEqual([
      "Malwa Electrotest को आपका परामर्श अनुरोध मिल गया है (LEAD-2026-000001)",
      "Malwa Electrotest को आपका नौकरी का आवेदन मिल गया है (APP-2026-000001)",
      "Malwa Electrotest received your consultation request (LEAD-2026-000002)",
      "Malwa Electrotest received your job application (APP-2026-000002)",
    ]);
    expect(postgres).toEqual(sqlite);
  });
});
