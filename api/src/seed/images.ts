/** The demo licensee's logo and mood image, drawn as SVG so the seed needs no binary files. */
export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Demo Licensee">
  <rect x="4" y="8" width="48" height="48" rx="10" fill="#1f6f5c"/>
  <path d="M16 34 l8 8 l16 -18" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="64" y="30" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#1d2b27">Demo</text>
  <text x="64" y="52" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#3b3b3b">Licensee</text>
</svg>
`;

export const DEMO_MOOD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600" viewBox="0 0 1200 1600" role="img" aria-label="Safety helmets on a construction site at dawn">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#10324a"/>
      <stop offset="0.55" stop-color="#2f7a78"/>
      <stop offset="1" stop-color="#f2b35b"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="1600" fill="url(#sky)"/>
  <circle cx="880" cy="1050" r="170" fill="#ffd58a" opacity="0.85"/>
  <path d="M0 1200 L220 1080 L420 1160 L640 1020 L880 1140 L1200 1000 L1200 1600 L0 1600 Z" fill="#173a3a"/>
  <rect x="180" y="520" width="26" height="700" fill="#e9a23b"/>
  <rect x="180" y="520" width="520" height="22" fill="#e9a23b"/>
  <path d="M206 542 L420 520 L206 760 Z" fill="none" stroke="#e9a23b" stroke-width="8"/>
  <line x1="620" y1="542" x2="620" y2="820" stroke="#d9d9d9" stroke-width="4"/>
  <rect x="590" y="820" width="60" height="46" fill="#c75b39"/>
  <g transform="translate(330 1290)">
    <path d="M0 80 Q0 0 110 0 Q220 0 220 80 Z" fill="#f4c430"/>
    <rect x="-20" y="78" width="260" height="22" rx="10" fill="#d9a81f"/>
  </g>
  <g transform="translate(700 1330) scale(0.8)">
    <path d="M0 80 Q0 0 110 0 Q220 0 220 80 Z" fill="#ffffff"/>
    <rect x="-20" y="78" width="260" height="22" rx="10" fill="#dcdcdc"/>
  </g>
</svg>
`;
