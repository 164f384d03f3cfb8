/**
 * The guest's review page, rendered on the server in the guest's language: a real radio group for the
 * rating, the text, the display name and the consent, each error tied to its field; no inline script or
 * style (the stylesheet, and the browser check's script while the spam shield is on, are files of this
 * origin, under a strict CSP). Everything typed is escaped.
 */
import { escapeHtml as esc } from '../notify/email-message';
import { langTag, reviewTexts, type ReviewTexts } from './review-texts';
import { NAME_MAX, TEXT_MAX, TEXT_MIN } from './review-input';

export const REVIEW_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export type FormValues = { rating?: string; text?: string; name?: string; consent?: boolean };
/** Each field's error; `form` replaces the summary's sentence (a refusal that is no field's fault). */
export type FormErrors = Partial<Record<'rating' | 'text' | 'name' | 'consent' | 'form', string>>;

/** The browser check's script and challenge (review-proof.ts), while the spam shield is on. */
export type ProofPaths = { script: string; challenge: string };

function shell(lang: string, title: string, body: string, cssPath: string, script?: string): string {
  return `<!doctype html>
<html lang="${esc(langTag(lang))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(cssPath)}">${script ? `\n<script src="${esc(script)}" defer></script>` : ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const error = (id: string, message: string | undefined) => (message ? `<p class="error" id="${id}-error">${esc(message)}</p>` : '');
const invalid = (id: string, message: string | undefined, also = '') =>
  message ? ` aria-invalid="true" aria-describedby="${`${also} ${id}-error`.trim()}"` : also ? ` aria-describedby="${also}"` : '';

export function formPage(t: ReviewTexts, lang: string, action: string, cssPath: string, values: FormValues, errors: FormErrors = {}, proof?: ProofPaths): string {
  const failed = Object.keys(errors).length > 0;
  const stars = [1, 2, 3, 4, 5]
    .map((n) => `<label class="star"><input type="radio" name="rating" value="${n}"${n === 1 ? ' required' : ''}${values.rating === String(n) ? ' checked' : ''}> <span>${esc(t.stars(n))}</span></label>`)
    .join('\n');
  const body = `<h1>${esc(t.title)}</h1>
<p>${esc(t.intro)}</p>
${failed ? `<p class="summary" role="alert">${esc(errors.form ?? t.errors.again)}</p>` : ''}
<form method="post" action="${esc(action)}" accept-charset="utf-8"${proof ? ` data-challenge="${esc(proof.challenge)}"` : ''}>${proof ? '\n<input type="hidden" name="proof" value="">' : ''}
<fieldset${errors.rating ? ' aria-invalid="true" aria-describedby="rating-error"' : ''}>
<legend>${esc(t.rating)}</legend>
<div class="stars">
${stars}
</div>
${error('rating', errors.rating)}
</fieldset>
<label for="text">${esc(t.text)}</label>
<p class="hint" id="text-hint">${esc(t.textHint)}</p>
<textarea id="text" name="text" rows="7" required minlength="${TEXT_MIN}" maxlength="${TEXT_MAX}"${invalid('text', errors.text, 'text-hint')}>${esc(values.text ?? '')}</textarea>
${error('text', errors.text)}
<label for="name">${esc(t.name)}</label>
<input id="name" name="name" type="text" maxlength="${NAME_MAX}" autocomplete="given-name" value="${esc(values.name ?? '')}"${invalid('name', errors.name)}>
${error('name', errors.name)}
<div class="consent">
<input id="consent" name="consent" type="checkbox" value="yes" required${values.consent ? ' checked' : ''}${invalid('consent', errors.consent)}>
<label for="consent">${esc(t.consent)}</label>
</div>
${error('consent', errors.consent)}
<button type="submit">${esc(t.send)}</button>
</form>`;
  return shell(lang, t.title, body, cssPath, proof?.script);
}

export function thanksPage(lang: string, cssPath: string, googleReviewUrl: string | undefined): string {
  const t = reviewTexts(lang);
  const google = googleReviewUrl
    ? `<section aria-labelledby="google"><h2 id="google">${esc(t.google)}</h2><p><a class="button" href="${esc(googleReviewUrl)}" rel="noopener noreferrer" target="_blank">${esc(t.googleButton)}</a></p></section>`
    : '';
  return shell(lang, t.title, `<h1>${esc(t.title)}</h1>\n<p role="status">${esc(t.thanks)}</p>\n${google}`, cssPath);
}

export const messagePage = (lang: string, cssPath: string, title: string, message: string) =>
  shell(lang, title, `<h1>${esc(title)}</h1>\n<p>${esc(message)}</p>`, cssPath);

export function optOutPage(lang: string, action: string, cssPath: string): string {
  const t = reviewTexts(lang);
  const body = `<h1>${esc(t.optOutTitle)}</h1>\n<form method="post" action="${esc(action)}"><p>${esc(t.optOutAsk)}</p><button type="submit">${esc(t.optOutButton)}</button></form>`;
  return shell(lang, t.optOutTitle, body, cssPath);
}

/** Phone first: one column, 24 px targets at least, px only, visible focus. */
export const REVIEW_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Noto Sans KR","Noto Sans SC",sans-serif;color:#1f2328;background:#faf7f2}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:24px;line-height:1.25;margin:0 0 12px}
h2{font-size:19px;margin:28px 0 8px}
fieldset{border:1px solid #c9c2b8;border-radius:8px;padding:8px 12px 12px;margin:16px 0}
legend{font-weight:600;padding:0 4px}
.stars{display:flex;flex-wrap:wrap;gap:8px}
.star{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:4px 10px;border:1px solid #c9c2b8;border-radius:22px;background:#fff;cursor:pointer}
.star input{width:20px;height:20px;margin:0}
label{display:block;font-weight:600;margin-top:16px}
.star,.consent label{font-weight:400;margin-top:0}
.hint{margin:2px 0 6px;color:#57606a;font-size:14px}
textarea,input[type=text]{display:block;width:100%;font:inherit;padding:10px;border:1px solid #8c857b;border-radius:6px;background:#fff;color:inherit}
.consent{display:flex;gap:10px;align-items:flex-start;margin-top:20px}
.consent input{width:24px;height:24px;flex:none;margin:0}
.error{color:#b3261e;font-weight:600;margin:6px 0 0}
[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.summary{padding:10px 12px;border-left:4px solid #b3261e;background:#fdecea}
button,.button{display:inline-block;margin-top:24px;min-height:48px;padding:12px 20px;border:0;border-radius:8px;background:#8a4b2a;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
`;
