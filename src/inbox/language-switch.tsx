/**
 * The owner's language on this device, at the foot of every page (sign-in included): a once-per-device
 * setting, kept out of the way of the daily list. Each language is named in itself.
 */
import { LANGUAGE_NAMES, OWNER_LANGUAGES, setLanguage, text, useLanguage, useText, type OwnerLanguage } from './i18n';

export function LanguageSwitch({ base, announce }: { base: string; announce: (message: string) => void }) {
  const t = useText();
  const current = useLanguage();
  const pick = (lang: OwnerLanguage) => {
    setLanguage(lang, base);
    announce(text('app.languageChanged'));
  };
  return (
    <footer className="foot">
      <div className="langs" role="group" aria-label={t('app.language')}>
        {OWNER_LANGUAGES.map((lang) => (
          <button key={lang} type="button" lang={lang} className="button button--quiet" aria-pressed={lang === current} onClick={() => pick(lang)}>
            {LANGUAGE_NAMES[lang]}
          </button>
        ))}
      </div>
    </footer>
  );
}
