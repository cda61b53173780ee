import { desk } from "@/content/desk";
import { wrongValueText, type WrongValue } from "@/lib/desk/filter";

const words = desk.query;

/** The values in the list's address the desk cannot use, each named, and the way back. */
export function WrongQuery({ wrong }: { wrong: WrongValue[] }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <ul className="mt-3 list-disc pl-6">
        {wrong.map((name) => (
          <li key={name}>{wrongValueText(name)}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/desk" className="font-semibold text-accent-700 underline">
          {words.back}
        </a>
      </p>
    </>
  );
}
