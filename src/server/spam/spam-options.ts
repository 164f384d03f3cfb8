/** The spam shield's options and their defaults, in one place (docs/server.md explains each). */

export type SpamShieldOptions = {
  /**
   * The key that signs challenges (at least 32 characters). Every instance must share it: unset, the first
   * instance makes one and stores it in the database, where the others read it.
   */
  secret?: string;
  /**
   * The difficulty: a challenge's number is drawn below it, so a client tries half of it on average.
   * Default 30 000: a median solve of about 0.6 s in Chromium at 4× CPU throttling on a busy machine
   * (`npm run bench:spam` measures it; the time grows in proportion).
   */
  maxNumber?: number;
  /** How long a challenge can be solved and used, in ms. Default 2 h (the form fetches a new one after 1 h). */
  expiresInMs?: number;
  /** A booking sent sooner than this after its challenge was issued counts as too fast, in ms. Default 4 s. */
  minFillMs?: number;
};

export type SpamShieldSettings = Required<Omit<SpamShieldOptions, 'secret'>> & { secret?: string };

export const SPAM_DEFAULTS = { maxNumber: 30_000, expiresInMs: 2 * 3_600_000, minFillMs: 4_000 } as const;

/** The header that carries the solution: base64 of the ALTCHA payload plus `trap` (the honeypot's state). */
export const PROOF_HEADER = 'X-Bali-Proof';

/** Resolves `spamShield`: `false` is off; `true`, unset or an object is on. Bad values throw at creation. */
export function spamSettings(option: SpamShieldOptions | boolean | undefined, defaultOn: boolean): SpamShieldSettings | undefined {
  if (option === false || (option === undefined && !defaultOn)) return undefined;
  const given = typeof option === 'object' ? option : {};
  const settings = { ...SPAM_DEFAULTS, ...given };
  if (settings.secret !== undefined && settings.secret.length < 32) {
    throw new TypeError('bali-widgets: `spamShield.secret` needs at least 32 characters.');
  }
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
  if (!whole(settings.maxNumber, 1) || settings.maxNumber > 1e6) throw new TypeError('bali-widgets: `spamShield.maxNumber` must be a whole number from 1 to 1 000 000 (the form tries no further).');
  if (!whole(settings.expiresInMs, 60_000)) throw new TypeError('bali-widgets: `spamShield.expiresInMs` must be at least 60 000.');
  if (!whole(settings.minFillMs, 0)) throw new TypeError('bali-widgets: `spamShield.minFillMs` must be a whole number of ms.');
  return settings;
}

/** `SPAM_SHIELD=off` (or `0`, `false`) turns the shield off; `SPAM_SECRET` shares a secret between instances. */
export function spamShieldFromEnv(env: Record<string, string | undefined>): SpamShieldOptions | false {
  const switchValue = (env.SPAM_SHIELD ?? '').trim().toLowerCase();
  if (['off', '0', 'false', 'no'].includes(switchValue)) return false;
  if (switchValue && !['on', '1', 'true', 'yes'].includes(switchValue)) throw new TypeError('SPAM_SHIELD must be on or off.');
  const secret = env.SPAM_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) throw new TypeError('SPAM_SECRET needs at least 32 characters.');
  const maxNumber = env.SPAM_DIFFICULTY ? Number(env.SPAM_DIFFICULTY) : undefined;
  if (maxNumber !== undefined && !(Number.isInteger(maxNumber) && maxNumber >= 1 && maxNumber <= 1e6)) {
    throw new TypeError('SPAM_DIFFICULTY must be a whole number from 1 to 1000000.');
  }
  return { ...(secret && { secret }), ...(maxNumber && { maxNumber }) };
}
