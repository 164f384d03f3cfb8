import { expect } from 'chai';
import { createSpamProofs } from './spam-proof';

/** SHA-256 hex, as the receiver makes the challenge. */
async function sha256(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('the spam proof in Chromium', () => {
  const original = window.fetch;
  afterEach(() => (window.fetch = original));

  it('solves a challenge in slices: other tasks run while it works, so typing goes on', async () => {
    // The number near the top of the range: the solver walks nearly all of it.
    const salt = `${crypto.randomUUID()}?expires=9999999999&`;
    const number = 29_500;
    const challenge = { algorithm: 'SHA-256', challenge: await sha256(salt + number), salt, signature: 'f'.repeat(64), maxnumber: 30_000 };
    window.fetch = (async () => new Response(JSON.stringify(challenge), { status: 200 })) as typeof fetch;
    // A chain of timers, as key presses would come: each link runs only when the solver lets the page work.
    let between = 0;
    let ticking = true;
    const tick = () => {
      between += 1;
      if (ticking) setTimeout(tick);
    };
    setTimeout(tick);
    const proofs = createSpamProofs();
    proofs.prepare('/api/book-accommodation');
    const header = await proofs.header(crypto.randomUUID(), false);
    ticking = false;
    expect(JSON.parse(atob(header!))).to.include({ number, salt, trap: false });
    // How long each slice takes is `npm run bench`'s to measure (typing while the proof is solved).
    expect(between, 'tasks that ran while the proof was solved').to.be.greaterThan(10);
  });

  it('lets the page in at least every 100 hashes: a key press waits for short slices, not a long one', async () => {
    const salt = `${crypto.randomUUID()}?expires=9999999999&`;
    const number = 5_000;
    const challenge = { algorithm: 'SHA-256', challenge: await sha256(salt + number), salt, signature: 'f'.repeat(64), maxnumber: 10_000 };
    window.fetch = (async () => new Response(JSON.stringify(challenge), { status: 200 })) as typeof fetch;
    const subtle = crypto.subtle;
    const digest = subtle.digest;
    let hashes = 0;
    subtle.digest = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['digest']>) {
      hashes += 1;
      return digest.apply(this, args);
    };
    // A task posted again each time it runs: the page's turn, as a key press would take it.
    let longest = 0;
    let since = 0;
    let pinging = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      longest = Math.max(longest, hashes - since);
      since = hashes;
      if (pinging) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
    try {
      const proofs = createSpamProofs();
      proofs.prepare('/api/book-accommodation');
      const header = await proofs.header(crypto.randomUUID(), false);
      expect(JSON.parse(atob(header!))).to.include({ number });
    } finally {
      pinging = false;
      channel.port1.close();
      subtle.digest = digest;
    }
    expect(hashes).to.be.greaterThan(number);
    // Two slices of 50 may start between two turns (the slice's digests resolve in tasks of their own).
    expect(longest, 'hashes between two turns of the page').to.be.within(1, 100);
  });
});
