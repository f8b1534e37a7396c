/** The organisers' console at /admin: its own part of the site, loaded only when an organiser opens it. */
export function ConsoleApp() {
  return (
    <main id="main" className="console">
      <h1>Organisers&apos; console</h1>
    </main>
  );
}
