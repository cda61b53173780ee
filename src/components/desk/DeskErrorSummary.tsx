/** One problem: its words, and the field it is about when the reader can jump there. */
export type DeskProblem = { text: string; href?: string };

/**
 * What a desk form refused, announced as soon as the page shows it, above the
 * form: the heading, then each problem (a link to its field where there is one).
 */
export function DeskErrorSummary({
  heading,
  problems,
  className = "mt-4",
}: {
  heading: string;
  problems: DeskProblem[];
  className?: string;
}) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className={`${className} rounded-md border border-red-700 bg-white p-3 text-red-800`}
    >
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc pl-6">
        {problems.map(({ text, href }) => (
          <li key={`${href ?? ""}${text}`}>
            {href ? (
              <a href={href} className="underline">
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
