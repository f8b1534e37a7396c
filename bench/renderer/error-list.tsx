/** The error summary the peers' pages draw above their fields: each failing field's label and message, linked to it. */
export function ErrorList({
  fields,
  messageOf,
}: {
  fields: { name: string; label: string }[];
  messageOf: (name: string) => string | undefined;
}) {
  const listed = fields.filter(({ name }) => messageOf(name));
  if (listed.length === 0) return null;
  return (
    <ul className="error-summary">
      {listed.map(({ name, label }) => (
        <li key={name}>
          <a href={`#${name}`}>
            {label}: {messageOf(name)}
          </a>
        </li>
      ))}
    </ul>
  );
}
