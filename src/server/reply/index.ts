/** Reply texts and one-tap reply links, shared by the e-mail to the owner and the inbox (browser-safe). */
export { replyGreeting, replySubject, nightsBetween, formatBudget, type ReplyBooking } from './greeting';
export { whatsappLink, mailtoLink } from './reply-links';
export { replyLocale, REPLY_LANGUAGES, type ReplyLanguage } from './reply-language';
