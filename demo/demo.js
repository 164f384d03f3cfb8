// The demo's theme switch: the page sets the widgets' --bali-* custom properties through a class on <body>
// (see demo.css). An external file, since the demo runs under a CSP without 'unsafe-inline'.
const KEY = 'bali-demo-theme';

function apply(theme) {
  document.body.classList.toggle('theme-dark', theme === 'dark');
  for (const radio of document.querySelectorAll('input[name="theme"]')) radio.checked = radio.value === theme;
}

let saved = 'default';
try {
  saved = localStorage.getItem(KEY) === 'dark' ? 'dark' : 'default';
} catch {
  // storage blocked: the switch still works for this visit
}
apply(saved);

document.addEventListener('change', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.name !== 'theme') return;
  apply(target.value);
  try {
    localStorage.setItem(KEY, target.value);
  } catch {
    // ignore
  }
});
