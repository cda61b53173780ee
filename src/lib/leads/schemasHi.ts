import { consultationForm } from "@/content/hi/forms/contact";
import { schemaOf, type LeadSchema } from "./schemas";

/** The Hindi consultation form's schema: the English rules, the Hindi form's messages. */
export const consultationSchemaHi: LeadSchema = schemaOf("consultation", consultationForm);
