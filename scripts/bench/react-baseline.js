// The React-alone baseline of `npm run bench`: React 19 mounting a small form (3 inputs + a button) into an
// open shadow root, bundled by scripts/bench.mjs from the same react/react-dom with the same rollup plugins
// as the widgets (replace NODE_ENV, node-resolve, commonjs, terser). Plain createElement: no JSX step.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Field({ name, label, type, value, onChange }) {
  return h(
    'label',
    { style: { display: 'block', marginBottom: '12px' } },
    label,
    h('input', { name, type, value, onChange: (e) => onChange(name, e.target.value), style: { display: 'block' } }),
  );
}

function SmallForm() {
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [sent, setSent] = useState(false);
  const set = (name, value) => setValues((v) => ({ ...v, [name]: value }));
  return h(
    'form',
    { noValidate: true, onSubmit: (e) => { e.preventDefault(); setSent(true); } },
    h(Field, { name: 'name', label: 'Full Name', type: 'text', value: values.name, onChange: set }),
    h(Field, { name: 'email', label: 'Email', type: 'email', value: values.email, onChange: set }),
    h(Field, { name: 'phone', label: 'Phone', type: 'tel', value: values.phone, onChange: set }),
    h('button', { type: 'submit' }, 'Next'),
    sent ? h('p', { role: 'status' }, 'Thank you') : null,
  );
}

for (const host of document.querySelectorAll('react-baseline')) {
  createRoot(host.attachShadow({ mode: 'open' })).render(h(SmallForm));
}
