import type { LeadFormSpec } from "./types";
import { emailField, nameField, phoneField } from "./common";

export const appointmentServiceOptions = [
  "Electrical Safety Testing",
  "Equipment Calibration",
  "Transformer Testing",
  "Circuit Breaker Analysis",
  "Power Quality Assessment",
  "Manufacturing System Certification",
  "High Voltage Testing",
  "other",
] as const;

export const appointmentLocations = [
  "Indore",
  "Bhopal",
  "Nagpur",
  "Jabalpur",
  "Ujjain",
  "Gwalior",
  "Raipur",
  "Vadodara",
  "Aurangabad",
  "Pithampur Industrial Area",
] as const;

/** The home page's appointment booking (spec section 9). */
export const appointmentForm: LeadFormSpec = {
  id: "appointment",
  template: "appointment",
  name: "Book an appointment",
  purpose: "to schedule and confirm your appointment",
  submit: "Schedule Appointment",
  success: "Appointment scheduled successfully!",
  failure: "Failed to schedule appointment. Please try again.",
  fields: [
    {
      kind: "select",
      name: "service",
      role: "service",
      id: "service",
      label: "Service",
      placeholder: "Select a service",
      options: appointmentServiceOptions,
      required: "Please select a service",
      invalid: "Please select a service",
      width: "half",
    },
    {
      kind: "select",
      name: "location",
      id: "location",
      label: "Location",
      placeholder: "Select a location",
      options: appointmentLocations,
      required: "Please select a location",
      invalid: "Please select a location",
      width: "half",
    },
    nameField("name"),
    emailField("email"),
    phoneField("phone"),
    {
      kind: "date",
      name: "date",
      id: "date",
      label: "Date",
      required: "Please choose a date",
      invalid: "Please choose a valid date",
      past: "Please choose today or a later date",
      width: "quarter",
    },
    {
      kind: "time",
      name: "time",
      id: "time",
      label: "Time",
      required: "Please choose a time",
      invalid: "Please choose a valid time",
      width: "quarter",
    },
    {
      kind: "checkboxes",
      legend: "Additional requirements (optional)",
      options: [
        { name: "emergencyServices", label: "Emergency services" },
        { name: "onsiteCalibration", label: "On-site calibration" },
        { name: "weekendServices", label: "Weekend services" },
        { name: "isoCertified", label: "ISO-certified report required" },
        { name: "twentyFourSeven", label: "24/7 support" },
      ],
    },
  ],
};
