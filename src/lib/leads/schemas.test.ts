import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { leadForms } from "@/content/forms";
import {
  appointmentLocations,
  appointmentServiceOptions,
  consultationServiceOptions,
  describeIssues,
  enquiryServiceOptions,
  feedbackServiceOptions,
  formForTemplate,
  formKeys,
  formMessages,
  formSchemas,
  formTemplate,
  isCalendarDate,
  serviceConsultationServiceOptions,
  todayInKolkata,
} from "./schemas";

/** The first message per field, as the form shows it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** FormData as the e-mail library sends it, turned into a plain object (last value wins). */
function fromFormData(fd: FormData): Record<string, FormDataEntryValue> {
  const out: Record<string, FormDataEntryValue> = {};
  for (const [k, v] of fd.entries()) out[k] = v;
  return out;
}

function formData(entries: Record<string, string | File>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

function omit(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("form registry", () => {
  it("has a schema, template and messages for every form", () => {
    expect(formKeys).toEqual([
      "consultation",
      "hero",
      "feedback",
      "appointment",
      "enquiry",
      "serviceConsultation",
      "newsletter",
      "request",
    ]);
    for (const key of formKeys) {
      expect(formMessages[key].success).not.toBe("");
      expect(formMessages[key].failure).not.toBe("");
    }
  });

  it("sends consultation and hero with the contact template", () => {
    expect(formTemplate).toEqual({
      consultation: "contact",
      hero: "contact",
      feedback: "feedback",
      appointment: "appointment",
      enquiry: "enquiry",
      serviceConsultation: "serviceConsultation",
      newsletter: "newsletter",
      request: "enquiry",
    });
    expect(formForTemplate("contact", "hero")).toBe("hero");
    expect(formForTemplate("contact", "consultation")).toBe("consultation");
    expect(formForTemplate("contact", undefined)).toBe("consultation");
    expect(formForTemplate("feedback", "hero")).toBe("feedback");
    expect(formForTemplate("newsletter", undefined)).toBe("newsletter");
  });

  it("has the spec's exact success and failure texts", () => {
    expect(formMessages).toEqual({
      consultation: {
        success: "Message sent successfully!",
        failure: "Failed to send message. Please try again.",
      },
      hero: {
        success: "Message sent successfully!",
        failure: "Failed to send message. Please try again.",
      },
      feedback: {
        success: "Thank you for your feedback!",
        failure: "Failed to submit. Please try again.",
      },
      appointment: {
        success: "Appointment scheduled successfully!",
        failure: "Failed to schedule appointment. Please try again.",
      },
      enquiry: {
        success: "Thank you. Our team will contact you within 24 working hours.",
        failure: "Failed to send your enquiry. Please try again.",
      },
      serviceConsultation: {
        success: "Thank you. Our consultants will respond within 1 working day.",
        failure: "Failed to send your request. Please try again.",
      },
      newsletter: {
        success: "Thank you for subscribing.",
        failure: "Failed to subscribe. Please try again.",
      },
      request: {
        success: "Thank you. Your test request has reached us.",
        failure: "Failed to send your request. Please try again.",
      },
    });
    expect(leadForms.feedback.invalidBanner).toBe("Please fill all required fields correctly");
  });

  it("lists the spec's options", () => {
    expect(consultationServiceOptions).toEqual([
      "Electrical Equipment Testing",
      "Calibration Services",
      "Manufacturing QA",
      "Other",
    ]);
    expect(feedbackServiceOptions).toEqual(consultationServiceOptions);
    expect(enquiryServiceOptions).toEqual([
      "Electrical Equipment Testing",
      "Calibration Services",
      "Manufacturing QA",
      "other",
    ]);
    expect(appointmentServiceOptions).toHaveLength(8);
    expect(appointmentServiceOptions.at(-1)).toBe("other");
    expect(appointmentLocations).toHaveLength(10);
    expect(appointmentLocations).toContain("Pithampur Industrial Area");
    expect(serviceConsultationServiceOptions).toEqual([
      "Electrical Safety Testing",
      "Equipment Calibration",
      "Power Quality Analysis",
      "Transformer Testing",
      "Custom Project Requirement",
    ]);
  });
});

describe("honeypot and form_name (every form)", () => {
  const valid: Record<string, Record<string, unknown>> = {
    consultation: {
      user_name: "A",
      user_email: "a@b.in",
      user_phone: "9876543210",
      message: "Hi",
    },
    hero: { user_name: "A", user_email: "a@b.in", user_phone: "9876543210", message: "Hi" },
    feedback: {
      user_name: "A",
      user_email: "a@b.in",
      user_phone: "9876543210",
      user_service: "Manufacturing QA",
      user_rating: "4",
    },
    appointment: {
      service: "Transformer Testing",
      location: "Indore",
      name: "A",
      email: "a@b.in",
      phone: "9876543210",
      date: "2999-01-01",
      time: "10:30",
    },
    enquiry: {
      company_name: "C",
      contact_person: "P",
      email: "a@b.in",
      phone: "+91 98765 43210",
      selected_service: "Calibration Services",
      equipment_details: "Meters",
    },
    serviceConsultation: {
      full_name: "A",
      work_email: "a@b.in",
      company_name: "C",
      service_type: "Equipment Calibration",
      message: "Need help",
    },
    newsletter: { newsletter_email: "a@b.in" },
    request: {
      rows: "13x2",
      sample_description: "Two drums",
      sample_quantity: "2",
      sample_delivery: "By courier or transport",
      decision_rule: "simple",
      subcontract: "no",
      company_name: "C",
      contact_person: "P",
      email: "a@b.in",
      phone: "+91 98765 43210",
      billing_organisation: "C",
      billing_gstin: "27AAPFU0939F1ZV",
      billing_address: "Pune",
      billing_state: "Maharashtra",
    },
  };

  for (const key of formKeys) {
    it(`${key}: valid without form_name, with form_name, rejects a filled honeypot`, () => {
      const schema = formSchemas[key];
      const base = valid[key]!;
      const parsed = schema.parse(base) as { form_name: string };
      expect(parsed.form_name).toBe(key);
      expect(schema.safeParse({ ...base, form_name: key, website: "" }).success).toBe(true);
      expect(errorsOf(schema, { ...base, website: "http://spam" })).toEqual({
        website: "Leave this field empty",
      });
      expect(schema.safeParse({ ...base, form_name: "other-form" }).success).toBe(false);
    });
  }
});

describe("consultation", () => {
  const valid = {
    form_name: "consultation",
    website: "",
    user_name: "  Asha Verma ",
    user_email: " asha@example.in ",
    user_phone: "+91 98765-43210",
    user_service: "Calibration Services",
    message: "Please call me",
  };

  it("accepts and trims a valid lead", () => {
    expect(formSchemas.consultation.parse(valid)).toEqual({
      ...valid,
      user_name: "Asha Verma",
      user_email: "asha@example.in",
    });
  });

  it("accepts multipart input", () => {
    const fd = formData(valid);
    expect(formSchemas.consultation.safeParse(fromFormData(fd)).success).toBe(true);
  });

  it("defaults the service to the first option", () => {
    expect(formSchemas.consultation.parse(omit(valid, "user_service")).user_service).toBe(
      "Electrical Equipment Testing",
    );
  });

  it("gives the required messages", () => {
    expect(
      errorsOf(formSchemas.consultation, {
        user_name: " ",
        user_email: "",
        user_phone: "",
        message: "",
      }),
    ).toEqual({
      user_name: "Please enter your name",
      user_email: "Please enter your e-mail address",
      user_phone: "Please enter your phone number",
      message: "Please enter your message",
    });
    expect(errorsOf(formSchemas.consultation, {})).toEqual({
      user_name: "Please enter your name",
      user_email: "Please enter your e-mail address",
      user_phone: "Please enter your phone number",
      message: "Please enter your message",
    });
  });

  it("checks e-mail, phone, lengths and service", () => {
    expect(errorsOf(formSchemas.consultation, { ...valid, user_email: "asha@" })).toEqual({
      user_email: "Please enter a valid e-mail address",
    });
    expect(
      errorsOf(formSchemas.consultation, { ...valid, user_email: `${"a".repeat(250)}@example.in` }),
    ).toEqual({ user_email: "Please enter a valid e-mail address" });
    for (const bad of ["12345", "phone", "+91 98765 43210 12345", "-9876543210"]) {
      expect(errorsOf(formSchemas.consultation, { ...valid, user_phone: bad })).toEqual({
        user_phone: "Please enter a valid phone number",
      });
    }
    for (const good of [
      "9876543210",
      "+919876543210",
      "0731-2345678",
      "98765 43210",
      "(0731) 2345678",
      "+91 (731) 234.5678",
    ]) {
      expect(formSchemas.consultation.safeParse({ ...valid, user_phone: good }).success).toBe(true);
    }
    expect(
      Object.keys(errorsOf(formSchemas.consultation, { ...valid, user_name: "x".repeat(101) })),
    ).toEqual(["user_name"]);
    expect(
      formSchemas.consultation.safeParse({ ...valid, user_name: "x".repeat(100) }).success,
    ).toBe(true);
    expect(
      formSchemas.consultation.safeParse({ ...valid, message: "x".repeat(2000) }).success,
    ).toBe(true);
    expect(
      Object.keys(errorsOf(formSchemas.consultation, { ...valid, message: "x".repeat(2001) })),
    ).toEqual(["message"]);
    expect(
      Object.keys(errorsOf(formSchemas.consultation, { ...valid, user_service: "Plumbing" })),
    ).toEqual(["user_service"]);
  });
});

describe("hero", () => {
  const valid = {
    form_name: "hero",
    user_name: "Ravi",
    user_email: "ravi@example.com",
    user_phone: "9876543210",
    message: "Transformer test",
  };

  it("accepts a valid lead", () => {
    expect(formSchemas.hero.parse(valid)).toEqual(valid);
  });

  it("requires every field", () => {
    expect(errorsOf(formSchemas.hero, { form_name: "hero" })).toEqual({
      user_name: "Please enter your name",
      user_email: "Please enter your e-mail address",
      user_phone: "Please enter your phone number",
      message: "Please enter your message",
    });
  });

  it("wants exactly 10 digits", () => {
    for (const bad of [
      "987654321",
      "98765432101",
      "abcdefghij",
      "+44 20 7946 0958",
      "+1 987 654 3210",
      "9876a43210",
      "98765  43210",
      "+91 +91 9876543210",
      "00 9876543210",
      "919876543210",
    ]) {
      expect(errorsOf(formSchemas.hero, { ...valid, user_phone: bad }), bad).toEqual({
        user_phone: "Please enter a 10-digit phone number",
      });
    }
  });

  it("takes what a browser's autofill gives (+91 or 0 first, spaces, dashes) as its 10 digits", () => {
    for (const autofilled of [
      "+91 98765 43210",
      "+919876543210",
      "+91-98765-43210",
      "098765 43210",
      "09876543210",
      "98765 43210",
      "98765-43210",
      " 9876543210 ",
    ]) {
      expect(formSchemas.hero.parse({ ...valid, user_phone: autofilled }), autofilled).toEqual(
        valid,
      );
      expect(
        formSchemas.feedback.parse({
          form_name: "feedback",
          user_name: "Meera",
          user_email: "meera@plant.co",
          user_phone: autofilled,
          user_service: "Manufacturing QA",
          user_rating: 5,
        }),
      ).toMatchObject({ user_phone: "9876543210" });
    }
  });
});

describe("feedback", () => {
  const valid = {
    form_name: "feedback",
    user_name: "Meera",
    user_email: "meera@plant.co",
    user_phone: "9123456789",
    user_service: "Manufacturing QA",
    user_rating: 5,
    message: "",
  };

  it("accepts browser values and coerces the rating", () => {
    const parsed = formSchemas.feedback.parse(valid);
    expect(parsed.user_rating).toBe(5);
    expect(parsed.message).toBeUndefined();
    expect(
      formSchemas.feedback.parse({ ...valid, user_rating: "3", message: "Good" }),
    ).toMatchObject({
      user_rating: 3,
      message: "Good",
    });
  });

  it("accepts multipart strings", () => {
    const fd = formData({ ...valid, user_rating: "2" });
    expect(formSchemas.feedback.parse(fromFormData(fd)).user_rating).toBe(2);
  });

  it("gives the spec's messages for every field", () => {
    expect(
      errorsOf(formSchemas.feedback, {
        user_name: "   ",
        user_email: "nope",
        user_phone: "12345",
        user_service: "",
        user_rating: 0,
      }),
    ).toEqual({
      user_name: "Name is required",
      user_email: "Invalid email address",
      user_phone: "Invalid phone number",
      user_service: "Please select a service type",
      user_rating: "Please select a rating",
    });
    expect(errorsOf(formSchemas.feedback, {})).toEqual({
      user_name: "Name is required",
      user_email: "Invalid email address",
      user_phone: "Invalid phone number",
      user_service: "Please select a service type",
      user_rating: "Please select a rating",
    });
  });

  it("checks the rating range", () => {
    for (const bad of ["", "0", 0, 6, "6", 2.5, "x", null]) {
      expect(errorsOf(formSchemas.feedback, { ...valid, user_rating: bad })).toEqual({
        user_rating: "Please select a rating",
      });
    }
    for (const good of [1, 2, 3, 4, 5, "1", "5"]) {
      expect(formSchemas.feedback.safeParse({ ...valid, user_rating: good }).success).toBe(true);
    }
  });

  it("uses the shared e-mail rule", () => {
    expect(formSchemas.feedback.safeParse({ ...valid, user_email: "x@y.in" }).success).toBe(true);
    for (const bad of ["x@y", "x y@z.in", "@z.in", "x@.in "]) {
      expect(errorsOf(formSchemas.feedback, { ...valid, user_email: bad })).toEqual({
        user_email: "Invalid email address",
      });
    }
  });

  it("limits the optional message", () => {
    expect(formSchemas.feedback.safeParse({ ...valid, message: "x".repeat(2000) }).success).toBe(
      true,
    );
    expect(
      Object.keys(errorsOf(formSchemas.feedback, { ...valid, message: "x".repeat(2001) })),
    ).toEqual(["message"]);
  });
});

describe("appointment", () => {
  const valid = {
    form_name: "appointment",
    service: "High Voltage Testing",
    location: "Pithampur Industrial Area",
    name: "Vikram",
    email: "vikram@factory.in",
    phone: "9988776655",
    date: "2026-03-10",
    time: "11:15",
  };

  function at(iso: string) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  }

  it("accepts a valid booking and normalises absent checkboxes to false", () => {
    at("2026-03-01T06:00:00Z");
    expect(formSchemas.appointment.parse(valid)).toEqual({
      ...valid,
      emergencyServices: false,
      onsiteCalibration: false,
      weekendServices: false,
      isoCertified: false,
      twentyFourSeven: false,
    });
  });

  it("normalises browser booleans and multipart on/yes", () => {
    at("2026-03-01T06:00:00Z");
    const parsed = formSchemas.appointment.parse({
      ...valid,
      emergencyServices: true,
      onsiteCalibration: false,
      weekendServices: "on",
      isoCertified: "yes",
    });
    expect(parsed).toMatchObject({
      emergencyServices: true,
      onsiteCalibration: false,
      weekendServices: true,
      isoCertified: true,
      twentyFourSeven: false,
    });
    const fd = formData({ ...valid, twentyFourSeven: "on" });
    expect(formSchemas.appointment.parse(fromFormData(fd))).toMatchObject({
      twentyFourSeven: true,
      emergencyServices: false,
    });
    expect(formSchemas.appointment.safeParse({ ...valid, isoCertified: "maybe" }).success).toBe(
      false,
    );
  });

  it("requires selects and fields with the right messages", () => {
    at("2026-03-01T06:00:00Z");
    expect(
      errorsOf(formSchemas.appointment, {
        service: "",
        location: "",
        name: "",
        email: "",
        phone: "",
        date: "",
        time: "",
      }),
    ).toEqual({
      service: "Please select a service",
      location: "Please select a location",
      name: "Please enter your name",
      email: "Please enter your e-mail address",
      phone: "Please enter your phone number",
      date: "Please choose a date",
      time: "Please choose a time",
    });
    expect(
      errorsOf(formSchemas.appointment, { ...valid, service: "Painting", location: "Delhi" }),
    ).toEqual({ service: "Please select a service", location: "Please select a location" });
    // Any phone as people write it (the spec only requires one): landlines too.
    expect(errorsOf(formSchemas.appointment, { ...valid, phone: "+91 99887 76655" })).toEqual({});
    expect(errorsOf(formSchemas.appointment, { ...valid, phone: "(0731) 2345678" })).toEqual({});
    expect(errorsOf(formSchemas.appointment, { ...valid, phone: "99887" })).toEqual({
      phone: "Please enter a valid phone number",
    });
    expect(errorsOf(formSchemas.appointment, { ...valid, email: "v@" })).toEqual({
      email: "Please enter a valid e-mail address",
    });
  });

  it("refuses past dates, judged in India time", () => {
    // 2026-03-10 00:30 in India is still 2026-03-09 in UTC.
    at("2026-03-09T19:00:00Z");
    expect(todayInKolkata()).toBe("2026-03-10");
    expect(formSchemas.appointment.safeParse(valid).success).toBe(true);
    expect(errorsOf(formSchemas.appointment, { ...valid, date: "2026-03-09" })).toEqual({
      date: "Please choose today or a later date",
    });
    at("2026-03-10T18:40:00Z"); // 00:10 on the 11th in India
    expect(errorsOf(formSchemas.appointment, valid)).toEqual({
      date: "Please choose today or a later date",
    });
  });

  it("checks date and time formats", () => {
    at("2026-03-01T06:00:00Z");
    for (const bad of ["10/03/2026", "2026-02-30", "2026-13-01", "tomorrow"]) {
      expect(Object.keys(errorsOf(formSchemas.appointment, { ...valid, date: bad }))).toEqual([
        "date",
      ]);
    }
    for (const bad of ["25:00", "9:30", "11:60", "noon"]) {
      expect(Object.keys(errorsOf(formSchemas.appointment, { ...valid, time: bad }))).toEqual([
        "time",
      ]);
    }
    expect(formSchemas.appointment.safeParse({ ...valid, time: "00:00" }).success).toBe(true);
    expect(formSchemas.appointment.safeParse({ ...valid, time: "23:59" }).success).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });
});

describe("enquiry", () => {
  const valid = {
    form_name: "enquiry",
    company_name: "Narmada Cables Pvt Ltd",
    contact_person: "S. Joshi",
    email: "joshi@narmada.in",
    phone: "0731 2345678",
    selected_service: "Cables",
    equipment_details: "11 kV XLPE cable, 3 drums",
    preferred_date: "",
    selected_service_id: "cables",
    service_title: "Cables",
  };

  const pdf = (name = "spec.pdf", size = 20) =>
    new File([new Uint8Array(size).fill(0x25)], name, { type: "application/pdf" });

  it("accepts a lead without a file; empty optional fields become undefined", () => {
    const parsed = formSchemas.enquiry.parse(valid);
    expect(parsed.preferred_date).toBeUndefined();
    expect(parsed.specification_file).toBeUndefined();
    expect(parsed.selected_service).toBe("Cables");
  });

  it("requires the fields with their messages", () => {
    expect(
      errorsOf(formSchemas.enquiry, {
        company_name: "",
        contact_person: "",
        email: "",
        phone: "",
        selected_service: "",
        equipment_details: "",
      }),
    ).toEqual({
      company_name: "Please enter your company name",
      contact_person: "Please enter the contact person's name",
      email: "Please enter your e-mail address",
      phone: "Please enter your phone number",
      selected_service: "Please choose a service",
      equipment_details: "Please describe the equipment",
    });
    expect(errorsOf(formSchemas.enquiry, { ...valid, phone: "12" })).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("limits lengths and checks the optional date", () => {
    expect(
      formSchemas.enquiry.safeParse({ ...valid, selected_service: "x".repeat(120) }).success,
    ).toBe(true);
    expect(
      Object.keys(errorsOf(formSchemas.enquiry, { ...valid, selected_service: "x".repeat(121) })),
    ).toEqual(["selected_service"]);
    expect(
      formSchemas.enquiry.safeParse({ ...valid, equipment_details: "x".repeat(3000) }).success,
    ).toBe(true);
    expect(
      Object.keys(errorsOf(formSchemas.enquiry, { ...valid, equipment_details: "x".repeat(3001) })),
    ).toEqual(["equipment_details"]);
    expect(
      Object.keys(
        errorsOf(formSchemas.enquiry, { ...valid, selected_service_id: "x".repeat(121) }),
      ),
    ).toEqual(["selected_service_id"]);
    expect(
      formSchemas.enquiry.parse({ ...valid, preferred_date: "2026-05-01" }).preferred_date,
    ).toBe("2026-05-01");
    expect(
      Object.keys(errorsOf(formSchemas.enquiry, { ...valid, preferred_date: "01-05-2026" })),
    ).toEqual(["preferred_date"]);
  });

  it("normalises the file: File, FileList, empty parts", () => {
    const file = pdf();
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: file }).specification_file,
    ).toBe(file);
    const list = { 0: file, length: 1, item: (i: number) => (i === 0 ? file : null) };
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: list }).specification_file,
    ).toBe(file);
    const input = document.createElement("input");
    input.type = "file";
    expect(input.files).not.toBeNull();
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: input.files }).specification_file,
    ).toBeUndefined();
    const emptyPart = new File([], "", { type: "application/octet-stream" });
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: emptyPart }).specification_file,
    ).toBeUndefined();
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: "" }).specification_file,
    ).toBeUndefined();
    expect(
      formSchemas.enquiry.parse({ ...valid, specification_file: undefined }).specification_file,
    ).toBeUndefined();
    const two = { 0: file, 1: file, length: 2, item: () => file };
    expect(
      Object.keys(errorsOf(formSchemas.enquiry, { ...valid, specification_file: two })),
    ).toEqual(["specification_file"]);
  });

  it("accepts .pdf .doc .docx (any case) up to 10 MB", () => {
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.Docx"]) {
      expect(
        formSchemas.enquiry.safeParse({ ...valid, specification_file: pdf(name) }).success,
      ).toBe(true);
    }
    expect(
      formSchemas.enquiry.safeParse({
        ...valid,
        specification_file: pdf("big.pdf", 10 * 1024 * 1024),
      }).success,
    ).toBe(true);
  });

  it("rejects other extensions and large files with the exact messages", () => {
    for (const name of ["a.exe", "b.pdf.exe", "c.txt", "noext"]) {
      expect(errorsOf(formSchemas.enquiry, { ...valid, specification_file: pdf(name) })).toEqual({
        specification_file: "Upload a PDF, DOC or DOCX file",
      });
    }
    expect(
      errorsOf(formSchemas.enquiry, {
        ...valid,
        specification_file: pdf("big.pdf", 10 * 1024 * 1024 + 1),
      }),
    ).toEqual({ specification_file: "The file must be 10 MB or smaller" });
    expect(errorsOf(formSchemas.enquiry, { ...valid, specification_file: 42 })).toEqual({
      specification_file: "Upload a PDF, DOC or DOCX file",
    });
  });

  it("accepts multipart input with a file part", () => {
    const fd = formData({ ...valid, specification_file: pdf("spec.docx") });
    const parsed = formSchemas.enquiry.parse(fromFormData(fd));
    expect((parsed.specification_file as File).name).toBe("spec.docx");
  });
});

describe("serviceConsultation", () => {
  const valid = {
    full_name: "Dr. K. Rao",
    work_email: "rao@utility.gov.in",
    company_name: "MP Power",
    phone: "",
    service_type: "Power Quality Analysis",
    message: "Harmonics survey at 3 substations",
  };

  it("accepts a lead with or without phone", () => {
    expect(formSchemas.serviceConsultation.parse(valid).phone).toBeUndefined();
    expect(formSchemas.serviceConsultation.parse({ ...valid, phone: "9876543210" }).phone).toBe(
      "9876543210",
    );
    expect(formSchemas.serviceConsultation.safeParse(omit(valid, "phone")).success).toBe(true);
  });

  it("gives the right messages", () => {
    expect(
      errorsOf(formSchemas.serviceConsultation, {
        full_name: "",
        work_email: "",
        company_name: "",
        phone: "12",
        service_type: "",
        message: "",
      }),
    ).toEqual({
      full_name: "Please enter your full name",
      work_email: "Please enter your work e-mail address",
      company_name: "Please enter your company name",
      phone: "Please enter a valid phone number",
      service_type: "Please choose a service type",
      message: "Please describe your requirements",
    });
    expect(errorsOf(formSchemas.serviceConsultation, { ...valid, work_email: "rao" })).toEqual({
      work_email: "Please enter a valid e-mail address",
    });
  });
});

describe("newsletter", () => {
  it("is one e-mail address, nothing else to tick", () => {
    expect(formSchemas.newsletter.parse({ newsletter_email: "a@b.in" })).toEqual({
      form_name: "newsletter",
      newsletter_email: "a@b.in",
    });
  });

  it("requires a valid e-mail", () => {
    expect(errorsOf(formSchemas.newsletter, { newsletter_email: "" })).toEqual({
      newsletter_email: "Please enter your e-mail address",
    });
    expect(errorsOf(formSchemas.newsletter, { newsletter_email: "a@b" })).toEqual({
      newsletter_email: "Please enter a valid e-mail address",
    });
  });
});

describe("describeIssues", () => {
  it("lists the first message per field in one line", () => {
    const result = formSchemas.feedback.safeParse({ user_name: "A", user_email: "a@b.in" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error)).toBe(
        "user_phone: Invalid phone number; user_service: Please select a service type; user_rating: Please select a rating",
      );
    }
  });
});

describe("one strict e-mail rule (every form, browser and server)", () => {
  const emailFieldsOf = (key: (typeof formKeys)[number]) =>
    key === "enquiry"
      ? ["email"]
      : leadForms[key].fields.flatMap((f) => (f.kind === "email" ? [f.name] : []));
  const hostile = [
    "a@b.c?cc=attacker@evil.example&body=hello",
    "a@b.in?cc=x@evil.example",
    "a&b@c.in",
    "a@b.in,x@evil.example",
    "a b@c.in",
    '"a"@b.in',
    "a'b@c.in",
    "<a@b.in>",
    "a@b",
    "a@b.in.",
    "a@.b.in",
    "a@b..in",
    "a..b@c.in",
    ".a@b.in",
    "a@b.in\r\nbcc: x@evil.example",
    "a@-b.in",
    "a@b.1",
  ];
  const fine = ["asha@example.in", "s.joshi+leads@narmada-power.co.in", "A_B-9@x.io", "x@y.zz"];

  for (const key of formKeys) {
    const fields = emailFieldsOf(key);
    if (fields.length === 0) continue;
    it(`${key}: refuses addresses that could add recipients or headers, accepts plain ones`, () => {
      for (const name of fields) {
        for (const bad of hostile)
          expect(errorsOf(formSchemas[key], { [name]: bad })[name], `${name}=${bad}`).toBeTruthy();
        for (const good of fine)
          expect(
            errorsOf(formSchemas[key], { [name]: good })[name],
            `${name}=${good}`,
          ).toBeUndefined();
      }
    });
  }
});

describe("single-line fields stay on one line", () => {
  const valid = {
    form_name: "consultation",
    website: "",
    user_name: "Asha Verma",
    user_email: "asha@example.in",
    user_phone: "+91 98765-43210",
    user_service: "Calibration Services",
    message: "Please call me",
  };

  it("turns CR, LF, tabs and other control characters into spaces; the message keeps its lines", () => {
    const parsed = formSchemas.consultation.parse({
      ...valid,
      user_name: "Asha\r\nBcc: x@evil.example\tVerma\u2028Reference: ME-1\u0085x\u0000y",
      message: "Line one\nLine two",
    });
    expect(parsed.user_name).toBe("Asha Bcc: x@evil.example Verma Reference: ME-1 x y");
    expect(parsed.message).toBe("Line one\nLine two");
  });
});
