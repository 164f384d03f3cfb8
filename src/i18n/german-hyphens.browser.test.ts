import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { fillContact, phoneIsLive } from '../../test/helpers/booking';
import { button, cleanup, fixture, q, settled, shadow, until } from '../../test/helpers/dom';
import { languageFor } from './language';

/**
 * Long German words break where a reader expects them, with a hyphen, at 320 px: the catalog writes soft
 * hyphens (U+00AD) into its compounds and a site's own texts may too, so a browser without German
 * hyphenation patterns (this Chromium has none) still never breaks inside a syllable.
 */
const SHY = '\u00ad';
const COMPOUND = ['Donau', 'dampf', 'schiff', 'fahrts', 'gesell', 'schafts', 'kapi', 'täns', 'mütze'].join(SHY);

/** The indices in `node`'s text where a new line starts (the first visible character below the last one). */
function lineStarts(node: Text): number[] {
  const starts: number[] = [];
  const range = document.createRange();
  let top: number | undefined;
  for (let i = 0; i < node.data.length; i++) {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    // The box a character is drawn in: a range at a line's end also reports an empty box on the line before.
    const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
    if (!rect) continue;
    if (top !== undefined && rect.top > top + 2) starts.push(i);
    top = rect.top;
  }
  return starts;
}

const textOf = (label: Element) => {
  const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.trim()) return node as Text;
  throw new Error('the tile has no text');
};

async function germanStep2(messages?: object) {
  const json = messages ? `<script type="application/json" data-messages>${JSON.stringify(messages)}</script>` : '';
  const form = fixture(`<div lang="de"><bali-booking-form>${json}</bali-booking-form></div>`).querySelector('bali-booking-form')!;
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form to render');
  await fillContact(form);
  button(form, languageFor('de', {}).t.next)!.click();
  await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
  await settled(form);
  return form;
}

const longStayTile = (form: Element) => [...shadow(form).querySelectorAll('.tile')].at(-1)!;

describe('German words at 320 px', () => {
  before(() => setViewport({ width: 320, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(cleanup);

  it('breaks the catalog\'s "Langzeitaufenthalt" after "Langzeit-", never inside a syllable', async () => {
    const node = textOf(longStayTile(await germanStep2()));
    expect(node.data).to.include(`Langzeit${SHY}aufenthalt`);
    const starts = lineStarts(node);
    for (const i of starts) expect([SHY, ' '], `a break before "${node.data.slice(i)}"`).to.include(node.data[i - 1]);
  });

  it('breaks a 40-letter compound of a site\'s own texts with a hyphen at its soft hyphens only', async () => {
    expect(COMPOUND.replaceAll(SHY, '').length).to.be.at.least(40);
    const form = await germanStep2({ de: { tripLongStay: COMPOUND } });
    const tile = longStayTile(form);
    const node = textOf(tile);
    expect(node.data).to.equal(COMPOUND);
    const starts = lineStarts(node);
    expect(starts.length, 'the compound wraps').to.be.greaterThan(0);
    for (const i of starts) expect(node.data[i - 1], `a break before "${node.data.slice(i)}"`).to.equal(SHY);
    expect(innerWidth).to.equal(320);
    expect(tile.getBoundingClientRect().right, 'the tile stays in the card').to.be.at.most(q(form, '.frame')!.getBoundingClientRect().right);
  });
});
