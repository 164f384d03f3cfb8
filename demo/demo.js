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

// The language switch sets <html lang>, which both widgets follow (the page decides their language).
// `?lang=de` opens the demo in that language.
const LANGUAGES = ['en', 'id', 'zh', 'zh-Hant', 'ko', 'ja', 'fr', 'de'];
const languageSelect = document.querySelector('select[name="language"]');

function speak(lang) {
  document.documentElement.lang = lang;
  if (languageSelect) languageSelect.value = lang;
}

const asked = new URLSearchParams(location.search).get('lang');
if (asked && LANGUAGES.includes(asked)) speak(asked);

languageSelect?.addEventListener('change', () => {
  speak(languageSelect.value);
  const url = new URL(location.href);
  url.searchParams.set('lang', languageSelect.value);
  history.replaceState(null, '', url);
});
