type Props = {
  title: string;
  eyebrow?: string;
  intro?: string;
  id?: string;
  center?: boolean;
  onDark?: boolean;
};

export function SectionHeading({ title, eyebrow, intro, id, center, onDark }: Props) {
  return (
    <div className={center ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && (
        <p
          className={`text-sm font-bold tracking-widest uppercase ${onDark ? "text-amber-400" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${onDark ? "text-white" : ""}`}>
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${onDark ? "text-slate-200" : "text-slate-700"}`}>{intro}</p>
      )}
    </div>
  );
}
