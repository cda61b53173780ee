import { appointmentLocations, appointmentServiceOptions } from "@/lib/leads/options";
import { privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { PhoneField, SelectField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";
import { todayInKolkata } from "@/lib/leads/today";
import { useHydrated } from "./useHydrated";

const extras = [
  { name: "emergencyServices", label: "Emergency services" },
  { name: "onsiteCalibration", label: "On-site calibration" },
  { name: "weekendServices", label: "Weekend services" },
  { name: "isoCertified", label: "ISO-certified report required" },
  { name: "twentyFourSeven", label: "24/7 support" },
] as const;

const defaults = {
  form_name: "appointment" as const,
  website: "",
  service: "" as unknown as (typeof appointmentServiceOptions)[number],
  location: "" as unknown as (typeof appointmentLocations)[number],
  name: "",
  email: "",
  phone: "",
  date: "",
  time: "",
  emergencyServices: false,
  onsiteCalibration: false,
  weekendServices: false,
  isoCertified: false,
  twentyFourSeven: false,
};

/**
 * `today` (YYYY-MM-DD, India) is the date the page was rendered: the earliest
 * date the browser lets a visitor pick before this script runs. Once hydrated
 * the visitor's own today replaces it (a prerendered page may be days old).
 */
export function AppointmentForm({ today }: { today?: string | undefined }) {
  const id = "appointment";
  const minDate = useHydrated() ? todayInKolkata() : today;
  const { formProps, status, sending, field, register, hidden } = useLeadForm(
    "appointment",
    defaults,
    {
      formId: id,
    },
  );
  return (
    <form {...formProps} aria-label="Book an appointment" className="relative space-y-5">
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Service"
          required
          placeholder="Select a service"
          options={appointmentServiceOptions}
          {...field("service", "service")}
        />
        <SelectField
          label="Location"
          required
          placeholder="Select a location"
          options={appointmentLocations}
          {...field("location", "location")}
        />
        <TextField label="Name" required autoComplete="name" {...field("name", "name")} />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...field("email", "email")}
        />
        <PhoneField {...field("phone", "phone")} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Date" type="date" required min={minDate} {...field("date", "date")} />
          <TextField label="Time" type="time" required {...field("time", "time")} />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">
          Additional requirements (optional)
        </legend>
        <div className="mt-2 grid gap-2 lg:grid-cols-3 sm:grid-cols-2">
          {extras.map((extra) => (
            <label
              key={extra.name}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-steel-200 px-3 text-sm"
            >
              <input
                type="checkbox"
                value="yes"
                className="size-5 accent-accent-600"
                {...register(extra.name)}
              />
              {extra.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.appointment}
        sending={sending}
        label="Schedule Appointment"
      />
    </form>
  );
}
