/** Original decorative artwork for the home hero: a planet, an orbit and a small rocket. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-planet" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#6aa2ff" />
          <stop offset="0.6" stopColor="#2a56c6" />
          <stop offset="1" stopColor="#142a6b" />
        </radialGradient>
        <linearGradient id="hero-flame" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd48a" />
          <stop offset="1" stopColor="#f2a93b" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g fill="#e8ecf4" opacity="0.8">
        <circle cx="40" cy="60" r="2" />
        <circle cx="420" cy="40" r="1.5" />
        <circle cx="450" cy="300" r="2" />
        <circle cx="70" cy="360" r="1.5" />
        <circle cx="300" cy="20" r="1" />
        <circle cx="150" cy="30" r="1.2" />
      </g>
      <circle cx="240" cy="230" r="120" fill="url(#hero-planet)" />
      <path
        d="M170 200c30-20 70-10 90 10s60 20 80 0M150 260c40 10 80-10 120 5s50 10 70-5"
        fill="none"
        stroke="#9cc0ff"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.5"
      />
      <ellipse
        cx="240"
        cy="230"
        rx="210"
        ry="56"
        fill="none"
        stroke="#f2a93b"
        strokeWidth="4"
        transform="rotate(-18 240 230)"
        strokeDasharray="360 40"
      />
      <g transform="translate(372 92) rotate(40)">
        <path d="M0 -34c12 10 16 30 12 50h-24c-4-20 0-40 12-50z" fill="#e8ecf4" />
        <circle cx="0" cy="-8" r="6" fill="#2a56c6" />
        <path d="M-12 10l-10 14h10zM12 10l10 14h-10z" fill="#f2a93b" />
        <path d="M-8 18h16l-8 34z" fill="url(#hero-flame)" />
      </g>
    </svg>
  );
}
