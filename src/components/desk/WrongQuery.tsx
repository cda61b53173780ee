/** A list's address with values the desk cannot use (a 400): each named, and the way back. */
export function WrongQuery({
  heading,
  lines,
  back,
}: {
  heading: string;
  lines: readonly string[];
  back: { href: string; text: string };
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <ul className="mt-3 list-disc pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={back.href} className="font-semibold text-accent-700 underline">
          {back.text}
        </a>
      </p>
    </>
  );
}
