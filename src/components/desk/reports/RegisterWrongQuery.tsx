import { registerDesk } from "@/content/reports";
import type { RegisterWrong } from "@/lib/reports/registerList";

const words = registerDesk.query;

/** The values in the register's address the desk cannot use, each named, and the way back. */
export function RegisterWrongQuery({ wrong }: { wrong: RegisterWrong[] }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <ul className="mt-3 list-disc pl-6">
        {wrong.map((name) => (
          <li key={name}>{words.wrong[name]}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/desk/reports" className="font-semibold text-accent-700 underline">
          {words.back}
        </a>
      </p>
    </>
  );
}
