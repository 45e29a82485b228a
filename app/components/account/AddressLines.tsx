/**
 * A postal address, one line per row. Each line is isolated (`<bdi>`): a Latin address keeps
 * its own order ("151 Alder Street") inside a right-to-left page, and the row keeps the page's
 * alignment.
 */
export function AddressLines({lines, id}: {lines: readonly string[]; id?: string}) {
  return (
    <address id={id} className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}
