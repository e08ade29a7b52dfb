/** A text section of a legal page, an article or the about page, as stored in messages. */
export type ProseSection = { heading: string; paragraphs?: string[]; list?: string[] };

/** Headings, paragraphs and lists as plain text (no HTML from messages is interpreted). */
export function ProseSections({
  sections,
  headingLevel = 2,
}: {
  sections: ProseSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="text-2xl font-bold tracking-tight">{section.heading}</Heading>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
