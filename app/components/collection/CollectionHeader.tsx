/** A collection's heading and introduction, above its list. */
export function CollectionHeader({heading, description}: {heading: string; description: string}) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {description ? <p className="mt-2 max-w-2xl text-neutral-700">{description}</p> : null}
    </header>
  );
}

/** The collection's text for search engines, under the list. */
export function CollectionSeoText({title, text}: {title: string; text: string}) {
  return (
    <section className="mt-16 max-w-3xl border-t border-neutral-200 pt-8 text-sm text-neutral-700">
      {title ? <h2 className="mb-2 text-base font-semibold text-neutral-900">{title}</h2> : null}
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="mb-2 whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
