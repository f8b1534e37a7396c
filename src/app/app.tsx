import './app.css';

// Placeholder home page until the site shell (header, routes, footer) lands.
export function App() {
  return (
    <>
      <header className="site-header">
        <span className="site-name">Space Apps Cairo</span>
      </header>
      <main className="site-main">
        <h1>NASA Space Apps Challenge Cairo</h1>
        <p>Registration for the bootcamp and the hackathon is opening soon. Stay tuned.</p>
      </main>
    </>
  );
}
