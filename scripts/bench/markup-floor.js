// The markup floor of `npm run bench` (information): plain React 19 rendering exactly the markup both widgets
// show at start-up, with exactly their stylesheets, and nothing else: no r2wc, no phone library, no
// keen-slider, no zod, no motion, no validation, no state but one flag per widget. It answers "how fast could
// this product start with React at all?": whatever it costs over React alone comes from the amount of markup
// and CSS the design needs, not from the libraries or our code.
//
// scripts/bench.mjs captures the markup (each shadow root's nodes, as [tag, attributes, children]) and the
// adopted stylesheets' text from the real widgets page, then bundles this file with the same React, the same
// rollup plugins and terser options as the React-alone baseline; `markup-floor-data` is that capture.
// The probe (probe.js) sees the same tags, so "rendered" and "interactive" mean what they mean for the
// widgets. Its clicks do less than the widgets' do (a lower bound): Next adds the banner only (no field
// messages, no focus move), Next slide shifts the slides at once (no animation frame).
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import data from 'markup-floor-data';

const BOOLEAN = { required: 'required', disabled: 'disabled', readonly: 'readOnly', inert: 'inert', hidden: 'hidden', checked: 'checked', novalidate: 'noValidate' };
const RENAME = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', autocomplete: 'autoComplete', maxlength: 'maxLength', inputmode: 'inputMode', spellcheck: 'spellCheck', value: 'defaultValue' };
const camel = (name) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[camel(declaration.slice(0, colon).trim())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function reactProps(attributes) {
  const props = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (BOOLEAN[name]) props[BOOLEAN[name]] = true;
    else if (name === 'style') props.style = styleObject(value);
    else props[RENAME[name] ?? name] = value;
  }
  return props;
}

/** React elements for captured nodes; `change(tag, attributes)` returns props to add or replace, and `first` a child to put first. */
function elements(nodes, change) {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    const [tag, attributes, children] = node;
    const { first, ...changed } = change(tag, attributes);
    const kids = elements(children, change);
    if (first) kids.unshift(first);
    return h(tag, { ...reactProps(attributes), key, ...changed }, ...kids);
  });
}

function BookingForm() {
  const [sent, setSent] = useState(false);
  const onSubmit = (event) => {
    event.preventDefault();
    setSent(true);
  };
  const banner = sent ? h('div', { key: 'banner', className: 'banner', role: 'alert' }, 'Please fill in all required fields correctly.') : null;
  return elements(data['bali-booking-form'].nodes, (tag) => (tag === 'form' ? { onSubmit, first: banner } : {}));
}

function Reviews() {
  const [moved, setMoved] = useState(0);
  const next = () => setMoved((n) => n + 1);
  return elements(data['bali-reviews'].nodes, (tag, attributes) => {
    if (tag === 'button' && attributes['aria-label'] === 'Next slide') return { onClick: next };
    if (moved && attributes.class?.includes('keen-slider__slide')) {
      const style = styleObject(attributes.style ?? '');
      return { style: { ...style, transform: `${style.transform ?? ''} translate3d(-${moved}px, 0, 0)` } };
    }
    return {};
  });
}

// The widgets share one sheet object per text (their base sheet is the same): so does the floor.
const parsed = new Map();
function sheet(text) {
  if (!parsed.has(text)) {
    const made = new CSSStyleSheet();
    made.replaceSync(text);
    parsed.set(text, made);
  }
  return parsed.get(text);
}

for (const [tag, View] of [['bali-booking-form', BookingForm], ['bali-reviews', Reviews]]) {
  const sheets = data[tag].css.map(sheet);
  customElements.define(tag, class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = sheets;
      createRoot(root).render(h(View));
    }
  });
}
